import Foundation
import GitHubAPI
import HTTPServerSupport
import HTTPTypes
import Hummingbird
import HummingbirdCore
import InProcessServing
import Logging
import NIOCore
import OfflineGitHub
import ServiceLifecycle
import Synchronization
import UnixSignals

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
        package static func parse(_ text: String, now: Date = Date()) throws(FaultSyntaxError) -> (
            pathPrefix: String, fault: Fault
        ) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0].hasPrefix("/") else { throw FaultSyntaxError(text: text) }
            let kind = parts[1].split(separator: ":", maxSplits: 1).map(String.init)
            let value = kind.count == 2 ? kind[1] : nil
            let fault: Fault
            switch (kind[0], value) {
            case ("delay", let seconds?):
                guard let seconds = TimeInterval(seconds), seconds >= 0, seconds <= 600 else {
                    throw FaultSyntaxError(text: text)
                }
                fault = .delay(seconds)
            case ("status", let code?):
                guard let code = Int(code), (400...599).contains(code) else { throw FaultSyntaxError(text: text) }
                fault = .status(code)
            case ("rate-limit", nil): fault = .rateLimit(resetAt: now.addingTimeInterval(3_600))
            case ("too-many-requests", let seconds?):
                guard let seconds = Int(seconds), seconds >= 0 else { throw FaultSyntaxError(text: text) }
                fault = .tooManyRequests(retryAfter: seconds)
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
    /// When set, every answer is rewritten as a hostile server would send it (see ``HostileMode``).
    package let hostile: HostileMode?
    /// How many recent requests ``requests`` keeps: the log is a ring, so a long run or an
    /// attack does not grow the server's memory.
    package static let requestLogCapacity = 1_000
    /// The largest request body read (a new issue, a comment); a larger one is a 413.
    package static let maxRequestBodyBytes = 256 * 1_024

    /// What only the server keeps: injected faults, the request log, the bound port. What its
    /// clients change (stars, issues, device codes) is the offline GitHub's ``SharedFixtureState``.
    struct State {
        var faults: [(pathPrefix: String, fault: Fault, remaining: Int)] = []
        var log = RecentRequests(capacity: GitHubFixtureServer.requestLogCapacity)
        var port = 0
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
    /// What clients change while it runs, kept by the offline GitHub's routes.
    private let world: SharedFixtureState
    private let logger: Logger
    /// Released with the server, which then shuts down.
    private let runner = InProcessServer()

    /// A server for `data`. `logger` receives Hummingbird's request log; by default nothing is
    /// logged, so an app drawing on the terminal is not written over.
    /// `deviceApproval` says how device-flow codes get approved (by default only by a test).
    /// `hostile`, when given, rewrites every answer (see ``HostileMode``); `storageBounds`
    /// limits what posted issues and comments it keeps.
    package init(
        data: FixtureData = .standard, readTimeout: TimeInterval = 10, deviceApproval: DeviceApproval? = nil,
        hostile: HostileMode? = nil, storageBounds: FixtureStorageBounds = .standard, logger: Logger? = nil
    ) {
        self.data = data
        self.readTimeout = readTimeout
        self.hostile = hostile
        world = SharedFixtureState(
            deviceApproval: deviceApproval, enforcesPollInterval: true, storageBounds: storageBounds)
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
    private func makeApplication(port: UInt16, onRunning: @escaping @Sendable (Int) -> Void) -> some ApplicationProtocol
    {
        FileDescriptorLimit.raiseToMaximum()
        return Application(
            router: makeRouter(),
            server: .http1(
                configuration: .init(
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
        let body = [
            "message": message, "documentation_url": "https://docs.github.com/rest", "status": "\(status.code)",
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Every route it serves, as "GET /repos/:owner/:name/commits", in registration order —
    /// the list `github-fixture-server --help` prints, read from the router itself.
    package var routeDescriptions: [String] {
        var descriptions: [String] = []
        _ = makeRouter { descriptions = $0.allowed.routeDescriptions }
        return descriptions
    }

    /// The query's items of a request target, `+` read as a space as GitHub reads it (a
    /// form-encoded query: PyGithub sends `q=repo:o/n+is:open`).
    static func queryItems(_ target: String) -> [URLQueryItem] {
        guard var components = URLComponents(string: target) else { return [] }
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%20")
        return components.queryItems ?? []
    }

    private func makeRouter(inspect: (RecordingRouter<BasicRequestContext>) -> Void = { _ in }) -> Router<
        BasicRequestContext
    > {
        let router = Router()
        router.add(middleware: GitHubErrorMiddleware())
        router.add(middleware: FaultMiddleware(shared: shared))
        // Routes are added through `routes`, which remembers each path's methods: a known path
        // asked for with another method is a 405 with Allow, not a 404.
        let routes = RecordingRouter(router, body: Self.errorBody)
        let shared = self.shared
        let hostile = self.hostile
        for (route, handler) in FixtureRoutes(data: data, state: world).table {
            routes.on(route.colonTemplate, method: HTTPRequest.Method(route.method.rawValue)!) { request, _ in
                let baseURL = URL(string: "http://127.0.0.1:\(shared.port)")!
                let body: ByteBuffer
                do {
                    body = try await request.body.collect(upTo: Self.maxRequestBodyBytes)
                } catch {
                    throw GitHubAPIError(
                        statusCode: 413,
                        message: "The request body is larger than \(Self.maxRequestBodyBytes / 1_024) KiB.")
                }
                var github = GitHubRequest(
                    method: route.method, path: request.uri.path,
                    query: Self.queryItems(request.uri.description),
                    headers: Dictionary(
                        request.headers.map { ($0.name.canonicalName, $0.value) },
                        uniquingKeysWith: { first, _ in first }),
                    body: body.readableBytes == 0 ? nil : Data(body.readableBytesView)
                )
                var parameters = route.match(path: request.uri.path) ?? [:]
                if let hostile {
                    parameters = hostile.undecorate(parameters: parameters)
                    github = hostile.undecorate(request: github)
                }
                var answer = try handler(FixtureRequest(request: github, parameters: parameters, baseURL: baseURL))
                if let hostile { answer = hostile.mutate(answer, route: route) }
                answer = EntityTags.apply(to: answer, for: github)
                var fields = HTTPFields()
                for (name, value) in answer.headers {
                    if let field = HTTPField.Name(name) { fields[field] = value }
                }
                return Response(
                    status: HTTPResponse.Status(code: answer.status), headers: fields,
                    body: .init(byteBuffer: ByteBuffer(bytes: answer.body)))
            }
        }
        inspect(routes)
        return router
    }
}
