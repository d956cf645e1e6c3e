import AsyncHTTPClient
import Foundation
import GitHubAPI
import GitHubSession
import NIOCore
import NIOHTTP1
import RxCore

/// ``GitHubTransport`` over AsyncHTTPClient: each request is a `Single` that starts on
/// subscription; disposing it cancels the request. Transport failures are ``GitHubError``s
/// (`.timeout`, `.unreachable`, `.responseTooLarge`); any status comes back as a response.
///
/// Requests run on one process-wide AsyncHTTPClient, whose event loop waits in `epoll`: a
/// pending request costs no CPU (a pending URLSession request on Linux keeps about half a
/// core busy until it ends). Transports are cheap: nothing to shut down.
package final class HTTPTransport: GitHubTransport {
    /// The API root: `https://api.github.com` or the offline server.
    package let baseURL: URL
    /// Seconds a request may take, answer included, before it fails with `GitHubError.timeout`.
    package let timeout: TimeInterval
    /// The largest body accepted; a bigger answer fails with `GitHubError.responseTooLarge`.
    package let maxResponseBytes: Int
    private let http: HTTPClient

    /// A transport to `baseURL`, giving up on a request after `timeout` seconds.
    package init(baseURL: URL, timeout: TimeInterval = 15, maxResponseBytes: Int = 8 << 20) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
        self.http = sharedHTTPClient
    }

    /// Sends `request` with GitHub's `Accept` and a `User-Agent`; completes with whatever
    /// status comes back.
    package func send(_ request: GitHubRequest) -> Single<GitHubResponse> {
        Single.fromAsync { [self] in try await perform(request) }
    }

    private func perform(_ request: GitHubRequest) async throws -> GitHubResponse {
        let base = request.origin == .web ? GitHubRequest.webBaseURL(forAPI: baseURL) : baseURL
        guard let url = request.url(baseURL: base) else {
            throw GitHubError.unreachable(reason: "no URL for \(request.path) on \(base.absoluteString)")
        }
        var outgoing = HTTPClientRequest(url: url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        if request.headers.keys.contains(where: { $0.lowercased() == "accept" }) == false {
            outgoing.headers.add(name: "Accept", value: "application/vnd.github+json")
        }
        outgoing.headers.add(name: "User-Agent", value: "ReactiveMVVM-SwiftHub")
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let body = request.body {
            outgoing.headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        let deadline = NIODeadline.now() + .nanoseconds(Int64(timeout * 1_000_000_000))
        do {
            let response = try await http.execute(outgoing, deadline: deadline)
            var headers: [String: String] = [:]
            for header in response.headers { headers[header.name.lowercased()] = header.value }
            let buffer = try await response.body.collect(upTo: maxResponseBytes)
            return GitHubResponse(
                status: Int(response.status.code), headers: headers, body: Data(buffer.readableBytesView))
        } catch let error as GitHubError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch is NIOTooManyBytesError {
            throw GitHubError.responseTooLarge(limit: maxResponseBytes)
        } catch let error as HTTPClientError where [.deadlineExceeded, .readTimeout, .connectTimeout].contains(error) {
            throw GitHubError.timeout
        } catch let error as HTTPClientError where error == .cancelled {
            throw CancellationError()
        } catch {
            throw GitHubError.unreachable(reason: Self.describeTransport(error))
        }
    }

    /// A short reason for a transport failure: "connection refused", "the connection closed".
    private static func describeTransport(_ error: Error) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .remoteConnectionClosed: return "the connection closed before the answer was complete"
            case .invalidURL, .emptyHost, .emptyScheme: return "the address is not a valid URL"
            default: return "\(error)"
            }
        }
        let text = "\(error)"
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "connection refused" }
        if text.contains("NIOConnectionError") { return "could not connect" }
        return text
    }
}

/// The process-wide HTTP client, never shut down (it lives as long as the process, like
/// `HTTPClient.shared`). Unlike the shared one it reports a refused connection at once
/// rather than retrying until the request's deadline: "the server is down" should not take
/// the whole timeout to say.
private let sharedHTTPClient: HTTPClient = {
    var configuration = HTTPClient.Configuration.singletonConfiguration
    configuration.connectionPool.retryConnectionEstablishment = false
    configuration.timeout.connect = .seconds(5)
    return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
}()
