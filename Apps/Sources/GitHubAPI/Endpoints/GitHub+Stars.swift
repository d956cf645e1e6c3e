extension Route {
    /// Whether the signed-in account starred a repository: 204 yes, 404 no.
    package static let starred = Route(.get, "/user/starred/{fullName}")
    /// Stars a repository for the signed-in account.
    package static let star = Route(.put, "/user/starred/{fullName}")
    /// Removes the star.
    package static let unstar = Route(.delete, "/user/starred/{fullName}")
}

extension GitHub {
    /// Whether the signed-in account has starred `fullName` (GitHub answers 204 or 404).
    package static func isStarred(fullName: String) -> Endpoint<Bool> {
        Endpoint(.starred, parameters: ["fullName": fullName]) { response in
            switch response.status {
            case 204: return true
            case 404: return false
            default: throw GitHubError(response: response)
            }
        }
    }

    /// Stars (`true`) or unstars `fullName` for the signed-in account; GitHub answers 204.
    package static func setStarred(_ starred: Bool, fullName: String) -> Endpoint<Void> {
        .status(starred ? .star : .unstar, parameters: ["fullName": fullName])
    }
}
