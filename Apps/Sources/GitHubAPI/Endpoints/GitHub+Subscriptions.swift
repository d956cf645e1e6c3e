extension Route {
    /// Whether the signed-in account watches a repository: 200 with the subscription, 404 not.
    package static let subscription = Route(.get, "/repos/{fullName}/subscription")
    /// Watches a repository (GitHub answers 200 with the subscription).
    package static let watch = Route(.put, "/repos/{fullName}/subscription")
    /// Stops watching it (204).
    package static let unwatch = Route(.delete, "/repos/{fullName}/subscription")
    /// The accounts watching a repository, paged.
    package static let subscribers = Route(.get, "/repos/{fullName}/subscribers")
}

extension GitHub {
    /// Whether the signed-in account watches `fullName` (GitHub answers 200 or 404).
    package static func isWatching(fullName: String) -> Endpoint<Bool> {
        Endpoint(.subscription, parameters: ["fullName": fullName]) { response in
            switch response.status {
            case 200: return true
            case 404: return false
            default: throw GitHubError(response: response)
            }
        }
    }

    /// The accounts watching `fullName`, one page.
    package static func subscribers(fullName: String, page: Int = 1) -> Endpoint<Paged<User>> {
        .paged(.subscribers, parameters: ["fullName": fullName], page: page)
    }

    /// Watches (`true`) or stops watching `fullName` for the signed-in account.
    package static func setWatching(_ watching: Bool, fullName: String) -> Endpoint<Void> {
        .status(watching ? .watch : .unwatch, parameters: ["fullName": fullName])
    }
}
