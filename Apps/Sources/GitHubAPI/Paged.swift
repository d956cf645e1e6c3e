import Foundation

/// One page of a paged endpoint and the number of the next page, read from the `Link` header.
package struct Paged<Item: Sendable>: Sendable {
    /// This page's items.
    package let items: [Item]
    /// The next page's number, from the `Link` header; `nil` on the last page.
    package let nextPage: Int?
    /// How many items there are in all, when the endpoint says (search does).
    package let totalCount: Int?

    /// A page of `items`.
    package init(items: [Item], nextPage: Int?, totalCount: Int? = nil) {
        self.items = items
        self.nextPage = nextPage
        self.totalCount = totalCount
    }
}

extension Paged: Equatable where Item: Equatable {}
