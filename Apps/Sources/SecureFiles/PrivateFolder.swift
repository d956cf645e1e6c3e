#if canImport(Glibc)
import Glibc
#endif

/// A folder of ours that only its owner can enter: `base/components[0]/components[1]/…`.
///
/// `base` is the user's (`$XDG_CONFIG_HOME`, `~/.cache`, a test's temporary folder): what is
/// missing of it is created `0700`, and what exists is used as it is, a symbolic link included
/// (people keep `~/.config` in a dotfiles repository). The `components` are the app's own
/// folders (`reactivemvvm/swifthub`), and ``open()`` holds each of them to the rules:
/// - a missing one is created `0700`;
/// - one that others can enter (any group or other bit) is narrowed to `0700` when it is ours,
///   and refused (``SecureFileError/folderOwnedByAnotherUser(path:owner:)``) when it is not;
/// - a symbolic link is refused, never followed (``SecureFileError/folderIsSymbolicLink(path:)``).
///
/// Each component is opened relative to the one above (`openat` with `O_NOFOLLOW`), so a link
/// planted between two checks is never followed either.
package struct PrivateFolder: Sendable, Equatable {
    /// The user's folder the private ones are under.
    package let base: String
    /// The app's folders under `base`, outermost first; each is one name (no `/`, not `.`/`..`).
    package let components: [String]
    /// Why this folder keeps nothing (see ``nowhere(reason:)``); `nil` for a real folder.
    package let unusableReason: String?

    /// The folder `components` under `base`; nothing is created until ``open()``.
    package init(base: String, components: [String]) {
        self.base = base.isEmpty ? "." : base
        self.components = components
        self.unusableReason = nil
    }

    /// A folder that keeps nothing, for when the user has no usable base folder (no absolute
    /// `HOME`): reading finds nothing, and writing fails with
    /// ``SecureFileError/nothingKept(reason:)`` saying `reason` — rather than falling back to
    /// the current folder or the shared temporary one.
    package static func nowhere(reason: String) -> PrivateFolder { PrivateFolder(unusableReason: reason) }

    private init(unusableReason: String) {
        self.base = "(nowhere)"
        self.components = []
        self.unusableReason = unusableReason
    }

    /// The folder a file at `file` lives in: that folder is the private one, and the folders
    /// above it are the user's (`/tmp/x/swifthub/a.token`: `swifthub` under `/tmp/x`).
    package init(holding file: String) {
        let folder = Self.parent(of: file)
        let name = folder.split(separator: "/").last.map(String.init) ?? ""
        if name.isEmpty || name == "." || name == ".." {
            self.init(base: folder, components: [])
        } else {
            self.init(base: Self.parent(of: folder), components: [name])
        }
    }

    /// The folder's path as text: for messages and for reading files by path.
    package var path: String {
        components.reduce(base) { path, name in path.hasSuffix("/") ? path + name : path + "/" + name }
    }

    /// The path of the file `name` in this folder.
    package func path(of name: String) -> String { components.isEmpty && base == "/" ? "/" + name : path + "/" + name }

    /// Creates what is missing, narrows or refuses what is there (see the type's rules) and
    /// returns a descriptor of the folder (`O_DIRECTORY`, close-on-exec) that the caller closes.
    package func open() throws(SecureFileError) -> Int32 {
        // With `creating`, a missing folder is made rather than reported.
        guard let descriptor = try open(creating: true) else { throw .cannotCreateFolder(path: path, errno: ENOENT) }
        return descriptor
    }

    /// The folder as ``open()`` holds it to the rules — narrowed, or refused when a link or
    /// another user's — but `nil` when it (or `base`) does not exist: nothing is created. For
    /// reading, listing and removing, where a missing folder means nothing is kept.
    package func openExisting() throws(SecureFileError) -> Int32? {
        try open(creating: false)
    }

    private func open(creating: Bool) throws(SecureFileError) -> Int32? {
        if let unusableReason {
            if creating { throw .nothingKept(reason: unusableReason) }
            return nil
        }
        if creating { try createBase() }
        var descriptor = Glibc.open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if !creating && errno == ENOENT { return nil }
            throw .cannotCreateFolder(path: base, errno: errno)
        }
        var reached = base
        for name in components {
            reached = reached.hasSuffix("/") ? reached + name : reached + "/" + name
            let parent = descriptor
            defer { close(parent) }
            guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
                throw .cannotCreateFolder(path: reached, errno: EINVAL)
            }
            guard let child = try Self.openPrivate(name, in: parent, path: reached, creating: creating) else {
                return nil
            }
            descriptor = child
        }
        return descriptor
    }

    /// Creates each missing folder of `base` with `0700`; existing ones are left as they are.
    private func createBase() throws(SecureFileError) {
        var prefix = base.hasPrefix("/") ? "/" : ""
        for name in base.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + name
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw .cannotCreateFolder(path: prefix, errno: errno)
            }
        }
    }

    /// `name` in the folder `parent`: created `0700` when missing (`nil` when missing and not
    /// `creating`), opened without following a link, refused when another user's, narrowed to
    /// `0700` when others can enter it.
    private static func openPrivate(
        _ name: String, in parent: Int32, path: String, creating: Bool
    ) throws(SecureFileError) -> Int32? {
        if creating && mkdirat(parent, name, 0o700) != 0 && errno != EEXIST {
            throw .cannotCreateFolder(path: path, errno: errno)
        }
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if !creating && code == ENOENT { return nil }
            var status = stat()
            if fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
                if FileKind(status) == .symbolicLink { throw .folderIsSymbolicLink(path: path) }
                if FileKind(status) != .folder { throw .notAFolder(path: path) }
            }
            throw .cannotCreateFolder(path: path, errno: code)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotCreateFolder(path: path, errno: code)
        }
        guard status.st_uid == geteuid() else {
            close(descriptor)
            throw .folderOwnedByAnotherUser(path: path, owner: status.st_uid)
        }
        if status.st_mode & 0o077 != 0 && fchmod(descriptor, 0o700) != 0 {
            let code = errno
            close(descriptor)
            throw .cannotCreateFolder(path: path, errno: code)
        }
        return descriptor
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }
}
