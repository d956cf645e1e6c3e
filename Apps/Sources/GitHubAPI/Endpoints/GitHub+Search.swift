import Foundation

extension Route {
    /// Repository search.
    package static let searchRepositories = Route(.get, "/search/repositories")
    /// Account search.
    package static let searchUsers = Route(.get, "/search/users")
    /// Issue and pull request search.
    package static let searchIssues = Route(.get, "/search/issues")
    /// Code search: files whose text matches.
    package static let searchCode = Route(.get, "/search/code")
}

extension GitHub {
    /// The media type that makes GitHub's searches answer each item's `text_matches` (the
    /// fragments that matched); without it GitHub leaves them out.
    package static let textMatchMediaType = "application/vnd.github.text-match+json"

    /// A search at `route` for `query` (plus `extra` parameters), asking for the matched
    /// fragments: the page's `totalCount` is set, its next page read from `Link`.
    private static func search<Item: Codable & Equatable & Sendable>(
        _ route: Route, query: String, extra: [URLQueryItem] = [], page: Int
    ) -> Endpoint<Paged<Item>> {
        Endpoint<SearchResults<Item>>.json(
            route, query: [URLQueryItem(name: "q", value: query)] + extra + Endpoint<Void>.paging(page),
            mediaType: textMatchMediaType
        )
        .map { result, response in
            Paged(
                items: result.items, nextPage: LinkHeader.nextPage(response.headers["link"]),
                totalCount: result.totalCount)
        }
    }

    /// Repositories matching `query` (GitHub's search syntax, qualifiers included), ordered by
    /// `sort` (`nil`: best match).
    package static func searchRepositories(query: String, sort: String? = nil, page: Int = 1) -> Endpoint<
        Paged<Repository>
    > {
        search(
            .searchRepositories, query: query, extra: sort.map { [URLQueryItem(name: "sort", value: $0)] } ?? [],
            page: page)
    }

    /// Issues and pull requests matching `query` (GitHub's syntax: words in the title or body,
    /// `is:issue`, `is:pr`, `state:open`, `repo:owner/name`, `author:login`), most recently updated
    /// first; each item's ``Issue/repositoryUrl`` says where it is.
    package static func searchIssues(query: String, page: Int = 1) -> Endpoint<Paged<Issue>> {
        search(.searchIssues, query: query, extra: [URLQueryItem(name: "sort", value: "updated")], page: page)
    }

    /// Accounts matching `query` by login, name, location and bio.
    package static func searchUsers(query: String, page: Int = 1) -> Endpoint<Paged<User>> {
        search(.searchUsers, query: query, page: page)
    }

    /// Files whose contents match every word of `query` (GitHub's syntax: words, `repo:owner/name`,
    /// `user:`/`org:`, `language:`, `path:`, `extension:`), each with the lines that matched.
    package static func searchCode(query: String, page: Int = 1) -> Endpoint<Paged<CodeSearchItem>> {
        search(.searchCode, query: query, page: page)
    }
}
