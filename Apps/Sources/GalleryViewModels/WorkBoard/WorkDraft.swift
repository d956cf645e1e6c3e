import Foundation
import MVVM
import RxCore
import RxUI

/// What the form holds before it is saved.
package struct WorkDraft: Equatable, Sendable {
    /// The title as typed, trimmed.
    package var title: String
    /// The due date as typed, trimmed: empty or "YYYY-MM-DD".
    package var dueDate: String
    /// Free-form details.
    package var body: String
    /// The state chosen in the segmented control.
    package var state: Work.State

    /// A draft with the given fields.
    package init(title: String, dueDate: String = "", body: String = "", state: Work.State = .todo) {
        self.title = title
        self.dueDate = dueDate
        self.body = body
        self.state = state
    }

    /// A due date is empty or a real day written YYYY-MM-DD.
    package static func isValidDueDate(_ text: String) -> Bool {
        if text.isEmpty { return true }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), day >= 1
        else { return false }
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days
    }

    /// Why the draft cannot be saved, or `nil` when it can.
    package var problem: String? {
        if title.trimmingCharacters(in: .whitespaces).isEmpty { return "A work needs a title." }
        if !Self.isValidDueDate(dueDate) { return "The due date is a day written YYYY-MM-DD, such as 2026-12-24." }
        return nil
    }
}
