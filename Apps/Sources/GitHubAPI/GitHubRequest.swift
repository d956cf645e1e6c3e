import Foundation

/// One request to GitHub as a transport sends it: method, path, query, headers and, for what
/// writes, a JSON body.
package struct GitHubRequest: Sendable, Equatable, CustomStringConvertible {
    /// The HTTP method.
    package var method: HTTPMethod
    /// The path, starting with `/`.
    package var path: String
    /// The query parameters, in order.
    package var query: [URLQueryItem]
    /// Headers beyond those every request carries (`Authorization` once signed in).
    package var headers: [String: String]
    /// The JSON body of a request that writes (a new issue, a comment); `nil` for none.
    package var body: Data?
    /// Which of GitHub's hosts it goes to (see ``Route/Origin``).
    package var origin: Route.Origin

    /// A request for `method` at `path` with `query` (and `body`, sent as JSON).
    package init(
        method: HTTPMethod, path: String, query: [URLQueryItem] = [], headers: [String: String] = [:],
        body: Data? = nil, origin: Route.Origin = .api
    ) {
        self.origin = origin
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of query parameter `name`, if present.
    package func queryValue(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// The website's base URL for the API at `apiBaseURL`: `https://github.com` for
    /// `https://api.github.com`, `https://HOST` for GitHub Enterprise's `https://HOST/api/v3`,
    /// and the same URL for anything else (the offline GitHub serves both on one origin).
    package static func webBaseURL(forAPI apiBaseURL: URL) -> URL {
        guard var components = URLComponents(url: apiBaseURL, resolvingAgainstBaseURL: false) else {
            return apiBaseURL
        }
        if components.host?.lowercased() == "api.github.com" {
            components.host = "github.com"
            return components.url ?? apiBaseURL
        }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix("/api/v3") {
            // A prefix of a path URLComponents encoded itself: the setter takes it.
            components.percentEncodedPath = String(path.dropLast("/api/v3".count))
            return components.url ?? apiBaseURL
        }
        return apiBaseURL
    }

    /// The request's URL on `baseURL`, or `nil` when `baseURL` cannot take a path (a URL
    /// without a host whose path would start with `//`). Cannot trap, whatever `path` holds:
    /// each of its segments goes through ``PathSegment/normalize(_:)`` first, so what
    /// `URLComponents` is given holds only characters a path may (escapes already in `path`,
    /// such as ``Route/path(_:)``'s, are kept).
    package func url(baseURL: URL) -> URL? {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(PathSegment.normalize)
        let normalized = (segments.first == "" ? "" : "/") + segments.joined(separator: "/")
        components.percentEncodedPath = components.percentEncodedPath.trimmingSuffix("/") + normalized
        if !query.isEmpty { components.queryItems = query }
        return components.url
    }

    /// "GET /search/repositories?q=swift&page=2": the method, the path and the query without
    /// `per_page` and without `page=1`, as logs and test fakes name a request.
    package var description: String {
        let shown = query.filter { $0.name != "per_page" && !($0.name == "page" && $0.value == "1") }
        let text = shown.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
        return "\(method.rawValue) \(path)" + (text.isEmpty ? "" : "?\(text)")
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
