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

    /// The path with `parameters` filled in, every value through ``PathSegment/encode(_:)``:
    /// `fullName` as two segments (what comes before its first `/`, and the rest, each encoded,
    /// so a `/` in a repository's name stays inside it), a rest-of-path value segment by segment
    /// (empty segments left out), every other value as one segment. A missing value is empty.
    /// ``match(path:)`` gives back what was filled in, whatever the values hold.
    package func path(_ parameters: [String: String]) -> String {
        "/"
            + segments.map { segment -> String in
                guard let name = Self.placeholder(segment) else { return String(segment) }
                let value = parameters[name] ?? ""
                if name == "fullName" {
                    let (owner, repository) = Self.split(fullName: value)
                    return PathSegment.encode(owner) + "/" + PathSegment.encode(repository)
                }
                if let rest = Self.restPlaceholder(name) {
                    return (parameters[rest] ?? "").split(separator: "/").map(PathSegment.encode).joined(separator: "/")
                }
                return PathSegment.encode(value)
            }.joined(separator: "/")
    }

    /// A full name's owner (before the first `/`) and name (the rest, empty without a `/`).
    private static func split(fullName: String) -> (owner: Substring, name: Substring) {
        guard let slash = fullName.firstIndex(of: "/") else { return (fullName[...], "") }
        return (fullName[..<slash], fullName[fullName.index(after: slash)...])
    }

    /// The parameters of `path` when it is this route's (the method aside), else `nil`; each
    /// value decoded with ``PathSegment/decode(_:)``. One trailing `/` is ignored, as GitHub
    /// ignores it (`/repos/o/n/contents/` is the root's listing).
    package func match(path: String) -> [String: String]? {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? path.dropLast() : path[...]
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 }
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
                parameters["fullName"] = PathSegment.decode(parts[index]) + "/" + PathSegment.decode(parts[index + 1])
                index += 2
            case let name?:
                if let rest = Self.restPlaceholder(name) {
                    let values = parts[index...].map(PathSegment.decode)
                    guard values.allSatisfy({ !$0.isEmpty }) else { return nil }
                    parameters[rest] = values.joined(separator: "/")
                    index = parts.count
                } else {
                    guard !parts[index].isEmpty else { return nil }
                    parameters[name] = PathSegment.decode(parts[index])
                    index += 1
                }
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
