import Foundation

/// An account that contributed commits to a repository (GitHub's `/repos/{owner}/{repo}/contributors` item).
package struct Contributor: Codable, Equatable, Sendable {
    /// The account's numeric id; `nil` for an anonymous contributor (an e-mail with no account).
    package let id: Int?
    /// The account's handle ("octocat"); `nil` for an anonymous contributor.
    package let login: String?
    /// The account's avatar image; `nil` for an anonymous contributor.
    package let avatarUrl: String?
    /// Commits to the default branch.
    package let contributions: Int

    /// A contributor as GitHub lists it.
    package init(id: Int?, login: String?, avatarUrl: String?, contributions: Int) {
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
        self.contributions = contributions
    }
}
