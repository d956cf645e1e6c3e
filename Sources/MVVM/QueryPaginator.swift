import RxCore
import RxUI

/// The paging behaviour of a list whose refresh says *what* to list — a search's query, order
/// and filters — so that the view model keeps no mutable copy of it for the load to read.
///
/// Rules (those of ``Paginator``, with the query):
/// - a **refresh** carries a query, loads its first page and *replaces* the items; it cancels
///   a load in progress (of either kind);
/// - **load more** loads the page after the last one loaded, for the query of the last
///   refresh, and *appends*; it is ignored while any load is in progress, before the first page
///   has loaded, and once the end of the list is known;
/// - a failed load leaves the items as they were and reports the error; paging keeps working.
public final class QueryPaginator<Query, Cursor, Item>: @unchecked Sendable {
    private let firstCursor: Cursor
    private let nextCursor: (_ current: Cursor, _ lastPage: Page<Item>) -> Cursor
    private let load: (Query, Cursor) -> Single<Page<Item>>

    /// Pages of a query addressed by a cursor: `firstCursor` for the first page, `nextCursor`
    /// to derive the next from the current cursor and the page it loaded; `load` asks for one
    /// page of one query.
    public init(
        firstCursor: Cursor, nextCursor: @escaping (_ current: Cursor, _ lastPage: Page<Item>) -> Cursor,
        load: @escaping (Query, Cursor) -> Single<Page<Item>>
    ) {
        self.firstCursor = firstCursor
        self.nextCursor = nextCursor
        self.load = load
    }

    private enum Request {
        case refresh(Query)
        case more(Query, Cursor)
    }

    private struct State {
        var items: [Item] = []
        var query: Query?
        var cursor: Cursor?
        var hasMore = false
        var totalCount: Int?
    }

    /// Wires the refreshes (each with its query) and the load-more trigger to the list's outputs.
    public func transform(refresh: Observable<Query>, loadMore: Observable<Void>) -> PagedListOutput<Query, Item> {
        // The one piece of mutable state: what the last answer left, which the next load-more
        // continues. It is written only from the answers' stream, never by the view model.
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
            .filter { $0.hasMore }
            .compactMap { state -> Request? in
                guard let query = state.query, let cursor = state.cursor else { return nil }
                return .more(query, cursor)
            }
        let requests = Observable.merge(refresh.map { Request.refresh($0) }, moreRequests)

        let results =
            requests
            .flatMapLatest { request -> Observable<State> in
                switch request {
                case .refresh(let query):
                    return load(query, firstCursor).asObservable()
                        .trackActivity(refreshing)
                        .trackError(refreshErrors)
                        .map { page in
                            State(
                                items: page.items, query: query, cursor: nextCursor(firstCursor, page),
                                hasMore: page.hasNextPage, totalCount: page.totalCount)
                        }
                        .catch { _ in .empty() }
                case .more(let query, let cursor):
                    return load(query, cursor).asObservable()
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
        let loaded = results.compactMap { state -> PagedListOutput<Query, Item>.Loaded? in
            guard let query = state.query else { return nil }
            return .init(query: query, items: state.items, hasMore: state.hasMore, totalCount: state.totalCount)
        }
        .asDriver(onErrorDriveWith: .empty())
        return PagedListOutput(
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

extension QueryPaginator where Cursor == Int {
    /// Pages numbered from `firstPage` (GitHub's `page` parameter).
    public convenience init(firstPage: Int = 1, load: @escaping (Query, Int) -> Single<Page<Item>>) {
        self.init(firstCursor: firstPage, nextCursor: { page, _ in page + 1 }, load: load)
    }
}
