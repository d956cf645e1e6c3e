import Foundation
import GitHubHTTPTransport
import GitHubSession

/// The app's GitHub client as SwiftHub builds it: a session over the HTTP transport.
package typealias GitHubClient = GitHubSession

extension GitHubSession {
    /// A session over HTTP to `baseURL`, sending `token` when given.
    package convenience init(
        baseURL: URL, token: String? = nil, timeout: TimeInterval = 15, maxResponseBytes: Int = 8 << 20,
        maxRetryAfter: TimeInterval = 5
    ) {
        self.init(
            transport: HTTPTransport(baseURL: baseURL, timeout: timeout, maxResponseBytes: maxResponseBytes),
            token: token, maxRetryAfter: maxRetryAfter)
    }
}
