import Foundation

/// The GitHub REST endpoints the client calls.
package enum GitHubEndpoint: Equatable, Sendable {
    /// Events of the accounts and repositories `login` follows (a page).
    case receivedEvents(login: String, page: Int)
    /// Events `login` performed (a page).
    case performedEvents(login: String, page: Int)
    /// Events in an organization's repositories (a page).
    case organizationEvents(login: String, page: Int)
    /// Events in one repository, by its `owner/name`.
    case repositoryEvents(fullName: String, page: Int)
    /// One account, by its login.
    case user(login: String)
    /// One repository, by its `owner/name`.
    case repository(fullName: String)
    /// The public repositories `login` owns.
    case userRepositories(login: String, page: Int)
    /// The accounts following `login`.
    case followers(login: String, page: Int)
    /// The accounts `login` follows.
    case following(login: String, page: Int)
    /// Repositories matching `query` (GitHub's search syntax), by `sort` or best match.
    case searchRepositories(query: String, sort: String?, page: Int)
    /// Accounts matching `query`.
    case searchUsers(query: String, page: Int)
    /// The account the token belongs to.
    case authenticatedUser
    /// Whether the signed-in account has starred the repository: 204 yes, 404 no.
    case starred(fullName: String)
    /// Stars (PUT) the repository for the signed-in account.
    case star(fullName: String)
    /// Removes the star (DELETE).
    case unstar(fullName: String)
    /// Issues only: GitHub's list also holds pull requests, which the client leaves out.
    case issues(fullName: String, state: IssueState, page: Int)
    /// One issue by its number.
    case issue(fullName: String, number: Int)
    /// The comments of an issue or a pull request, oldest first.
    case issueComments(fullName: String, number: Int, page: Int)
    /// A repository's pull requests in `state`, newest first.
    case pullRequests(fullName: String, state: IssueState, page: Int)
    /// One pull request by its number.
    case pullRequest(fullName: String, number: Int)
    /// The default branch's commits, newest first.
    case commits(fullName: String, page: Int, branch: String? = nil)
    /// The repository's branches.
    case branches(fullName: String, page: Int)
    /// Releases, newest first.
    case releases(fullName: String, page: Int)
    /// Contributors, most commits first.
    case contributors(fullName: String, page: Int)
    /// The accounts that starred the repository.
    case stargazers(fullName: String, page: Int)
    /// Forks of the repository.
    case forks(fullName: String, page: Int)
    /// The repository's README, base64-encoded.
    case readme(fullName: String)
    /// The signed-in account's notification threads.
    case notifications(filter: NotificationFilter, page: Int)
    /// Marks one thread as read (PATCH; GitHub answers 205).
    case markNotificationRead(id: String)
    /// Repositories `login` has starred.
    case starredRepositories(login: String, page: Int)
    /// Organizations `login` belongs to (publicly).
    case organizations(login: String, page: Int)

    /// Items per page of every paged endpoint.
    package static let perPage = 30

    /// The request's path, starting with `/`.
    package var path: String {
        switch self {
        case .receivedEvents(let login, _): return "/users/\(login)/received_events"
        case .performedEvents(let login, _): return "/users/\(login)/events"
        case .organizationEvents(let login, _): return "/orgs/\(login)/events"
        case .repositoryEvents(let fullName, _): return "/repos/\(fullName)/events"
        case .user(let login): return "/users/\(login)"
        case .repository(let fullName): return "/repos/\(fullName)"
        case .userRepositories(let login, _): return "/users/\(login)/repos"
        case .followers(let login, _): return "/users/\(login)/followers"
        case .following(let login, _): return "/users/\(login)/following"
        case .searchRepositories: return "/search/repositories"
        case .searchUsers: return "/search/users"
        case .authenticatedUser: return "/user"
        case .starred(let fullName), .star(let fullName), .unstar(let fullName): return "/user/starred/\(fullName)"
        case .issues(let fullName, _, _): return "/repos/\(fullName)/issues"
        case .issue(let fullName, let number): return "/repos/\(fullName)/issues/\(number)"
        case .issueComments(let fullName, let number, _): return "/repos/\(fullName)/issues/\(number)/comments"
        case .pullRequests(let fullName, _, _): return "/repos/\(fullName)/pulls"
        case .pullRequest(let fullName, let number): return "/repos/\(fullName)/pulls/\(number)"
        case .commits(let fullName, _, _): return "/repos/\(fullName)/commits"
        case .branches(let fullName, _): return "/repos/\(fullName)/branches"
        case .releases(let fullName, _): return "/repos/\(fullName)/releases"
        case .contributors(let fullName, _): return "/repos/\(fullName)/contributors"
        case .stargazers(let fullName, _): return "/repos/\(fullName)/stargazers"
        case .forks(let fullName, _): return "/repos/\(fullName)/forks"
        case .readme(let fullName): return "/repos/\(fullName)/readme"
        case .notifications: return "/notifications"
        case .markNotificationRead(let id): return "/notifications/threads/\(id)"
        case .starredRepositories(let login, _): return "/users/\(login)/starred"
        case .organizations(let login, _): return "/users/\(login)/orgs"
        }
    }

    /// The query parameters: paging (`page`, `per_page` = ``perPage``) and each endpoint's own.
    package var queryItems: [URLQueryItem] {
        func paging(_ page: Int) -> [URLQueryItem] {
            [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per_page", value: "\(Self.perPage)")]
        }
        switch self {
        case .receivedEvents(_, let page), .performedEvents(_, let page), .organizationEvents(_, let page),
            .repositoryEvents(_, let page), .userRepositories(_, let page), .followers(_, let page),
            .following(_, let page),
            .issueComments(_, _, let page), .commits(_, let page, nil), .branches(_, let page), .releases(_, let page),
            .contributors(_, let page), .stargazers(_, let page), .forks(_, let page),
            .starredRepositories(_, let page),
            .organizations(_, let page):
            return paging(page)
        case .commits(_, let page, let branch?):
            // GitHub's `sha` takes a branch name as well as a commit: that branch's history.
            return [URLQueryItem(name: "sha", value: branch)] + paging(page)
        case .issues(_, let state, let page), .pullRequests(_, let state, let page):
            return [URLQueryItem(name: "state", value: state.rawValue)] + paging(page)
        case .notifications(let filter, let page):
            switch filter {
            case .unread: return paging(page)
            case .all: return [URLQueryItem(name: "all", value: "true")] + paging(page)
            case .participating: return [URLQueryItem(name: "participating", value: "true")] + paging(page)
            }
        case .searchRepositories(let query, let sort, let page):
            var items = [URLQueryItem(name: "q", value: query)]
            if let sort { items.append(URLQueryItem(name: "sort", value: sort)) }
            items += [
                URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per_page", value: "\(Self.perPage)"),
            ]
            return items
        case .searchUsers(let query, let page):
            return [
                URLQueryItem(name: "q", value: query), URLQueryItem(name: "page", value: "\(page)"),
                URLQueryItem(name: "per_page", value: "\(Self.perPage)"),
            ]
        case .user, .repository, .authenticatedUser, .starred, .star, .unstar, .issue, .pullRequest, .readme,
            .markNotificationRead:
            return []
        }
    }

    /// The request's URL on `baseURL`.
    package func url(baseURL: URL) -> URL {
        var components = URLComponents(
            url: baseURL.appendingPathComponent(String(path.dropFirst())), resolvingAgainstBaseURL: false)!
        if !queryItems.isEmpty { components.queryItems = queryItems }
        return components.url!
    }

    /// The HTTP method: GET, except starring (PUT), unstarring (DELETE) and marking a
    /// notification read (PATCH).
    package var method: String {
        switch self {
        case .star: return "PUT"
        case .unstar: return "DELETE"
        case .markNotificationRead: return "PATCH"
        default: return "GET"
        }
    }

    /// A short name for messages: "GET /users/octocat/received_events".
    package var name: String { "\(method) \(path)" }
}

/// Reads the next page number from a `Link` header (`<…?page=3…>; rel="next"`).
package enum LinkHeader {
    /// The page `rel="next"` points at; `nil` on the last page or without a header.
    package static func nextPage(_ header: String?) -> Int? {
        guard let header else { return nil }
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard pieces.count >= 2, pieces.dropFirst().contains("rel=\"next\""),
                let url = URLComponents(string: pieces[0].trimmingCharacters(in: CharacterSet(charactersIn: "<>"))),
                let page = url.queryItems?.first(where: { $0.name == "page" })?.value.flatMap(Int.init)
            else { continue }
            return page
        }
        return nil
    }
}
