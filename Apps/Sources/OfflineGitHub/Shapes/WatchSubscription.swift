import Foundation
import GitHubAPI

/// GitHub's `repository-subscription`: the signed-in account watches a repository
/// (`GET`/`PUT /repos/{owner}/{repo}/subscription`).
struct WatchSubscription: Encodable, GitHubShaped {
    /// The repository watched, `owner/name`.
    let fullName: String

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(["subscribed": true, "ignored": false])
    }

    func shape(_ context: ShapeContext) -> JSONValue {
        let repositoryAPI = context.api + "/repos/" + fullName
        var object = GitHubObject()
        object.add("subscribed", true)
        object.add("ignored", false)
        object.add("reason", String?.none)
        object.add("created_at", date: context.repository(fullName)?.createdAt ?? context.base)
        object.add("url", repositoryAPI + "/subscription")
        object.add("repository_url", repositoryAPI)
        return object.value
    }
}
