import Foundation
import SecureFiles

/// Where the settings are kept between runs.
package protocol SettingsStore: AnyObject, Sendable {
    /// The saved settings; `nil` when none were saved (or the file cannot be read as settings).
    func load() -> AppSettings?
    /// Saves `settings`, replacing the saved ones.
    func save(_ settings: AppSettings) throws
}

/// Settings as JSON in a file only its owner can read (`0600`, in a `0700` folder), beside the
/// saved tokens: `$XDG_CONFIG_HOME/reactivemvvm/swifthub/settings.json`. Written and read with
/// ``PrivateFile``: a new file renamed over the old one, so a crash mid-write never leaves half
/// a file and nothing planted at the name (or at a temporary name) is followed.
package final class FileSettingsStore: SettingsStore {
    /// Why settings could not be kept; each case names the file or folder.
    package typealias Failure = SecureFileError

    /// The largest settings file read; the settings the app writes take under 100 bytes.
    package static let sizeLimit = 64 * 1_024

    /// The file the settings live in.
    package var path: String { file.path }
    private let file: KeptFile

    /// A store in the file at `path`, whose folder is the private one (the folders above it
    /// are the user's); a refused file is reported to `warnings`. Nothing is read or written
    /// until asked.
    package init(path: String, warnings: FileWarnings = .standardError) {
        file = KeptFile(path: path, limit: Self.sizeLimit, warnings: warnings)
    }

    /// A store in the file `name` in `folder`.
    package init(folder: PrivateFolder, name: String, warnings: FileWarnings = .standardError) {
        file = KeptFile(folder: folder, name: name, limit: Self.sizeLimit, warnings: warnings)
    }

    /// The file beside the saved tokens, under `$XDG_CONFIG_HOME` (else `~/.config`); the
    /// `reactivemvvm` and `swifthub` folders are the private ones.
    package static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment, warnings: FileWarnings = .standardError
    ) -> FileSettingsStore {
        FileSettingsStore(
            folder: XDGBaseDirectory.folder(
                XDGBaseDirectory.config(environment: environment), components: ["reactivemvvm", "swifthub"]),
            name: "settings.json", warnings: warnings)
    }

    /// The saved settings; `nil` when the file is missing, is not settings JSON, or is refused
    /// (a link, not a regular file, another user's, over ``sizeLimit``: one line to the warnings).
    package func load() -> AppSettings? {
        guard let data = file.read() else { return nil }
        return try? JSONDecoder().decode(AppSettings.self, from: data)
    }

    /// Writes the settings as sorted, indented JSON to a new `0600` file renamed over the old one.
    ///
    /// - Throws: ``SecureFileError`` naming the folder or file.
    package func save(_ settings: AppSettings) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let bytes = Array(try encoder.encode(settings)) + [UInt8(ascii: "\n")]
        try file.write(bytes)
    }
}
