import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#endif

/// Why a database could not be opened.
package enum RetrospectDatabaseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The database's folder is missing and cannot be made.
    case cannotCreateFolder(String)

    package var description: String {
        switch self {
        case .cannotCreateFolder(let folder): return "the folder \(folder) does not exist and cannot be created"
        }
    }
}
