extension Route {
    /// Events of the accounts and repositories a user follows.
    package static let receivedEvents = Route(.get, "/users/{login}/received_events")
    /// Events a user performed.
    package static let performedEvents = Route(.get, "/users/{login}/events")
    /// Events in an organization's repositories.
    package static let organizationEvents = Route(.get, "/orgs/{login}/events")
    /// Events in one repository.
    package static let repositoryEvents = Route(.get, "/repos/{fullName}/events")
}

extension GitHub {
    /// Events the account `login` receives (from people and repositories it follows), newest first.
    package static func receivedEvents(login: String, page: Int = 1) -> Endpoint<Paged<GitHubEvent>> {
        .paged(.receivedEvents, parameters: ["login": login], page: page)
    }

    /// Events the account `login` performed, newest first.
    package static func performedEvents(login: String, page: Int = 1) -> Endpoint<Paged<GitHubEvent>> {
        .paged(.performedEvents, parameters: ["login": login], page: page)
    }

    /// Events in the organization `login`'s repositories, newest first.
    package static func organizationEvents(login: String, page: Int = 1) -> Endpoint<Paged<GitHubEvent>> {
        .paged(.organizationEvents, parameters: ["login": login], page: page)
    }

    /// Events in the repository `fullName` ("owner/name"), newest first.
    package static func repositoryEvents(fullName: String, page: Int = 1) -> Endpoint<Paged<GitHubEvent>> {
        .paged(.repositoryEvents, parameters: ["fullName": fullName], page: page)
    }
}
