import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Files only their owner can read, written and read so that nothing planted at their names
/// (a symbolic link, a FIFO, a 3 GiB file, another user's file) is ever followed, written
/// through or read whole.
///
/// Writing never opens an existing name: the bytes go to a new file with a unique name in the
/// same folder, created with `O_CREAT | O_EXCL | O_NOFOLLOW` and mode `0600`, written fully,
/// synced, then renamed over the target. A rename replaces whatever is at the target name —
/// a link included — rather than following it, so a crash or a planted link leaves either the
/// old file or the new one, and never writes anywhere else.
///
/// Reading opens with `O_NOFOLLOW | O_NONBLOCK`, looks before it reads (`fstat`), and reads at
/// most the bound it is given: anything else is absent, with one line to ``FileWarnings``.
package enum PrivateFile {
    /// Writes `bytes` as the file `name` in `folder` (created, narrowed or refused by
    /// ``PrivateFolder/open()``), mode `0600`, replacing what was there in one rename.
    ///
    /// - Throws: ``SecureFileError`` naming the folder or the file; the target is then as it was
    ///   and no temporary file is left behind.
    package static func write(_ bytes: [UInt8], named name: String, in folder: PrivateFolder) throws(SecureFileError) {
        let target = folder.path(of: name)
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
            throw .cannotWrite(path: target, errno: EINVAL)
        }
        let directory = try folder.open()
        defer { close(directory) }
        let (descriptor, temporary) = try createUnique(near: name, in: directory, target: target)
        do throws(SecureFileError) {
            try writeFully(bytes, to: descriptor, target: target)
            guard fsync(descriptor) == 0 else { throw .cannotWrite(path: target, errno: errno) }
            guard close(descriptor) == 0 else { throw .cannotWrite(path: target, errno: errno) }
        } catch {
            close(descriptor)
            unlinkat(directory, temporary, 0)
            throw error
        }
        guard renameat(directory, temporary, directory, name) == 0 else {
            let code = errno
            unlinkat(directory, temporary, 0)
            throw .cannotWrite(path: target, errno: code)
        }
        // The rename itself is durable once the folder is synced; a failure here loses nothing
        // that was not already at risk, so it is not an error.
        _ = fsync(directory)
    }

    /// The regular file at `path`, if it is ours and at most `limit` bytes long. A missing
    /// file is `nil` silently; anything else that is not such a file — a symbolic link, a
    /// folder, a FIFO or device, another user's file, one over `limit` — is `nil` with one line
    /// to `warnings` naming it. A file over the bound is refused from its size alone, without
    /// reading it, however large it claims to be.
    package static func read(_ path: String, limit: Int, warnings: FileWarnings) -> Data? {
        read(open(path, readFlags), errno: errno, path: path, limit: limit, warnings: warnings)
    }

    /// The file `name` in `folder`, as ``read(_:limit:warnings:)`` reads a path, opened through
    /// the folder as ``PrivateFolder/openExisting()`` holds it: a folder that is a link or another
    /// user's makes the file absent with one line to `warnings` naming the folder; a missing
    /// folder, silently.
    package static func read(
        named name: String, in folder: PrivateFolder, limit: Int, warnings: FileWarnings
    ) -> Data? {
        let path = folder.path(of: name)
        let directory: Int32
        do throws(SecureFileError) {
            guard let opened = try folder.openExisting() else { return nil }
            directory = opened
        } catch {
            // The folder is what was refused: one line naming it, the same for every file in it.
            warnings.report("warning: \(error)")
            return nil
        }
        defer { close(directory) }
        return read(openat(directory, name, readFlags), errno: errno, path: path, limit: limit, warnings: warnings)
    }

    /// O_NONBLOCK: opening a FIFO planted at the name returns at once instead of waiting for a
    /// writer; it is then refused as not a regular file.
    private static let readFlags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC

    /// What `descriptor` (just opened from `path`, or -1 with `code`) holds, if it is to be read.
    private static func read(_ descriptor: Int32, errno code: Int32, path: String, limit: Int, warnings: FileWarnings)
        -> Data?
    {
        guard descriptor >= 0 else {
            switch code {
            case ENOENT, ENOTDIR: break
            case ELOOP: warnings.ignoring(path, because: FileKind.symbolicLink.name)
            default: warnings.ignoring(path, because: "cannot be read: \(String(cString: strerror(code)))")
            }
            return nil
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            warnings.ignoring(path, because: "cannot be read: \(String(cString: strerror(errno)))")
            return nil
        }
        let kind = FileKind(status)
        guard kind == .regular else {
            warnings.ignoring(path, because: kind.name)
            return nil
        }
        guard status.st_uid == geteuid() else {
            warnings.ignoring(path, because: "it belongs to another user (uid \(status.st_uid))")
            return nil
        }
        guard status.st_size <= limit else {
            warnings.ignoring(path, because: "\(status.st_size) bytes, more than the \(limit) allowed")
            return nil
        }
        return readBounded(descriptor, expected: Int(status.st_size), limit: limit, path: path, warnings: warnings)
    }

    /// A new file `.NAME.RANDOM.tmp` in `directory`, `0600`, that did not exist before: a name
    /// that is taken (by anything, a link included) is never opened; another is tried.
    private static func createUnique(
        near name: String, in directory: Int32, target: String
    ) throws(SecureFileError) -> (descriptor: Int32, name: String) {
        var code = EEXIST
        for _ in 0..<64 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = ".\(name).\(suffix).tmp"
            let descriptor = openat(
                directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                // The umask may have narrowed 0600; the file is ours and new, so this is exact.
                _ = fchmod(descriptor, 0o600)
                return (descriptor, temporary)
            }
            code = errno
            guard code == EEXIST || code == EINTR else { break }
        }
        throw .cannotWrite(path: target, errno: code)
    }

    /// Writes all of `bytes`, going on after a short write or an interrupted one.
    private static func writeFully(_ bytes: [UInt8], to descriptor: Int32, target: String) throws(SecureFileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(path: target, errno: errno)
            }
            guard written > 0 else { throw .cannotWrite(path: target, errno: EIO) }
            offset += written
        }
    }

    /// At most `limit` bytes from `descriptor`, in a buffer the size `fstat` gave (grown if the
    /// file grew); a file that grew past `limit` since it was looked at is refused like one
    /// that was too large from the start.
    private static func readBounded(
        _ descriptor: Int32, expected: Int, limit: Int, path: String, warnings: FileWarnings
    ) -> Data? {
        var bytes = [UInt8](repeating: 0, count: min(expected, limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= limit else {
                    warnings.ignoring(path, because: "more than the \(limit) bytes allowed")
                    return nil
                }
                bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
            }
            let got = bytes.withUnsafeMutableBufferPointer { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                warnings.ignoring(path, because: "cannot be read: \(String(cString: strerror(errno)))")
                return nil
            }
            if got == 0 { return Data(bytes[..<count]) }
            count += got
        }
    }
}
