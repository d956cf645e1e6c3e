extension Route {
    /// The account a token belongs to.
    package static let authenticatedUser = Route(.get, "/user")
    /// One account.
    package static let user = Route(.get, "/users/{login}")
    /// The public repositories an account owns.
    package static let userRepositories = Route(.get, "/users/{login}/repos")
    /// The accounts following an account.
    package static let followers = Route(.get, "/users/{login}/followers")
    /// The accounts an account follows.
    package static let following = Route(.get, "/users/{login}/following")
    /// The repositories an account starred.
    package static let starredRepositories = Route(.get, "/users/{login}/starred")
    /// The organizations an account belongs to publicly.
    package static let organizations = Route(.get, "/users/{login}/orgs")
}

extension GitHub {
    /// The account the token belongs to; 401 for a bad token.
    package static func authenticatedUser() -> Endpoint<User> { .json(.authenticatedUser) }

    /// The account `login` (a user or an organization); 404 when there is none.
    package static func user(login: String) -> Endpoint<User> { .json(.user, parameters: ["login": login]) }

    /// The public repositories `login` owns.
    package static func userRepositories(login: String, page: Int = 1) -> Endpoint<Paged<Repository>> {
        .paged(.userRepositories, parameters: ["login": login], page: page)
    }

    /// The accounts following `login`.
    package static func followers(login: String, page: Int = 1) -> Endpoint<Paged<User>> {
        .paged(.followers, parameters: ["login": login], page: page)
    }

    /// The accounts `login` follows.
    package static func following(login: String, page: Int = 1) -> Endpoint<Paged<User>> {
        .paged(.following, parameters: ["login": login], page: page)
    }

    /// Repositories `login` has starred, most recently starred first.
    package static func starredRepositories(login: String, page: Int = 1) -> Endpoint<Paged<Repository>> {
        .paged(.starredRepositories, parameters: ["login": login], page: page)
    }

    /// Organizations `login` belongs to (public memberships).
    package static func organizations(login: String, page: Int = 1) -> Endpoint<Paged<Organization>> {
        .paged(.organizations, parameters: ["login": login], page: page)
    }
}
