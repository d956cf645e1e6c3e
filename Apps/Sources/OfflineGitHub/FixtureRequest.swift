import Foundation
import GitHubAPI

/// One request as the fixture's routes see it: GitHub's request, the route's parameters, and
/// the base URL the `Link` headers point at.
package struct FixtureRequest {
    let request: GitHubRequest
    let parameters: [String: String]
    let baseURL: URL

    /// `request` as the route matched it, with the route's `parameters` and the `baseURL` its
    /// links point at.
    package init(request: GitHubRequest, parameters: [String: String], baseURL: URL) {
        self.request = request
        self.parameters = parameters
        self.baseURL = baseURL
    }

    /// A header by name, any case.
    func header(_ name: String) -> String? {
        request.headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// A query parameter.
    func query(_ name: String) -> String? { request.queryValue(name) }

    /// A route parameter the route always has.
    func parameter(_ name: String) -> String { parameters[name] ?? "" }

    /// The JSON body as `Body`; GitHub's 400 "Problems parsing JSON" when there is none or it
    /// is not JSON of that shape.
    func body<Body: Decodable>(_ type: Body.Type) throws -> Body {
        guard let data = request.body, let body = try? GitHubJSON.decoder().decode(Body.self, from: data) else {
            throw GitHubAPIError(statusCode: 400, message: "Problems parsing JSON")
        }
        return body
    }

    /// The body of a request to GitHub's OAuth endpoints (`origin: .web`), which take a form
    /// (`application/x-www-form-urlencoded`, as RFC 8628 clients send it) as well as JSON: a
    /// form's fields as the strings of `Body`; anything else as ``body(_:)`` reads it.
    func formOrJSONBody<Body: Decodable>(_ type: Body.Type) throws -> Body {
        let contentType = header("Content-Type")?.lowercased() ?? ""
        guard contentType.hasPrefix("application/x-www-form-urlencoded") else { return try body(type) }
        let text = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String? {
                part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            }
            guard let name = decoded(parts[0]), let value = parts.count == 2 ? decoded(parts[1]) : "" else {
                throw GitHubAPIError(statusCode: 400, message: "Problems parsing the form")
            }
            if fields[name] == nil { fields[name] = value }
        }
        guard let json = try? JSONSerialization.data(withJSONObject: fields),
            let body = try? GitHubJSON.decoder().decode(Body.self, from: json)
        else { throw GitHubAPIError(statusCode: 400, message: "Problems parsing the form") }
        return body
    }
}
