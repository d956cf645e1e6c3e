import Foundation
import MVVM
import RxCore
import RxUI

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
