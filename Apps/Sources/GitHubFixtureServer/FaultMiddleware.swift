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

/// Records each request and applies the next injected fault that matches its path.
struct FaultMiddleware<Context: RequestContext>: RouterMiddleware {
    let shared: GitHubFixtureServer.SharedState

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        switch shared.record(request) {
        case .delay(let seconds)?:
            try await Task.sleep(for: .milliseconds(Int(seconds * 1_000)))
            return try await next(request, context)
        case .status(let status)?:
            throw GitHubAPIError(statusCode: status, message: "Injected failure")
        case .rateLimit(let resetAt)?:
            throw GitHubAPIError(
                statusCode: 403, message: "API rate limit exceeded",
                headers: [
                    ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "\(Int(resetAt.timeIntervalSince1970))"),
                ])
        case .tooManyRequests(let seconds)?:
            throw GitHubAPIError(
                statusCode: 429, message: "You have exceeded a secondary rate limit",
                headers: [("Retry-After", "\(seconds)")])
        case .malformedJSON?:
            return Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
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
