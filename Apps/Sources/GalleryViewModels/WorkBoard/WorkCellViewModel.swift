import Foundation
import MVVM
import RxCore
import RxUI

/// One row of the board.
package struct WorkCellViewModel: Equatable, Sendable {
    /// The work the row shows, handed to the form when the row is chosen.
    package let work: Work
    /// "[State] title".
    package let title: String
    /// "due YYYY-MM-DD" or "no due date", then the details, joined by " · ".
    package let detail: String

    /// The row for `work`.
    package init(work: Work) {
        self.work = work
        title = "[\(work.state.title)] \(work.title)"
        detail = [work.dueDate.isEmpty ? "no due date" : "due \(work.dueDate)", work.body].filter { !$0.isEmpty }
            .joined(separator: " · ")
    }
}
