import Foundation
import Hummingbird
import HummingbirdCore
import HTTPTypes
import UnixSignals
import Logging
import NIOCore
import ServiceLifecycle
import InProcessServing
import HTTPServerSupport
import Synchronization
import GitHubAPI

/// A GitHub-shaped HTTP/1.1 server on loopback that serves ``FixtureData``: the endpoints
/// the client calls, with `page`, `per_page`, `q` and `sort`, and `Link` headers, plus faults
/// a test can inject. Tests and the app's offline mode start it in-process on a free port;
/// `swift run github-fixture-server --port N` runs it on its own.
///
/// It is built on Hummingbird 2: routing, the idle timeout (which also closes a connection
/// that never finishes its request, however slowly it sends it) and graceful shutdown come from
/// the library. There is no cap on connections beyond the process's open-file limit (raised to
/// its hard limit at start): an idle connection costs a descriptor and a little memory, never
/// a thread or a place in a queue, so thousands of idle or slow clients do not hold up others. Every request that reaches a handler gets an answer: bad numbers, huge pages
/// and odd paths are GitHub-shaped 4xx JSON (`{"message": …, "documentation_url": …}`).
package final class GitHubFixtureServer: Sendable {
    /// A fault to inject into the next matching responses.
    package enum Fault: Equatable, Sendable, CustomStringConvertible {
        /// Answer normally, after a pause.
        case delay(TimeInterval)
        /// Answer with this status and a GitHub error body.
        case status(Int)
        /// Answer 403 with the rate-limit headers, resetting at the given time.
        case rateLimit(resetAt: Date)
        /// Answer 429 (GitHub's secondary rate limit) with `Retry-After: seconds`.
        case tooManyRequests(retryAfter: Int)
        /// Answer 200 with a body that is not JSON.
        case malformedJSON
        /// Send the status line, the headers and part of the body, then close the connection.
        case dropConnection

        /// How `--fault` spells it: "delay:2", "status:500", "rate-limit", "too-many-requests:30",
        /// "malformed-json", "drop-connection".
        package var description: String {
            switch self {
            case .delay(let seconds): "delay:\(seconds)"
            case .status(let code): "status:\(code)"
            case .rateLimit: "rate-limit"
            case .tooManyRequests(let seconds): "too-many-requests:\(seconds)"
            case .malformedJSON: "malformed-json"
            case .dropConnection: "drop-connection"
            }
        }

        /// Reads `--fault`'s form, `PATH-PREFIX=KIND` ("/search=status:500"); the error says
        /// what is accepted. A rate limit resets an hour after `now`.
        package static func parse(_ text: String, now: Date = Date()) throws(FaultSyntaxError) -> (pathPrefix: String, fault: Fault) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0].hasPrefix("/") else { throw FaultSyntaxError(text: text) }
            let kind = parts[1].split(separator: ":", maxSplits: 1).map(String.init)
            let value = kind.count == 2 ? kind[1] : nil
            let fault: Fault
            switch (kind[0], value) {
            case ("delay", let seconds?): guard let seconds = TimeInterval(seconds), seconds >= 0, seconds <= 600 else { throw FaultSyntaxError(text: text) }; fault = .delay(seconds)
            case ("status", let code?): guard let code = Int(code), (400...599).contains(code) else { throw FaultSyntaxError(text: text) }; fault = .status(code)
            case ("rate-limit", nil): fault = .rateLimit(resetAt: now.addingTimeInterval(3_600))
            case ("too-many-requests", let seconds?): guard let seconds = Int(seconds), seconds >= 0 else { throw FaultSyntaxError(text: text) }; fault = .tooManyRequests(retryAfter: seconds)
            case ("malformed-json", nil): fault = .malformedJSON
            case ("drop-connection", nil): fault = .dropConnection
            default: throw FaultSyntaxError(text: text)
            }
            return (parts[0], fault)
        }
    }

    /// A `--fault` that is not in the accepted form.
    package struct FaultSyntaxError: Error, CustomStringConvertible, Equatable {
        /// What was given.
        package let text: String
        /// What is wrong and what is accepted.
        package var description: String {
            "--fault takes PATH-PREFIX=KIND, where KIND is delay:SECONDS (0-600), status:CODE (400-599), rate-limit, "
                + "too-many-requests:SECONDS, malformed-json or drop-connection (got \"\(text)\")."
        }
    }

    /// The data it answers from.
    package let data: FixtureData
    /// How long a connection may stay idle — including one that has not finished sending its
    /// request, however many bytes it trickles in — before the server closes it.
    package let readTimeout: TimeInterval
    /// How many recent requests ``requests`` keeps: the log is a ring, so a long run or an
    /// attack does not grow the server's memory.
    package static let requestLogCapacity = 1_000

    struct State {
        var faults: [(pathPrefix: String, fault: Fault, remaining: Int)] = []
        var log = RecentRequests(capacity: GitHubFixtureServer.requestLogCapacity)
        var port = 0
        /// Repositories starred while the server runs, by the login that starred them
        /// (lowercased full names).
        var starred: [String: Set<String>] = [:]
        /// Notification threads marked read while the server runs, by login (lowercased).
        var readNotifications: [String: Set<String>] = [:]
    }

    /// Shared with the request handlers, which must not keep the server itself alive: a
    /// server whose last reference goes away shuts down.
    final class SharedState: Sendable {
        let mutex = Mutex(State())

        var port: Int { mutex.withLock { $0.port } }

        func record(_ request: Request) -> Fault? {
            mutex.withLock { state in
                state.log.append("\(request.method) \(request.uri)")
                let path = request.uri.path
                guard let index = state.faults.firstIndex(where: { path.hasPrefix($0.pathPrefix) }) else { return nil }
                let fault = state.faults[index].fault
                state.faults[index].remaining -= 1
                if state.faults[index].remaining <= 0 { state.faults.remove(at: index) }
                return fault
            }
        }
    }

    private let shared = SharedState()
    private let logger: Logger
    /// Released with the server, which then shuts down.
    private let runner = InProcessServer()

    /// A server for `data`. `logger` receives Hummingbird's request log; by default nothing is
    /// logged, so an app drawing on the terminal is not written over.
    package init(data: FixtureData = .standard, readTimeout: TimeInterval = 10, logger: Logger? = nil) {
        self.data = data
        self.readTimeout = readTimeout
        self.logger = logger ?? Logger(label: "GitHubFixtureServer", factory: { _ in SwiftLogNoOpLogHandler() })
    }

    /// The port it listens on (0 before ``start(port:)``).
    package var port: UInt16 { UInt16(shared.mutex.withLock { $0.port }) }

    /// The base URL to give the client.
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The most recent requests (up to ``requestLogCapacity``), oldest first, as
    /// "GET /path?query".
    package var requests: [String] { shared.mutex.withLock { $0.log.elements } }

    /// Makes the next `count` requests whose path starts with `pathPrefix` fail with `fault`.
    package func inject(_ fault: Fault, pathPrefix: String = "/", count: Int = 1) {
        shared.mutex.withLock { $0.faults.append((pathPrefix, fault, count)) }
    }

    /// Starts listening on 127.0.0.1 (`port` 0 picks a free one) and returns the base URL once
    /// the server accepts connections. Throws when the port cannot be bound. A server that is
    /// never stopped shuts down when the last reference to it goes away.
    @discardableResult
    package func start(port requestedPort: UInt16 = 0) throws -> URL {
        try runner.start(logger: logger) { ready in
            makeApplication(port: requestedPort) { [shared] port in
                shared.mutex.withLock { $0.port = port }
                ready()
            }
        }
        return baseURL
    }

    /// Stops accepting connections, lets requests being answered finish (up to a few
    /// seconds), and returns when the server has shut down. Safe to call twice.
    package func stop() { runner.stop() }

    /// Runs until the process receives SIGINT or SIGTERM (for `github-fixture-server`).
    package func runUntilTerminated(port requestedPort: UInt16) async throws {
        let application = makeApplication(port: requestedPort) { [shared, logger] port in
            shared.mutex.withLock { $0.port = port }
            logger.notice("Serving the offline GitHub on http://127.0.0.1:\(port)")
        }
        try await application.runService(gracefulShutdownSignals: [.sigint, .sigterm])
    }

    /// The application on 127.0.0.1:`port`, calling `onRunning` with the bound port.
    private func makeApplication(port: UInt16, onRunning: @escaping @Sendable (Int) -> Void) -> some ApplicationProtocol {
        FileDescriptorLimit.raiseToMaximum()
        return Application(
            router: makeRouter(),
            server: .http1(configuration: .init(
                // A request that is not valid HTTP gets GitHub's error shape too (400, or 431 for
                // oversized headers), not an empty 400.
                additionalChannelHandlers: [MalformedRequestResponder(body: GitHubFixtureServer.errorBody)],
                idleTimeout: .nanoseconds(Int64(readTimeout * 1_000_000_000))
            )),
            configuration: .init(address: .hostname("127.0.0.1", port: Int(port)), serverName: nil),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    // MARK: routing

    /// GitHub's error body: `{"documentation_url": …, "message": …}`.
    @Sendable static func errorBody(_ status: HTTPResponse.Status, _ message: String) -> String {
        let body = ["message": message, "documentation_url": "https://docs.github.com/rest"]
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Every route it serves, as "GET /repos/:owner/:name/commits", in registration order —
    /// the list `github-fixture-server --help` prints, read from the router itself.
    package var routeDescriptions: [String] {
        var descriptions: [String] = []
        _ = makeRouter { descriptions = $0.allowed.routeDescriptions }
        return descriptions
    }

    private func makeRouter(inspect: (RecordingRouter<BasicRequestContext>) -> Void = { _ in }) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: GitHubErrorMiddleware())
        router.add(middleware: FaultMiddleware(shared: shared))
        // Routes are added through `routes`, which remembers each path's methods: a known path
        // asked for with another method is a 405 with Allow, not a 404.
        let routes = RecordingRouter(router, body: Self.errorBody)
        let api = FixtureAPI(data: data, shared: shared)
        routes.get("/user") { request, _ in try api.authenticatedUser(request) }
        routes.get("/users/:login") { request, context in try api.user(try context.parameters.require("login")) }
        routes.get("/users/:login/received_events") { request, context in
            try api.page(request, path: "received_events") { api.data.user(try context.parameters.require("login")).map { api.data.receivedEvents($0.login) } }
        }
        routes.get("/users/:login/events") { request, context in
            try api.page(request, path: "events") { api.data.user(try context.parameters.require("login")).map { api.data.performedEvents($0.login) } }
        }
        routes.get("/users/:login/repos") { request, context in
            try api.page(request, path: "repos") { api.data.user(try context.parameters.require("login")).map { api.data.repositories(of: $0.login) } }
        }
        routes.get("/users/:login/followers") { request, context in
            try api.page(request, path: "followers") { api.data.user(try context.parameters.require("login")).map { api.data.followers(of: $0.login) } }
        }
        routes.get("/users/:login/following") { request, context in
            try api.page(request, path: "following") { api.data.user(try context.parameters.require("login")).map { api.data.following(of: $0.login) } }
        }
        routes.get("/orgs/:login/events") { request, context in
            try api.page(request, path: "events") {
                api.data.user(try context.parameters.require("login")).flatMap { $0.isOrganization ? api.data.organizationEvents($0.login) : nil }
            }
        }
        routes.get("/user/starred/:owner/:name") { request, context in
            try api.starred(request, fullName: "\(try context.parameters.require("owner"))/\(try context.parameters.require("name"))")
        }
        routes.put("/user/starred/:owner/:name") { request, context in
            try api.setStarred(true, request, fullName: "\(try context.parameters.require("owner"))/\(try context.parameters.require("name"))")
        }
        routes.delete("/user/starred/:owner/:name") { request, context in
            try api.setStarred(false, request, fullName: "\(try context.parameters.require("owner"))/\(try context.parameters.require("name"))")
        }
        routes.get("/repos/:owner/:name") { _, context in
            try api.repository("\(try context.parameters.require("owner"))/\(try context.parameters.require("name"))")
        }
        routes.get("/repos/:owner/:name/events") { request, context in
            let fullName = "\(try context.parameters.require("owner"))/\(try context.parameters.require("name"))"
            return try api.page(request, path: "events") { api.data.repository(fullName).map { api.data.repositoryEvents($0.fullName) } }
        }
        @Sendable func fullName(_ context: BasicRequestContext) throws -> String {
            "\(try context.parameters.require("owner"))/\(try context.parameters.require("name"))"
        }
        @Sendable func number(_ context: BasicRequestContext) throws -> Int {
            guard let number = Int(try context.parameters.require("number")), number > 0 else {
                throw GitHubAPIError(status: .notFound, message: "Not Found")
            }
            return number
        }
        routes.get("/repos/:owner/:name/issues") { request, context in
            let state = try api.state(request)
            return try api.page(request, path: "issues") { api.data.issues(of: try fullName(context), state: state) }
        }
        routes.get("/repos/:owner/:name/issues/:number") { _, context in
            try api.item { api.data.issue(of: try fullName(context), number: try number(context)) }
        }
        routes.get("/repos/:owner/:name/issues/:number/comments") { request, context in
            try api.page(request, path: "comments") { api.data.comments(of: try fullName(context), number: try number(context)) }
        }
        routes.get("/repos/:owner/:name/pulls") { request, context in
            let state = try api.state(request)
            return try api.page(request, path: "pulls") { api.data.pullRequests(of: try fullName(context), state: state) }
        }
        routes.get("/repos/:owner/:name/pulls/:number") { _, context in
            try api.item { api.data.pullRequest(of: try fullName(context), number: try number(context)) }
        }
        routes.get("/repos/:owner/:name/commits") { request, context in
            try api.page(request, path: "commits") { api.data.commits(of: try fullName(context), from: request.uri.queryParameters["sha"].map(String.init)) }
        }
        routes.get("/repos/:owner/:name/branches") { request, context in try api.page(request, path: "branches") { api.data.branches(of: try fullName(context)) } }
        routes.get("/repos/:owner/:name/releases") { request, context in try api.page(request, path: "releases") { api.data.releases(of: try fullName(context)) } }
        routes.get("/repos/:owner/:name/contributors") { request, context in
            try api.page(request, path: "contributors") { api.data.contributors(of: try fullName(context)) }
        }
        routes.get("/repos/:owner/:name/stargazers") { request, context in
            try api.page(request, path: "stargazers") { try api.stargazers(try fullName(context)) }
        }
        routes.get("/repos/:owner/:name/forks") { request, context in try api.page(request, path: "forks") { api.data.forks(of: try fullName(context)) } }
        routes.get("/repos/:owner/:name/readme") { _, context in try api.item { api.data.readme(of: try fullName(context)) } }
        routes.get("/users/:login/starred") { request, context in
            try api.page(request, path: "starred") { try api.starredRepositories(try context.parameters.require("login")) }
        }
        routes.get("/users/:login/orgs") { request, context in
            try api.page(request, path: "orgs") { api.data.organizations(of: try context.parameters.require("login")) }
        }
        routes.get("/notifications") { request, _ in try api.notifications(request) }
        routes.patch("/notifications/threads/:id") { request, context in try api.markRead(request, id: try context.parameters.require("id")) }
        routes.get("/search/repositories") { request, _ in try api.searchRepositories(request) }
        routes.get("/search/users") { request, _ in try api.searchUsers(request) }
        inspect(routes)
        return router
    }
}

