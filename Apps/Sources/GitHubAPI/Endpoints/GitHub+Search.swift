import Foundation

extension Route {
    /// Repository search.
    package static let searchRepositories = Route(.get, "/search/repositories")
    /// Account search.
    package static let searchUsers = Route(.get, "/search/users")
    /// Issue and pull request search.
    package static let searchIssues = Route(.get, "/search/issues")
}

extension GitHub {
    /// Repositories matching `query` (GitHub's search syntax, qualifiers included), ordered by
    /// `sort` (`nil`: best match); the page's `totalCount` is set, its next page read from `Link`.
    package static func searchRepositories(query: String, sort: String? = nil, page: Int = 1) -> Endpoint<
        Paged<Repository>
    > {
        var items = [URLQueryItem(name: "q", value: query)]
        if let sort { items.append(URLQueryItem(name: "sort", value: sort)) }
        return Endpoint<SearchRepositoriesResult>.json(.searchRepositories, query: items + Endpoint<Void>.paging(page))
            .map { result, response in
                Paged(
                    items: result.items, nextPage: LinkHeader.nextPage(response.headers["link"]),
                    totalCount: result.totalCount)
            }
    }

    /// Issues and pull requests matching `query` (GitHub's syntax: words in the title or body,
    /// `is:issue`, `is:pr`, `state:open`, `repo:owner/name`, `author:login`), most recently updated
    /// first; `totalCount` set, each item's ``Issue/repositoryUrl`` says where it is.
    package static func searchIssues(query: String, page: Int = 1) -> Endpoint<Paged<Issue>> {
        Endpoint<SearchIssuesResult>.json(
            .searchIssues,
            query: [URLQueryItem(name: "q", value: query), URLQueryItem(name: "sort", value: "updated")]
                + Endpoint<Void>.paging(page)
        )
        .map { result, response in
            Paged(
                items: result.items, nextPage: LinkHeader.nextPage(response.headers["link"]),
                totalCount: result.totalCount)
        }
    }

    /// Accounts matching `query` by login, name, location and bio; `totalCount` set.
    package static func searchUsers(query: String, page: Int = 1) -> Endpoint<Paged<User>> {
        Endpoint<SearchUsersResult>.json(
            .searchUsers, query: [URLQueryItem(name: "q", value: query)] + Endpoint<Void>.paging(page)
        )
        .map { result, response in
            Paged(
                items: result.items, nextPage: LinkHeader.nextPage(response.headers["link"]),
                totalCount: result.totalCount)
        }
    }
}
