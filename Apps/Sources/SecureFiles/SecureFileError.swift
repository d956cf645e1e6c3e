import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Why a private file or folder was refused or could not be written. Every case names the path
/// (never what the file holds), so a message can be shown or logged as it is.
package enum SecureFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `path` is a symbolic link where a private folder should be; it is never followed.
    case folderIsSymbolicLink(path: String)
    /// `path` exists but is not a folder.
    case notAFolder(path: String)
    /// `path` is a folder of another user (`owner` is its uid): it cannot be made private, and
    /// whatever is in it could have been put there by that user.
    case folderOwnedByAnotherUser(path: String, owner: UInt32)
    /// The folder `path` could not be created, opened or narrowed to `0700`; `errno` says why.
    case cannotCreateFolder(path: String, errno: Int32)
    /// The file at `path` could not be written, synced or renamed into place; `errno` says why.
    case cannotWrite(path: String, errno: Int32)
    /// The file at `path` could not be removed; `errno` says why.
    case cannotRemove(path: String, errno: Int32)
    /// The file at `path` is not one to open: `reason` says what it is instead (a symbolic link,
    /// a folder, a FIFO, another user's file).
    case refusedFile(path: String, reason: String)
    /// The file at `path` could not be opened or created; `errno` says why.
    case cannotOpen(path: String, errno: Int32)
    /// There is no folder to keep files in (no usable home folder): `reason` says why.
    case nothingKept(reason: String)

    package var description: String {
        switch self {
        case .folderIsSymbolicLink(let path):
            "refusing \(path): a symbolic link where a private folder should be (remove it and try again)"
        case .notAFolder(let path): "refusing \(path): not a folder"
        case .folderOwnedByAnotherUser(let path, let owner):
            "refusing \(path): the folder belongs to another user (uid \(owner))"
        case .cannotCreateFolder(let path, let code): "cannot create \(path): \(Self.reason(code))"
        case .cannotWrite(let path, let code): "cannot write \(path): \(Self.reason(code))"
        case .cannotRemove(let path, let code): "cannot remove \(path): \(Self.reason(code))"
        case .refusedFile(let path, let reason): "refusing \(path): \(reason)"
        case .cannotOpen(let path, let code): "cannot open \(path): \(Self.reason(code))"
        case .nothingKept(let reason): "nothing is kept: \(reason)"
        }
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
