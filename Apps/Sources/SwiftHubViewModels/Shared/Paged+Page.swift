import GitHubAPI
import GitHubSession
import MVVM

extension Paged {
    /// The page as the MVVM kit's `Page`.
    var page: Page<Item> { Page(items: items, hasNextPage: nextPage != nil, totalCount: totalCount) }
}
