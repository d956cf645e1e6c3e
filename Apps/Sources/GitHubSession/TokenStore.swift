import Foundation
import SecureFiles

/// Where the signed-in token is kept between launches.
package protocol TokenStore: AnyObject {
    /// The saved token, if any.
    func load() -> String?
    /// Saves `token`, replacing any other.
    func save(_ token: String) throws
    /// Forgets the token.
    func remove() throws
}

/// A token in a file only its owner can read or write (`0600`, in a `0700` folder), written and
/// read with ``PrivateFile``: a link, FIFO or oversized file planted at its name is never
/// followed or read, and an existing folder that others can enter is narrowed (or refused when
/// it is another user's). The token is never printed or logged; errors name the file, not its
/// content.
package final class FileTokenStore: TokenStore, @unchecked Sendable {
    /// Why a token could not be kept; each case names the file or folder.
    package typealias Failure = SecureFileError

    /// The largest token file read: tokens are under 100 bytes, a `Basic` pair a few hundred.
    package static let sizeLimit = 4_096

    /// The file the token lives in.
    package let path: String
    private let folder: PrivateFolder
    private let name: String
    private let warnings: FileWarnings

    /// A store for the token in the file at `path`, whose folder is the private one (the folders
    /// above it are the user's); a refused file is reported to `warnings`. Nothing is read or
    /// written until asked.
    package convenience init(path: String, warnings: FileWarnings = .standardError) {
        self.init(folder: PrivateFolder(holding: path), name: (path as NSString).lastPathComponent, warnings: warnings)
    }

    /// A store for the token in the file `name` in `folder`.
    package init(folder: PrivateFolder, name: String, warnings: FileWarnings = .standardError) {
        self.folder = folder
        self.name = name
        self.path = folder.path(of: name)
        self.warnings = warnings
    }

    /// `$XDG_CONFIG_HOME/reactivemvvm/swifthub/NAME.token`, else under `~/.config`; the
    /// `reactivemvvm` and `swifthub` folders are the private ones.
    package static func standard(
        name: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        warnings: FileWarnings = .standardError
    ) -> FileTokenStore {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.config"
        return FileTokenStore(
            folder: PrivateFolder(base: base, components: ["reactivemvvm", "swifthub"]), name: "\(name).token",
            warnings: warnings)
    }

    /// The store for tokens of the GitHub at `baseURL`, keyed by its origin — scheme, host and
    /// port (`https_api.github.com_443.token`) — so that a token is only ever loaded for the
    /// origin it was saved for: never for another port or scheme of the same host.
    package static func standard(
        for baseURL: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        warnings: FileWarnings = .standardError
    ) -> FileTokenStore {
        standard(name: originName(of: baseURL), environment: environment, warnings: warnings)
    }

    /// The file name of `url`'s origin: scheme, host and port (the scheme's default when the
    /// URL has none), lowercased, with every character but letters, digits, `.` and `-` as `_`.
    package static func originName(of url: URL) -> String {
        let scheme = (url.scheme ?? "").lowercased()
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        let name = "\(scheme)_\((url.host ?? "").lowercased())_\(port)"
        return String(
            name.unicodeScalars.map { scalar in
                let allowed =
                    (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-"))
                return allowed ? Character(scalar) : "_"
            })
    }

    /// The token in the file, trimmed; `nil` when the file is missing, empty, or refused (a
    /// link, not a regular file, another user's, over ``sizeLimit``: one line to the warnings).
    package func load() -> String? {
        guard let data = PrivateFile.read(path, limit: Self.sizeLimit, warnings: warnings) else { return nil }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    /// Writes `token` to a new `0600` file renamed over the old one (see ``PrivateFile``).
    ///
    /// - Throws: ``SecureFileError`` naming the folder or file (never the token).
    package func save(_ token: String) throws {
        try PrivateFile.write(Array((token + "\n").utf8), named: name, in: folder)
    }

    /// Deletes the file (a link there is deleted, not followed); nothing happens when there is none.
    package func remove() throws {
        try PrivateFile.remove(path)
    }
}
