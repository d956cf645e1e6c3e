import AsyncHTTPClient
import Foundation
import GitHubAPI
import GitHubSession
import NIOCore
import NIOHTTP1
import OutsideValues
import RxCore
import TerminalGate

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

    /// The most redirects one request follows (AsyncHTTPClient's default too).
    package static let maxRedirects = 5

    private func perform(_ request: GitHubRequest) async throws -> GitHubResponse {
        let base = request.origin == .web ? GitHubRequest.webBaseURL(forAPI: baseURL) : baseURL
        guard let first = request.url(baseURL: base), HTTPAddress.problem(with: first) == nil else {
            throw GitHubError.unreachable(
                reason:
                    "no URL for \(TerminalText.escapedLine(request.path)) on \(TerminalText.escapedLine(base.absoluteString))"
            )
        }
        let deadline = NIODeadline.now() + .nanoseconds(Int64(timeout * 1_000_000_000))
        // Redirects are followed here rather than by AsyncHTTPClient, so that each target is
        // checked first: the client traps on a port past 65535 in a `Location`.
        var (url, method, body, headers) = (first, request.method, request.body, request.headers)
        var redirects = 0
        do {
            while true {
                let response = try await http.execute(
                    outgoing(url: url, method: method, headers: headers, body: body), deadline: deadline)
                let status = Int(response.status.code)
                if let target = try HTTPAddress.redirect(
                    status: status, location: response.headers.first(name: "location"), from: url)
                {
                    redirects += 1
                    guard redirects <= Self.maxRedirects else {
                        throw GitHubError.unreachable(reason: "more than \(Self.maxRedirects) redirects")
                    }
                    // A 303, and a 301 or 302 after a POST, is followed with a GET, as browsers do.
                    if status == 303 || ((status == 301 || status == 302) && method == .post) {
                        (method, body) = (.get, nil)
                    }
                    // The token goes only to the origin it was given for.
                    if !HTTPAddress.sameOrigin(url, target) {
                        headers = headers.filter { $0.key.lowercased() != "authorization" }
                    }
                    url = target
                    continue
                }
                var kept: [String: String] = [:]
                for header in response.headers { kept[header.name.lowercased()] = header.value }
                let buffer = try await response.body.collect(upTo: maxResponseBytes)
                return GitHubResponse(status: status, headers: kept, body: Data(buffer.readableBytesView))
            }
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

    /// The request AsyncHTTPClient sends for one hop, with GitHub's `Accept` and a `User-Agent`.
    private func outgoing(url: URL, method: GitHubAPI.HTTPMethod, headers: [String: String], body: Data?)
        -> HTTPClientRequest
    {
        var outgoing = HTTPClientRequest(url: url.absoluteString)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: method.rawValue)
        if headers.keys.contains(where: { $0.lowercased() == "accept" }) == false {
            outgoing.headers.add(name: "Accept", value: "application/vnd.github+json")
        }
        outgoing.headers.add(name: "User-Agent", value: "ReactiveMVVM-SwiftHub")
        for (name, value) in headers { outgoing.headers.add(name: name, value: value) }
        if let body {
            outgoing.headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        return outgoing
    }

    /// A short reason for a transport failure: "connection refused", "the connection closed".
    /// Never the values of what was sent: AsyncHTTPClient's description of a refused header
    /// holds the header's value, which for `Authorization` is the token.
    static func describeTransport(_ error: Error) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .remoteConnectionClosed: return "the connection closed before the answer was complete"
            case .invalidURL, .emptyHost, .emptyScheme: return "the address is not a valid URL"
            default:
                if "\(error)".hasPrefix("HTTPClientError.invalidHeaderField") {
                    return "a header holds characters HTTP does not allow (a line break or a control character)"
                }
                // The short description names the case without its values.
                return error.shortDescription
            }
        }
        let text = "\(error)"
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "connection refused" }
        if text.contains("NIOConnectionError") { return "could not connect" }
        return TerminalText.escapedLine(text)
    }
}

/// The process-wide HTTP client, never shut down (it lives as long as the process, like
/// `HTTPClient.shared`). Unlike the shared one it reports a refused connection at once
/// rather than retrying until the request's deadline: "the server is down" should not take
/// the whole timeout to say.
private let sharedHTTPClient: HTTPClient = {
    var configuration = HTTPClient.Configuration.singletonConfiguration
    configuration.connectionPool.retryConnectionEstablishment = false
    // `HTTPTransport` follows redirects itself, checking each target first.
    configuration.redirectConfiguration = .disallow
    configuration.timeout.connect = .seconds(5)
    return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
}()