/// A GitHub-shaped error answer: `{"message": …, "documentation_url": …}`, and for a failed
/// validation (422) GitHub's `errors` list naming each field and what is wrong with it.
struct GitHubAPIError: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    var headers: HTTPFields = [:]
    var errors: [[String: String]] = []

    /// A 422 like GitHub's: "Validation Failed" and one entry per bad field.
    static func validationFailed(resource: String, _ problems: [(field: String, code: String, message: String)]) -> GitHubAPIError {
        GitHubAPIError(status: .unprocessableContent, message: "Validation Failed",
                       errors: problems.map { ["resource": resource, "field": $0.field, "code": $0.code, "message": $0.message] })
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var body: [String: Any] = ["message": message, "documentation_url": "https://docs.github.com/rest"]
        if !errors.isEmpty { body["errors"] = errors }
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// Turns every failure into GitHub's error shape, so a client always gets JSON it can read:
/// Hummingbird's own errors (no route, wrong method) included, and a request target that is
/// not a path is a 400 before any route sees it.
struct GitHubErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.path.hasPrefix("/"), !request.uri.description.hasPrefix("//") else {
            throw GitHubAPIError(status: .badRequest, message: "Bad Request: the request target must be a path starting with /")
        }
        do {
            return try await next(request, context)
        } catch let error as GitHubAPIError {
            throw error
        } catch let error as HTTPError {
            let message = error.status == .notFound ? "Not Found" : error.status.reasonPhrase
            throw GitHubAPIError(status: error.status, message: message)
        }
    }
}

