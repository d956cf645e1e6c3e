import Foundation
import MVVM
import RxCore
import RxUI

/// A completed goal.
package struct Goal: Equatable, Sendable {
    /// The server's identifier; pages continue after the last id seen.
    package let id: Int
    /// What the goal was, as its owner wrote it.
    package let title: String
    /// The first day of the goal's period.
    package let startDate: Date
    /// The last day of the goal's period.
    package let endDate: Date
    /// What the owner promised themselves for reaching it.
    package let reward: String
    /// Whether a retrospective is written: selecting the goal then reads it instead of writing one.
    package let hasRetrospective: Bool

    /// A goal with every field given; the server builds these from its rows.
    package init(id: Int, title: String, startDate: Date, endDate: Date, reward: String, hasRetrospective: Bool) {
        self.id = id
        self.title = title
        self.startDate = startDate
        self.endDate = endDate
        self.reward = reward
        self.hasRetrospective = hasRetrospective
    }
}
