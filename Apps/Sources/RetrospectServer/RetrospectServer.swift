import Foundation
import HTTPServerSupport
import HTTPTypes
import Hummingbird
import HummingbirdCore
import InProcessServing
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// The goal-retrospective API on Hummingbird 2 over a ``RetrospectDatabase``:
///
/// | request | answer |
/// |---|---|
/// | `POST /goals` `{"title", "reward", "startDate", "endDate"}` | 201, the goal |
/// | `POST /goals/{id}/complete` | 200, the goal |
/// | `GET /goals?status=complete&lastGoalId=-1` | `{"contents": [goal…], "next": Bool}` (20 a page) |
/// | `GET /goals/{id}` | the goal |
/// | `GET /retrospects/count` | `{"count": N}`: completed goals without a retrospective |
/// | `GET /goals/{id}/retrospect` | the retrospective, 404 when there is none |
/// | `POST /goals/{id}/retrospect` `{"text"}` | 201, the retrospective; 409 for a second one |
///
/// Every failure a route sees is a 4xx with `{"error": "…"}`: unknown ids (404), malformed
/// JSON, missing or oversized fields, control characters in a title, days that are not real
/// calendar days, bad numbers (400), a second retrospective or one for an active goal (409), a
/// body over 64 KiB (413).
package final class RetrospectServer: Sendable {
    /// The database the routes read and write.
    package let database: RetrospectDatabase
    private let logger: Logger
    /// The bound port, shared with the application's callback, which must not keep the server alive.
    private let boundPort = PortBox()
    /// Released with the server, which then shuts down.
    private let runner = InProcessServer()

    private final class PortBox: Sendable {
        let value = Mutex(0)
    }

    /// How long a connection may stay idle — including one still sending its request, however
    /// slowly — before the server closes it.
    package let idleTimeout: TimeInterval

    /// A server over `database`, logging through `logger` (nothing when `nil`); it listens once
    /// started. There is no cap on connections beyond the process's open-file limit (raised to
    /// its hard limit at start): idle and slow clients cost a descriptor each, never a place in a
    /// queue that others wait in.
    package init(database: RetrospectDatabase, idleTimeout: TimeInterval = 30, logger: Logger? = nil) {
        self.database = database
        self.idleTimeout = idleTimeout
        self.logger = logger ?? Logger(label: "RetrospectServer", factory: { _ in SwiftLogNoOpLogHandler() })
    }

    /// The error body every failure has: `{"error": "…"}`.
    @Sendable static func errorBody(_ status: HTTPResponse.Status, _ message: String) -> String {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: ["error": message], options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The port it listens on, once started (0 before).
    package var port: Int { boundPort.value.withLock { $0 } }
    /// `http://127.0.0.1:<port>`: loopback only.
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private func makeApplication(port: Int, onRunning: @escaping @Sendable (Int) -> Void) -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: RetrospectErrorMiddleware())
        // A known path asked for with another method is a 405 with Allow, not a 404.
        let routes = RecordingRouter(router, body: Self.errorBody)
        let database = self.database
        routes.post("/goals") { request, context -> Response in
            let body = try await RetrospectRoutes.decode(NewGoal.self, from: request, context: context)
            let goal = try await database.createGoal(
                title: body.title, reward: body.reward ?? "", startDate: body.startDate, endDate: body.endDate)
            return try RetrospectRoutes.json(goal, status: .created)
        }
        routes.post("/goals/:id/complete") { _, context -> Response in
            try RetrospectRoutes.json(
                try await database.completeGoal(id: try RetrospectRoutes.id(context), on: RetrospectRoutes.today()))
        }
        routes.get("/goals") { request, _ -> Response in
            let status = request.uri.queryParameters["status"].map(String.init) ?? "complete"
            let lastText = request.uri.queryParameters["lastGoalId"].map(String.init) ?? "-1"
            guard let last = Int(lastText), last >= -1 else {
                throw RetrospectFailure.invalid("lastGoalId is a goal id, or -1 for the first page.")
            }
            let page = try await database.goals(status: status, after: last)
            return try RetrospectRoutes.json(GoalPage(contents: page.contents, next: page.next))
        }
        routes.get("/goals/:id") { _, context -> Response in
            let id = try RetrospectRoutes.id(context)
            let page = try await database.goals(status: "complete", after: id - 1)
            if let goal = page.contents.first, goal.id == id { return try RetrospectRoutes.json(goal) }
            let active = try await database.goals(status: "active", after: id - 1)
            guard let goal = active.contents.first, goal.id == id else {
                throw RetrospectFailure.notFound("There is no goal \(id).")
            }
            return try RetrospectRoutes.json(goal)
        }
        routes.get("/retrospects/count") { _, _ -> Response in
            try RetrospectRoutes.json(["count": try await database.writableRetrospectCount()])
        }
        routes.get("/goals/:id/retrospect") { _, context -> Response in
            try RetrospectRoutes.json(try await database.retrospect(goalId: try RetrospectRoutes.id(context)))
        }
        routes.post("/goals/:id/retrospect") { request, context -> Response in
            let id = try RetrospectRoutes.id(context)
            let body = try await RetrospectRoutes.decode(NewRetrospect.self, from: request, context: context)
            let written = try await database.writeRetrospect(goalId: id, text: body.text, at: RetrospectRoutes.now())
            return try RetrospectRoutes.json(written, status: .created)
        }
        FileDescriptorLimit.raiseToMaximum()
        return Application(
            router: router,
            server: .http1(
                configuration: .init(
                    // A request that is not valid HTTP gets `{"error": …}` too (400, or 431 for
                    // oversized headers), not an empty 400.
                    additionalChannelHandlers: [MalformedRequestResponder(body: RetrospectServer.errorBody)],
                    idleTimeout: .nanoseconds(Int64(idleTimeout * 1_000_000_000))
                )),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    /// Starts listening on 127.0.0.1 (`port` 0 picks a free one); returns the base URL once it
    /// accepts connections. A server that is never stopped shuts down when released.
    @discardableResult
    package func start(port: Int = 0) throws -> URL {
        try runner.start(logger: logger) { ready in
            makeApplication(port: port) { [boundPort] port in
                boundPort.value.withLock { $0 = port }
                ready()
            }
        }
        return baseURL
    }

    /// Stops accepting connections, lets requests being answered finish, and returns when the
    /// server has shut down.
    package func stop() { runner.stop() }

    /// Runs until SIGINT or SIGTERM (for `retrospect-server`), then shuts down gracefully.
    package func runUntilTerminated(port: Int) async throws {
        let logger = self.logger
        let application = makeApplication(port: port) { [boundPort] port in
            boundPort.value.withLock { $0 = port }
            logger.notice("Serving goals and retrospectives on http://127.0.0.1:\(port)")
        }
        try await application.runService(gracefulShutdownSignals: [.sigint, .sigterm])
    }
}
