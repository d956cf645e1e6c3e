import Foundation
import GitHubAPI

/// An event in GitHub's `event` shape: the `actor` (GitHub's `actor`, with `display_login` and
/// `gravatar_id`), the `repo` as its id, name and API `url` (no more: GitHub's events name a
/// repository, they do not describe it), `org` for an organization's repository, `public`.
extension GitHubEvent: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        var object = GitHubObject()
        object.add("id", id)
        object.add("type", type.rawValue)
        object.add("actor", Self.actor(id: actor.id, login: actor.login, avatarUrl: actor.avatarUrl, context))
        var repository = GitHubObject()
        repository.add("id", repo.id)
        repository.add("name", repo.name)
        repository.add("url", context.api + "/repos/" + repo.name)
        object.add("repo", repository.value)
        if let organization = context.organization(repo.name) {
            object.add(
                "org",
                Self.actor(
                    id: organization.id, login: organization.login, avatarUrl: organization.avatarUrl, context))
        }
        object.add("payload", payloadShape(context))
        object.add("public", true)
        object.add("created_at", date: createdAt)
        return object.value
    }

    /// GitHub's `actor`: who acted, or the organization an event belongs to.
    static func actor(id: Int, login: String, avatarUrl: String, _ context: ShapeContext) -> JSONValue {
        var object = GitHubObject()
        object.add("id", id)
        object.add("login", login)
        object.add("display_login", login)
        object.add("gravatar_id", "")
        object.add("url", context.api + "/users/" + PathSegment.encode(login))
        object.add("avatar_url", avatarUrl)
        return object.value
    }
}
