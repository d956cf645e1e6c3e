import Foundation

/// The GitHub REST endpoints the client calls.
public enum GitHubEndpoint: Equatable, Sendable {
    case receivedEvents(login: String, page: Int)
    case performedEvents(login: String, page: Int)
    case organizationEvents(login: String, page: Int)
    case repositoryEvents(fullName: String, page: Int)
    case user(login: String)
    case repository(fullName: String)
    case userRepositories(login: String, page: Int)
    case followers(login: String, page: Int)
    case following(login: String, page: Int)
    case searchRepositories(query: String, sort: String?, page: Int)
    case searchUsers(query: String, page: Int)
    /// The account the token belongs to.
    case authenticatedUser
    /// Whether the signed-in account has starred the repository: 204 yes, 404 no.
    case starred(fullName: String)
    /// Stars (PUT) the repository for the signed-in account.
    case star(fullName: String)
    /// Removes the star (DELETE).
    case unstar(fullName: String)

    /// Items per page of every paged endpoint.
    public static let perPage = 30

    public var path: String {
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
        }
    }

    public var queryItems: [URLQueryItem] {
        switch self {
        case .receivedEvents(_, let page), .performedEvents(_, let page), .organizationEvents(_, let page),
             .repositoryEvents(_, let page), .userRepositories(_, let page), .followers(_, let page), .following(_, let page):
            return [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per_page", value: "\(Self.perPage)")]
        case .searchRepositories(let query, let sort, let page):
            var items = [URLQueryItem(name: "q", value: query)]
            if let sort { items.append(URLQueryItem(name: "sort", value: sort)) }
            items += [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per_page", value: "\(Self.perPage)")]
            return items
        case .searchUsers(let query, let page):
            return [URLQueryItem(name: "q", value: query), URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per_page", value: "\(Self.perPage)")]
        case .user, .repository, .authenticatedUser, .starred, .star, .unstar:
            return []
        }
    }

    /// The request's URL on `baseURL`.
    public func url(baseURL: URL) -> URL {
        var components = URLComponents(url: baseURL.appendingPathComponent(String(path.dropFirst())), resolvingAgainstBaseURL: false)!
        if !queryItems.isEmpty { components.queryItems = queryItems }
        return components.url!
    }

    /// The HTTP method: GET, except starring (PUT) and unstarring (DELETE).
    public var method: String {
        switch self {
        case .star: return "PUT"
        case .unstar: return "DELETE"
        default: return "GET"
        }
    }

    /// A short name for messages: "GET /users/octocat/received_events".
    public var name: String { "\(method) \(path)" }
}

/// Reads the next page number from a `Link` header (`<…?page=3…>; rel="next"`).
public enum LinkHeader {
    public static func nextPage(_ header: String?) -> Int? {
        guard let header else { return nil }
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard pieces.count >= 2, pieces.dropFirst().contains("rel=\"next\""),
                  let url = URLComponents(string: pieces[0].trimmingCharacters(in: CharacterSet(charactersIn: "<>"))),
                  let page = url.queryItems?.first(where: { $0.name == "page" })?.value.flatMap(Int.init) else { continue }
            return page
        }
        return nil
    }
}
