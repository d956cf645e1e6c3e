import GitHubAPI
import RxCore

/// Sends one request and brings back its response, whatever its status: HTTP in the app
/// (`HTTPTransport`), the fixture data in memory in tests. Failing to get any answer at all is
/// a `GitHubError` (`.unreachable`, `.timeout`, `.responseTooLarge`).
package protocol GitHubTransport: Sendable {
    /// The response to `request`, sent when the `Single` is subscribed to; disposing it
    /// cancels the request.
    func send(_ request: GitHubRequest) -> Single<GitHubResponse>
}
