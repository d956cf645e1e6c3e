import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore

/// The GitHub REST API over URLSession. Every call is a `Single` that starts the request on
/// subscription; disposing it cancels the request. Failures are ``GitHubError``s.
public final class GitHubClient: @unchecked Sendable {
    public let baseURL: URL
    public let token: String?
    private let session: URLSession

    /// A client for `baseURL` (`https://api.github.com` or the offline server), sending
    /// `token` as `Authorization` when given, giving up on a request after `timeout` seconds.
    public init(baseURL: URL, token: String? = nil, timeout: TimeInterval = 15) {
        self.baseURL = baseURL
        self.token = token
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// The last reference to a client often goes away inside one of its own requests'
    /// completions — on the session's delegate queue, where invalidating the session
    /// synchronously traps in FoundationNetworking. So the session is invalidated from
    /// another queue; requests still running are cancelled there.
    deinit {
        let session = UncheckedSession(session: self.session)
        DispatchQueue.global(qos: .utility).async { session.session.invalidateAndCancel() }
    }

    public func receivedEvents(login: String, page: Int = 1) -> Single<Paged<GitHubEvent>> { paged(.receivedEvents(login: login, page: page)) }
    public func performedEvents(login: String, page: Int = 1) -> Single<Paged<GitHubEvent>> { paged(.performedEvents(login: login, page: page)) }
    public func organizationEvents(login: String, page: Int = 1) -> Single<Paged<GitHubEvent>> { paged(.organizationEvents(login: login, page: page)) }
    public func repositoryEvents(fullName: String, page: Int = 1) -> Single<Paged<GitHubEvent>> { paged(.repositoryEvents(fullName: fullName, page: page)) }
    public func user(login: String) -> Single<User> { request(.user(login: login)).map { $0.value } }
    public func repository(fullName: String) -> Single<Repository> { request(.repository(fullName: fullName)).map { $0.value } }
    /// The account `token` belongs to; fails with 401 for a bad token.
    public func authenticatedUser() -> Single<User> { request(.authenticatedUser).map { $0.value } }
    public func userRepositories(login: String, page: Int = 1) -> Single<Paged<Repository>> { paged(.userRepositories(login: login, page: page)) }

    /// Searches repositories; the page's `nextPage` comes from the `Link` header.
    public func searchRepositories(query: String, sort: String? = nil, page: Int = 1) -> Single<Paged<Repository>> {
        request(.searchRepositories(query: query, sort: sort, page: page)).map { (response: (value: SearchRepositoriesResult, nextPage: Int?)) in
            Paged(items: response.value.items, nextPage: response.nextPage)
        }
    }

    private func paged<Item: Decodable & Sendable>(_ endpoint: GitHubEndpoint) -> Single<Paged<Item>> {
        request(endpoint).map { (response: (value: [Item], nextPage: Int?)) in Paged(items: response.value, nextPage: response.nextPage) }
    }

    /// Performs `endpoint` and decodes its body.
    public func request<Value: Decodable & Sendable>(_ endpoint: GitHubEndpoint) -> Single<(value: Value, nextPage: Int?)> {
        let url = endpoint.url(baseURL: baseURL)
        let token = self.token
        let session = self.session
        return Single.create { observer in
            var request = URLRequest(url: url)
            request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
            if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
            let task = session.dataTask(with: request) { data, response, error in
                observer(Self.result(endpoint: endpoint, data: data, response: response, error: error))
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    static func result<Value: Decodable>(endpoint: GitHubEndpoint, data: Data?, response: URLResponse?, error: Error?) -> Result<(value: Value, nextPage: Int?), Error> {
        if let error {
            let code = (error as NSError).code
            if code == NSURLErrorTimedOut { return .failure(GitHubError.timeout) }
            return .failure(GitHubError.unreachable(reason: error.localizedDescription))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(GitHubError.unreachable(reason: "no HTTP response"))
        }
        let body = data ?? Data()
        guard (200..<300).contains(http.statusCode) else {
            let message = (try? JSONDecoder().decode(ErrorBody.self, from: body).message) ?? HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            let remaining = http.value(forHTTPHeaderField: "X-RateLimit-Remaining")
            if http.statusCode == 429 || (http.statusCode == 403 && (remaining == "0" || message.lowercased().contains("rate limit"))) {
                let reset = http.value(forHTTPHeaderField: "X-RateLimit-Reset").flatMap(TimeInterval.init).map { Date(timeIntervalSince1970: $0) }
                return .failure(GitHubError.rateLimited(resetAt: reset))
            }
            return .failure(GitHubError.http(status: http.statusCode, message: message))
        }
        do {
            let value = try GitHubJSON.decoder().decode(Value.self, from: body)
            return .success((value, LinkHeader.nextPage(http.value(forHTTPHeaderField: "Link"))))
        } catch {
            return .failure(GitHubError.undecodable(endpoint: endpoint.name, reason: Self.describe(error)))
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return "invalid JSON at \(path(context.codingPath))"
        case DecodingError.keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
        case DecodingError.typeMismatch(let type, let context): return "expected \(type) at \(path(context.codingPath))"
        case DecodingError.valueNotFound(let type, let context): return "missing \(type) at \(path(context.codingPath))"
        default: return "\(error)"
        }
    }

    private static func path(_ codingPath: [CodingKey]) -> String {
        codingPath.isEmpty ? "the top level" : codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    private struct ErrorBody: Decodable { let message: String }
}

/// URLSession is thread-safe but not declared `Sendable` in FoundationNetworking.
private struct UncheckedSession: @unchecked Sendable {
    let session: URLSession
}
