import Foundation

/// An account that contributed commits to a repository (GitHub's `/repos/{owner}/{repo}/contributors` item).
public struct Contributor: Codable, Equatable, Sendable {
    public let id: Int
    public let login: String
    public let avatarUrl: String
    /// Commits to the default branch.
    public let contributions: Int

    public init(id: Int, login: String, avatarUrl: String, contributions: Int) {
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
        self.contributions = contributions
    }
}
