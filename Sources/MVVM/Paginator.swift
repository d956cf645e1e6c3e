import RxCore
import RxUI

/// The paging behaviour of list screens, as one reusable piece of view-model logic.
///
/// Rules:
/// - a **refresh** loads the first page and *replaces* the items; it cancels a load in
///   progress (of either kind), because the user asked for fresh data;
/// - **load more** loads the page after the last one loaded and *appends*; it is ignored
///   while any load is in progress, before the first page has loaded, and once the end of the
///   list is known (`hasMore` is `false`);
/// - a failed load leaves the items as they were and reports the error; paging keeps working.
///
/// A list whose refresh says what to load (a search) uses ``QueryPaginator``.
public final class Paginator<Cursor, Item>: @unchecked Sendable {
    /// What the screen binds.
    public typealias Output = PagedListOutput<Void, Item>
    /// The items loaded so far and whether a next page exists.
    public typealias Loaded = PagedListOutput<Void, Item>.Loaded

    private let paginator: QueryPaginator<Void, Cursor, Item>

    /// Pages addressed by a cursor: `firstCursor` for the first page, `nextCursor` to derive
    /// the next from the current cursor and the page it loaded (a page number, the last id…).
    public init(
        firstCursor: Cursor, nextCursor: @escaping (_ current: Cursor, _ lastPage: Page<Item>) -> Cursor,
        load: @escaping (Cursor) -> Single<Page<Item>>
    ) {
        paginator = QueryPaginator(firstCursor: firstCursor, nextCursor: nextCursor) { _, cursor in load(cursor) }
    }

    /// Wires the refresh and load-more triggers to the list's outputs.
    public func transform(refresh: Observable<Void>, loadMore: Observable<Void>) -> Output {
        paginator.transform(refresh: refresh, loadMore: loadMore)
    }
}

extension Paginator where Cursor == Int {
    /// Pages numbered from `firstPage` (GitHub's `page` parameter).
    public convenience init(firstPage: Int = 1, load: @escaping (Int) -> Single<Page<Item>>) {
        self.init(firstCursor: firstPage, nextCursor: { page, _ in page + 1 }, load: load)
    }
}
