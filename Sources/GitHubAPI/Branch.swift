import Foundation

/// A branch (GitHub's `/repos/{owner}/{repo}/branches` item).
public struct Branch: Codable, Equatable, Sendable {
    /// The branch's name ("main", "feature/x").
    public let name: String
    /// The commit the branch points at.
    public let commit: Tip
    /// Whether branch protection rules apply to it.
    public let protected: Bool

    /// The commit the branch points at.
    public struct Tip: Codable, Equatable, Sendable {
        /// The commit's full hash.
        public let sha: String
        /// A tip at `sha`.
        public init(sha: String) { self.sha = sha }
    }

    /// A branch as GitHub describes it.
    public init(name: String, commit: Tip, protected: Bool) {
        self.name = name
        self.commit = commit
        self.protected = protected
    }
}
