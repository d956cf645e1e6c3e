import HTTPTypes
import Hummingbird
import Synchronization

/// The routes a server registered, by path pattern, so that a request for a known path with a
/// method it does not take gets 405 Method Not Allowed with an `Allow` header, rather than the
/// router's 404 ("there is nothing here") — as HTTP asks.
///
/// Patterns are written as for Hummingbird: `/users/:login/repos`, where a `:name` segment
/// matches any one segment, `*` any one segment too, and a last `**` one or more.
package struct AllowedMethods: Sendable {
    private var routes: [(segments: [Substring], method: HTTPRequest.Method)] = []

    /// No routes yet.
    package init() {}

    /// Records that `method` is served at `path`.
    package mutating func add(_ method: HTTPRequest.Method, _ path: String) {
        routes.append((Self.segments(of: path), method))
    }

    /// Every route added, as "GET /users/:login", in the order added.
    package var routeDescriptions: [String] {
        routes.map { "\($0.method.rawValue) /\($0.segments.joined(separator: "/"))" }
    }

    /// The methods served at `path`, in the order they were added, without repeats; empty when
    /// no route has that path. `HEAD` is listed wherever `GET` is.
    package func methods(forPath path: String) -> [HTTPRequest.Method] {
        let requested = Self.segments(of: path)
        var methods: [HTTPRequest.Method] = []
        for route in routes where Self.matches(route.segments, requested) && !methods.contains(route.method) {
            methods.append(route.method)
            if route.method == .get && !methods.contains(.head) { methods.append(.head) }
        }
        return methods
    }

    private static func segments(of path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    private static func matches(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        if pattern.last == "**" {
            guard path.count >= pattern.count else { return false }
            return matches(Array(pattern.dropLast()), Array(path.prefix(pattern.count - 1)))
        }
        guard pattern.count == path.count else { return false }
        return zip(pattern, path).allSatisfy { pattern, segment in
            pattern.hasPrefix(":") || pattern == "*" || (pattern.hasPrefix("{") && pattern.hasSuffix("}"))
                || pattern == segment
        }
    }
}

/// A router that remembers which methods each path takes as routes are added, for
/// ``MethodNotAllowedMiddleware``. Register routes through it as through Hummingbird's router
/// (`routes.get("/users/:login") { request, context in … }`).
package final class RecordingRouter<Context: RequestContext> {
    /// The router routes are added to.
    package let router: Router<Context>
    /// The routes added so far, shared with the middleware.
    package let allowed = AllowedMethodsBox()

    /// Records routes added to `router`, and adds to it the middleware that answers 405 for
    /// them (bodies made by `body`); add other middleware to `router` first.
    package init(_ router: Router<Context>, body: @escaping MalformedRequestResponder.BodyMaker) {
        self.router = router
        router.add(middleware: MethodNotAllowedMiddleware<Context>(allowed: allowed, body: body))
    }

    /// Adds a route for `method` at `path`.
    @discardableResult
    package func on<Output: ResponseGenerator>(
        _ path: String, method: HTTPRequest.Method,
        use handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self {
        allowed.add(method, path)
        router.on(RouterPath(path), method: method, use: handler)
        return self
    }

    /// Adds a GET route.
    @discardableResult
    package func get<Output: ResponseGenerator>(
        _ path: String, use handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self {
        on(path, method: .get, use: handler)
    }

    /// Adds a POST route.
    @discardableResult
    package func post<Output: ResponseGenerator>(
        _ path: String, use handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self {
        on(path, method: .post, use: handler)
    }

    /// Adds a PUT route.
    @discardableResult
    package func put<Output: ResponseGenerator>(
        _ path: String, use handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self {
        on(path, method: .put, use: handler)
    }

    /// Adds a PATCH route.
    @discardableResult
    package func patch<Output: ResponseGenerator>(
        _ path: String, use handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self {
        on(path, method: .patch, use: handler)
    }

    /// Adds a DELETE route.
    @discardableResult
    package func delete<Output: ResponseGenerator>(
        _ path: String, use handler: @escaping @Sendable (Request, Context) async throws -> Output
    ) -> Self {
        on(path, method: .delete, use: handler)
    }
}

/// ``AllowedMethods`` shared between the router that fills it and the middleware that reads it.
package final class AllowedMethodsBox: Sendable {
    private let routes = Mutex(AllowedMethods())

    /// An empty set of routes.
    package init() {}

    /// Records that `method` is served at `path`.
    package func add(_ method: HTTPRequest.Method, _ path: String) { routes.withLock { $0.add(method, path) } }

    /// The methods served at `path` (see ``AllowedMethods/methods(forPath:)``).
    package func methods(forPath path: String) -> [HTTPRequest.Method] { routes.withLock { $0.methods(forPath: path) } }
    /// Every route added, as "GET /users/:login".
    package var routeDescriptions: [String] { routes.withLock { $0.routeDescriptions } }
}

/// Turns the router's 404 for a path that exists under other methods into 405 with `Allow`,
/// in the server's error shape (`body`).
package struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowed: AllowedMethodsBox
    let body: MalformedRequestResponder.BodyMaker

    /// A middleware answering from `allowed`, with bodies made by `body`.
    package init(allowed: AllowedMethodsBox, body: @escaping MalformedRequestResponder.BodyMaker) {
        self.allowed = allowed
        self.body = body
    }

    /// Passes the request on; when the router answers 404 for a path that other methods are
    /// served at, answers 405 with `Allow` listing them instead.
    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let methods = allowed.methods(forPath: request.uri.path)
            guard !methods.isEmpty, !methods.contains(request.method) else { throw error }
            let allow = methods.map(\.rawValue).joined(separator: ", ")
            return Response(
                status: .methodNotAllowed,
                headers: [.allow: allow, .contentType: "application/json; charset=utf-8"],
                body: .init(
                    byteBuffer: ByteBuffer(
                        string: body(.methodNotAllowed, "\(request.method) is not allowed here; use \(allow).")))
            )
        }
    }
}
