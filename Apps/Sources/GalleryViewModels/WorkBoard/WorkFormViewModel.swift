import Foundation
import MVVM
import RxCore
import RxUI

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
