#if canImport(Glibc)
import Glibc
#endif

/// A file another library opens by its path (SQLite's database), made safe to hand over: the
/// name is a regular file — created `0600` when missing, narrowed to `0600` when ours and of the
/// expected kind — and not a symbolic link, FIFO, device or folder. What is at the name can still
/// change between this check and the other library's `open`; this refuses what was planted
/// before it.
package enum ExistingFile {
    /// Creates the file at `path` (`0600`, `O_EXCL` so nothing planted is followed) or checks
    /// the one there — opened with `O_NOFOLLOW | O_NONBLOCK` — and narrows it to `0600` when ours.
    /// An existing file that does not begin with `header` (SQLite's `SQLite format 3\0`) is
    /// refused before anything changes it: `retrospect --database notes.sh`, a typo, used to
    /// chmod the script to `0600` before SQLite found it was not a database.
    ///
    /// - Throws: ``SecureFileError/refusedFile(path:reason:)`` for a link, a folder, a FIFO or
    ///   device, or a file without `header`; ``SecureFileError/cannotOpen(path:errno:)`` otherwise.
    package static func prepare(_ path: String, header: [UInt8] = []) throws(SecureFileError) {
        var descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        let created = descriptor >= 0
        if descriptor < 0 && errno == EEXIST {
            descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { throw .refusedFile(path: path, reason: FileKind.symbolicLink.name) }
            if code == EISDIR { throw .refusedFile(path: path, reason: FileKind.folder.name) }
            throw .cannotOpen(path: path, errno: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotOpen(path: path, errno: errno) }
        let kind = FileKind(status)
        guard kind == .regular else { throw .refusedFile(path: path, reason: kind.name) }
        if !created && !header.isEmpty {
            var start = [UInt8](repeating: 0, count: header.count)
            let count = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, header.count, 0) }
            guard count == header.count && start == header else {
                throw .refusedFile(path: path, reason: "not a database of ours (left as it was)")
            }
        }
        // Another user's file (a shared database) is used as its owner set it.
        if status.st_uid == geteuid() && status.st_mode & 0o077 != 0 { _ = fchmod(descriptor, 0o600) }
    }
}
