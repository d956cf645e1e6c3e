import Foundation

/// One file kept between runs in a ``PrivateFolder`` (`0600`, in a `0700` folder), read and
/// written only through ``PrivateFile``: a link, FIFO, another user's file or one over `limit`
/// planted at its name is never followed or read, and a new file is renamed over the old one, so
/// a crash mid-write never leaves half a file. The stores of a token and of settings are this
/// file with what they keep in it.
package struct KeptFile: Sendable {
    /// The file's full path, for messages and tests.
    package let path: String
    private let folder: PrivateFolder
    private let name: String
    private let limit: Int
    private let warnings: FileWarnings

    /// The file at `path`, whose folder is the private one (the folders above it are the
    /// user's). Nothing is read or written until asked.
    package init(path: String, limit: Int, warnings: FileWarnings) {
        self.init(
            folder: PrivateFolder(holding: path), name: (path as NSString).lastPathComponent, limit: limit,
            warnings: warnings)
    }

    /// The file `name` in `folder`; a read refuses a file over `limit` bytes, and any refused
    /// file or folder is one line to `warnings`.
    package init(folder: PrivateFolder, name: String, limit: Int, warnings: FileWarnings) {
        self.folder = folder
        self.name = name
        self.path = folder.path(of: name)
        self.limit = limit
        self.warnings = warnings
    }

    /// The file's bytes; `nil` when it is missing or refused (see
    /// ``PrivateFile/read(named:in:limit:warnings:)``).
    package func read() -> Data? {
        PrivateFile.read(named: name, in: folder, limit: limit, warnings: warnings)
    }

    /// Writes `bytes` to a new `0600` file renamed over the old one.
    ///
    /// - Throws: ``SecureFileError`` naming the folder or file (never the bytes).
    package func write(_ bytes: [UInt8]) throws(SecureFileError) {
        try PrivateFile.write(bytes, named: name, in: folder)
    }

    /// Deletes the file (a link there is deleted, not followed; nothing through a folder that is
    /// a link); nothing happens when there is none.
    ///
    /// - Throws: ``SecureFileError`` naming the file when it is there and cannot be deleted.
    package func remove() throws(SecureFileError) {
        try folder.remove(name)
    }
}
