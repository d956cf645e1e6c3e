import Foundation
import SecureFiles
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Planted files for the tests of what reads and writes files (SecureFiles and the stores
/// built on it): a fresh folder under the system's temporary folder, removed when the test ends.
package final class TemporaryFolder {
    /// The folder.
    package let path: String

    /// Creates the folder (mode 0755).
    package init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("files-\(UUID().uuidString)").path
        mkdir(path, 0o755)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `path/name`.
    package func callAsFunction(_ name: String) -> String { path + "/" + name }

    /// Writes `text` at `name` (relative to the folder, whose folders are created) with `mode`.
    @discardableResult
    package func plant(_ name: String, _ text: String, mode: Int = 0o644) -> String {
        let file = self(name)
        try? FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        chmod(file, mode_t(mode))
        return file
    }

    /// A symbolic link at `name` to `target`, its folders created.
    package func link(_ name: String, to target: String) {
        try? FileManager.default.createDirectory(
            atPath: (self(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        symlink(target, self(name))
    }
}

/// The text of the file at `path`.
package func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// The permission bits of `path` (of the link itself when it is one).
package func mode(_ path: String) -> Int? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return Int(status.st_mode & 0o7777)
}

/// Whether `path` is a symbolic link.
package func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & 0o170_000 == 0o120_000
}

/// Warnings recorded instead of printed.
package final class RecordedWarnings: Sendable {
    private let recorded = Mutex<[String]>([])
    /// Nothing recorded yet.
    package init() {}
    /// The lines, in order.
    package var lines: [String] { recorded.withLock { $0 } }
    /// Where a store under test reports.
    package var sink: FileWarnings { FileWarnings { [self] line in recorded.withLock { $0.append(line) } } }
}
