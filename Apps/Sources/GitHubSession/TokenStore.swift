import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where the signed-in token is kept between launches.
package protocol TokenStore: AnyObject {
    /// The saved token, if any.
    func load() -> String?
    /// Saves `token`, replacing any other.
    func save(_ token: String) throws
    /// Forgets the token.
    func remove() throws
}

/// A token in a file only its owner can read or write (`0600`, in a `0700` folder). The token
/// is never printed or logged; errors name the file, not its content.
package final class FileTokenStore: TokenStore, @unchecked Sendable {
    /// Why a token could not be kept.
    package enum Failure: Error, CustomStringConvertible, Equatable {
        /// The file at `path` could not be created or written; `errno` says why.
        case cannotWrite(path: String, errno: Int32)

        package var description: String {
            switch self {
            case .cannotWrite(let path, let code): return "cannot write \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    /// The file the token lives in.
    package let path: String

    /// A store for the token in the file at `path`; nothing is read or written until asked.
    package init(path: String) { self.path = path }

    /// `$XDG_CONFIG_HOME/reactivemvvm/swifthub/NAME.token`, else under `~/.config`.
    package static func standard(name: String) -> FileTokenStore {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.config"
        return FileTokenStore(path: "\(base)/reactivemvvm/swifthub/\(name).token")
    }

    /// The store for tokens of the GitHub at `baseURL`, keyed by its origin — scheme, host and
    /// port (`https_api.github.com_443.token`) — so that a token is only ever loaded for the
    /// origin it was saved for: never for another port or scheme of the same host.
    package static func standard(for baseURL: URL) -> FileTokenStore {
        standard(name: originName(of: baseURL))
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

    /// The token in the file, trimmed; `nil` when the file is missing or empty.
    package func load() -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    /// Writes `token` to the file, created with mode `0600` (its folder `0700`); throws ``Failure/cannotWrite(path:errno:)`` when it cannot.
    package func save(_ token: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Created (or truncated) with 0600 from the start, so the token is never readable by others.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw Failure.cannotWrite(path: path, errno: errno) }
        defer { close(descriptor) }
        fchmod(descriptor, 0o600)
        let bytes = Array((token + "\n").utf8)
        let written = bytes.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure.cannotWrite(path: path, errno: errno) }
    }

    /// Deletes the file; nothing happens when there is none.
    package func remove() throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try FileManager.default.removeItem(atPath: path)
    }
}
