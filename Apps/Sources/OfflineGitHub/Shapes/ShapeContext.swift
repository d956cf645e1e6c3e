import Foundation
import GitHubAPI

/// What the shape of an answer depends on besides its facts: the route it answers (GitHub sends
/// a full repository from `GET /repos/{owner}/{repo}`, a minimal one in a notification), the
/// server's own base URL (every `url` points back at it), and the media type asked for
/// (`text-match+json` adds `text_matches`, `star+json` wraps starred repositories with
/// `starred_at`). ``FixtureRoutes`` sets it around each handler as a task-local value.
package struct ShapeContext: Sendable {
    /// The route being answered.
    package var route: Route
    /// The API's base URL without a trailing `/`: what `url` and the other API links start with.
    package var api: String
    /// The request's `Accept` header, empty without one.
    package var accept: String
    /// The request's search query (`q`), empty without one: what `text_matches` mark.
    package var query: String = ""
    /// A fork's original, `nil` for a repository that is no fork.
    package var parent: @Sendable (Repository) -> Repository? = { _ in nil }
    /// The organization owning the repository named (its events carry it as `org`), else `nil`.
    package var organization: @Sendable (String) -> Organization? = { _ in nil }
    /// The repository the route names (`owner/name`), empty for a route naming none.
    package var fullName: String = ""
    /// The issue or pull request the route names, 0 for a route naming none.
    package var number: Int = 0
    /// The repository named `owner/name`, `nil` for an unknown one.
    package var repository: @Sendable (String) -> Repository? = { _ in nil }
    /// The files pull request `number` of a repository changes (its counts are theirs).
    package var pullRequestFiles: @Sendable (String, Int) -> [ChangedFile] = { _, _ in [] }
    /// The offline GitHub's data, for the objects an answer names by number (an event's issue).
    package var data: FixtureData?
    /// The data's newest moment: accounts' `created_at` counts back from it.
    package var base: Date

    /// The context of the handler running now; `nil` outside one (then values are encoded as they are).
    @TaskLocal package static var current: ShapeContext?

    /// Whether the answer carries `text_matches`: as on GitHub, only when the request asked for
    /// `application/vnd.github.text-match+json`.
    var wantsTextMatches: Bool { accept.lowercased().contains("text-match") }
    /// Whether the request asked for `application/vnd.github.star+json`.
    var wantsStarTimes: Bool { accept.lowercased().contains("star+json") }
}

/// A fixture value that answers in one of GitHub's shapes: the object GitHub's description
/// defines for the route being answered, built key by key from the value's facts (never by
/// encoding the client's model).
protocol GitHubShaped {
    /// The value as GitHub sends it in `context`.
    func shape(_ context: ShapeContext) -> JSONValue
}

/// A JSON object's members in the order GitHub's description lists them.
struct GitHubObject {
    private(set) var members: [(key: String, value: JSONValue)] = []

    init() {}

    mutating func add(_ key: String, _ value: JSONValue) { members.append((key, value)) }
    mutating func add(_ key: String, _ value: String?) { members.append((key, value.map(JSONValue.string) ?? .null)) }
    mutating func add(_ key: String, _ value: Int?) { members.append((key, value.map { .number("\($0)") } ?? .null)) }
    mutating func add(_ key: String, _ value: Bool) { members.append((key, .bool(value))) }
    mutating func add(_ key: String, date: Date?) {
        members.append((key, date.map { .string(GitHubObject.time($0)) } ?? .null))
    }
    /// The members of `other` after these.
    mutating func add(contentsOf other: GitHubObject) { members += other.members }

    var value: JSONValue { .object(members) }

    /// GitHub's time format, `2026-01-01T00:00:00Z`.
    static func time(_ date: Date) -> String { date.formatted(.iso8601) }

    /// A legacy global node ID as GitHub made them, base64 of `0N:TypeID` (`MDQ6VXNlcjE=` is
    /// user 1): unique per type and id.
    static func nodeID(_ type: String, _ id: Int) -> String {
        Data("0\(type.count):\(type)\(id)".utf8).base64EncodedString()
    }
}
