import Foundation
import GitHubAPI

/// An event's `payload` in the shape GitHub's description gives its type: a push names the
/// ref and its head and previous commits (and `size`, which the offline GitHub keeps: see
/// docs/Servers.md), an issue, comment or release event carries the object in full, a pull
/// request event the minimal pull request (number, head and base), a fork its new repository,
/// a wiki edit its pages.
extension GitHubEvent {
    func payloadShape(_ context: ShapeContext) -> JSONValue {
        var item = context
        item.fullName = repo.name
        item.accept = ""
        let data = context.data
        var object = GitHubObject()
        switch type {
        case .push:
            object.add("repository_id", repo.id)
            object.add("push_id", Int(id) ?? 0)
            object.add("size", payload.size ?? 1)
            object.add("ref", payload.ref ?? "refs/heads/main")
            object.add("head", CodeSearchItem.sha("head-" + id))
            object.add("before", CodeSearchItem.sha("before-" + id))
        case .create:
            object.add("ref", payload.ref)
            object.add("ref_type", payload.refType ?? "branch")
            object.add("full_ref", "refs/heads/" + (payload.ref ?? ""))
            object.add("master_branch", context.repository(repo.name)?.defaultBranch ?? "main")
            object.add("description", context.repository(repo.name)?.description)
            object.add("pusher_type", "user")
        case .issues, .issueComment:
            let number = payload.issue?.number ?? 0
            item.number = number
            item.route = .issue
            object.add("action", payload.action ?? "opened")
            object.add("issue", data?.issue(of: repo.name, number: number)?.shape(item) ?? .null)
            if type == .issueComment {
                // The item's first comment, or the one the event's actor wrote when it has none.
                let comment =
                    data?.comments(of: repo.name, number: number)?.first
                    ?? IssueComment(id: Int(id) ?? 0, user: actorAccount, body: "", createdAt: createdAt ?? item.base)
                object.add("comment", comment.shape(item))
            }
        case .pullRequest:
            let number = payload.pullRequest?.number ?? 0
            item.number = number
            item.route = .pullRequest
            object.add("action", payload.action ?? "opened")
            object.add("number", number)
            object.add("pull_request", data?.pullRequest(of: repo.name, number: number)?.minimal(item) ?? .null)
        case .fork:
            let forkee = payload.forkee?.fullName ?? ""
            object.add("action", "forked")
            // The fork the event made: a bundled one, or the original as the actor's.
            let fork =
                data?.repository(forkee)
                ?? context.repository(repo.name).map { original in
                    Repository(
                        id: 90_000 + original.id, name: original.name, fullName: forkee, owner: actorAccount,
                        description: original.description, language: original.language, stargazersCount: 0,
                        forksCount: 0, openIssuesCount: 0, createdAt: createdAt, updatedAt: createdAt,
                        subscribersCount: 1, license: original.license, homepage: nil,
                        defaultBranch: original.defaultBranch)
                }
            object.add("forkee", fork?.forkee(item) ?? .null)
        case .release:
            item.route = .releases
            let release = data?.releases(of: repo.name)?.first { $0.tagName == payload.release?.tagName }
            object.add("action", payload.action ?? "published")
            object.add("release", release?.shape(item) ?? .null)
        case .watch:
            object.add("action", payload.action ?? "started")
        case .other("GollumEvent"):
            var page = GitHubObject()
            page.add("page_name", "Home")
            page.add("title", "Home")
            page.add("summary", String?.none)
            page.add("action", payload.action ?? "edited")
            page.add("sha", CodeSearchItem.sha("wiki-" + id))
            page.add("html_url", FixtureAPI.webBase + "/" + repo.name + "/wiki/Home")
            object.add("pages", .array([page.value]))
        case .other:
            object.add("action", payload.action)
        }
        return object.value
    }

    /// The event's actor as an account.
    private var actorAccount: User { User(id: actor.id, login: actor.login, avatarUrl: actor.avatarUrl) }
}
