import Foundation
import OutsideValues
import TerminalGate

/// One GitHub endpoint, typed by what it answers: its ``Route``, the values filling the route's
/// placeholders, the query, and how a response becomes a `Response` — the one definition the
/// view models, the session, the test fakes and the fixture server share. Build them with the
/// functions on ``GitHub`` (`GitHub.user(login:)`), send them with a session's `send(_:)`.
package struct Endpoint<Response: Sendable>: Sendable {
    /// The method and path template.
    package let route: Route
    /// The route's placeholders filled in (`login`, `fullName`, `number`, …).
    package let parameters: [String: String]
    /// The query parameters, in order.
    package let query: [URLQueryItem]
    /// The JSON body of an endpoint that writes; `nil` for none.
    package let body: Data?
    /// The media type asked for in `Accept` when it changes GitHub's answer (``GitHub/textMatchMediaType``
    /// for the `text_matches` of a search); `nil` for GitHub's default, which the transport sends.
    package let mediaType: String?
    private let decodeSuccess: @Sendable (GitHubResponse) throws -> Response

    /// An endpoint whose 2xx answers `decode` turns into a `Response`; error statuses become
    /// ``GitHubError``s before `decode` is called.
    package init(
        _ route: Route, parameters: [String: String] = [:], query: [URLQueryItem] = [], body: Data? = nil,
        mediaType: String? = nil, decode: @escaping @Sendable (GitHubResponse) throws -> Response
    ) {
        self.route = route
        self.parameters = parameters
        self.query = query
        self.body = body
        self.mediaType = mediaType
        self.decodeSuccess = decode
    }

    /// The request to send (without credentials; the session adds them).
    package var request: GitHubRequest {
        var request = GitHubRequest(
            method: route.method, path: route.path(parameters), query: query, body: body, origin: route.origin)
        // The website answers OAuth's endpoints as a form unless asked for JSON.
        if route.origin == .web { request.headers["Accept"] = "application/json" }
        if let mediaType { request.headers["Accept"] = mediaType }
        return request
    }

    /// A short name for messages: "GET /users/octocat/received_events".
    package var name: String { "\(route.method.rawValue) \(route.path(parameters))" }

    /// The value `response` carries, or the ``GitHubError`` it stands for: an error status
    /// becomes its error (see ``GitHubError/init(response:now:)``), a body that cannot be read
    /// ``GitHubError/undecodable(endpoint:reason:)``.
    package func decode(_ response: GitHubResponse) throws(GitHubError) -> Response {
        do {
            return try decodeSuccess(response)
        } catch let error as GitHubError {
            throw error
        } catch {
            throw GitHubError.undecodable(endpoint: TerminalText.escapedLine(name), reason: GitHubError.describe(error))
        }
    }
}

extension Endpoint where Response: Decodable {
    /// An endpoint answering one JSON value (404 when there is none); `body`, when given, is
    /// sent as GitHub's JSON (snake_case keys).
    package static func json(
        _ route: Route, parameters: [String: String] = [:], query: [URLQueryItem] = [],
        body: (any Encodable & Sendable)? = nil, mediaType: String? = nil
    ) -> Self {
        Endpoint(
            route, parameters: parameters, query: query, body: body.flatMap { try? GitHubJSON.encoder().encode($0) },
            mediaType: mediaType
        ) {
            response in
            guard response.isSuccess else { throw GitHubError(response: response) }
            return try GitHubJSON.decoder().decode(Response.self, from: response.body)
        }
    }
}

extension Endpoint {
    /// Items per page of every paged endpoint.
    package static var perPage: Int { 30 }

    /// `page` and `per_page`.
    package static func paging(_ page: Int) -> [URLQueryItem] {
        [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per_page", value: "\(perPage)")]
    }

    /// A paged endpoint answering a JSON array: page `page` of it, the next page's number read
    /// from the `Link` header.
    package static func paged<Item: Decodable & Sendable>(
        _ route: Route, parameters: [String: String] = [:], query: [URLQueryItem] = [], page: Int
    ) -> Endpoint<Paged<Item>> {
        Endpoint<Paged<Item>>(route, parameters: parameters, query: query + paging(page)) { response in
            guard response.isSuccess else { throw GitHubError(response: response) }
            let items = try GitHubJSON.decoder().decode([Item].self, from: response.body)
            return Paged(items: items, nextPage: LinkHeader.nextPage(response.headers["link"]))
        }
    }

    /// The same endpoint with its answer transformed by `transform`, which also sees the
    /// response it was read from (its headers: `Link`, rate limits).
    package func map<Other: Sendable>(
        _ transform: @escaping @Sendable (Response, GitHubResponse) throws -> Other
    ) -> Endpoint<Other> {
        let decode = self.decode
        return Endpoint<Other>(route, parameters: parameters, query: query, body: body, mediaType: mediaType) {
            response in
            try transform(try decode(response), response)
        }
    }
}

extension Endpoint where Response == Void {
    /// An endpoint whose answer is only its status: any 2xx succeeds.
    package static func status(_ route: Route, parameters: [String: String] = [:]) -> Self {
        Endpoint(route, parameters: parameters) { response in
            guard response.isSuccess else { throw GitHubError(response: response) }
        }
    }
}
