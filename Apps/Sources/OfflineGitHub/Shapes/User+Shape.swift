import Foundation
import GitHubAPI

/// An account in GitHub's shapes: `simple-user` wherever an account is nested or listed,
/// `public-user` from `GET /users/{username}`, `private-user` from `GET /user`, and
/// `user-search-result-item` from the user search.
extension User: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        switch context.route {
        case .authenticatedUser: privateUser(context)
        case .user: publicUser(context).value
        case .searchUsers: searchResult(context)
        default: simpleUser(context)
        }
    }

    /// `simple-user`: the account's id, links and kind, nothing about the person.
    func simpleUser(_ context: ShapeContext) -> JSONValue { simpleUserObject(context).value }

    private func simpleUserObject(_ context: ShapeContext) -> GitHubObject {
        let api = context.api + "/users/" + PathSegment.encode(login)
        var object = GitHubObject()
        object.add("login", login)
        object.add("id", id)
        object.add("node_id", GitHubObject.nodeID(isOrganization ? "Organization" : "User", id))
        object.add("avatar_url", avatarUrl)
        object.add("gravatar_id", "")
        object.add("url", api)
        object.add("html_url", FixtureAPI.webBase + "/" + PathSegment.encode(login))
        object.add("followers_url", api + "/followers")
        object.add("following_url", api + "/following{/other_user}")
        object.add("gists_url", api + "/gists{/gist_id}")
        object.add("starred_url", api + "/starred{/owner}{/repo}")
        object.add("subscriptions_url", api + "/subscriptions")
        object.add("organizations_url", api + "/orgs")
        object.add("repos_url", api + "/repos")
        object.add("events_url", api + "/events{/privacy}")
        object.add("received_events_url", api + "/received_events")
        object.add("type", type)
        object.add("user_view_type", "public")
        object.add("site_admin", false)
        return object
    }

    /// When the account was made: the data's base less a year and a month per id, so older
    /// ids are older accounts.
    func createdAt(_ context: ShapeContext) -> Date {
        context.base.addingTimeInterval(-Double(400 + (id % 100) * 30) * 86_400)
    }

    /// `public-user`: `simple-user` and the profile.
    private func publicUser(_ context: ShapeContext, twitter: Bool = true) -> GitHubObject {
        var object = simpleUserObject(context)
        object.add("name", name)
        object.add("company", company)
        // GitHub sends "" for no blog (SwiftHub's profile leaves it out).
        object.add("blog", blog ?? "")
        object.add("location", location)
        object.add("email", String?.none)
        object.add("hireable", .null)
        object.add("bio", bio)
        if twitter { object.add("twitter_username", String?.none) }
        object.add("public_repos", publicRepos ?? 0)
        object.add("public_gists", 0)
        object.add("followers", followers ?? 0)
        object.add("following", following ?? 0)
        object.add("created_at", date: createdAt(context))
        object.add("updated_at", date: context.base)
        return object
    }

    /// `private-user`: the signed-in account, its private counts and plan too.
    private func privateUser(_ context: ShapeContext) -> JSONValue {
        var object = publicUser(context)
        object.add("notification_email", String?.none)
        object.add("private_gists", 0)
        object.add("total_private_repos", 0)
        object.add("owned_private_repos", 0)
        object.add("disk_usage", 0)
        object.add("collaborators", 0)
        object.add("two_factor_authentication", true)
        var plan = GitHubObject()
        plan.add("name", "free")
        plan.add("space", 976_562_499)
        plan.add("collaborators", 0)
        plan.add("private_repos", 10_000)
        object.add("plan", plan.value)
        return object.value
    }

    /// `user-search-result-item`: `simple-user`, the profile and a `score`; `text_matches`
    /// when asked for.
    private func searchResult(_ context: ShapeContext) -> JSONValue {
        var object = publicUser(context, twitter: false)
        object.add("suspended_at", date: nil)
        object.add("score", .number("1.0"))
        if context.wantsTextMatches {
            object.add(
                "text_matches",
                TextMatches.make(
                    in: context.api + "/users/" + login, [("login", login), ("name", name), ("bio", bio)],
                    query: context.query, objectType: "User"))
        }
        return object.value
    }
}
