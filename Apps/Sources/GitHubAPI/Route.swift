import Foundation

/// An endpoint's method and path template, such as `GET /repos/{fullName}/issues/{number}`:
/// what the client fills in and what the fixture server routes on. `{fullName}` stands for two
/// path segments (`owner/name`); `{path*}`, last in a template, for one or more (a file's path
/// in a repository); every other `{name}` for one.
package struct Route: Hashable, Sendable, CustomStringConvertible {
    /// The HTTP method.
    package let method: HTTPMethod
    /// The path with `{parameter}` placeholders, starting with `/`.
    package let template: String
    /// Which of GitHub's hosts serves it.
    package let origin: Origin

    /// GitHub's two hosts: most of the API lives on `api.github.com`, OAuth's endpoints (the
    /// device flow) on `github.com` itself.
    package enum Origin: Hashable, Sendable {
        /// The REST API's host (the base URL a session is given).
        case api
        /// The website's host, which answers JSON when asked with `Accept: application/json`.
        case web
    }

    /// A route for `method` at `template` on `origin`.
    package init(_ method: HTTPMethod, _ template: String, origin: Origin = .api) {
        self.method = method
        self.template = template
        self.origin = origin
    }

    /// "GET /users/{login}".
    package var description: String { "\(method.rawValue) \(template)" }

    /// The template's segments.
    private var segments: [Substring] {
        template.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 }
    }

    /// The path with `parameters` filled in; a parameter other than `fullName` is
    /// percent-encoded as one path segment, a rest-of-path one segment by segment.
    package func path(_ parameters: [String: String]) -> String {
        func encoded(_ segment: some StringProtocol) -> String {
            String(segment).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
                ?? String(segment)
        }
        return "/"
            + segments.map { segment -> String in
                guard let name = Self.placeholder(segment) else { return String(segment) }
                let value = parameters[name] ?? ""
                if name == "fullName" { return value }
                if let rest = Self.restPlaceholder(name) {
                    return (parameters[rest] ?? "").split(separator: "/").map(encoded).joined(separator: "/")
                }
                return encoded(value)
            }.joined(separator: "/")
    }

    /// The parameters of `path` when it is this route's (the method aside), else `nil`.
    package func match(path: String) -> [String: String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 }
        var parameters: [String: String] = [:]
        var index = 0
        for segment in segments {
            guard index < parts.count else { return nil }
            switch Self.placeholder(segment) {
            case nil:
                guard parts[index] == segment else { return nil }
                index += 1
            case "fullName"?:
                guard index + 1 < parts.count, !parts[index].isEmpty, !parts[index + 1].isEmpty else { return nil }
                parameters["fullName"] = "\(parts[index])/\(parts[index + 1])"
                index += 2
            case let name? where Self.restPlaceholder(name) != nil:
                let rest = parts[index...].map { String($0).removingPercentEncoding ?? String($0) }
                guard rest.allSatisfy({ !$0.isEmpty }) else { return nil }
                parameters[Self.restPlaceholder(name)!] = rest.joined(separator: "/")
                index = parts.count
            case let name?:
                guard !parts[index].isEmpty else { return nil }
                parameters[name] = String(parts[index]).removingPercentEncoding ?? String(parts[index])
                index += 1
            }
        }
        return index == parts.count ? parameters : nil
    }

    /// The template in Hummingbird's syntax, `/repos/:owner/:name/issues/:number`.
    package var colonTemplate: String {
        "/"
            + segments.map { segment -> String in
                switch Self.placeholder(segment) {
                case nil: String(segment)
                case "fullName"?: ":owner/:name"
                case let name? where Self.restPlaceholder(name) != nil: "**"
                case let name?: ":\(name)"
                }
            }.joined(separator: "/")
    }

    /// The parameter's name when `placeholder` is a rest-of-path one (`path*` → `path`).
    private static func restPlaceholder(_ placeholder: String) -> String? {
        placeholder.hasSuffix("*") ? String(placeholder.dropLast()) : nil
    }

    private static func placeholder(_ segment: Substring) -> String? {
        segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
    }
}
