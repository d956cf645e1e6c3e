import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import InProcessServing
import Logging
import NIOCore
import Synchronization
import WebUI

/// Serves pages of WebUI views over HTTP and one WebSocket per tab: the first page shell and
/// the client's two files over HTTP, then each tab's page, its patches and its events over its
/// socket. Listens on 127.0.0.1 by default; the shell and the socket need the per-launch key
/// (``address``), and the socket refuses any `Origin` but the page's own.
package final class WebAppServer: Sendable {
    /// The pages this server holds, one per tab (main actor).
    package let sessions: WebSessions
    /// The key in the printed address.
    package let access: WebAccess
    /// The title of the shell page, before the first screen's title arrives.
    package let title: String
    /// The page's language (`<html lang>`, "en", "ko"): screen readers pronounce by it.
    package let language: String
    /// The page's theme (`data-theme`: "dark", "light", "high-contrast"), or `nil` for the
    /// browser's own light or dark preference.
    package let theme: String?
    private let runner = InProcessServer()
    private let boundPort = BoundPort()
    private let logger: Logger

    /// A server of the pages `sessions` builds, guarded by `access`, in `language` and `theme`.
    package init(
        sessions: WebSessions, access: WebAccess = WebAccess(), title: String, language: String = "en",
        theme: String? = nil
    ) {
        self.sessions = sessions
        self.access = access
        self.title = title
        self.language = language
        self.theme = theme
        // Hummingbird's warnings can quote a request: they leave through the terminal gate.
        self.logger = Logger.gated(label: "web", level: .warning)
    }

    /// The port it listens on (0 before it starts).
    package var port: Int { boundPort.value }

    /// The address to open: the shell page with the key.
    package var address: String { "http://127.0.0.1:\(port)/?key=\(access.key)" }

    /// Starts listening on `host`:`port` (0 picks a free port) and returns once it accepts connections.
    package func start(host: String = "127.0.0.1", port requestedPort: Int = 0) throws {
        try runner.start(logger: logger) { ready in
            makeApplication(host: host, port: requestedPort) { [boundPort] port in
                boundPort.value = port
                ready()
            }
        }
    }

    /// Stops the server; the pages it held are closed on the main actor.
    package func stop() {
        runner.stop()
        let sessions = self.sessions
        Task { @MainActor in sessions.closeAll() }
    }

    private func makeApplication(host: String, port: Int, onRunning: @escaping @Sendable (Int) -> Void)
        -> some ApplicationProtocol
    {
        let router = Router()
        router.add(middleware: SecurityHeadersMiddleware())
        let access = self.access
        let (title, language, theme) = (self.title, self.language, self.theme)
        router.get("/") { request, _ -> Response in
            guard access.accepts(key: request.uri.queryParameters["key"].map(String.init)) else {
                return Self.text(.forbidden, "This page needs the address the app printed, with its key.\n")
            }
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: .init(
                    byteBuffer: ByteBuffer(string: ShellPage.html(title: title, language: language, theme: theme))))
        }
        router.get("/client.js") { _, _ in
            Self.file(ClientFiles.script, type: "text/javascript; charset=utf-8")
        }
        router.get("/app.css") { _, _ in
            Self.file(ClientFiles.styleSheet, type: "text/css; charset=utf-8")
        }
        // A socket request the WebSocket router refused (another origin, no key) comes here.
        router.get("/socket") { _, _ in
            Self.text(.forbidden, "This socket is only for the app's own page, with its key.\n")
        }
        let sessions = self.sessions
        let boundPort = self.boundPort
        let socketRouter = Router(context: BasicWebSocketRequestContext.self)
        socketRouter.ws("/socket") { request, _ in
            let port = boundPort.value
            guard WebAccess.isOwnOrigin(request.headers[.origin], port: port),
                access.accepts(key: request.uri.queryParameters["key"].map(String.init))
            else { throw HTTPError(.forbidden) }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let resuming = context.request.uri.queryParameters["session"].map(String.init)
            let (stream, continuation) = AsyncStream<String>.makeStream()
            let connection = await MainActor.run {
                sessions.connect(resuming: resuming, send: { continuation.yield($0) })
            }
            await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in stream { try await outbound.write(.text(text)) }
                }
                group.addTask {
                    defer { continuation.finish() }
                    for try await message in inbound.messages(maxSize: WebEvent.maximumMessageBytes) {
                        guard case .text(let text) = message else { continue }
                        await MainActor.run { _ = sessions.receive(text, on: connection) }
                    }
                }
                do {
                    try await group.waitForAll()
                } catch {
                    continuation.finish()
                }
            }
            await MainActor.run { sessions.disconnect(connection) }
        }
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: socketRouter,
                configuration: .init(ws: .init(maxFrameSize: WebEvent.maximumMessageBytes))),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private static func file(_ contents: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: contents)))
    }
}

/// The port the server bound, known once it runs (it may have asked for any free port).
final class BoundPort: Sendable {
    private let port = Mutex(0)

    var value: Int {
        get { port.withLock { $0 } }
        set { port.withLock { $0 = newValue } }
    }
}

/// Adds ``WebAccess/securityHeaders`` to every answer.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError {
            response = Response(
                status: error.status, body: .init(byteBuffer: ByteBuffer(string: "\(error.status.code)\n")))
        }
        for field in WebAccess.securityHeaders { response.headers[field.name] = field.value }
        return response
    }
}
