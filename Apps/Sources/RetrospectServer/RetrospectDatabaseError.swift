import Foundation
import GRDB
import SecureFiles

#if canImport(Glibc)
import Glibc
#endif

/// Why a database could not be opened.
package enum RetrospectDatabaseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The database's folder is missing and cannot be made.
    case cannotCreateFolder(String)
    /// The database's path is not a file SQLite may open (a link, a folder, a FIFO), or cannot
    /// be created; the error names the path.
    case unusableFile(SecureFileError)

    package var description: String {
        switch self {
        case .cannotCreateFolder(let folder): return "the folder \(folder) does not exist and cannot be created"
        case .unusableFile(let error): return error.description
        }
    }
}
