import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#endif

/// What a request can get wrong; each becomes a 4xx with a JSON message.
package enum RetrospectFailure: Error, Equatable, Sendable {
    /// No goal (or retrospective) with that id: a 404.
    case notFound(String)
    /// A malformed or out-of-range field: a 400.
    case invalid(String)
    /// A write the goal's state forbids (a second retrospective, one for an active goal): a 409.
    case conflict(String)
}
