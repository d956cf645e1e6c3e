import Foundation

/// A file or folder of a repository as `/repos/{owner}/{repo}/contents/{path}` describes it:
/// each entry of a folder's listing, or one file with its bytes.
package struct ContentItem: Codable, Equatable, Sendable {
    /// What the entry is.
    package enum Kind: String, Codable, Equatable, Sendable {
        /// A file, a folder, a symbolic link, or another repository checked out inside this one.
        case file, dir, symlink, submodule
    }

    /// "file" or "dir" (GitHub's `type`).
    package let type: Kind
    /// The last part of the path ("Observable.swift").
    package let name: String
    /// The whole path from the repository's root ("Sources/Rx/Observable.swift").
    package let path: String
    /// Bytes in the file; 0 for a folder.
    package let size: Int
    /// The file's bytes in base64 with line breaks — only when one file is asked for; read
    /// them through ``text``.
    package let content: String?
    /// "base64" when ``content`` is present.
    package let encoding: String?

    /// An entry as GitHub describes it.
    package init(type: Kind, name: String, path: String, size: Int, content: String? = nil, encoding: String? = nil) {
        self.type = type
        self.name = name
        self.path = path
        self.size = size
        self.content = content
        self.encoding = encoding
    }

    /// The file at `path` holding `text`, encoded as GitHub sends one file.
    package init(file path: String, text: String) {
        self.init(
            type: .file, name: String(path.split(separator: "/").last ?? ""), path: path, size: text.utf8.count,
            content: GitHubBase64.encode(text), encoding: "base64")
    }

    /// The file's bytes, when it came with them.
    package var data: Data? {
        guard encoding == "base64", let content else { return nil }
        return GitHubBase64.decode(content)
    }
}

/// What a contents request answers: a folder's entries or one file — in JSON an array or one
/// object, as GitHub writes them.
package enum RepositoryContents: Codable, Equatable, Sendable {
    /// The folder's entries, as GitHub lists them.
    case directory([ContentItem])
    /// One file, with its bytes.
    case file(ContentItem)

    /// An array is a folder, an object one file.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let entries = try? container.decode([ContentItem].self) {
            self = .directory(entries)
        } else {
            self = .file(try container.decode(ContentItem.self))
        }
    }

    /// A folder as an array, a file as one object.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .directory(let entries): try container.encode(entries)
        case .file(let item): try container.encode(item)
        }
    }
}
