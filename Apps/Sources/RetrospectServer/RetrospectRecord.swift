import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#endif

/// A retrospective as the API sends it.
package struct RetrospectRecord: Codable, Equatable, Sendable {
    /// The goal it belongs to; one retrospective per goal.
    package var goalId: Int
    /// What was written; at most ``RetrospectDatabase/maximumTextLength`` characters.
    package var text: String
    /// When it was written, ISO 8601.
    package var createdAt: String

    /// A retrospective with every field given.
    package init(goalId: Int, text: String, createdAt: String) {
        self.goalId = goalId
        self.text = text
        self.createdAt = createdAt
    }
}
