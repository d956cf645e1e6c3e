import Foundation
import GitHubAPI
import GitHubSession
import RxCore
import Synchronization

/// A GitHub of two accounts, `alice` (token `token-a`) and `bob` (`token-b`), that records what
/// each request carried. `/users/octocat` is answered per account — its body says who asked
/// and its `ETag` names who asked — and `304` when `If-None-Match` names the current tag.
final class RecordingTransport: GitHubTransport {
    /// One request as sent: its path, the account its `Authorization` named (`nil` when
    /// anonymous) and the tag its `If-None-Match` asked about.
    struct Sent: Equatable, CustomStringConvertible {
        var path: String
        var account: String?
        var ifNoneMatch: String?
        var description: String { "\(path) as \(account ?? "anonymous") if-none-match \(ifNoneMatch ?? "-")" }
    }

    private let log = Mutex<[Sent]>([])
    private static let accounts = ["Bearer token-a": "alice", "Bearer token-b": "bob"]

    /// What was sent, in order.
    var sent: [Sent] { log.withLock { $0 } }

    func send(_ request: GitHubRequest) -> Single<GitHubResponse> {
        let account = request.headers["Authorization"].flatMap { Self.accounts[$0] }
        let tag = request.headers["If-None-Match"]
        log.withLock { $0.append(Sent(path: request.path, account: account, ifNoneMatch: tag)) }
        switch request.path {
        case "/user":
            guard let account else { return .just(GitHubResponse(status: 401, body: Data(#"{"message":"no"}"#.utf8))) }
            return .just(GitHubResponse(status: 200, body: Self.user(login: account, name: nil)))
        case "/users/octocat":
            let body = Self.user(login: "octocat", name: "as seen by \(account ?? "anyone")")
            let etag = "\"octocat-for-\(account ?? "anyone")\""
            if tag == etag { return .just(GitHubResponse(status: 304, headers: ["ETag": etag])) }
            return .just(GitHubResponse(status: 200, headers: ["ETag": etag], body: body))
        default:
            return .just(GitHubResponse(status: 404, body: Data(#"{"message":"Not Found"}"#.utf8)))
        }
    }

    private static func user(login: String, name: String?) -> Data {
        let name = name.map { #", "name": "\#($0)""# } ?? ""
        return Data(#"{"id": 1, "login": "\#(login)", "avatar_url": "", "type": "User"\#(name)}"#.utf8)
    }
}

/// What `single` succeeded with; the recording transport answers at once.
func result<Value>(of single: Single<Value>) throws -> Value {
    var outcome: Result<Value, Error>?
    _ = single.subscribe(onSuccess: { outcome = .success($0) }, onFailure: { outcome = .failure($0) })
    return try XCTUnwrapOutcome(outcome).get()
}

private struct NoAnswer: Error {}

private func XCTUnwrapOutcome<Value>(_ outcome: Result<Value, Error>?) throws -> Result<Value, Error> {
    guard let outcome else { throw NoAnswer() }
    return outcome
}
