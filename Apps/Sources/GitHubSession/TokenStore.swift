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
    package var path: String { file.path }
    private let file: KeptFile

    /// A store for the token in the file at `path`, whose folder is the private one (the folders
    /// above it are the user's); a refused file is reported to `warnings`. Nothing is read or
    /// written until asked.
    package init(path: String, warnings: FileWarnings = .standardError) {
        file = KeptFile(path: path, limit: Self.sizeLimit, warnings: warnings)
    }

    /// A store for the token in the file `name` in `folder`.
    package init(folder: PrivateFolder, name: String, warnings: FileWarnings = .standardError) {
        file = KeptFile(folder: folder, name: name, limit: Self.sizeLimit, warnings: warnings)
    }

    /// `$XDG_CONFIG_HOME/reactivemvvm/swifthub/NAME.token`, else under `~/.config`; the
    /// `reactivemvvm` and `swifthub` folders are the private ones.
    package static func standard(
        name: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        warnings: FileWarnings = .standardError
    ) -> FileTokenStore {
        FileTokenStore(
            folder: XDGBaseDirectory.folder(
                XDGBaseDirectory.config(environment: environment), components: ["reactivemvvm", "swifthub"]),
            name: "\(name).token", warnings: warnings)
    }

    /// The store for tokens of the GitHub at `baseURL`, keyed by its origin — scheme, host and
    /// port (`https_api.github.com_443.token`) — so that a token is only ever loaded for the
    /// origin it was saved for: never for another port, scheme or host.
    package static func standard(
        for baseURL: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        warnings: FileWarnings = .standardError
    ) -> FileTokenStore {
        standard(name: originName(of: baseURL), environment: environment, warnings: warnings)
    }

    /// The file name of `url`'s origin: see ``originName(scheme:host:port:)``; the port is the
    /// scheme's default when the URL has none.
    package static func originName(of url: URL) -> String {
        let scheme = (url.scheme ?? "").lowercased()
        return originName(
            scheme: scheme, host: url.host ?? "",
            port: url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0))
    }

    /// The file name of an origin, one-to-one with it: `SCHEME_HOST_PORT`, the scheme and the
    /// host with their ASCII letters lowercased (hosts are case-insensitive; other letters are
    /// kept as they are), each spelled with ``FileNameEncoding`` — so the common names read as
    /// before (`https_api.github.com_443`), and `http://[::1]:8080` (whose host Foundation gives
    /// as `::1`) is `http_%3A%3A1_8080`, never the same name as a host `__1` (`http_%5F%5F1_8080`).
    ///
    /// Before, every other character became `_`, so `http___1_8080.token` was the name of both
    /// `http://[::1]:8080` and `http://__1:8080`. The name of a host made of letters, digits,
    /// `.` and `-` alone is unchanged (internationalised hosts too: Foundation gives them in
    /// their `xn--` form), so its saved token is still found. A token saved under an old name
    /// that had a `_` for another character is not read — it may have been another origin's —
    /// and that origin asks for a new sign-in once.
    package static func originName(scheme: String, host: String, port: Int) -> String {
        FileNameEncoding.encode(asciiLowercased(scheme)) + "_" + FileNameEncoding.encode(asciiLowercased(host)) + "_"
            + FileNameEncoding.encode(String(port))
    }

    private static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// The token in the file, trimmed; `nil` when the file is missing, empty, or refused (a
    /// link, not a regular file, another user's, over ``sizeLimit``, in a folder that is a link
    /// or another user's: one line to the warnings).
    package func load() -> String? {
        guard let data = file.read() else { return nil }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    /// Writes `token` to a new `0600` file renamed over the old one (see ``PrivateFile``).
    ///
    /// - Throws: ``SecureFileError`` naming the folder or file (never the token).
    package func save(_ token: String) throws {
        try file.write(Array((token + "\n").utf8))
    }

    /// Deletes the file (a link there is deleted, not followed; nothing through a folder that is
    /// a link); nothing happens when there is none.
    package func remove() throws {
        try file.remove()
    }
}
