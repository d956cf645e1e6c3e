import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import RxCore

/// The GitHub REST API over AsyncHTTPClient. Every call is a `Single` that starts the request
/// on subscription; disposing it cancels the request. Failures are ``GitHubError``s.
///
/// Requests run on one process-wide AsyncHTTPClient, whose event loop waits in `epoll`: a
/// pending request costs no CPU (a pending URLSession request on Linux keeps about half a
/// core busy until it ends). Clients are cheap: one per token, nothing to shut down.
package final class GitHubClient: Sendable {
    /// The API root: `https://api.github.com` or the offline server.
    package let baseURL: URL
    /// Sent as `Authorization: Bearer …`; `nil` talks anonymously.
    package let token: String?
    /// Seconds a request may take, answer included, before it fails with ``GitHubError/timeout``.
    package let timeout: TimeInterval
    /// The largest body accepted; a bigger answer fails with ``GitHubError/responseTooLarge(limit:)``.
    package let maxResponseBytes: Int
    /// A `429` or `403` whose `Retry-After` asks for at most this many seconds is retried once
    /// after waiting that long; a longer wait fails with ``GitHubError/rateLimited(resetAt:)``.
    package let maxRetryAfter: TimeInterval
    private let http: HTTPClient

    /// A client for `baseURL` (`https://api.github.com` or the offline server), sending
    /// `token` as `Authorization` when given, giving up on a request after `timeout` seconds.
    package init(
        baseURL: URL, token: String? = nil, timeout: TimeInterval = 15,
        maxResponseBytes: Int = 8 << 20, maxRetryAfter: TimeInterval = 5
    ) {
        self.baseURL = baseURL
        self.token = token
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
        self.maxRetryAfter = maxRetryAfter
        self.http = sharedHTTPClient
    }

    /// Events of what `login` follows, newest first.
    package func receivedEvents(login: String, page: Int = 1) -> Single<Paged<GitHubEvent>> {
        paged(.receivedEvents(login: login, page: page))
    }
    /// Events `login` performed, newest first.
    package func performedEvents(login: String, page: Int = 1) -> Single<Paged<GitHubEvent>> {
        paged(.performedEvents(login: login, page: page))
    }
    /// Events in the organization's repositories, newest first.
    package func organizationEvents(login: String, page: Int = 1) -> Single<Paged<GitHubEvent>> {
        paged(.organizationEvents(login: login, page: page))
    }
    /// Events in one repository, newest first.
    package func repositoryEvents(fullName: String, page: Int = 1) -> Single<Paged<GitHubEvent>> {
        paged(.repositoryEvents(fullName: fullName, page: page))
    }
    /// One account; 404 (``GitHubError/http(status:message:)``) when there is none.
    package func user(login: String) -> Single<User> { request(.user(login: login)).map { $0.value } }
    /// One repository with its watchers, license and default branch.
    package func repository(fullName: String) -> Single<Repository> {
        request(.repository(fullName: fullName)).map { $0.value }
    }
    /// The account `token` belongs to; fails with 401 for a bad token.
    package func authenticatedUser() -> Single<User> { request(.authenticatedUser).map { $0.value } }
    /// The public repositories `login` owns.
    package func userRepositories(login: String, page: Int = 1) -> Single<Paged<Repository>> {
        paged(.userRepositories(login: login, page: page))
    }
    /// The accounts following `login`.
    package func followers(login: String, page: Int = 1) -> Single<Paged<User>> {
        paged(.followers(login: login, page: page))
    }
    /// The accounts `login` follows.
    package func following(login: String, page: Int = 1) -> Single<Paged<User>> {
        paged(.following(login: login, page: page))
    }

    /// Searches repositories; the page's `nextPage` comes from the `Link` header.
    package func searchRepositories(query: String, sort: String? = nil, page: Int = 1) -> Single<Paged<Repository>> {
        request(.searchRepositories(query: query, sort: sort, page: page)).map {
            (response: (value: SearchRepositoriesResult, nextPage: Int?)) in
            Paged(items: response.value.items, nextPage: response.nextPage, totalCount: response.value.totalCount)
        }
    }

    /// Searches users and organizations by login, name, location and bio.
    package func searchUsers(query: String, page: Int = 1) -> Single<Paged<User>> {
        request(.searchUsers(query: query, page: page)).map { (response: (value: SearchUsersResult, nextPage: Int?)) in
            Paged(items: response.value.items, nextPage: response.nextPage, totalCount: response.value.totalCount)
        }
    }

    /// A repository's issues in `state`, newest first. Pull requests, which GitHub's issue
    /// list also holds, are left out (the page may then hold fewer than 30).
    package func issues(fullName: String, state: IssueState, page: Int = 1) -> Single<Paged<Issue>> {
        paged(.issues(fullName: fullName, state: state, page: page)).map { (paged: Paged<Issue>) in
            Paged(items: paged.items.filter { $0.pullRequest == nil }, nextPage: paged.nextPage)
        }
    }
    /// One issue (404 for a number that is a pull request).
    package func issue(fullName: String, number: Int) -> Single<Issue> {
        request(.issue(fullName: fullName, number: number)).map { $0.value }
    }
    /// The comments of issue or pull request `number`, oldest first.
    package func issueComments(fullName: String, number: Int, page: Int = 1) -> Single<Paged<IssueComment>> {
        paged(.issueComments(fullName: fullName, number: number, page: page))
    }
    /// Pull requests in `state`, newest first.
    package func pullRequests(fullName: String, state: IssueState, page: Int = 1) -> Single<Paged<PullRequest>> {
        paged(.pullRequests(fullName: fullName, state: state, page: page))
    }
    /// One pull request, with where it merges from and into.
    package func pullRequest(fullName: String, number: Int) -> Single<PullRequest> {
        request(.pullRequest(fullName: fullName, number: number)).map { $0.value }
    }
    /// The default branch's history, newest first.
    package func commits(fullName: String, branch: String? = nil, page: Int = 1) -> Single<Paged<Commit>> {
        paged(.commits(fullName: fullName, page: page, branch: branch))
    }
    /// The repository's branches.
    package func branches(fullName: String, page: Int = 1) -> Single<Paged<Branch>> {
        paged(.branches(fullName: fullName, page: page))
    }
    /// Releases, newest first.
    package func releases(fullName: String, page: Int = 1) -> Single<Paged<Release>> {
        paged(.releases(fullName: fullName, page: page))
    }
    /// Contributors, most commits first.
    package func contributors(fullName: String, page: Int = 1) -> Single<Paged<Contributor>> {
        paged(.contributors(fullName: fullName, page: page))
    }
    /// The accounts that starred the repository.
    package func stargazers(fullName: String, page: Int = 1) -> Single<Paged<User>> {
        paged(.stargazers(fullName: fullName, page: page))
    }
    /// Forks of the repository.
    package func forks(fullName: String, page: Int = 1) -> Single<Paged<Repository>> {
        paged(.forks(fullName: fullName, page: page))
    }
    /// The README; 404 (``GitHubError/http(status:message:)``) when the repository has none.
    package func readme(fullName: String) -> Single<Readme> { request(.readme(fullName: fullName)).map { $0.value } }
    /// The signed-in account's notification threads, most recently updated first; 401 signed out.
    package func notifications(filter: NotificationFilter, page: Int = 1) -> Single<Paged<GitHubNotification>> {
        paged(.notifications(filter: filter, page: page))
    }
    /// The repositories `login` starred, most recently starred first.
    package func starredRepositories(login: String, page: Int = 1) -> Single<Paged<Repository>> {
        paged(.starredRepositories(login: login, page: page))
    }
    /// The organizations `login` is a public member of.
    package func organizations(login: String, page: Int = 1) -> Single<Paged<Organization>> {
        paged(.organizations(login: login, page: page))
    }

    /// Marks notification thread `id` as read; completes on GitHub's 205.
    package func markNotificationRead(id: String) -> Completable {
        Single.fromAsync { [self] in
            let response = try await send(.markNotificationRead(id: id))
            guard (200..<300).contains(response.status) else { throw Self.failure(for: response) }
        }.asCompletable()
    }

    private func paged<Item: Decodable & Sendable>(_ endpoint: GitHubEndpoint) -> Single<Paged<Item>> {
        request(endpoint).map { (response: (value: [Item], nextPage: Int?)) in
            Paged(items: response.value, nextPage: response.nextPage)
        }
    }

    /// Whether the signed-in account has starred `fullName` (GitHub answers 204 or 404).
    package func isStarred(fullName: String) -> Single<Bool> {
        Single.fromAsync { [self] in
            let response = try await send(.starred(fullName: fullName))
            switch response.status {
            case 204: return true
            case 404: return false
            default: throw Self.failure(for: response)
            }
        }
    }

    /// Stars (`true`) or unstars `fullName` for the signed-in account; completes on GitHub's 204.
    package func setStarred(_ starred: Bool, fullName: String) -> Completable {
        Single.fromAsync { [self] in
            let response = try await send(starred ? .star(fullName: fullName) : .unstar(fullName: fullName))
            guard (200..<300).contains(response.status) else { throw Self.failure(for: response) }
        }.asCompletable()
    }

    /// Performs `endpoint` and decodes its body.
    package func request<Value: Decodable & Sendable>(_ endpoint: GitHubEndpoint) -> Single<
        (value: Value, nextPage: Int?)
    > {
        Single.fromAsync { [self] in try await perform(endpoint) }
    }

    /// One round trip, retried once when the server asks for a short `Retry-After`.
    private func perform<Value: Decodable>(_ endpoint: GitHubEndpoint) async throws -> (value: Value, nextPage: Int?) {
        var retried = false
        while true {
            let response = try await send(endpoint)
            if !retried, let wait = response.retryAfter, wait <= maxRetryAfter {
                retried = true
                try await Task.sleep(for: .milliseconds(Int(wait * 1_000)))
                continue
            }
            return try Self.decode(endpoint: endpoint, response)
        }
    }

    /// What came back: status, the headers the client reads, and the body.
    struct RawResponse {
        var status: Int
        var headers: [String: String]
        var body: Data

        /// `Retry-After` in seconds, on the statuses GitHub sends it with.
        var retryAfter: TimeInterval? {
            guard status == 429 || status == 403 else { return nil }
            return headers["retry-after"].flatMap(TimeInterval.init).map { max(0, $0) }
        }
    }

    private func send(_ endpoint: GitHubEndpoint) async throws -> RawResponse {
        var request = HTTPClientRequest(url: endpoint.url(baseURL: baseURL).absoluteString)
        request.method = HTTPMethod(rawValue: endpoint.method)
        request.headers.add(name: "Accept", value: "application/vnd.github+json")
        request.headers.add(name: "User-Agent", value: "ReactiveMVVM-SwiftHub")
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        let deadline = NIODeadline.now() + .nanoseconds(Int64(timeout * 1_000_000_000))
        do {
            let response = try await http.execute(request, deadline: deadline)
            var headers: [String: String] = [:]
            for header in response.headers { headers[header.name.lowercased()] = header.value }
            let buffer = try await response.body.collect(upTo: maxResponseBytes)
            return RawResponse(
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

    /// Turns a response into the value or the ``GitHubError`` it stands for.
    static func decode<Value: Decodable>(endpoint: GitHubEndpoint, _ response: RawResponse) throws -> (
        value: Value, nextPage: Int?
    ) {
        guard (200..<300).contains(response.status) else { throw failure(for: response) }
        do {
            let value = try GitHubJSON.decoder().decode(Value.self, from: response.body)
            return (value, LinkHeader.nextPage(response.headers["link"]))
        } catch {
            throw GitHubError.undecodable(endpoint: endpoint.name, reason: Self.describe(error))
        }
    }

    /// The ``GitHubError`` an error status stands for.
    static func failure(for response: RawResponse) -> GitHubError {
        let message =
            (try? JSONDecoder().decode(ErrorBody.self, from: response.body))?.text
            ?? HTTPResponseStatus(statusCode: response.status).reasonPhrase
        let remaining = response.headers["x-ratelimit-remaining"]
        if response.status == 429
            || (response.status == 403
                && (remaining == "0" || response.retryAfter != nil || message.lowercased().contains("rate limit")))
        {
            if let retryAfter = response.retryAfter {
                return .rateLimited(resetAt: Date().addingTimeInterval(retryAfter))
            }
            let reset = response.headers["x-ratelimit-reset"].flatMap(TimeInterval.init).map {
                Date(timeIntervalSince1970: $0)
            }
            return .rateLimited(resetAt: reset)
        }
        return .http(status: response.status, message: message)
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

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return "invalid JSON at \(path(context.codingPath))"
        case DecodingError.keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
        case DecodingError.typeMismatch(let type, let context): return "expected \(type) at \(path(context.codingPath))"
        case DecodingError.valueNotFound(let type, let context): return "missing \(type) at \(path(context.codingPath))"
        default: return "\(error)"
        }
    }

    private static func path(_ codingPath: [CodingKey]) -> String {
        codingPath.isEmpty
            ? "the top level"
            : codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    /// GitHub's error body: a message and, for a 422, what exactly failed validation —
    /// `{"message": "Validation Failed", "errors": [{"resource": "Search", "field": "q",
    /// "code": "missing"}]}` or errors with a `message` of their own.
    struct ErrorBody: Decodable {
        struct Detail: Decodable {
            let resource: String?
            let field: String?
            let code: String?
            let message: String?

            var text: String? {
                if let message { return message }
                let parts = [field, code.map { $0.replacingOccurrences(of: "_", with: " ") }].compactMap { $0 }
                return parts.isEmpty ? nil : parts.joined(separator: " ")
            }
        }

        let message: String
        let errors: [Detail]?

        /// "Validation Failed: q missing; per_page is too big".
        var text: String {
            let details = (errors ?? []).compactMap(\.text)
            return details.isEmpty ? message : message + ": " + details.joined(separator: "; ")
        }
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
