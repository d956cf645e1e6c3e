import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// A row of the notifications list: a repository's heading, or one thread under it.
package enum NotificationRow: Equatable {
    /// A heading: the repository's full name, above its threads.
    case repository(String)
    /// A thread, with whether it is unread as shown (marking read changes it at once).
    case thread(GitHubNotification, unread: Bool)

    /// "● Fix crash on empty input", "○ …" once read.
    package var title: String {
        switch self {
        case .repository(let fullName): return fullName
        case .thread(let notification, let unread): return "\(unread ? "●" : "○") \(notification.subject.title)"
        }
    }

    /// The kind, number and reason: "Pull request #12 · review requested · 3 hours ago".
    package func detail(now: Date) -> String {
        guard case .thread(let notification, _) = self else { return "" }
        let kind: String
        switch notification.subject.type {
        case "PullRequest": kind = "Pull request"
        case "Issue": kind = "Issue"
        case "Release": kind = "Release"
        case "Commit": kind = "Commit"
        default: kind = notification.subject.type
        }
        let number = notification.subject.number.map { " #\($0)" } ?? ""
        return
            "\(kind)\(number) · \(notification.reason.replacingOccurrences(of: "_", with: " ")) · \(RelativeDate.describe(notification.updatedAt, now: now))"
    }
}

