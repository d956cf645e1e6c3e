import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// One issue or pull request row.
package struct IssueCellViewModel: Equatable {
    /// The number Enter opens.
    package let number: Int
    /// "#12 Crash when the list is empty".
    package let title: String
    /// "opened 3 days ago by alice · 4 comments · bug", "merged 2 days ago · alice/fix into main".
    package let detail: String

    /// The row for an issue; `now` dates it ("opened 3 days ago").
    package init(issue: Issue, now: Date) {
        number = issue.number
        title = "#\(issue.number) \(issue.title)"
        var when =
            issue.state == .closed
            ? localized("closed %@", RelativeDate.describe(issue.closedAt ?? issue.updatedAt, now: now))
            : localized("opened %@", RelativeDate.describe(issue.createdAt, now: now))
        // A state GitHub added after this app was written is shown as sent.
        if case .other = issue.state { when = issue.state.title + " · " + when }
        detail =
            ([
                localized("%@ by %@", when, issue.user?.login ?? RelativeDate.absent),
                issue.comments > 0
                    ? (issue.comments.shownCount == 1
                        ? localized("1 comment") : localized("%ld comments", issue.comments.shownCount)) : nil,
            ]
            + issue.labels.map { Optional($0.name) }).compactMap { $0 }.joined(separator: " · ")
    }

    /// The row for a pull request, with its merge state and branches; `now` dates it.
    package init(pullRequest: PullRequest, now: Date) {
        number = pullRequest.number
        title = "#\(pullRequest.number) \(pullRequest.title)"
        let when: String
        if let merged = pullRequest.mergedAt {
            when = localized("merged %@", RelativeDate.describe(merged, now: now))
        } else if pullRequest.state == .closed {
            when = localized(
                "closed %@ unmerged", RelativeDate.describe(pullRequest.closedAt ?? pullRequest.updatedAt, now: now))
        } else {
            when = localized("opened %@", RelativeDate.describe(pullRequest.createdAt, now: now))
        }
        detail =
            localized("%@ by %@", when, pullRequest.user?.login ?? RelativeDate.absent)
            + " · \(pullRequest.head.ref) → \(pullRequest.base.ref)"
    }
}

/// A repository's issues or pull requests, open or closed (←/→), paged; Enter opens one with
/// its comments.
package final class IssueListViewModel: ViewModelType {
    /// What the screen sends in: one stream per control or event.
    package struct Input {
        /// Each appearance or refresh (`r`): loads the first page again and clears the banner.
        package let load: Observable<Void>
        /// The selection reached the end of the list: loads the next page (nothing after the last).
        package let loadMore: Observable<Void>
        /// Open or closed; the list starts with open ones.
        package let stateSelection: Observable<IssueState>
        /// Enter on a row.
        package let selection: Observable<IssueCellViewModel>
        /// Opens a new issue (an issue list only; ignored for pull requests).
        package let newIssue: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(
            load: Observable<Void>, loadMore: Observable<Void>, stateSelection: Observable<IssueState>,
            selection: Observable<IssueCellViewModel>, newIssue: Observable<Void> = .never()
        ) {
            self.newIssue = newIssue
            self.load = load
            self.loadMore = loadMore
            self.stateSelection = stateSelection
            self.selection = selection
        }
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// "Issues · octocat/swift-rx".
        package let title: Driver<String>
        /// The state shown, as the segment's index: 0 open, 1 closed.
        package let stateIndex: Driver<Int>
        /// Every issue or pull request loaded so far in the state shown, pages in order.
        package let items: Driver<[IssueCellViewModel]>
        /// What the list says while it has no rows: "Loading…" until the first answer, then why it is empty.
        package let emptyText: Driver<String>
        /// "— end of list —" once the last page is loaded, else empty.
        package let footer: Driver<String>
        /// The screen to open for the chosen row.
        package let selected: Driver<Destination>
        /// A failure and how to retry, or `nil` to clear it when the screen loads again.
        package let banner: Signal<String?>
    }

    /// The segment titles, in ``Output/stateIndex`` order.
    package static var stateTitles: [String] { [localized("Open"), localized("Closed")] }

    /// The repository, "owner/name".
    package let fullName: String
    /// Whether the list shows issues or pull requests.
    package let kind: IssueKind
    private let service: GitHubService
    private let now: () -> Date

    /// The issues or pull requests (`kind`) of `fullName` through `service`; `now` dates the rows.
    /// Whether a new item can be opened from the list: an issue can; a pull request needs a branch.
    package var canOpenNew: Bool { kind == .issue }

    package init(
        fullName: String, kind: IssueKind, service: GitHubService,
        now: @escaping () -> Date = Date.init
    ) {
        self.fullName = fullName
        self.kind = kind
        self.service = service
        self.now = now
    }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    package func transform(input: Input) -> Output {
        let (fullName, kind, service, now) = (self.fullName, self.kind, self.service, self.now)
        // The state shown: open at first, then each new choice, which loads its first page.
        let states = input.stateSelection.startWith(.open).distinctUntilChanged()
        let stateChanges = states.skip(1)
        let list = QueryPaginator<IssueState, Int, IssueCellViewModel>(firstPage: 1) {
            state, page -> Single<Page<IssueCellViewModel>> in
            switch kind {
            case .issue:
                return service.send(GitHub.issues(fullName: fullName, state: state, page: page)).map {
                    $0.page.map { IssueCellViewModel(issue: $0, now: now()) }
                }
            case .pullRequest:
                return service.send(GitHub.pullRequests(fullName: fullName, state: state, page: page)).map {
                    $0.page.map { IssueCellViewModel(pullRequest: $0, now: now()) }
                }
            }
        }.transform(
            refresh: Observable.merge(input.load.withLatestFrom(states), stateChanges), loadMore: input.loadMore)
        return Output(
            title: .just(
                kind == .issue ? localized("Issues · %@", fullName) : localized("Pull requests · %@", fullName)),
            stateIndex: states.asDriver(onErrorDriveWith: .empty()).map { $0 == .open ? 0 : 1 }.distinctUntilChanged(),
            items: list.items,
            // After an empty answer or a failure, it names the state shown ("No closed issues").
            emptyText: Driver.merge(
                list.loaded.filter(\.items.isEmpty).map(\.query),
                list.error.asDriver(onErrorDriveWith: .empty())
                    .withLatestFrom(states.asDriver(onErrorDriveWith: .empty()))
            )
            .map { state in
                // The filter is open or closed (`IssueState.allCases`): no other state is shown here.
                switch (state, kind) {
                case (.open, .issue): localized("No open issues")
                case (_, .issue): localized("No closed issues")
                case (.open, .pullRequest): localized("No open pull requests")
                case (_, .pullRequest): localized("No closed pull requests")
                }
            }
            .startWith(kind == .issue ? localized("Loading issues…") : localized("Loading pull requests…"))
            .distinctUntilChanged(),
            footer: list.endOfListFooter,
            selected: Observable.merge(
                input.selection.map { Destination.issue(fullName, number: $0.number, kind) },
                input.newIssue.filter { kind == .issue }.map { .compose(.issue(in: fullName)) }
            ).asDriver(onErrorDriveWith: .empty()),
            banner: list.banner(
                clearedBy: Observable.merge(input.load, input.loadMore, stateChanges.mapToVoid()), now: now)
        )
    }
}
