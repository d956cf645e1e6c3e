import Foundation
import RxCore
import RxUI
import MVVM

/// A completed goal.
public struct Goal: Equatable, Sendable {
    public let id: Int
    public let title: String
    public let startDate: Date
    public let endDate: Date
    public let reward: String
    public let hasRetrospective: Bool

    public init(id: Int, title: String, startDate: Date, endDate: Date, reward: String, hasRetrospective: Bool) {
        self.id = id
        self.title = title
        self.startDate = startDate
        self.endDate = endDate
        self.reward = reward
        self.hasRetrospective = hasRetrospective
    }
}

/// A written retrospective.
public struct Retrospective: Equatable, Sendable {
    public let goalId: Int
    public let text: String

    public init(goalId: Int, text: String) {
        self.goalId = goalId
        self.text = text
    }
}

/// The retrospectives back end. Every call is a `Single`: failures arrive as errors, never as
/// a `Result` inside an element.
public protocol RetrospectiveService: AnyObject {
    /// How many completed goals still wait for a retrospective.
    func writableRetrospectiveCount() -> Single<Int>
    /// Completed goals after the goal with `lastGoalId` (from the start when `nil`).
    func completedGoals(after lastGoalId: Int?) -> Single<Page<Goal>>
    func retrospective(goalId: Int) -> Single<Retrospective>
    func postRetrospective(goalId: Int, text: String) -> Single<Retrospective>
}

/// One goal row.
public struct GoalCellViewModel: Equatable {
    public let goal: Goal
    public let title: String
    /// "2026-01-01 – 2026-03-31".
    public let period: String
    public let reward: String
    public let hasRetrospective: Bool

    public init(goal: Goal) {
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
public enum GoalDestination {
    case write(WriteRetrospectiveViewModel)
    case read(ReadRetrospectiveViewModel)
}

/// The completed goals screen: how many retrospectives can be written, the goals (paged by
/// last goal id), and navigation to write or read a goal's retrospective.
public final class GoalRetrospectivesViewModel: ViewModelType {
    public struct Input {
        public let viewDidAppear: Observable<Void>
        public let loadMore: Observable<Void>
        public let selection: Observable<GoalCellViewModel>

        public init(viewDidAppear: Observable<Void>, loadMore: Observable<Void>, selection: Observable<GoalCellViewModel>) {
            self.viewDidAppear = viewDidAppear
            self.loadMore = loadMore
            self.selection = selection
        }
    }

    public struct Output {
        public let writableCount: Driver<Int>
        /// "3 goals are waiting for a retrospective", "1 goal is waiting…", or that none is.
        public let writableBanner: Driver<String>
        public let goals: Driver<[GoalCellViewModel]>
        public let isLoading: Driver<Bool>
        public let destination: Driver<GoalDestination>
        public let error: Signal<Swift.Error>
    }

    private let service: RetrospectiveService

    public init(service: RetrospectiveService) { self.service = service }

    /// The banner for `count` goals without a retrospective.
    public static func banner(_ count: Int) -> String {
        switch count {
        case 0: return "Every completed goal has its retrospective."
        case 1: return "1 goal is waiting for a retrospective"
        default: return "\(count) goals are waiting for a retrospective"
        }
    }

    public func transform(input: Input) -> Output {
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
public final class WriteRetrospectiveViewModel: ViewModelType {
    public struct Input {
        public let text: Observable<String>
        public let saveTap: Observable<Void>

        public init(text: Observable<String>, saveTap: Observable<Void>) {
            self.text = text
            self.saveTap = saveTap
        }
    }

    public struct Output {
        public let title: Driver<String>
        public let canSave: Driver<Bool>
        public let isSaving: Driver<Bool>
        public let saved: Signal<Retrospective>
        public let error: Signal<Swift.Error>
    }

    public let goal: Goal
    private let service: RetrospectiveService

    public init(goal: Goal, service: RetrospectiveService) {
        self.goal = goal
        self.service = service
    }

    public func transform(input: Input) -> Output {
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
public final class ReadRetrospectiveViewModel: ViewModelType {
    public struct Input {
        public let viewDidAppear: Observable<Void>
        public init(viewDidAppear: Observable<Void>) { self.viewDidAppear = viewDidAppear }
    }

    public struct Output {
        public let title: Driver<String>
        public let text: Driver<String>
        public let error: Signal<Swift.Error>
    }

    public let goal: Goal
    private let service: RetrospectiveService

    public init(goal: Goal, service: RetrospectiveService) {
        self.goal = goal
        self.service = service
    }

    public func transform(input: Input) -> Output {
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
