import Foundation

/// One file a commit or a pull request changes (an item of `files` in GitHub's
/// `/repos/{owner}/{repo}/commits/{sha}` answer, and of `/repos/{owner}/{repo}/pulls/{number}/files`).
package struct ChangedFile: Codable, Equatable, Sendable {
    /// What happened to the file.
    package enum Status: String, Codable, Equatable, Sendable {
        /// New, removed, edited, moved, copied, only its mode changed, or unchanged.
        case added, removed, modified, renamed, copied, changed, unchanged
    }

    /// The path after the change ("Sources/Rx/Observable.swift").
    package let filename: String
    /// Added, removed, modified, renamed…
    package let status: Status
    /// Lines added.
    package let additions: Int
    /// Lines removed.
    package let deletions: Int
    /// Lines added plus lines removed.
    package let changes: Int
    /// The unified diff of the file, starting at its first `@@` hunk header; GitHub leaves it
    /// out for binary files, pure renames and diffs too large to show.
    package let patch: String?
    /// The path before a rename or copy.
    package let previousFilename: String?

    /// A changed file as GitHub describes it; `changes` is `additions + deletions`.
    package init(
        filename: String, status: Status, additions: Int, deletions: Int, patch: String?,
        previousFilename: String? = nil
    ) {
        self.filename = filename
        self.status = status
        self.additions = additions
        self.deletions = deletions
        self.changes = additions + deletions
        self.patch = patch
        self.previousFilename = previousFilename
    }
}
