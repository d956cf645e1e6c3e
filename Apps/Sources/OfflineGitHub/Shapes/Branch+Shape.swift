import Foundation
import GitHubAPI

/// A branch in GitHub's `short-branch` shape (a repository's branch list).
extension Branch: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        let repositoryAPI = context.api + "/repos/" + context.fullName
        var tip = GitHubObject()
        tip.add("sha", commit.sha)
        tip.add("url", repositoryAPI + "/commits/" + commit.sha)
        var object = GitHubObject()
        object.add("name", name)
        object.add("commit", tip.value)
        object.add("protected", protected)
        object.add("protection_url", repositoryAPI + "/branches/" + PathSegment.encode(name) + "/protection")
        return object.value
    }
}

/// A release in GitHub's `release` shape (no assets: the offline GitHub publishes none).
extension Release: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        let api = context.api + "/repos/" + context.fullName + "/releases/\(id)"
        let web = FixtureAPI.webBase + "/" + context.fullName
        let date = publishedAt ?? context.base
        var object = GitHubObject()
        object.add("url", api)
        object.add("assets_url", api + "/assets")
        object.add(
            "upload_url", "https://uploads.github.com/repos/\(context.fullName)/releases/\(id)/assets{?name,label}")
        object.add("html_url", web + "/releases/tag/" + PathSegment.encode(tagName))
        object.add("id", id)
        object.add("author", author.simpleUser(context))
        object.add("node_id", GitHubObject.nodeID("Release", id))
        object.add("tag_name", tagName)
        object.add("target_commitish", context.repository(context.fullName)?.defaultBranch ?? "main")
        object.add("name", name)
        object.add("draft", false)
        object.add("immutable", false)
        object.add("prerelease", prerelease)
        object.add("created_at", date: date)
        object.add("updated_at", date: date)
        object.add("published_at", date: publishedAt)
        object.add("assets", .array([]))
        object.add(
            "tarball_url", context.api + "/repos/" + context.fullName + "/tarball/" + PathSegment.encode(tagName))
        object.add(
            "zipball_url", context.api + "/repos/" + context.fullName + "/zipball/" + PathSegment.encode(tagName))
        object.add("body", body)
        return object.value
    }
}

/// A contributor in GitHub's `contributor` shape: an account's links and its contributions.
extension Contributor: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        let account = User(id: id ?? 0, login: login ?? "", avatarUrl: avatarUrl ?? "", type: "User")
        guard case .object(let members) = account.simpleUser(context) else { return .null }
        return .object(members + [(key: "contributions", value: .number("\(contributions)"))])
    }
}
