import Foundation
import MVVM
import RxCore
import RxUI

/// A piece of work on the board: what, by when, details, and how far along it is.
package struct Work: Equatable, Sendable {
    /// How far along a work is; the raw value orders the board's segments.
    package enum State: Int, CaseIterable, Equatable, Sendable {
        /// Not started, under way, finished.
        case todo, doing, done

        /// The segment titles, in `rawValue` order.
        package static let titles = ["To do", "Doing", "Done"]
        /// The state's segment title: "To do", "Doing" or "Done".
        package var title: String { Self.titles[rawValue] }
    }

    /// The store's identifier, unique on the board and never reused.
    package let id: Int
    /// What the work is.
    package var title: String
    /// The day it is due, as "YYYY-MM-DD" (empty: no due date).
    package var dueDate: String
    /// Free-form details; may be empty.
    package var body: String
    /// How far along it is.
    package var state: State

    /// A work with the given fields; a new work starts as to-do with no due date or details.
    package init(id: Int, title: String, dueDate: String = "", body: String = "", state: State = .todo) {
        self.id = id
        self.title = title
        self.dueDate = dueDate
        self.body = body
        self.state = state
    }
}
