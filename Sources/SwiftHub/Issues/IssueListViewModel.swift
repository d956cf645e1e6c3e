import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// One issue or pull request row.
public struct IssueCellViewModel: Equatable {
    public let number: Int
    /// "#12 Crash when the list is empty".
    public let title: String
    /// "opened 3 days ago by alice · 4 comments · bug", "merged 2 days ago · alice/fix into main".
    public let detail: String

    public init(issue: Issue, now: Date) {
        number = issue.number
        title = "#\(issue.number) \(issue.title)"
        let when = issue.state == .closed
            ? "closed \(RelativeDate.describe(issue.closedAt ?? issue.updatedAt, now: now))"
            : "opened \(RelativeDate.describe(issue.createdAt, now: now))"
        detail = (["\(when) by \(issue.user.login)", issue.comments > 0 ? "\(issue.comments) \(issue.comments == 1 ? "comment" : "comments")" : nil]
            + issue.labels.map { Optional($0.name) }).compactMap { $0 }.joined(separator: " · ")
    }

    public init(pullRequest: PullRequest, now: Date) {
        number = pullRequest.number
        title = "#\(pullRequest.number) \(pullRequest.title)"
        let when: String
        if let merged = pullRequest.mergedAt {
            when = "merged \(RelativeDate.describe(merged, now: now))"
        } else if pullRequest.state == .closed {
            when = "closed \(RelativeDate.describe(pullRequest.closedAt ?? pullRequest.updatedAt, now: now)) unmerged"
        } else {
            when = "opened \(RelativeDate.describe(pullRequest.createdAt, now: now))"
        }
        detail = "\(when) by \(pullRequest.user.login) · \(pullRequest.head.ref) → \(pullRequest.base.ref)"
    }
}

/// A repository's issues or pull requests, open or closed (←/→), paged; Enter opens one with
/// its comments.
public final class IssueListViewModel: ViewModelType {
    public struct Input {
        public let load: Observable<Void>
        public let loadMore: Observable<Void>
        /// Open or closed; the list starts with open ones.
        public let stateSelection: Observable<IssueState>
        public let selection: Observable<IssueCellViewModel>

        public init(load: Observable<Void>, loadMore: Observable<Void>, stateSelection: Observable<IssueState>, selection: Observable<IssueCellViewModel>) {
            self.load = load
            self.loadMore = loadMore
            self.stateSelection = stateSelection
            self.selection = selection
        }
    }

    public struct Output {
        /// "Issues · octocat/swift-rx".
        public let title: Driver<String>
        /// The state shown, as the segment's index: 0 open, 1 closed.
        public let stateIndex: Driver<Int>
        public let items: Driver<[IssueCellViewModel]>
        public let emptyText: Driver<String>
        public let footer: Driver<String>
        public let keyHints: Driver<String>
        public let selected: Driver<Destination>
        public let banner: Signal<String?>
    }

    /// The segment titles, in ``Output/stateIndex`` order.
    public static let stateTitles = ["Open", "Closed"]

    public let fullName: String
    public let kind: IssueKind
    private let destinations: Destinations

    public init(fullName: String, kind: IssueKind, service: GitHubService, scheduler: SchedulerType = MainScheduler.instance, now: @escaping () -> Date = Date.init) {
        self.fullName = fullName
        self.kind = kind
        destinations = Destinations(service: service, scheduler: scheduler, now: now)
    }

    public func transform(input: Input) -> Output {
        let (fullName, kind, destinations) = (self.fullName, self.kind, self.destinations)
        let service = destinations.service, now = destinations.now
        let state = BehaviorRelay(value: IssueState.open)
        // Shared: the list and the banner both listen, and the first to hear a change must not
        // hide it from the other by recording it.
        let stateChanges = input.stateSelection.distinctUntilChanged().filter { $0 != state.value }
            .do(onNext: { state.accept($0) }).mapToVoid().share()
        let list = Paginator<Int, IssueCellViewModel>(firstPage: 1) { page -> Single<Page<IssueCellViewModel>> in
            switch kind {
            case .issue:
                return service.issues(fullName: fullName, state: state.value, page: page).map { $0.page.map { IssueCellViewModel(issue: $0, now: now()) } }
            case .pullRequest:
                return service.pullRequests(fullName: fullName, state: state.value, page: page).map { $0.page.map { IssueCellViewModel(pullRequest: $0, now: now()) } }
            }
        }.transform(refresh: Observable.merge(input.load, stateChanges), loadMore: input.loadMore)
        let noun = kind == .issue ? "issues" : "pull requests"
        return Output(
            title: .just("\(kind == .issue ? "Issues" : "Pull requests") · \(fullName)"),
            stateIndex: state.asDriver().map { $0 == .open ? 0 : 1 }.distinctUntilChanged(),
            items: list.items,
            // After an empty answer or a failure, it names the state shown ("No closed issues").
            emptyText: Driver.merge(list.items.filter(\.isEmpty).map { _ in () }, list.error.map { _ in () }.asDriver(onErrorDriveWith: .empty()))
                .map { "No \(state.value.rawValue) \(noun)" }
                .startWith("Loading \(noun)…")
                .distinctUntilChanged(),
            footer: list.endOfListFooter,
            keyHints: .just("Enter: open  ←/→: open or closed  r: refresh  Esc: back"),
            selected: input.selection.map { destinations.issue(fullName, $0.number, kind) }.asDriver(onErrorDriveWith: .empty()),
            banner: list.banner(clearedBy: Observable.merge(input.load, input.loadMore, stateChanges))
        )
    }
}
