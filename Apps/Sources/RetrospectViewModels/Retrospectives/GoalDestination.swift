import Foundation
import MVVM
import RxCore
import RxUI

/// Where selecting a goal leads, as a value; the screen side builds the next screen and its
/// view model.
package enum GoalDestination: Equatable, Sendable {
    /// The goal has no retrospective yet: write one.
    case write(Goal)
    /// The goal has a retrospective: read it.
    case read(Goal)
}
