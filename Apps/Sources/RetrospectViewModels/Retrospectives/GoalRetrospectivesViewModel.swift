import Foundation
import MVVM
import RxCore
import RxUI

/// The completed goals screen: how many retrospectives can be written, the goals (paged by
/// last goal id), and navigation to write or read a goal's retrospective.
package final class GoalRetrospectivesViewModel: ViewModelType {
    /// What the completed goals screen sends in.
    package struct Input {
        /// Each appearance of the screen: reloads the count and the first page.
        package let viewDidAppear: Observable<Void>
        /// The reader reached the end of the list: loads the next page, once at a time.
        package let loadMore: Observable<Void>
        /// A goal row was chosen.
        package let selection: Observable<GoalCellViewModel>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(
            viewDidAppear: Observable<Void>, loadMore: Observable<Void>, selection: Observable<GoalCellViewModel>
        ) {
            self.viewDidAppear = viewDidAppear
            self.loadMore = loadMore
            self.selection = selection
        }
    }

    /// What the completed goals screen shows.
    package struct Output {
        /// How many completed goals wait for a retrospective; 0 when the count fails.
        package let writableCount: Driver<Int>
        /// "3 goals are waiting for a retrospective", "1 goal is waiting…", or that none is.
        package let writableBanner: Driver<String>
        /// Every goal loaded so far, pages in order.
        package let goals: Driver<[GoalCellViewModel]>
        /// Whether the first page is loading.
        package let isLoading: Driver<Bool>
        /// The screen to open for a selected goal.
        package let destination: Driver<GoalDestination>
        /// Failures of any load, to show once each.
        package let error: Signal<Swift.Error>
    }

    private let service: RetrospectiveService

    /// A view model that loads its goals from `service`.
    package init(service: RetrospectiveService) { self.service = service }

    /// The banner for `count` goals without a retrospective.
    package static func banner(_ count: Int) -> String {
        switch count {
        case 0: return "Every completed goal has its retrospective."
        case 1: return "1 goal is waiting for a retrospective"
        default: return "\(count) goals are waiting for a retrospective"
        }
    }

    /// Wires the screen's inputs to its outputs; nothing is requested before `viewDidAppear` fires.
    package func transform(input: Input) -> Output {
        let service = self.service
        let errors = ErrorTracker()
        let paginator = Paginator<Int?, Goal>(
            firstCursor: nil,
            nextCursor: { current, page in page.items.last?.id ?? current },
            load: { service.completedGoals(after: $0) }
        )
        let list = paginator.transform(refresh: input.viewDidAppear, loadMore: input.loadMore)
        let count = input.viewDidAppear.flatMapLatest {
            service.writableRetrospectiveCount().asObservable()
                .trackError(errors)
                .catch { _ in .empty() }
        }
        let destination = input.selection.map { cell -> GoalDestination in
            cell.goal.hasRetrospective
                ? .read(cell.goal)
                : .write(cell.goal)
        }
        return Output(
            writableCount: count.asDriver(onErrorJustReturn: 0),
            writableBanner: count.map(Self.banner).asDriver(onErrorJustReturn: ""),
            goals: list.items.map { $0.map(GoalCellViewModel.init) },
            isLoading: list.isRefreshing,
            destination: destination.asDriver(onErrorDriveWith: .empty()),
            error: Signal.merge(list.error, errors.asSignal())
        )
    }
}
