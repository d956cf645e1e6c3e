import RxCore
import RxUI

/// One page of a paged list and whether another follows.
public struct Page<Item> {
    /// The page's items.
    public let items: [Item]
    /// Whether a next page exists.
    public let hasNextPage: Bool

    /// A page of `items`, and whether another follows.
    public init(items: [Item], hasNextPage: Bool) {
        self.items = items
        self.hasNextPage = hasNextPage
    }
}

extension Page: Equatable where Item: Equatable {}

/// The paging behaviour of list screens, as one reusable piece of view-model logic.
///
/// Rules:
/// - a **refresh** loads the first page and *replaces* the items; it cancels a load in
///   progress (of either kind), because the user asked for fresh data;
/// - **load more** loads the page after the last one loaded and *appends*; it is ignored
///   while any load is in progress, before the first page has loaded, and once the end of the
///   list is known (`hasMore` is `false`);
/// - a failed load leaves the items as they were and reports the error; paging keeps working.
public final class Paginator<Cursor, Item>: @unchecked Sendable {
    /// The items loaded so far and whether a next page exists.
    public struct Loaded {
        /// Every item loaded so far, pages in order.
        public let items: [Item]
        /// Whether a next page exists.
        public let hasMore: Bool
    }

    /// What the screen binds.
    public struct Output {
        /// The items loaded so far.
        public let items: Driver<[Item]>
        /// The items with whether more pages exist, from the same answer: for text such as
        /// "30 comments so far" that needs both and must not show one answer's count with
        /// another's `hasMore`.
        public let loaded: Driver<Loaded>
        /// `true` while a refresh runs (the header spinner).
        public let isRefreshing: Driver<Bool>
        /// `true` while a next page loads (the footer spinner).
        public let isLoadingMore: Driver<Bool>
        /// Whether more pages can be loaded.
        public let hasMore: Driver<Bool>
        /// `true` once a non-empty list has loaded its last page (an "end of list" marker);
        /// it changes together with the items, never a moment before or after them.
        public let isAtEnd: Driver<Bool>
        /// Errors of failed loads, refreshes and next pages alike.
        public let error: Signal<Swift.Error>
        /// Errors of failed refreshes: the list is as it was; refreshing again may help.
        public let refreshError: Signal<Swift.Error>
        /// Errors of failed next pages: the items loaded so far stay, and asking for more
        /// again retries the same page (a refresh would start over from the first).
        public let loadMoreError: Signal<Swift.Error>
    }

    private let firstCursor: Cursor
    private let nextCursor: (_ current: Cursor, _ lastPage: Page<Item>) -> Cursor
    private let load: (Cursor) -> Single<Page<Item>>

    /// Pages addressed by a cursor: `firstCursor` for the first page, `nextCursor` to derive
    /// the next from the current cursor and the page it loaded (a page number, the last id…).
    public init(
        firstCursor: Cursor, nextCursor: @escaping (_ current: Cursor, _ lastPage: Page<Item>) -> Cursor,
        load: @escaping (Cursor) -> Single<Page<Item>>
    ) {
        self.firstCursor = firstCursor
        self.nextCursor = nextCursor
        self.load = load
    }

    private enum Request {
        case refresh
        case more(Cursor)
    }

    private struct State {
        var items: [Item] = []
        var cursor: Cursor?
        var hasMore = false
        var loadedOnce = false
    }

    /// Wires the refresh and load-more triggers to the list's outputs.
    public func transform(refresh: Observable<Void>, loadMore: Observable<Void>) -> Output {
        let state = BehaviorRelay(value: State())
        let refreshing = ActivityIndicator()
        let loadingMore = ActivityIndicator()
        let refreshErrors = ErrorTracker()
        let loadMoreErrors = ErrorTracker()
        let (firstCursor, nextCursor, load) = (self.firstCursor, self.nextCursor, self.load)

        let moreRequests =
            loadMore
            .filter { !refreshing.isLoading && !loadingMore.isLoading }
            .withLatestFrom(state.asObservable())
            .filter { $0.loadedOnce && $0.hasMore }
            .compactMap { $0.cursor }
            .map { Request.more($0) }
        let requests = Observable.merge(refresh.map { Request.refresh }, moreRequests)

        let results =
            requests
            .flatMapLatest { request -> Observable<State> in
                switch request {
                case .refresh:
                    return load(firstCursor).asObservable()
                        .trackActivity(refreshing)
                        .trackError(refreshErrors)
                        .map { page in
                            State(
                                items: page.items, cursor: nextCursor(firstCursor, page), hasMore: page.hasNextPage,
                                loadedOnce: true)
                        }
                        .catch { _ in .empty() }
                case .more(let cursor):
                    return load(cursor).asObservable()
                        .trackActivity(loadingMore)
                        .trackError(loadMoreErrors)
                        .map { page in
                            var next = state.value
                            next.items += page.items
                            next.cursor = nextCursor(cursor, page)
                            next.hasMore = page.hasNextPage
                            return next
                        }
                        .catch { _ in .empty() }
                }
            }
            .do(onNext: { state.accept($0) })
            .share()

        // One Driver that every list output derives from: it replays the latest answer, so an
        // output bound after a synchronous first answer (a cache, a fake) still gets it.
        let loaded = results.map { Loaded(items: $0.items, hasMore: $0.hasMore) }.asDriver(onErrorDriveWith: .empty())
        return Output(
            items: loaded.map(\.items),
            loaded: loaded,
            isRefreshing: refreshing.asDriver(),
            isLoadingMore: loadingMore.asDriver(),
            hasMore: loaded.map(\.hasMore).startWith(false),
            isAtEnd: loaded.map { !$0.items.isEmpty && !$0.hasMore }.distinctUntilChanged(),
            error: Signal.merge(refreshErrors.asSignal(), loadMoreErrors.asSignal()),
            refreshError: refreshErrors.asSignal(),
            loadMoreError: loadMoreErrors.asSignal()
        )
    }
}

extension Paginator where Cursor == Int {
    /// Pages numbered from `firstPage` (GitHub's `page` parameter).
    public convenience init(firstPage: Int = 1, load: @escaping (Int) -> Single<Page<Item>>) {
        self.init(firstCursor: firstPage, nextCursor: { page, _ in page + 1 }, load: load)
    }
}
