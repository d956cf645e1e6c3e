import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

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
        /// `M`: marks every thread read at once and asks GitHub once; a refusal puts back the
        /// dots it took, with a banner.
        package let markAllRead: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(
            load: Observable<Void>, loadMore: Observable<Void>, filterSelection: Observable<NotificationFilter>,
            selection: Observable<NotificationRow>, markRead: Observable<NotificationRow>,
            markAllRead: Observable<Void> = .never()
        ) {
            self.markAllRead = markAllRead
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
    package static var filterTitles: [String] { [localized("Unread"), localized("All"), localized("Participating")] }

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
                + byRepository[name, default: []].map { .thread($0, unread: $0.unread && !read.contains($0.id)) }
        }
    }

    /// One step of a request marking threads read — one thread (`m`, Enter) or all (`M`): shown
    /// read at once, then confirmed, or unread again if GitHub refuses.
    private enum Marking {
        case marked([GitHubNotification], request: Int)
        case confirmed(request: Int)
        case refused([GitHubNotification], request: Int, all: Bool, Swift.Error)
    }

    /// The threads shown read, and which of them each request still running took.
    private struct ReadState {
        var read: Set<String> = []
        var taken: [Int: Set<String>] = [:]

        func reduced(by step: Marking) -> ReadState {
            var next = self
            switch step {
            case .marked(let threads, let request):
                let newly = Set(threads.map(\.id)).subtracting(read)
                next.read.formUnion(newly)
                next.taken[request] = newly
            case .confirmed(let request):
                next.taken[request] = nil
            case .refused(_, let request, _, _):
                // Only what this request took goes back: a thread marked by another stays read.
                next.read.subtract(taken[request] ?? [])
                next.taken[request] = nil
            }
            return next
        }
    }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    ///
    /// The account, the loads and the filter fold into one ``NotificationsState`` with `scan`;
    /// each load carries its filter to the paginator, and the threads marked read are a `scan`
    /// over the marking requests.
    package func transform(input: Input) -> Output {
        let service = self.service
        let account = service.account.share(replay: 1)
        // The account first: a load sent at once (the screen's first) must find it known.
        let states = Observable.merge(
            account.map { NotificationsState.Change.account($0?.login) },
            input.load.map { NotificationsState.Change.load },
            input.filterSelection.map(NotificationsState.Change.filter)
        )
        // Not shared: each subscriber folds the same changes, so the list bound after the
        // banner still sees the screen's first load, which its own subscription sends.
        .scan(NotificationsState()) { $0.reduced(by: $1) }
        let queries = states.compactMap(\.started)
        let filterChanges = states.filter(\.filterChanged).mapToVoid()
        let list = QueryPaginator<NotificationsQuery, Int, GitHubNotification>(firstPage: 1) { query, page in
            guard query.isSignedIn else { return .just(Page(items: [], hasNextPage: false)) }
            return service.send(GitHub.notifications(filter: query.filter, page: page)).map(\.page)
        }.transform(refresh: queries, loadMore: input.loadMore)
        let threadsToMark = Observable.merge(input.markRead, input.selection).compactMap { row -> GitHubNotification? in
            guard case .thread(let notification, let unread) = row, unread else { return nil }
            return notification
        }
        // One request per `m` (or Enter on an unread thread) and one per `M`, numbered so that a
        // refusal takes back only what its own request took.
        let requests = Observable.merge(
            threadsToMark.map { (threads: [$0], all: false) },
            input.markAllRead.withLatestFrom(list.items).map { (threads: $0.filter(\.unread), all: true) }
        )
        .enumerated()
        let marking = requests.flatMap { number, request -> Observable<Marking> in
            let send =
                request.all
                ? service.send(GitHub.markAllNotificationsRead())
                : service.send(GitHub.markNotificationRead(id: request.threads[0].id))
            return send.asCompletable()
                .andThen(Observable.just(Marking.confirmed(request: number)))
                .catch { .just(.refused(request.threads, request: number, all: request.all, $0)) }
                .startWith(.marked(request.threads, request: number))
        }
        .share()
        let read = marking.scan(ReadState()) { $0.reduced(by: $1) }.map(\.read).distinctUntilChanged()
            .startWith([])
        let rows = Driver.combineLatest(list.items, read.asDriver(onErrorDriveWith: .empty())) {
            Self.group($0, read: $1)
        }
        let failures = marking.compactMap { step -> String? in
            guard case .refused(let threads, _, let all, let error) = step else { return nil }
            return all
                ? localized("Could not mark all read: %@ — they are unread again", plainErrorMessage(error))
                : localized(
                    "Could not mark “%@” read: %@ — it is unread again", threads[0].subject.title,
                    plainErrorMessage(error))
        }
        return Output(
            title: .just(localized("Notifications")),
            filterIndex: states.map(\.filter).startWith(.unread).asDriver(onErrorDriveWith: .empty())
                .map { NotificationFilter.allCases.firstIndex(of: $0) ?? 0 }.distinctUntilChanged(),
            rows: rows,
            // What the list says while empty: how to sign in, that it loads, or why it is empty
            // for the filter the answer is for; nothing after a failure, which the banner explains.
            emptyText: Driver.merge(
                queries.map {
                    $0.isSignedIn
                        ? localized("Loading notifications…") : localized("Sign in to see your notifications — press l")
                }
                .startWith(localized("Loading notifications…")).asDriver(onErrorDriveWith: .empty()),
                list.loaded.filter(\.query.isSignedIn).map { loaded in
                    switch loaded.query.filter {
                    case .unread: return localized("All caught up — no unread notifications")
                    case .all: return localized("No notifications")
                    case .participating: return localized("No unread threads you take part in")
                    }
                },
                list.refreshError.map { _ in "" }.asDriver(onErrorDriveWith: .empty())
            ).distinctUntilChanged(),
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
                list.banner(clearedBy: Observable.merge(input.load, input.loadMore, filterChanges), now: now),
                failures.map { Optional($0) }.asSignal(onErrorSignalWith: .empty())),
            detail: { [now] row in row.detail(now: now()) }
        )
    }
}