/// Records each request and applies the next injected fault that matches its path.
struct FaultMiddleware<Context: RequestContext>: RouterMiddleware {
    let shared: GitHubFixtureServer.SharedState

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        switch shared.record(request) {
        case .delay(let seconds)?:
            try await Task.sleep(for: .milliseconds(Int(seconds * 1_000)))
            return try await next(request, context)
        case .status(let status)?:
            throw GitHubAPIError(status: .init(code: status), message: "Injected failure")
        case .rateLimit(let resetAt)?:
            throw GitHubAPIError(status: .forbidden, message: "API rate limit exceeded",
                                 headers: [HTTPField.Name("X-RateLimit-Remaining")!: "0",
                                           HTTPField.Name("X-RateLimit-Reset")!: "\(Int(resetAt.timeIntervalSince1970))"])
        case .tooManyRequests(let seconds)?:
            throw GitHubAPIError(status: .tooManyRequests, message: "You have exceeded a secondary rate limit",
                                 headers: [.retryAfter: "\(seconds)"])
        case .malformedJSON?:
            return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "{\"items\": [ {\"id\": 1,")))
        case .dropConnection?:
            // Promise a body, send a piece of it, then fail the writer: Hummingbird closes the
            // connection with the response half-sent.
            let body = ResponseBody(contentLength: 1_000) { writer in
                try await writer.write(ByteBuffer(string: "{\"login\": \"oct"))
                throw CancellationError()
            }
            return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
        case nil:
            return try await next(request, context)
        }
    }
}

