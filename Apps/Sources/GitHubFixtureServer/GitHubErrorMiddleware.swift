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

/// Turns every failure into GitHub's error shape, so a client always gets JSON it can read:
/// Hummingbird's own errors (no route, wrong method) included, and a request target that is
/// not a path is a 400 before any route sees it.
struct GitHubErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard request.uri.path.hasPrefix("/"), !request.uri.description.hasPrefix("//") else {
            throw GitHubAPIError(
                statusCode: 400, message: "Bad Request: the request target must be a path starting with /")
        }
        do {
            return try await next(request, context)
        } catch let error as GitHubAPIError {
            throw error
        } catch let error as HTTPError {
            let message = error.status == .notFound ? "Not Found" : error.status.reasonPhrase
            throw GitHubAPIError(statusCode: error.status.code, message: message)
        }
    }
}
