#if canImport(Glibc)
import Glibc
#endif

extension PrivateFolder {
    /// One name in a private folder, as `lstat` sees it (a link is not followed).
    package struct Entry: Equatable, Sendable {
        /// The name, without the folder.
        package var name: String
        /// Its size in bytes (of the link itself when it is one).
        package var size: Int
        /// Whether it is a regular file.
        package var isRegularFile: Bool
        /// When it was last written, in nanoseconds since 1970 (of the link itself when it is
        /// one): what the oldest is found by.
        package var modified: Int64

        /// The entry `name` of `size` bytes, last written `modified` ns after 1970.
        package init(name: String, size: Int, isRegularFile: Bool, modified: Int64 = 0) {
            self.name = name
            self.size = size
            self.isRegularFile = isRegularFile
            self.modified = modified
        }
    }

    /// The names in the folder (`.` and `..` left out), read through the descriptor
    /// ``openExisting()`` gives, so a folder that is a link is refused rather than listed; none
    /// when the folder does not exist.
    package func entries() throws(SecureFileError) -> [Entry] {
        guard let descriptor = try openExisting() else { return [] }
        guard let directory = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            throw .cannotCreateFolder(path: path, errno: code)
        }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var status = stat()
            guard fstatat(dirfd(directory), name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            // A time far outside Int64's nanoseconds (a planted file's) saturates rather than traps.
            let (scaled, overflow) = Int64(status.st_mtim.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
            let modified =
                overflow ? (status.st_mtim.tv_sec < 0 ? Int64.min : Int64.max) : scaled &+ Int64(status.st_mtim.tv_nsec)
            entries.append(
                Entry(
                    name: name, size: Int(status.st_size), isRegularFile: FileKind(status) == .regular,
                    modified: modified))
        }
        return entries
    }

    /// Removes the name `name` from the folder (a link is removed, not followed), through the
    /// descriptor ``openExisting()`` gives, so nothing is removed through a folder that is a
    /// link; a missing name or folder is not an error.
    package func remove(_ name: String) throws(SecureFileError) {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
            throw .cannotRemove(path: path(of: name), errno: EINVAL)
        }
        guard let descriptor = try openExisting() else { return }
        defer { close(descriptor) }
        guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
            throw .cannotRemove(path: path(of: name), errno: errno)
        }
    }
}