/// The fixture's endpoints: JSON bodies, paging and `Link` headers like GitHub's.
struct FixtureAPI: Sendable {
    let data: FixtureData
    let shared: GitHubFixtureServer.SharedState

    private static let notFound = GitHubAPIError(status: .notFound, message: "Not Found")

    func json(_ value: some Encodable, link: String? = nil) throws -> Response {
        let body = try GitHubJSON.encoder().encode(value)
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let link { headers[HTTPField.Name("Link")!] = link }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The account a request's token signs in as: "fixture-LOGIN" is LOGIN; anything else is
    /// refused. The token comes as GitHub takes it, `Bearer TOKEN` or `token TOKEN` (either
    /// scheme in any case).
    func account(_ request: Request) throws -> User {
        let header = request.headers[.authorization] ?? ""
        let parts = header.split(separator: " ", maxSplits: 1)
        let token = parts.count == 2 && ["bearer", "token"].contains(parts[0].lowercased()) ? String(parts[1]) : header
        guard token.hasPrefix("fixture-"), let user = data.user(String(token.dropFirst("fixture-".count))) else {
            throw GitHubAPIError(status: .unauthorized, message: token.isEmpty ? "Requires authentication" : "Bad credentials")
        }
        return user
    }

    func authenticatedUser(_ request: Request) throws -> Response {
        try json(try account(request))
    }

    /// 204 when the signed-in account has starred `fullName`, 404 when not (GitHub's answer).
    func starred(_ request: Request, fullName: String) throws -> Response {
        let login = try account(request).login.lowercased()
        guard let repository = data.repository(fullName) else { throw Self.notFound }
        let isStarred = shared.mutex.withLock { $0.starred[login, default: []].contains(repository.fullName.lowercased()) }
        guard isStarred else { throw Self.notFound }
        return Response(status: .noContent)
    }

    /// PUT or DELETE: stars or unstars for the signed-in account; 204 either way, like GitHub.
    func setStarred(_ starred: Bool, _ request: Request, fullName: String) throws -> Response {
        let login = try account(request).login.lowercased()
        guard let repository = data.repository(fullName) else { throw Self.notFound }
        shared.mutex.withLock { state in
            if starred {
                state.starred[login, default: []].insert(repository.fullName.lowercased())
            } else {
                state.starred[login]?.remove(repository.fullName.lowercased())
            }
        }
        return Response(status: .noContent)
    }

    /// A single item, or GitHub's 404 when there is none.
    func item(_ value: () throws -> (some Encodable)?) throws -> Response {
        guard let value = try value() else { throw Self.notFound }
        return try json(value)
    }

    /// The `state` of an issue or pull-request list: `open` (the default) or `closed`; anything else is a 422.
    func state(_ request: Request) throws -> IssueState {
        guard let text = request.uri.queryParameters["state"] else { return .open }
        guard let state = IssueState(rawValue: String(text)) else {
            throw GitHubAPIError.validationFailed(resource: "Issue", [("state", "invalid", "state must be open or closed")])
        }
        return state
    }

    /// The bundled stargazers and everyone who starred the repository while the server runs.
    func stargazers(_ fullName: String) throws -> [User]? {
        guard let repository = data.repository(fullName), var users = data.stargazers(of: repository.fullName) else { return nil }
        let logins = shared.mutex.withLock { state in state.starred.filter { $0.value.contains(repository.fullName.lowercased()) }.map(\.key) }
        for login in logins.sorted() where !users.contains(where: { $0.login.lowercased() == login }) {
            if let user = data.user(login) { users.append(user) }
        }
        return users
    }

    /// Repositories starred while the server runs first, then the bundled ones.
    func starredRepositories(_ login: String) throws -> [Repository]? {
        guard let user = data.user(login), let bundled = data.starredRepositories(of: user.login) else { return nil }
        let added = shared.mutex.withLock { $0.starred[user.login.lowercased(), default: []] }
        let fresh = data.repositories.filter { added.contains($0.fullName.lowercased()) && !bundled.contains($0) }
        return fresh + bundled
    }

    /// The signed-in account's threads: unread ones by default, `all=true` read ones too,
    /// `participating=true` only threads it takes part in.
    func notifications(_ request: Request) throws -> Response {
        let login = try account(request).login.lowercased()
        let read = shared.mutex.withLock { $0.readNotifications[login, default: []] }
        let flag = { (name: String) in request.uri.queryParameters[name[...]].map { $0 == "true" } ?? false }
        let all = flag("all"), participating = flag("participating")
        return try page(request, path: "notifications") {
            data.notifications(of: login)
                .map { read.contains($0.id) ? $0.markedRead() : $0 }
                .filter { (all || $0.unread) && (!participating || $0.isParticipating) }
        }
    }

    /// PATCH: marks a thread read for the signed-in account; 205 like GitHub, 404 for a thread
    /// that is not the account's.
    func markRead(_ request: Request, id: String) throws -> Response {
        let login = try account(request).login.lowercased()
        guard data.notifications(of: login).contains(where: { $0.id == id }) else { throw Self.notFound }
        shared.mutex.withLock { _ = $0.readNotifications[login, default: []].insert(id) }
        return Response(status: .resetContent)
    }

    func user(_ login: String) throws -> Response {
        guard let user = data.user(login) else { throw Self.notFound }
        return try json(user)
    }

    /// The repository, its star count including the stars given while the server runs.
    func repository(_ fullName: String) throws -> Response {
        guard let repository = data.repository(fullName) else { throw Self.notFound }
        let stars = shared.mutex.withLock { state in state.starred.values.filter { $0.contains(repository.fullName.lowercased()) }.count }
        return try json(repository.with(stargazersCount: repository.stargazersCount + stars))
    }

    /// `page` and `per_page`, validated before any arithmetic: a page past the last is an
    /// empty page, but a number that is not a positive integer of sane size is a 422.
    func paging(_ request: Request) throws -> (page: Int, perPage: Int) {
        var problems: [(field: String, code: String, message: String)] = []
        func number(_ name: String, default fallback: Int, range: ClosedRange<Int>) -> Int {
            guard let text = request.uri.queryParameters[name[...]] else { return fallback }
            guard let number = Int(text), range.contains(number) else {
                problems.append((name, "invalid", "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)"))
                return fallback
            }
            return number
        }
        let page = number("page", default: 1, range: 1...100_000)
        let perPage = number("per_page", default: 30, range: 1...100)
        guard problems.isEmpty else { throw GitHubAPIError.validationFailed(resource: "Paging", problems) }
        return (page, perPage)
    }

    /// One page of `items()` (nil: the owner does not exist, a 404) with its `Link` header.
    func page<Item: Encodable>(_ request: Request, path: String, _ items: () throws -> [Item]?) throws -> Response {
        let (page, perPage) = try paging(request)
        guard let all = try items() else { throw Self.notFound }
        let slice = Array(all.dropFirst((page - 1) * perPage).prefix(perPage))
        return try json(slice, link: link(request, total: all.count, page: page, perPage: perPage))
    }

    func searchRepositories(_ request: Request) throws -> Response {
        let (page, perPage) = try paging(request)
        guard let query = request.uri.queryParameters["q"].map(String.init), !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw GitHubAPIError.validationFailed(resource: "Search", [("q", "missing", "q must not be empty")])
        }
        let all = data.search(query, sort: request.uri.queryParameters["sort"].map(String.init))
        let result = SearchRepositoriesResult(totalCount: all.count, incompleteResults: false,
                                              items: Array(all.dropFirst((page - 1) * perPage).prefix(perPage)))
        return try json(result, link: link(request, total: all.count, page: page, perPage: perPage))
    }

