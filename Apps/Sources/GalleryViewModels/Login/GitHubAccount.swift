import Foundation

/// A GitHub account: a user or an organization.
package struct GitHubAccount: Equatable, Sendable {
    /// The account's name, as in its address.
    package let login: String
    /// The address of its picture; empty when unknown.
    package let avatarURL: String
    /// Whether the account is an organization (no followers, no sign-in).
    package let isOrganization: Bool

    /// An account; a user unless `isOrganization` is set.
    package init(login: String, avatarURL: String = "", isOrganization: Bool = false) {
        self.login = login
        self.avatarURL = avatarURL
        self.isOrganization = isOrganization
    }
}
