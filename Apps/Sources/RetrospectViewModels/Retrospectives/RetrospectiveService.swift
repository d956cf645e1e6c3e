import Foundation
import MVVM
import RxCore
import RxUI

/// The retrospectives back end. Every call is a `Single`: failures arrive as errors, never as
/// a `Result` inside an element.
package protocol RetrospectiveService: AnyObject {
    /// How many completed goals still wait for a retrospective.
    func writableRetrospectiveCount() -> Single<Int>
    /// Completed goals after the goal with `lastGoalId` (from the start when `nil`).
    func completedGoals(after lastGoalId: Int?) -> Single<Page<Goal>>
    /// The retrospective of the goal with `goalId`; fails when none is written.
    func retrospective(goalId: Int) -> Single<Retrospective>
    /// Saves `text` as the retrospective of the goal with `goalId` and answers with what was stored.
    func postRetrospective(goalId: Int, text: String) -> Single<Retrospective>
}
