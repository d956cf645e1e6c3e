import Foundation
import MVVM
import RxCore
import RxUI

/// One goal row.
package struct GoalCellViewModel: Equatable {
    /// The goal the row shows, handed on when the row is selected.
    package let goal: Goal
    /// The goal's title.
    package let title: String
    /// "2026-01-01 – 2026-03-31".
    package let period: String
    /// The goal's reward.
    package let reward: String
    /// Whether the row shows the "written" mark.
    package let hasRetrospective: Bool

    /// The row for `goal`, with its period formatted in UTC.
    package init(goal: Goal) {
        self.goal = goal
        title = goal.title
        period = "\(GoalCellViewModel.format(goal.startDate)) – \(GoalCellViewModel.format(goal.endDate))"
        reward = goal.reward
        hasRetrospective = goal.hasRetrospective
    }

    private static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
