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

/// The shared list of work that the board and the form both use.
package final class WorkStore: @unchecked Sendable {
    /// Every work, in the order they were added; the board and the form both observe it.
    package let works: BehaviorRelay<[Work]>
    private var nextId: Int

    /// A store holding `works`; new works get ids after the largest given one.
    package init(works: [Work] = []) {
        self.works = BehaviorRelay(value: works)
        nextId = (works.map(\.id).max() ?? 0) + 1
    }

    /// Inserts `draft` as a new work (`id` nil) or replaces the one with the same id; returns it.
    @discardableResult
    package func save(id: Int?, _ draft: WorkDraft) -> Work {
        var all = works.value
        let work: Work
        if let id, let index = all.firstIndex(where: { $0.id == id }) {
            work = Work(id: id, title: draft.title, dueDate: draft.dueDate, body: draft.body, state: draft.state)
            all[index] = work
        } else {
            work = Work(id: nextId, title: draft.title, dueDate: draft.dueDate, body: draft.body, state: draft.state)
            nextId += 1
            all.append(work)
        }
        works.accept(all)
        return work
    }

    /// Inserts or replaces a work with only a title (the rest as it was, or empty).
    @discardableResult
    package func save(id: Int?, title: String) -> Work {
        let existing = works.value.first { $0.id == id }
        return save(
            id: id,
            WorkDraft(
                title: title, dueDate: existing?.dueDate ?? "", body: existing?.body ?? "",
                state: existing?.state ?? .todo))
    }
}

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

/// The form that adds or edits a work.
///
/// On load the right bar button reads "Done" for a new work and "Edit" for an existing one,
/// and the fields start with the work's values. Saving (only while the draft is valid) writes
/// to the shared ``WorkStore``, which the board shows.
package final class WorkFormViewModel: ViewModelType {
    /// What the form sends in.
    package struct Input {
        /// Each appearance of the form: fills the fields and sets the bar button's title.
        package let viewWillAppear: Observable<Void>
        /// The title field as the user types.
        package let title: Observable<String>
        /// The due-date field as the user types; never, for a form without one.
        package let dueDate: Observable<String>
        /// The details field as the user types; never, for a form without one.
        package let body: Observable<String>
        /// The state segment as the user picks it; never, for a form without one.
        package let state: Observable<Work.State>
        /// Each tap on save; ignored while the draft has a problem.
        package let saveTap: Observable<Void>

        /// The inputs; a form that shows only a title leaves the other fields `.never()`.
        package init(
            viewWillAppear: Observable<Void>, title: Observable<String>, dueDate: Observable<String> = .never(),
            body: Observable<String> = .never(), state: Observable<Work.State> = .never(), saveTap: Observable<Void>
        ) {
            self.viewWillAppear = viewWillAppear
            self.title = title
            self.dueDate = dueDate
            self.body = body
            self.state = state
            self.saveTap = saveTap
        }
    }

    /// What the form shows.
    package struct Output {
        /// "Done" for a new work, "Edit" for an existing one, on each appearance.
        package let rightBarButtonTitle: Driver<String>
        /// The values the fields start with.
        package let initialTitle: Driver<String>
        /// The whole draft the fields start with, on each appearance.
        package let initialDraft: Driver<WorkDraft>
        /// Why saving is not possible yet ("" when it is).
        package let problem: Driver<String>
        /// The work as stored, once per accepted save; the screen goes back on it.
        package let saved: Signal<Work>
    }

    private let work: Work?
    private let store: WorkStore

    /// A form for `work` (`nil`: a new work) that saves into `store`.
    package init(work: Work?, store: WorkStore) {
        self.work = work
        self.store = store
    }

    /// Wires the form's inputs to its outputs; fields not yet typed keep the work's values.
    package func transform(input: Input) -> Output {
        let (work, store) = (self.work, self.store)
        let start = WorkDraft(
            title: work?.title ?? "", dueDate: work?.dueDate ?? "", body: work?.body ?? "", state: work?.state ?? .todo)
        let draft = Observable.combineLatest(
            input.title.startWith(start.title),
            input.dueDate.startWith(start.dueDate),
            input.body.startWith(start.body),
            input.state.startWith(start.state)
        ) { title, dueDate, body, state in
            WorkDraft(
                title: title.trimmingCharacters(in: .whitespaces),
                dueDate: dueDate.trimmingCharacters(in: .whitespaces), body: body, state: state)
        }
        .share(replay: 1)
        let saved = input.saveTap
            .withLatestFrom(draft)
            .filter { $0.problem == nil }
            .map { store.save(id: work?.id, $0) }
        return Output(
            rightBarButtonTitle: input.viewWillAppear.map { work == nil ? "Done" : "Edit" }.asDriver(
                onErrorJustReturn: ""),
            initialTitle: input.viewWillAppear.map { start.title }.asDriver(onErrorJustReturn: ""),
            initialDraft: input.viewWillAppear.map { start }.asDriver(onErrorJustReturn: start),
            problem: draft.map { $0.problem ?? "" }.asDriver(onErrorJustReturn: "").distinctUntilChanged(),
            saved: saved.asSignal(onErrorSignalWith: .empty())
        )
    }
}

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

/// The board: every work in the shared store, newest last; choosing one opens the form to
/// edit it, "new" opens an empty form.
package final class WorkBoardViewModel: ViewModelType {
    /// What the board sends in.
    package struct Input {
        /// A row was chosen: edit its work.
        package let selection: Observable<WorkCellViewModel>
        /// Each tap on "new": add a work.
        package let newTap: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(selection: Observable<WorkCellViewModel>, newTap: Observable<Void>) {
            self.selection = selection
            self.newTap = newTap
        }
    }

    /// What the board shows.
    package struct Output {
        /// One row per work in the store, updated whenever the store changes.
        package let works: Driver<[WorkCellViewModel]>
        /// "3 works, 1 done".
        package let summary: Driver<String>
        /// The form to push, for a chosen row or for a new work.
        package let formSelected: Driver<WorkFormViewModel>
    }

    private let store: WorkStore

    /// A board over `store`.
    package init(store: WorkStore) { self.store = store }

    /// Wires the board's inputs to its outputs; the rows follow the store from the first subscription.
    package func transform(input: Input) -> Output {
        let store = self.store
        let works = store.works.asDriver()
        return Output(
            works: works.map { $0.map(WorkCellViewModel.init) },
            summary: works.map { works in
                let done = works.filter { $0.state == .done }.count
                return "\(works.count) work\(works.count == 1 ? "" : "s"), \(done) done"
            },
            formSelected: Observable.merge(
                input.selection.map { WorkFormViewModel(work: $0.work, store: store) },
                input.newTap.map { WorkFormViewModel(work: nil, store: store) }
            ).asDriver(onErrorDriveWith: .empty())
        )
    }
}
