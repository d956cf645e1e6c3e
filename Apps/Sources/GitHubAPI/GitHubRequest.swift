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

    /// A request for `method` at `path` with `query` (and `body`, sent as JSON).
    package init(
        method: HTTPMethod, path: String, query: [URLQueryItem] = [], headers: [String: String] = [:],
        body: Data? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of query parameter `name`, if present.
    package func queryValue(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// The request's URL on `baseURL`.
    package func url(baseURL: URL) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.percentEncodedPath = components.percentEncodedPath.trimmingSuffix("/") + path
        if !query.isEmpty { components.queryItems = query }
        return components.url!
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
