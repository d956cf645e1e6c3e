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

        /// The entry `name` of `size` bytes.
        package init(name: String, size: Int, isRegularFile: Bool) {
            self.name = name
            self.size = size
            self.isRegularFile = isRegularFile
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
            entries.append(Entry(name: name, size: Int(status.st_size), isRegularFile: FileKind(status) == .regular))
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
