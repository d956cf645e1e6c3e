import Foundation

extension Route {
    /// Repository search.
    package static let searchRepositories = Route(.get, "/search/repositories")
    /// Account search.
    package static let searchUsers = Route(.get, "/search/users")
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
