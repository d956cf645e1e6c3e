import Foundation

/// A branch (GitHub's `/repos/{owner}/{repo}/branches` item).
public struct Branch: Codable, Equatable, Sendable {
    public let name: String
    public let commit: Tip
    /// Whether branch protection rules apply to it.
    public let protected: Bool

    /// The commit the branch points at.
    public struct Tip: Codable, Equatable, Sendable {
        public let sha: String
        public init(sha: String) { self.sha = sha }
    }

    public init(name: String, commit: Tip, protected: Bool) {
        self.name = name
        self.commit = commit
        self.protected = protected
    }
}
