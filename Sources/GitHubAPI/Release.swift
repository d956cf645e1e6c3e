import Foundation

/// A published release (GitHub's `/repos/{owner}/{repo}/releases` item).
public struct Release: Codable, Equatable, Sendable {
    public let id: Int
    public let tagName: String
    /// The release's title; GitHub shows the tag when there is none.
    public let name: String?
    /// Release notes, in Markdown.
    public let body: String?
    public let prerelease: Bool
    public let publishedAt: Date?
    public let author: User

    public init(id: Int, tagName: String, name: String?, body: String?, prerelease: Bool, publishedAt: Date?, author: User) {
        self.id = id
        self.tagName = tagName
        self.name = name
        self.body = body
        self.prerelease = prerelease
        self.publishedAt = publishedAt
        self.author = author
    }
}
