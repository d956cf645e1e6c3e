import Foundation
import GitHubAPI

/// An issue in GitHub's `issue` shape (and `issue-search-result-item` from the issue search):
/// its links, labels in full, assignee and milestone (none), lock, reactions, and for an item
/// that is a pull request its `pull_request` links.
extension Issue: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        let fullName = repositoryFullName ?? context.fullName
        let repositoryAPI = context.api + "/repos/" + fullName
        let api = repositoryAPI + "/issues/\(number)"
        let web = FixtureAPI.webBase + "/" + fullName + (pullRequest == nil ? "/issues/" : "/pull/") + "\(number)"
        let id = Self.id(context.repository(fullName)?.id ?? 0, number)
        var object = GitHubObject()
        object.add("url", api)
        object.add("repository_url", repositoryAPI)
        object.add("labels_url", api + "/labels{/name}")
        object.add("comments_url", api + "/comments")
        object.add("events_url", api + "/events")
        object.add("html_url", web)
        object.add("id", id)
        object.add("node_id", GitHubObject.nodeID("Issue", id))
        object.add("number", number)
        object.add("title", title)
        object.add("user", user.map { $0.simpleUser(context) } ?? .null)
        object.add("labels", .array(labels.map { Self.label($0.name, repositoryAPI: repositoryAPI) }))
        object.add("state", state.rawValue)
        object.add("locked", false)
        object.add("assignee", .null)
        object.add("assignees", .array([]))
        object.add("milestone", .null)
        object.add("comments", comments)
        object.add("created_at", date: createdAt)
        object.add("updated_at", date: updatedAt)
        object.add("closed_at", date: closedAt)
        object.add("author_association", "CONTRIBUTOR")
        object.add("active_lock_reason", String?.none)
        if pullRequest != nil {
            let pulls = repositoryAPI + "/pulls/\(number)"
            var links = GitHubObject()
            links.add("url", pulls)
            links.add("html_url", web)
            links.add("diff_url", web + ".diff")
            links.add("patch_url", web + ".patch")
            links.add("merged_at", date: nil)
            object.add("pull_request", links.value)
            object.add("draft", false)
        }
        object.add("body", body)
        if context.route != .searchIssues { object.add("closed_by", .null) }
        object.add("reactions", Self.reactions(api))
        object.add("timeline_url", api + "/timeline")
        object.add("performed_via_github_app", .null)
        object.add("state_reason", state == .closed ? "completed" : nil)
        // No issue has a type, sub-issues, dependencies or a pinned comment: GitHub's empty answers.
        object.add("type", .null)
        object.add("sub_issues_summary", Self.summary(["total", "completed", "percent_completed"]))
        object.add(
            "issue_dependencies_summary",
            Self.summary(["blocked_by", "blocking", "total_blocked_by", "total_blocking"]))
        object.add("pinned_comment", .null)
        if context.route == .searchIssues {
            object.add("score", .number("1.0"))
            if context.wantsTextMatches {
                object.add(
                    "text_matches",
                    TextMatches.make(
                        in: api, [("title", title), ("body", body)], query: context.query, objectType: "Issue"))
            }
        }
        return object.value
    }

    /// An issue's id: unique over every repository (GitHub's are global).
    static func id(_ repositoryID: Int, _ number: Int) -> Int { repositoryID * 10_000 + number }

    /// GitHub's `label`, its id and colour made from its name.
    static func label(_ name: String, repositoryAPI: String) -> JSONValue {
        let id = Int(name.utf8.reduce(UInt32(7)) { $0 &* 31 &+ UInt32($1) } % 1_000_000)
        var object = GitHubObject()
        object.add("id", id)
        object.add("node_id", GitHubObject.nodeID("Label", id))
        object.add("url", repositoryAPI + "/labels/" + PathSegment.encode(name))
        object.add("name", name)
        object.add("description", String?.none)
        object.add("color", String(format: "%06x", id * 2_654_435 % 0xFFFFFF))
        object.add("default", ["bug", "documentation", "enhancement", "question"].contains(name))
        return object.value
    }

    /// An object whose `keys` are all 0 (GitHub's sub-issue and dependency summaries of an
    /// issue that has none).
    static func summary(_ keys: [String]) -> JSONValue {
        var object = GitHubObject()
        for key in keys { object.add(key, 0) }
        return object.value
    }

    /// GitHub's `reaction-rollup`: nobody reacts in the offline GitHub.
    static func reactions(_ url: String) -> JSONValue {
        var object = GitHubObject()
        object.add("url", url + "/reactions")
        for key in ["total_count", "+1", "-1", "laugh", "hooray", "confused", "heart", "rocket", "eyes"] {
            object.add(key, 0)
        }
        return object.value
    }
}

/// A comment in GitHub's `issue-comment` shape.
extension IssueComment: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        let repositoryAPI = context.api + "/repos/" + context.fullName
        var object = GitHubObject()
        object.add("url", repositoryAPI + "/issues/comments/\(id)")
        object.add(
            "html_url", FixtureAPI.webBase + "/" + context.fullName + "/issues/\(context.number)#issuecomment-\(id)")
        object.add("issue_url", repositoryAPI + "/issues/\(context.number)")
        object.add("id", id)
        object.add("node_id", GitHubObject.nodeID("IssueComment", id))
        object.add("user", user.map { $0.simpleUser(context) } ?? .null)
        object.add("created_at", date: createdAt)
        object.add("updated_at", date: createdAt)
        object.add("author_association", "CONTRIBUTOR")
        object.add("body", body)
        object.add("reactions", Issue.reactions(repositoryAPI + "/issues/comments/\(id)"))
        object.add("performed_via_github_app", .null)
        return object.value
    }
}
