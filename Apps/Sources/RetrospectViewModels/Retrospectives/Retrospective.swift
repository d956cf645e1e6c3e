import Foundation
import MVVM
import RxCore
import RxUI

/// A written retrospective.
package struct Retrospective: Equatable, Sendable {
    /// The goal the retrospective belongs to.
    package let goalId: Int
    /// The retrospective's text, as written.
    package let text: String

    /// A retrospective of the goal with `goalId`.
    package init(goalId: Int, text: String) {
        self.goalId = goalId
        self.text = text
    }
}
