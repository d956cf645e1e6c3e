import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where the settings are kept between runs.
package protocol SettingsStore: AnyObject, Sendable {
    /// The saved settings; `nil` when none were saved (or the file cannot be read as settings).
    func load() -> AppSettings?
    /// Saves `settings`, replacing the saved ones.
    func save(_ settings: AppSettings) throws
}

/// Settings as JSON in a file only its owner can read (`0600`, in a `0700` folder), beside the
/// saved tokens: `$XDG_CONFIG_HOME/reactivemvvm/swifthub/settings.json`.
package final class FileSettingsStore: SettingsStore {
    /// Why settings could not be kept.
    package enum Failure: Error, Equatable {
        /// The file at `path` could not be created or written; `errno` says why.
        case cannotWrite(path: String, errno: Int32)
    }

    /// The file the settings live in.
    package let path: String

    /// A store in the file at `path`; nothing is read or written until asked.
    package init(path: String) { self.path = path }

    /// The file beside the saved tokens, under `$XDG_CONFIG_HOME` (else `~/.config`).
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> FileSettingsStore
    {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.config"
        return FileSettingsStore(path: "\(base)/reactivemvvm/swifthub/settings.json")
    }

    package func load() -> AppSettings? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(AppSettings.self, from: data)
    }

    /// Writes the settings to a new file next to the old one, `0600` from the start, then
    /// renames it over the old one, so that a crash mid-write never leaves half a file.
    package func save(_ settings: AppSettings) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let bytes = Array(try encoder.encode(settings)) + [UInt8(ascii: "\n")]
        let temporary = path + ".new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw Failure.cannotWrite(path: path, errno: errno) }
        fchmod(descriptor, 0o600)
        let written = bytes.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
        let failure = errno
        close(descriptor)
        guard written == bytes.count else {
            unlink(temporary)
            throw Failure.cannotWrite(path: path, errno: failure)
        }
        guard rename(temporary, path) == 0 else { throw Failure.cannotWrite(path: path, errno: errno) }
    }
}
