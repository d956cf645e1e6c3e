import Foundation
import GitHubAPI

/// A repository in GitHub's shapes: `full-repository` from `GET /repos/{owner}/{repo}` and a
/// fork's 202, `minimal-repository` from the account, organization and fork lists (in full) and
/// inside notifications and code search results (only the 46 keys GitHub sends there: no
/// counts, no dates), `repository` from `GET /user/repos` and the starred lists (wrapped in
/// `starred-repository` with `starred_at` under `star+json`), `repo-search-result-item` from
/// the repository search.
extension Repository: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        switch context.route {
        case .repository, .fork: full(context)
        case .authenticatedUserRepositories, .starredRepositories: listed(context)
        case .searchRepositories: searchResult(context)
        default: minimal(context, counts: true)
        }
    }

    /// Forks are the only repositories numbered from 20,000 (bundled) and 90,000 (made while the server runs).
    var isFork: Bool { id >= 20_000 }

    /// The keys every repository shape starts with: ids, owner, and GitHub's link templates.
    private func links(_ context: ShapeContext) -> GitHubObject {
        let api = context.api + "/repos/" + fullName
        var object = GitHubObject()
        object.add("id", id)
        object.add("node_id", GitHubObject.nodeID("Repository", id))
        object.add("name", name)
        object.add("full_name", fullName)
        object.add("private", false)
        object.add("owner", owner.map { $0.simpleUser(context) } ?? .null)
        object.add("html_url", FixtureAPI.webBase + "/" + fullName)
        object.add("description", description)
        object.add("fork", isFork)
        object.add("url", api)
        for (key, tail) in Self.linkTemplates { object.add(key, api + tail) }
        return object
    }

    /// The API link templates every repository carries, in GitHub's order.
    private static let linkTemplates: [(String, String)] = [
        ("archive_url", "/{archive_format}{/ref}"), ("assignees_url", "/assignees{/user}"),
        ("blobs_url", "/git/blobs{/sha}"), ("branches_url", "/branches{/branch}"),
        ("collaborators_url", "/collaborators{/collaborator}"), ("comments_url", "/comments{/number}"),
        ("commits_url", "/commits{/sha}"), ("compare_url", "/compare/{base}...{head}"),
        ("contents_url", "/contents/{+path}"), ("contributors_url", "/contributors"),
        ("deployments_url", "/deployments"), ("downloads_url", "/downloads"), ("events_url", "/events"),
        ("forks_url", "/forks"), ("git_commits_url", "/git/commits{/sha}"), ("git_refs_url", "/git/refs{/sha}"),
        ("git_tags_url", "/git/tags{/sha}"), ("hooks_url", "/hooks"),
        ("issue_comment_url", "/issues/comments{/number}"),
        ("issue_events_url", "/issues/events{/number}"), ("issues_url", "/issues{/number}"),
        ("keys_url", "/keys{/key_id}"),
        ("labels_url", "/labels{/name}"), ("languages_url", "/languages"), ("merges_url", "/merges"),
        ("milestones_url", "/milestones{/number}"), ("notifications_url", "/notifications{?since,all,participating}"),
        ("pulls_url", "/pulls{/number}"), ("releases_url", "/releases{/id}"), ("stargazers_url", "/stargazers"),
        ("statuses_url", "/statuses/{sha}"), ("subscribers_url", "/subscribers"), ("subscription_url", "/subscription"),
        ("tags_url", "/tags"), ("teams_url", "/teams"), ("trees_url", "/git/trees{/sha}"),
    ]

    /// The clone URLs, counts, dates and settings after the links (`repository`'s and the full
    /// minimal repository's shared part); `html`: whether the license has its `html_url`.
    private func details(_ context: ShapeContext, license: Bool = true, html: Bool = true) -> GitHubObject {
        var object = GitHubObject()
        object.add("git_url", "git://github.com/\(fullName).git")
        object.add("ssh_url", "git@github.com:\(fullName).git")
        object.add("clone_url", FixtureAPI.webBase + "/\(fullName).git")
        object.add("svn_url", FixtureAPI.webBase + "/" + fullName)
        object.add("mirror_url", String?.none)
        object.add("homepage", homepage)
        object.add("language", language)
        object.add("forks_count", forksCount)
        object.add("stargazers_count", stargazersCount)
        object.add("watchers_count", stargazersCount)
        object.add("size", 100 + id % 900)
        object.add("default_branch", defaultBranch ?? "main")
        object.add("open_issues_count", openIssuesCount)
        object.add("is_template", false)
        object.add("topics", .array(topics.map(JSONValue.string)))
        object.add("has_issues", true)
        object.add("has_projects", true)
        object.add("has_wiki", true)
        object.add("has_pages", false)
        object.add("has_downloads", true)
        object.add("has_discussions", false)
        object.add("has_pull_requests", true)
        object.add("pull_request_creation_policy", "all")
        object.add("archived", false)
        object.add("disabled", false)
        object.add("visibility", "public")
        object.add("pushed_at", date: updatedAt)
        object.add("created_at", date: createdAt)
        object.add("updated_at", date: updatedAt)
        if license { object.add("license", licenseShape(context, html: html)) }
        object.add("allow_forking", true)
        object.add("web_commit_signoff_required", false)
        object.add("forks", forksCount)
        object.add("open_issues", openIssuesCount)
        object.add("watchers", stargazersCount)
        return object
    }

    /// The repository's topics: the words of its name after `swift-`.
    private var topics: [String] {
        ["swift"] + name.split(separator: "-").dropFirst().filter { Int($0) == nil }.map(String.init)
    }

    /// `license-simple`, or null for a repository without a license.
    func licenseShape(_ context: ShapeContext, html: Bool = true) -> JSONValue {
        guard let license else { return .null }
        var object = GitHubObject()
        object.add("key", license.key)
        object.add("name", license.name)
        object.add("spdx_id", (license.key ?? "").uppercased().replacingOccurrences(of: "APACHE", with: "Apache"))
        object.add("url", context.api + "/licenses/" + (license.key ?? ""))
        object.add("node_id", GitHubObject.nodeID("License", (license.key ?? "").count))
        // The minimal repository's license is `license-simple` without its page.
        if html { object.add("html_url", "https://choosealicense.com/licenses/" + (license.key ?? "") + "/") }
        return object.value
    }

    /// What the signed-in account may do: read only (the offline GitHub's data is everyone's).
    private var permissions: JSONValue {
        var object = GitHubObject()
        for key in ["admin", "maintain", "push", "triage"] { object.add(key, false) }
        object.add("pull", true)
        return object.value
    }

    /// `minimal-repository`: with `counts`, the clone URLs, counts, dates and settings too (as
    /// the lists send it); without, only the ids, owner and links (as notifications and code
    /// search send it).
    func minimal(_ context: ShapeContext, counts: Bool) -> JSONValue {
        var object = links(context)
        if counts {
            object.add(contentsOf: details(context, html: false))
            object.add("permissions", permissions)
            object.add("subscribers_count", subscribersCount ?? 1)
            object.add("network_count", forksCount)
            object.add("custom_properties", .object([]))
        }
        return object.value
    }

    /// A fork event's `forkee`: the repository's links and details, and `public`.
    func forkee(_ context: ShapeContext) -> JSONValue {
        var object = links(context)
        object.add(contentsOf: details(context))
        object.add("public", true)
        return object.value
    }

    /// `repository`: the full minimal repository and the merge settings.
    private func listed(_ context: ShapeContext) -> JSONValue {
        var object = links(context)
        object.add(contentsOf: details(context))
        object.add("permissions", permissions)
        for key in ["allow_rebase_merge", "allow_squash_merge", "allow_merge_commit"] { object.add(key, true) }
        for key in ["allow_auto_merge", "delete_branch_on_merge", "allow_update_branch"] { object.add(key, false) }
        object.add("use_squash_pr_title_as_default", false)
        guard context.wantsStarTimes else { return object.value }
        var starred = GitHubObject()
        starred.add("starred_at", date: updatedAt)
        starred.add("repo", object.value)
        return starred.value
    }

    /// `full-repository`: `repository`'s keys, the watcher and network counts, and for a fork
    /// its `parent` and `source`.
    private func full(_ context: ShapeContext) -> JSONValue {
        var object = links(context)
        object.add(contentsOf: details(context))
        object.add("permissions", permissions)
        for key in ["allow_rebase_merge", "allow_squash_merge", "allow_merge_commit"] { object.add(key, true) }
        for key in ["allow_auto_merge", "delete_branch_on_merge", "allow_update_branch"] { object.add(key, false) }
        object.add("use_squash_pr_title_as_default", false)
        object.add("squash_merge_commit_title", "COMMIT_OR_PR_TITLE")
        object.add("squash_merge_commit_message", "COMMIT_MESSAGES")
        object.add("merge_commit_title", "MERGE_MESSAGE")
        object.add("merge_commit_message", "PR_TITLE")
        object.add("temp_clone_token", "")
        object.add("subscribers_count", subscribersCount ?? 1)
        object.add("network_count", forksCount)
        object.add("anonymous_access_enabled", false)
        object.add("custom_properties", .object([]))
        if let owner, owner.isOrganization { object.add("organization", owner.simpleUser(context)) }
        if isFork, let parent = context.parent(self) {
            var parentContext = context
            parentContext.route = .authenticatedUserRepositories
            parentContext.accept = ""
            object.add("parent", parent.listed(parentContext))
            object.add("source", parent.listed(parentContext))
        }
        return object.value
    }

    /// `repo-search-result-item`: the full minimal repository with a `score`, and
    /// `text_matches` when asked for.
    private func searchResult(_ context: ShapeContext) -> JSONValue {
        var object = links(context)
        object.add(contentsOf: details(context))
        object.add("permissions", permissions)
        object.add("score", .number("1.0"))
        if context.wantsTextMatches {
            object.add(
                "text_matches",
                TextMatches.make(
                    in: context.api + "/repos/" + fullName, [("name", name), ("description", description)],
                    query: context.query, objectType: "Repository"))
        }
        return object.value
    }
}
