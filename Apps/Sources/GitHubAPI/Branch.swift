import Foundation

/// A branch (GitHub's `/repos/{owner}/{repo}/branches` item).
package struct Branch: Codable, Equatable, Sendable {
    /// The branch's name ("main", "feature/x").
    package let name: String
    /// The commit the branch points at.
    package let commit: Tip
    /// Whether branch protection rules apply to it.
    package let protected: Bool

    /// The commit the branch points at.
    package struct Tip: Codable, Equatable, Sendable {
        /// The commit's full hash.
        package let sha: String
        /// A tip at `sha`.
        package init(sha: String) { self.sha = sha }
    }

    /// A branch as GitHub describes it.
    package init(name: String, commit: Tip, protected: Bool) {
        self.name = name
        self.commit = commit
        self.protected = protected
    }
}