    func searchUsers(_ request: Request) throws -> Response {
        let (page, perPage) = try paging(request)
        guard let query = request.uri.queryParameters["q"].map(String.init), !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw GitHubAPIError.validationFailed(resource: "Search", [("q", "missing", "q must not be empty")])
        }
        let all = data.searchUsers(query)
        let result = SearchUsersResult(totalCount: all.count, incompleteResults: false, items: Array(all.dropFirst((page - 1) * perPage).prefix(perPage)))
        return try json(result, link: link(request, total: all.count, page: page, perPage: perPage))
    }

    /// `<…page=N+1>; rel="next", <…page=LAST>; rel="last"`, keeping the request's other parameters.
    func link(_ request: Request, total: Int, page: Int, perPage: Int) -> String {
        let last = max(1, (total + perPage - 1) / perPage)
        let others = (URLComponents(string: request.uri.description)?.queryItems ?? []).filter { $0.name != "page" }
        func url(page: Int) -> String? {
            var components = URLComponents()
            components.scheme = "http"
            components.host = "127.0.0.1"
            components.port = shared.port
            components.path = request.uri.path
            components.queryItems = others + [URLQueryItem(name: "page", value: "\(page)")]
            return components.url?.absoluteString
        }
        var links: [String] = []
        if page < last, let next = url(page: page + 1) { links.append("<\(next)>; rel=\"next\"") }
        if let lastURL = url(page: last) { links.append("<\(lastURL)>; rel=\"last\"") }
        return links.joined(separator: ", ")
    }
}
