import RxCore
import RxUI

/// What a list screen binds from a ``Paginator`` (whose `Query` is `Void`) or a
/// ``QueryPaginator``.
public struct PagedListOutput<Query, Item> {
    /// The items loaded so far, whether a next page exists, and the query they answer.
    public struct Loaded {
        /// The query of the refresh these items answer (a load more continues it).
        public let query: Query
        /// Every item loaded so far, pages in order.
        public let items: [Item]
        /// Whether a next page exists.
        public let hasMore: Bool
        /// The total the first page of the current list reported (``Page/totalCount``), if any.
        public let totalCount: Int?
    }

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
