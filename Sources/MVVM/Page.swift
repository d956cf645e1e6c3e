/// One page of a paged list, whether another follows, and how many items the whole list has
/// when the server says (a search's `total_count`).
public struct Page<Item> {
    /// The page's items.
    public let items: [Item]
    /// Whether a next page exists.
    public let hasNextPage: Bool
    /// How many items all pages hold together, when the server says; `nil` when it does not.
    public let totalCount: Int?

    /// A page of `items`, whether another follows, and the list's total when known.
    public init(items: [Item], hasNextPage: Bool, totalCount: Int? = nil) {
        self.items = items
        self.hasNextPage = hasNextPage
        self.totalCount = totalCount
    }
}

extension Page {
    /// The same page with each item transformed: the paging facts stay.
    public func map<Other>(_ transform: (Item) throws -> Other) rethrows -> Page<Other> {
        Page<Other>(items: try items.map(transform), hasNextPage: hasNextPage, totalCount: totalCount)
    }
}

extension Page: Equatable where Item: Equatable {}
