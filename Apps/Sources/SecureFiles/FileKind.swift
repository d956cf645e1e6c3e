#if canImport(Glibc)
import Glibc
#endif

/// What a `stat` says a name is, from its mode's type bits (Glibc's `S_ISREG` and friends are
/// macros Swift does not import).
enum FileKind: Equatable {
    case regular
    case folder
    case symbolicLink
    /// A FIFO, socket, device or anything else a private file never is.
    case other

    init(_ status: stat) {
        switch status.st_mode & 0o170_000 {
        case 0o100_000: self = .regular
        case 0o040_000: self = .folder
        case 0o120_000: self = .symbolicLink
        default: self = .other
        }
    }

    /// How a refusal describes it.
    var name: String {
        switch self {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .other: "not a regular file (a FIFO, socket or device)"
        }
    }
}
