import Foundation

/// A file that a code search found (an item of GitHub's `/search/code`), with the lines that
/// matched when GitHub sends them (`text_matches`).
package struct CodeSearchItem: Codable, Equatable, Sendable {
    /// The file's name ("Observable.swift").
    package let name: String
    /// The file's path in its repository.
    package let path: String
    /// The repository the file is in: a minimal one (no counts, no dates), as GitHub sends it.
    package let repository: Repository
    /// The matching fragments, each a few lines of the file around a match.
    package let textMatches: [TextMatch]?

    /// A few lines of a file around what matched.
    package struct TextMatch: Codable, Equatable, Sendable {
        /// The lines, as they stand in the file (GitHub's description lets a match lack them).
        package let fragment: String?

        /// A fragment of the file.
        package init(fragment: String?) { self.fragment = fragment }
    }

    /// A found file as GitHub describes it.
    package init(name: String, path: String, repository: Repository, textMatches: [TextMatch]? = nil) {
        self.name = name
        self.path = path
        self.repository = repository
        self.textMatches = textMatches
    }
}
