import Foundation
import MVVM
import RxCore
import RxUI

/// A completed goal.
package struct Goal: Equatable, Sendable {
    /// The server's identifier; pages continue after the last id seen.
    package let id: Int
    /// What the goal was, as its owner wrote it.
    package let title: String
    /// The first day of the goal's period.
    package let startDate: Date
    /// The last day of the goal's period.
    package let endDate: Date
    /// What the owner promised themselves for reaching it.
    package let reward: String
    /// Whether a retrospective is written: selecting the goal then reads it instead of writing one.
    package let hasRetrospective: Bool

    /// A goal with every field given; the server builds these from its rows.
    package init(id: Int, title: String, startDate: Date, endDate: Date, reward: String, hasRetrospective: Bool) {
        self.id = id
        self.title = title
        self.startDate = startDate
        self.endDate = endDate
        self.reward = reward
        self.hasRetrospective = hasRetrospective
    }
}

/// A written retrospective.
package struct Retrospective: Equatable, Sendable {
    /// The goal the retrospective belongs to.
    package let goalId: Int
    /// The retrospective's text, as written.
    package let text: String

    /// A retrospective of the goal with `goalId`.
    package init(goalId: Int, text: String) {
        self.goalId = goalId
        self.text = text
    }
}

/// The retrospectives back end. Every call is a `Single`: failures arrive as errors, never as
/// a `Result` inside an element.
package protocol RetrospectiveService: AnyObject {
    /// How many completed goals still wait for a retrospective.
    func writableRetrospectiveCount() -> Single<Int>
    /// Completed goals after the goal with `lastGoalId` (from the start when `nil`).
    func completedGoals(after lastGoalId: Int?) -> Single<Page<Goal>>
    /// The retrospective of the goal with `goalId`; fails when none is written.
    func retrospective(goalId: Int) -> Single<Retrospective>
    /// Saves `text` as the retrospective of the goal with `goalId` and answers with what was stored.
    func postRetrospective(goalId: Int, text: String) -> Single<Retrospective>
}

/// One goal row.
package struct GoalCellViewModel: Equatable {
    /// The goal the row shows, handed on when the row is selected.
    package let goal: Goal
    /// The goal's title.
    package let title: String
    /// "2026-01-01 – 2026-03-31".
    package let period: String
    /// The goal's reward.
    package let reward: String
    /// Whether the row shows the "written" mark.
    package let hasRetrospective: Bool

    /// The row for `goal`, with its period formatted in UTC.
    package init(goal: Goal) {
        self.goal = goal
        title = goal.title
        period = "\(GoalCellViewModel.format(goal.startDate)) – \(GoalCellViewModel.format(goal.endDate))"
        reward = goal.reward
        hasRetrospective = goal.hasRetrospective
    }

    private static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}

/// Where selecting a goal leads.
package enum GoalDestination {
    /// The goal has no retrospective yet: write one.
    case write(WriteRetrospectiveViewModel)
    /// The goal has a retrospective: read it.
    case read(ReadRetrospectiveViewModel)
}

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
                ? .read(ReadRetrospectiveViewModel(goal: cell.goal, service: service))
                : .write(WriteRetrospectiveViewModel(goal: cell.goal, service: service))
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

/// Writing a goal's retrospective: save posts it, then signals success.
package final class WriteRetrospectiveViewModel: ViewModelType {
    /// What the writing screen sends in.
    package struct Input {
        /// The text field's contents as the user types.
        package let text: Observable<String>
        /// Each tap on Save; ignored while saving or while the text is blank.
        package let saveTap: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(text: Observable<String>, saveTap: Observable<Void>) {
            self.text = text
            self.saveTap = saveTap
        }
    }

    /// What the writing screen shows.
    package struct Output {
        /// "Retrospective: " and the goal's title.
        package let title: Driver<String>
        /// Whether Save can be pressed: text that is not blank, and no save under way.
        package let canSave: Driver<Bool>
        /// Whether a save is under way.
        package let isSaving: Driver<Bool>
        /// The retrospective the server stored, once per successful save.
        package let saved: Signal<Retrospective>
        /// Failures of a save, to show once each; the text stays so the user can retry.
        package let error: Signal<Swift.Error>
    }

    /// The goal the retrospective is written for.
    package let goal: Goal
    private let service: RetrospectiveService

    /// A view model that writes the retrospective of `goal` through `service`.
    package init(goal: Goal, service: RetrospectiveService) {
        self.goal = goal
        self.service = service
    }

    /// Wires the screen's inputs to its outputs; a second tap while saving is ignored (`flatMapFirst`).
    package func transform(input: Input) -> Output {
        let (goal, service) = (self.goal, self.service)
        let saving = ActivityIndicator()
        let errors = ErrorTracker()
        let text = input.text.startWith("").share(replay: 1)
        let canSave = Observable.combineLatest(text, saving.asObservable()) { text, saving in
            !saving && !text.trimmingCharacters(in: .whitespaces).isEmpty
        }
        let saved = input.saveTap
            .withLatestFrom(Observable.combineLatest(text, canSave))
            .filter { $0.1 }
            .flatMapFirst { text, _ in
                service.postRetrospective(goalId: goal.id, text: text).asObservable()
                    .trackActivity(saving)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
        return Output(
            title: .just("Retrospective: \(goal.title)"),
            canSave: canSave.asDriver(onErrorJustReturn: false).distinctUntilChanged(),
            isSaving: saving.asDriver(),
            saved: saved.asSignal(onErrorSignalWith: .empty()),
            error: errors.asSignal()
        )
    }
}

/// Reading a goal's retrospective.
package final class ReadRetrospectiveViewModel: ViewModelType {
    /// What the reading screen sends in.
    package struct Input {
        /// Each appearance of the screen: loads the retrospective again.
        package let viewDidAppear: Observable<Void>
        /// The input the screen builds from its appearance.
        package init(viewDidAppear: Observable<Void>) { self.viewDidAppear = viewDidAppear }
    }

    /// What the reading screen shows.
    package struct Output {
        /// The goal's title.
        package let title: Driver<String>
        /// The retrospective's text; empty until it loads or when it fails.
        package let text: Driver<String>
        /// Failures to load, to show once each.
        package let error: Signal<Swift.Error>
    }

    /// The goal whose retrospective is read.
    package let goal: Goal
    private let service: RetrospectiveService

    /// A view model that reads the retrospective of `goal` through `service`.
    package init(goal: Goal, service: RetrospectiveService) {
        self.goal = goal
        self.service = service
    }

    /// Wires the screen's inputs to its outputs; nothing is requested before `viewDidAppear` fires.
    package func transform(input: Input) -> Output {
        let (goal, service) = (self.goal, self.service)
        let errors = ErrorTracker()
        let text = input.viewDidAppear.flatMapLatest {
            service.retrospective(goalId: goal.id).asObservable()
                .trackError(errors)
                .catch { _ in .empty() }
                .map(\.text)
        }
        return Output(title: .just(goal.title), text: text.asDriver(onErrorJustReturn: ""), error: errors.asSignal())
    }
}
