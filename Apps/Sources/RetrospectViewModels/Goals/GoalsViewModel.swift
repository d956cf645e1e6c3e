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

/// The active goals: complete the selected one (it moves to the completed box), or start a
/// new one. `reload` loads the first page again.
package final class ActiveGoalsViewModel: ViewModelType {
    /// What the active goals screen sends in.
    package struct Input {
        /// Each tap on "reload" (and the first appearance): loads the first page again and clears the banner.
        package let reload: Observable<Void>
        /// The reader reached the end of the list: loads the next page.
        package let loadMore: Observable<Void>
        /// The goal to mark complete.
        package let complete: Observable<GoalCellViewModel>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(reload: Observable<Void>, loadMore: Observable<Void>, complete: Observable<GoalCellViewModel>) {
            self.reload = reload
            self.loadMore = loadMore
            self.complete = complete
        }
    }

    /// What the active goals screen shows.
    package struct Output {
        /// Every active goal loaded so far; reloaded after each completion.
        package let goals: Driver<[GoalCellViewModel]>
        /// "Loading goals…" until the first page, then what to show when the list is empty.
        package let emptyText: Driver<String>
        /// A goal just completed: "“Read 4 books” is complete — write its retrospective in the completed box."
        package let completed: Signal<String>
        /// A failure — with "press r to retry" when retrying can help, with "The list was
        /// reloaded." after a conflict — or `nil` on reload to clear it.
        package let banner: Signal<String?>
    }

    private let service: GoalService

    /// A view model that loads and completes goals through `service`.
    package init(service: GoalService) { self.service = service }

    /// Wires the screen's inputs to its outputs; nothing is requested before `reload` fires.
    package func transform(input: Input) -> Output {
        let service = self.service
        let errors = ErrorTracker()
        let completions = input.complete.flatMap { cell in
            service.completeGoal(id: cell.goal.id).asObservable().trackError(errors).catch { _ in .empty() }
        }.share()
        // A conflict means the list on screen is stale (the goal was completed elsewhere): reload it.
        let conflicts = errors.asObservable().filter { GoalServiceFailure.kind(of: $0) == .conflict }.mapToVoid()
        let list = Paginator<Int?, Goal>(
            firstCursor: nil, nextCursor: { current, page in page.items.last?.id ?? current },
            load: { service.activeGoals(after: $0) }
        )
        .transform(
            refresh: Observable.merge(input.reload, completions.mapToVoid(), conflicts), loadMore: input.loadMore)
        return Output(
            goals: list.items.map { $0.map(GoalCellViewModel.init) },
            emptyText: list.items.map { _ in "No active goals — press n to start one." }.startWith("Loading goals…"),
            completed: completions.map { "“\($0.title)” is complete — write its retrospective in the completed box." }
                .asSignal(onErrorSignalWith: .empty()),
            banner: Signal.merge(
                Signal.merge(errors.asSignal(), list.error).map {
                    Optional(GoalServiceFailure.message(for: $0, retryHint: "press r to retry"))
                },
                input.reload.map { String?.none }.asSignal(onErrorSignalWith: .empty())
            )
        )
    }
}

/// The form that starts a goal: a title, a reward, and the days it runs ("YYYY-MM-DD").
package final class NewGoalViewModel: ViewModelType {
    /// What the new-goal form sends in.
    package struct Input {
        /// The title field as the user types.
        package let title: Observable<String>
        /// The reward field as the user types.
        package let reward: Observable<String>
        /// The start field as the user types ("YYYY-MM-DD").
        package let startDate: Observable<String>
        /// The end field as the user types ("YYYY-MM-DD").
        package let endDate: Observable<String>
        /// Each tap on save; ignored while the form has a problem or a save is under way.
        package let saveTap: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(
            title: Observable<String>, reward: Observable<String>, startDate: Observable<String>,
            endDate: Observable<String>, saveTap: Observable<Void>
        ) {
            self.title = title
            self.reward = reward
            self.startDate = startDate
            self.endDate = endDate
            self.saveTap = saveTap
        }
    }

    /// What the new-goal form shows.
    package struct Output {
        /// Why it cannot be saved yet ("" when it can).
        package let problem: Driver<String>
        /// Whether a save is under way.
        package let isSaving: Driver<Bool>
        /// The goal as stored, once per successful save; the screen goes back on it.
        package let saved: Signal<Goal>
        /// A failed save with how to retry, or `nil` when save is tapped again.
        package let banner: Signal<String?>
    }

    private let service: GoalService

    /// A form that creates goals through `service`.
    package init(service: GoalService) { self.service = service }

    /// Wires the form's inputs to its outputs; nothing is requested before a valid tap.
    package func transform(input: Input) -> Output {
        let service = self.service
        let saving = ActivityIndicator()
        let errors = ErrorTracker()
        let form = Observable.combineLatest(
            input.title.startWith(""), input.reward.startWith(""), input.startDate.startWith(""),
            input.endDate.startWith("")
        )
        .share(replay: 1)
        let problem = form.map { title, _, start, end -> String in
            if title.trimmingCharacters(in: .whitespaces).isEmpty { return "A goal needs a title." }
            if !CalendarDay.isValid(start) || !CalendarDay.isValid(end) {
                return "Start and end are days written YYYY-MM-DD."
            }
            return end < start ? "The goal ends before it starts." : ""
        }.share(replay: 1)
        let saved = input.saveTap
            .withLatestFrom(Observable.combineLatest(form, problem))
            .filter { $0.1.isEmpty }
            .flatMapFirst { form, _ in
                service.createGoal(
                    title: form.0.trimmingCharacters(in: .whitespaces), reward: form.1, startDate: form.2,
                    endDate: form.3
                ).asObservable()
                    .trackActivity(saving)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
        return Output(
            problem: problem.asDriver(onErrorJustReturn: "").distinctUntilChanged(),
            isSaving: saving.asDriver(),
            saved: saved.asSignal(onErrorSignalWith: .empty()),
            banner: Signal.merge(
                errors.asSignal().map {
                    Optional(
                        GoalServiceFailure.message(
                            for: $0, retryHint: "press Enter on Save to try again", conflictNote: ""))
                },
                input.saveTap.map { String?.none }.asSignal(onErrorSignalWith: .empty())
            )
        )
    }
}
