import Foundation

/// An account that contributed commits to a repository (GitHub's `/repos/{owner}/{repo}/contributors` item).
public struct Contributor: Codable, Equatable, Sendable {
    /// The account's numeric id.
    public let id: Int
    /// The account's handle ("octocat").
    public let login: String
    /// The account's avatar image.
    public let avatarUrl: String
    /// Commits to the default branch.
    public let contributions: Int

    /// A contributor as GitHub lists it.
    public init(id: Int, login: String, avatarUrl: String, contributions: Int) {
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
        self.contributions = contributions
    }
}
