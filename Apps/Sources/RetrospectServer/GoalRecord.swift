import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#endif

/// A goal as the API sends it. Dates are days, "YYYY-MM-DD".
package struct GoalRecord: Codable, Equatable, Sendable {
    /// The database's id, assigned on insert.
    package var id: Int
    /// What the goal is; at most ``RetrospectDatabase/maximumTitleLength`` characters.
    package var title: String
    /// What its owner gets for reaching it; at most ``RetrospectDatabase/maximumTitleLength`` characters.
    package var reward: String
    /// The first day, "YYYY-MM-DD".
    package var startDate: String
    /// The last day, "YYYY-MM-DD", not before `startDate`.
    package var endDate: String
    /// "active" or "complete".
    package var status: String
    /// Whether its retrospective is written (only complete goals can have one).
    package var hasRetrospect: Bool

    /// A goal with every field given.
    package init(
        id: Int, title: String, reward: String, startDate: String, endDate: String, status: String, hasRetrospect: Bool
    ) {
        self.id = id
        self.title = title
        self.reward = reward
        self.startDate = startDate
        self.endDate = endDate
        self.status = status
        self.hasRetrospect = hasRetrospect
    }
}
