import Foundation
import MVVM
import RxCore
import RxUI

/// Creating and completing goals, the other half of the goal app's back end. Every call is a
/// `Single`.
package protocol GoalService: AnyObject {
    /// Active goals after `lastGoalId` (from the start when `nil`).
    func activeGoals(after lastGoalId: Int?) -> Single<Page<Goal>>
    /// Starts a goal; answers with the goal as stored (with its id), or fails.
    func createGoal(title: String, reward: String, startDate: String, endDate: String) -> Single<Goal>
    /// Marks the active goal with `id` complete; answers with the completed goal.
    func completeGoal(id: Int) -> Single<Goal>
}
