extension Route {
    /// Whether the signed-in account follows a user: 204 yes, 404 no.
    package static let isFollowing = Route(.get, "/user/following/{login}")
    /// Follows a user (204).
    package static let follow = Route(.put, "/user/following/{login}")
    /// Stops following a user (204).
    package static let unfollow = Route(.delete, "/user/following/{login}")
}

extension GitHub {
    /// Whether the signed-in account follows `login` (GitHub answers 204 or 404).
    package static func isFollowing(login: String) -> Endpoint<Bool> {
        Endpoint(.isFollowing, parameters: ["login": login]) { response in
            switch response.status {
            case 204: return true
            case 404: return false
            default: throw GitHubError(response: response)
            }
        }
    }

    /// Follows (`true`) or stops following `login` as the signed-in account; GitHub answers 204.
    package static func setFollowing(_ following: Bool, login: String) -> Endpoint<Void> {
        .status(following ? .follow : .unfollow, parameters: ["login": login])
    }
}
