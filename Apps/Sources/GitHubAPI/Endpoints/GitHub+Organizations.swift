extension Route {
    /// One organization, in full.
    package static let organization = Route(.get, "/orgs/{login}")
    /// The repositories an organization owns.
    package static let organizationRepositories = Route(.get, "/orgs/{login}/repos")
}

extension GitHub {
    /// The organization `login` with its profile and counts; 404 for a person or an unknown login.
    package static func organization(login: String) -> Endpoint<Organization> {
        .json(.organization, parameters: ["login": login])
    }

    /// The repositories the organization `login` owns, newest first.
    package static func organizationRepositories(login: String, page: Int = 1) -> Endpoint<Paged<Repository>> {
        .paged(.organizationRepositories, parameters: ["login": login], page: page)
    }
}
