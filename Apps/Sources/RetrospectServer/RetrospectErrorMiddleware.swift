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

/// Turns every failure into `{"error": "…"}` with its status, so a client always gets JSON.
struct RetrospectErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch let failure as RetrospectFailure {
            switch failure {
            case .notFound(let message): return try Self.error(.notFound, message)
            case .invalid(let message): return try Self.error(.badRequest, message)
            case .conflict(let message): return try Self.error(.conflict, message)
            }
        } catch let error as HTTPError {
            return try Self.error(
                error.status,
                error.body ?? (error.status == .notFound ? "No such endpoint." : error.status.reasonPhrase))
        }
    }

    static func error(_ status: HTTPResponse.Status, _ message: String) throws -> Response {
        try RetrospectRoutes.json(["error": message], status: status)
    }
}
