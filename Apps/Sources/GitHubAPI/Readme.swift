import Foundation

/// A repository's README as `/repos/{owner}/{repo}/readme` sends it: the file's bytes in
/// base64, broken into lines of 60 characters like GitHub's.
package struct Readme: Codable, Equatable, Sendable {
    /// The file's name ("README.md").
    package let name: String
    /// Its path in the repository.
    package let path: String
    /// The file in base64 (with line breaks); read it through ``text``.
    package let content: String
    /// "base64" — the only encoding GitHub uses here.
    package let encoding: String

    /// A README exactly as GitHub sends it.
    package init(name: String, path: String, content: String, encoding: String) {
        self.name = name
        self.path = path
        self.content = content
        self.encoding = encoding
    }

    /// A README holding `text`, encoded the way GitHub sends it.
    package init(name: String = "README.md", text: String) {
        self.init(name: name, path: name, content: GitHubBase64.encode(text), encoding: "base64")
    }

    /// The file as text, or `nil` when the content is not base64 of UTF-8.
    package var text: String? {
        guard encoding == "base64", let data = GitHubBase64.decode(content) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