/// The signed-in account's notifications: unread, all or participating (←/→), grouped by
/// repository, paged; `m` marks the selected thread read, Enter opens it (and marks it read).
/// Marking is optimistic: the dot clears at once and comes back with a banner if GitHub
/// refuses. Signed out, the list says how to sign in, and signing in loads it.
package final class NotificationsViewModel: ViewModelType {
    /// What the screen sends in: one stream per control or event.
    package struct Input {
        /// Each appearance or refresh (`r`): loads the first page again and clears the banner.
        package let load: Observable<Void>
        /// The selection reached the end of the list: loads the next page (nothing after the last).
        package let loadMore: Observable<Void>
        /// The Unread/All/Participating switch; a change loads that filter from its first page.
        package let filterSelection: Observable<NotificationFilter>
        /// Enter on a row.
        package let selection: Observable<NotificationRow>
        /// `m` on a thread row: marks it read at once and asks GitHub; a refusal puts the dot back with a banner.
        package let markRead: Observable<NotificationRow>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(
            load: Observable<Void>, loadMore: Observable<Void>, filterSelection: Observable<NotificationFilter>,
            selection: Observable<NotificationRow>, markRead: Observable<NotificationRow>
        ) {
            self.load = load
            self.loadMore = loadMore
            self.filterSelection = filterSelection
            self.selection = selection
            self.markRead = markRead
        }
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// "Notifications".
        package let title: Driver<String>
        /// The filter shown, as the segment's index in ``NotificationsViewModel/filterTitles``.
        package let filterIndex: Driver<Int>
        /// Repository headings, each followed by its threads, in the order GitHub answered.
        package let rows: Driver<[NotificationRow]>
        /// What the list says while it has no rows: "Loading…" until the first answer, then why it is empty.
        package let emptyText: Driver<String>
        /// "— end of list —" once the last page is loaded, else empty.
        package let footer: Driver<String>
        /// Whether someone is signed in: reading, filtering and marking threads need an account.
        package let isSignedIn: Driver<Bool>
        /// The screen to open for the chosen row.
        package let selected: Driver<Destination>
        /// A failure and how to retry, or `nil` to clear it when the screen loads again.
        package let banner: Signal<String?>
        /// A row's second line, dated by the view model's clock: "Pull request #12 · review
        /// requested · 3 hours ago" (empty for a heading).
        package let detail: (NotificationRow) -> String
    }

    /// The segment titles, in `NotificationFilter.allCases` order.
    package static let filterTitles = ["Unread", "All", "Participating"]

    private let service: GitHubService
    private let now: () -> Date

    /// A notifications screen for whoever `service` is signed in as; `now` dates the rows.
    package init(
        service: GitHubService, now: @escaping () -> Date = Date.init
    ) {
        self.service = service
        self.now = now
    }

    /// Threads grouped under their repositories, in the order the repositories first appear.
    static func group(_ threads: [GitHubNotification], read: Set<String>) -> [NotificationRow] {
        var order: [String] = []
        var byRepository: [String: [GitHubNotification]] = [:]
        for thread in threads {
            let name = thread.repository.fullName
            if byRepository[name] == nil { order.append(name) }
            byRepository[name, default: []].append(thread)
        }
        return order.flatMap { name in
            [NotificationRow.repository(name)]
                + byRepository[name]!.map { .thread($0, unread: $0.unread && !read.contains($0.id)) }
        }
    }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    package func transform(input: Input) -> Output {
        let service = self.service
        let filter = BehaviorRelay(value: NotificationFilter.unread)
        // Shared: the list and the banner both listen, and the first to hear a change must not
        // hide it from the other by recording it.
        let filterChanges = input.filterSelection.distinctUntilChanged().filter { $0 != filter.value }
            .do(onNext: { filter.accept($0) }).mapToVoid().share()
        let account = service.account.share(replay: 1)
        // Where the list stands, in one value so that its text never shows a mix of two moments.
        enum Phase { case signedOut, loading, answered }
        let phase = BehaviorRelay(value: Phase.loading)
        // Signing in or out reloads too: the list belongs to the account. Signed out, a load
        // asks nothing and the list is empty.
        let accountChanges = account.distinctUntilChanged { $0?.login == $1?.login }.skip(1)
        let refreshes = Observable.merge(
            Observable.merge(input.load, filterChanges).withLatestFrom(account), accountChanges
        )
        .do(onNext: { phase.accept($0 == nil ? .signedOut : .loading) })
        .mapToVoid()
        let list = Paginator<Int, GitHubNotification>(firstPage: 1) { page in
            guard phase.value != .signedOut else { return .just(Page(items: [], hasNextPage: false)) }
            return service.send(GitHub.notifications(filter: filter.value, page: page)).map(\.page)
                .do(
                    onSuccess: { _ in if phase.value == .loading { phase.accept(.answered) } },
                    onError: { _ in if phase.value == .loading { phase.accept(.answered) } })
        }.transform(refresh: refreshes, loadMore: input.loadMore)
        // Threads marked read here, shown read at once; a refusal takes its id back out.
        let read = BehaviorRelay<Set<String>>(value: [])
        let failures = PublishRelay<String>()
        let threadsToMark = Observable.merge(input.markRead, input.selection).compactMap { row -> GitHubNotification? in
            guard case .thread(let notification, let unread) = row, unread else { return nil }
            return notification
        }
        let marking = threadsToMark.flatMap { thread -> Observable<Void> in
            read.accept(read.value.union([thread.id]))
            return service.send(GitHub.markNotificationRead(id: thread.id)).asCompletable().andThen(
                Observable<Void>.empty()
            ).catch { error in
                read.accept(read.value.subtracting([thread.id]))
                failures.accept(
                    "Could not mark “\(thread.subject.title)” read: \(plainErrorMessage(error)) — it is unread again")
                return .empty()
            }
        }
        let rows = Driver.combineLatest(list.items, read.asDriver()) { Self.group($0, read: $1) }
        return Output(
            title: .just("Notifications"),
            filterIndex: filter.asDriver().map { NotificationFilter.allCases.firstIndex(of: $0) ?? 0 }
                .distinctUntilChanged(),
            // The requests to mark threads read run while the rows are shown.
            rows: Driver.merge(
                rows, marking.asDriver(onErrorDriveWith: .empty()).flatMap { _ in Driver<[NotificationRow]>.empty() }),
            emptyText: phase.asDriver().map { phase in
                switch phase {
                case .signedOut: return "Sign in to see your notifications — press l"
                case .loading: return "Loading notifications…"
                case .answered: break
                }
                switch filter.value {
                case .unread: return "All caught up — no unread notifications"
                case .all: return "No notifications"
                case .participating: return "No unread threads you take part in"
                }
            }.distinctUntilChanged(),
            footer: list.endOfListFooter,
            isSignedIn: account.map { $0 != nil }.distinctUntilChanged().asDriver(onErrorJustReturn: false),
            selected: input.selection.compactMap { row -> Destination? in
                guard case .thread(let notification, _) = row else { return nil }
                let fullName = notification.repository.fullName
                switch (notification.subject.type, notification.subject.number) {
                case ("Issue", let number?): return .issue(fullName, number: number, .issue)
                case ("PullRequest", let number?): return .issue(fullName, number: number, .pullRequest)
                case ("Release", _): return .section(.releases(of: fullName))
                default: return .repository(fullName)
                }
            }.asDriver(onErrorDriveWith: .empty()),
            banner: Signal.merge(
                list.banner(clearedBy: Observable.merge(input.load, input.loadMore, filterChanges)),
                failures.asSignal().map { Optional($0) }),
            detail: { [now] row in row.detail(now: now()) }
        )
    }
}
