import Foundation

/// A page of any GitHub search (repositories, users, issues): the items and how many match in all.
package struct SearchResults<Item: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    /// How many items match in all (a page holds at most 100).
    package let totalCount: Int
    /// Whether GitHub stopped searching early (a timeout on its side).
    package let incompleteResults: Bool
    /// This page's items.
    package let items: [Item]

    /// A page of search results.
    package init(totalCount: Int, incompleteResults: Bool, items: [Item]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}
