import Foundation

/// A GitHub account: a user or an organization.
public struct GitHubAccount: Equatable, Sendable {
    public let login: String
    public let avatarURL: String
    public let isOrganization: Bool

    public init(login: String, avatarURL: String = "", isOrganization: Bool = false) {
        self.login = login
        self.avatarURL = avatarURL
        self.isOrganization = isOrganization
    }
}
