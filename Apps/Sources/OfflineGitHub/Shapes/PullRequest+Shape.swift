import Foundation
import GitHubAPI

/// A pull request in GitHub's shapes: `pull-request-simple` in a repository's list,
/// `pull-request` (with merge state and the counts of its commits and files) from
/// `GET /repos/{owner}/{repo}/pulls/{number}`. Its head and base are branches of the same
/// repository (the offline GitHub has no pull requests from forks).
extension PullRequest: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        let fullName = context.fullName
        let repository = context.repository(fullName)
        let repositoryAPI = context.api + "/repos/" + fullName
        let api = repositoryAPI + "/pulls/\(number)"
        let issue = repositoryAPI + "/issues/\(number)"
        let web = FixtureAPI.webBase + "/" + fullName + "/pull/\(number)"
        let id = Issue.id(repository?.id ?? 0, number)
        let statuses = repositoryAPI + "/statuses/" + Self.sha(head.ref)
        var object = GitHubObject()
        object.add("url", api)
        object.add("id", id)
        object.add("node_id", GitHubObject.nodeID("PullRequest", id))
        object.add("html_url", web)
        object.add("diff_url", web + ".diff")
        object.add("patch_url", web + ".patch")
        object.add("issue_url", issue)
        object.add("commits_url", api + "/commits")
        object.add("review_comments_url", api + "/comments")
        object.add("review_comment_url", repositoryAPI + "/pulls/comments{/number}")
        object.add("comments_url", issue + "/comments")
        object.add("statuses_url", statuses)
        object.add("number", number)
        object.add("state", state.rawValue)
        object.add("locked", false)
        object.add("title", title)
        object.add("user", user.map { $0.simpleUser(context) } ?? .null)
        object.add("body", body)
        object.add("labels", .array([]))
        object.add("milestone", .null)
        object.add("active_lock_reason", String?.none)
        object.add("created_at", date: createdAt)
        object.add("updated_at", date: updatedAt)
        object.add("closed_at", date: closedAt)
        object.add("merged_at", date: mergedAt)
        object.add("merge_commit_sha", mergedAt == nil ? nil : Self.sha("merge-\(number)"))
        object.add("assignee", .null)
        object.add("assignees", .array([]))
        object.add("requested_reviewers", .array([]))
        object.add("requested_teams", .array([]))
        object.add("head", branch(head.ref, repository, context))
        object.add("base", branch(base.ref, repository, context))
        var links = GitHubObject()
        for (key, href) in [
            ("self", api), ("html", web), ("issue", issue), ("comments", issue + "/comments"),
            ("review_comments", api + "/comments"), ("review_comment", repositoryAPI + "/pulls/comments{/number}"),
            ("commits", api + "/commits"), ("statuses", statuses),
        ] {
            var link = GitHubObject()
            link.add("href", href)
            links.add(key, link.value)
        }
        object.add("_links", links.value)
        object.add("author_association", "CONTRIBUTOR")
        object.add("auto_merge", .null)
        object.add("draft", false)
        guard context.route == .pullRequest else { return object.value }
        let files = context.pullRequestFiles(fullName, number)
        object.add("merged", mergedAt != nil)
        object.add("mergeable", state == .open ? JSONValue.bool(true) : .null)
        object.add("rebaseable", state == .open)
        object.add("mergeable_state", state == .open ? "clean" : "unknown")
        object.add("merged_by", mergedAt == nil ? .null : repository?.owner.map { $0.simpleUser(context) } ?? .null)
        object.add("comments", 0)
        object.add("review_comments", 0)
        object.add("maintainer_can_modify", false)
        object.add("commits", max(1, files.count / 2))
        object.add("additions", files.reduce(0) { $0 + $1.additions })
        object.add("deletions", files.reduce(0) { $0 + $1.deletions })
        object.add("changed_files", files.count)
        return object.value
    }

    /// `pull-request-minimal` (a pull request event's): the number, and head and base as a
    /// ref, a tip and the repository's id, API URL and name.
    func minimal(_ context: ShapeContext) -> JSONValue {
        let repository = context.repository(context.fullName)
        var repo = GitHubObject()
        repo.add("id", repository?.id ?? 0)
        repo.add("url", context.api + "/repos/" + context.fullName)
        repo.add("name", repository?.name ?? context.fullName)
        var object = GitHubObject()
        object.add("id", Issue.id(repository?.id ?? 0, number))
        object.add("number", number)
        object.add("url", context.api + "/repos/" + context.fullName + "/pulls/\(number)")
        for (key, ref) in [("head", head.ref), ("base", base.ref)] {
            var branch = GitHubObject()
            branch.add("ref", ref)
            branch.add("sha", Self.sha(ref))
            branch.add("repo", repo.value)
            object.add(key, branch.value)
        }
        return object.value
    }

    /// A head or base: the branch, its tip, and the repository it is in.
    private func branch(_ ref: String, _ repository: Repository?, _ context: ShapeContext) -> JSONValue {
        var object = GitHubObject()
        object.add("label", (repository?.owner?.login ?? "") + ":" + ref)
        object.add("ref", ref)
        object.add("sha", Self.sha(ref))
        object.add("user", (repository?.owner ?? user).map { $0.simpleUser(context) } ?? .null)
        var listed = context
        listed.route = .authenticatedUserRepositories
        listed.accept = ""
        object.add("repo", repository.map { $0.shape(listed) } ?? .null)
        return object.value
    }

    /// A stable 40-digit hex commit name for a branch tip.
    static func sha(_ text: String) -> String { CodeSearchItem.sha(text) }
}
