import Foundation
import GitHubAPI

/// An organization in GitHub's shapes: `organization-full` from `GET /orgs/{org}`,
/// `organization-simple` from an account's organization list.
extension Organization: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        var object = simple(context)
        guard context.route == .organization else { return object.value }
        object.add("name", name)
        object.add("company", company)
        object.add("blog", blog)
        object.add("location", location)
        object.add("email", email)
        object.add("twitter_username", String?.none)
        object.add("is_verified", false)
        object.add("has_organization_projects", hasOrganizationProjects ?? true)
        object.add("has_repository_projects", hasRepositoryProjects ?? true)
        object.add("public_repos", publicRepos ?? 0)
        object.add("public_gists", publicGists ?? 0)
        object.add("followers", followers ?? 0)
        object.add("following", following ?? 0)
        object.add("html_url", FixtureAPI.webBase + "/" + PathSegment.encode(login))
        object.add("type", type ?? "Organization")
        object.add("created_at", date: createdAt ?? context.base)
        object.add("updated_at", date: updatedAt ?? context.base)
        object.add("archived_at", date: nil)
        return object.value
    }

    /// `organization-simple`: the id, links and description.
    private func simple(_ context: ShapeContext) -> GitHubObject {
        let api = context.api + "/orgs/" + PathSegment.encode(login)
        var object = GitHubObject()
        object.add("login", login)
        object.add("id", id)
        object.add("node_id", nodeId ?? GitHubObject.nodeID("Organization", id))
        object.add("url", api)
        object.add("repos_url", api + "/repos")
        object.add("events_url", api + "/events")
        object.add("hooks_url", api + "/hooks")
        object.add("issues_url", api + "/issues")
        object.add("members_url", api + "/members{/member}")
        object.add("public_members_url", api + "/public_members{/member}")
        object.add("avatar_url", avatarUrl)
        object.add("description", description)
        return object
    }
}

extension ShapeContext {
    /// `value` in its GitHub shape when it has one, each element of an array too; otherwise
    /// encoded as it is (the shapes still missing are listed in docs/Servers.md).
    func value(of value: Any) -> JSONValue {
        if let shaped = value as? any GitHubShaped { return shaped.shape(self) }
        if let items = value as? [Any] { return .array(items.map { self.value(of: $0) }) }
        guard let encodable = value as? any Encodable, let data = try? GitHubJSON.encoder().encode(encodable),
            let json = JSONValue(data: data)
        else { return .null }
        return json
    }
}
