import Foundation

/// A page of search results.
package struct SearchRepositoriesResult: Codable, Equatable, Sendable {
    /// How many repositories match in all (the page holds at most 30).
    package let totalCount: Int
    /// Whether GitHub stopped searching early (a timeout on its side).
    package let incompleteResults: Bool
    /// This page's repositories.
    package let items: [Repository]

    /// A page of repository search results.
    package init(totalCount: Int, incompleteResults: Bool, items: [Repository]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}

/// The answer to an issue and pull request search.
package struct SearchIssuesResult: Codable, Equatable, Sendable {
    /// How many issues and pull requests match in all.
    package let totalCount: Int
    /// Whether GitHub stopped searching early.
    package let incompleteResults: Bool
    /// This page's items; pull requests carry ``Issue/pullRequest``.
    package let items: [Issue]

    /// A page of issue search results.
    package init(totalCount: Int, incompleteResults: Bool, items: [Issue]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}

/// The answer to a user search.
package struct SearchUsersResult: Codable, Equatable, Sendable {
    /// How many accounts match in all.
    package let totalCount: Int
    /// Whether GitHub stopped searching early.
    package let incompleteResults: Bool
    /// This page's accounts.
    package let items: [User]

    /// A page of user search results.
    package init(totalCount: Int, incompleteResults: Bool, items: [User]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}
