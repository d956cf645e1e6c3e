import Foundation

/// A published release (GitHub's `/repos/{owner}/{repo}/releases` item).
package struct Release: Codable, Equatable, Sendable {
    /// The release's numeric id.
    package let id: Int
    /// The git tag it was made from ("v1.2.0").
    package let tagName: String
    /// The release's title; GitHub shows the tag when there is none.
    package let name: String?
    /// Release notes, in Markdown.
    package let body: String?
    /// Whether it is marked as a pre-release.
    package let prerelease: Bool
    /// When it was published; `nil` for a draft.
    package let publishedAt: Date?
    /// Who published it.
    package let author: User

    /// A release as GitHub lists it.
    package init(
        id: Int, tagName: String, name: String?, body: String?, prerelease: Bool, publishedAt: Date?, author: User
    ) {
        self.id = id
        self.tagName = tagName
        self.name = name
        self.body = body
        self.prerelease = prerelease
        self.publishedAt = publishedAt
        self.author = author
    }
}
