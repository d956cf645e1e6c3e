import Foundation
import GitHubAPI
import GitHubSession
import OfflineGitHub
import RxCore
import RxUI

/// A `GitHubService` that answers each of GitHub's operations SwiftHub decodes with what
/// `answer` makes for it (an answer generated from GitHub's description, or a recorded shape),
/// and everything else — statuses, the website's device flow, the offline GitHub's own
/// trending and line counts — as the offline GitHub does. Answers arrive at once (the tests
/// run in virtual time); it counts the described answers and the ones that did not decode.
final class SchemaGitHub: GitHubService {
    private let github: InMemoryGitHub
    private let answer: (SwiftHubOperation, Int) -> JSONValue?
    private let accountRelay: BehaviorRelay<User?>
    /// Answers made by `answer`.
    private(set) var described = 0
    /// Of them, those that failed to decode, with why.
    private(set) var failures: [String] = []
    /// The operations asked for, in order.
    private(set) var operations: [String] = []

    /// `answer` gets the operation and how many it made before; `nil` answers as the offline GitHub.
    init(github: InMemoryGitHub, answer: @escaping (SwiftHubOperation, Int) -> JSONValue?) {
        self.github = github
        self.answer = answer
        accountRelay = BehaviorRelay(value: github.data.user("octocat"))
    }

    var account: Observable<User?> { accountRelay.asObservable() }

    func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response> {
        Single.deferred { [self] in
            var request = endpoint.request
            request.headers["Authorization"] = "token fixture-octocat"
            var response = github.respond(to: request)
            let operation = SwiftHubOperation.of(request)
            var isDescribed = false
            if let operation, let body = answer(operation, described) {
                isDescribed = true
                described += 1
                operations.append(operation.key)
                response = GitHubResponse(status: request.method == .post ? 201 : 200, body: body.data)
            }
            do throws(GitHubError) {
                return .just(try endpoint.decode(response))
            } catch {
                if let operation, isDescribed { failures.append("\(operation.key): \(error)") }
                return .error(error)
            }
        }
    }

    func signIn(token: String) -> Single<User> {
        send(GitHub.authenticatedUser()).do(onSuccess: { [accountRelay] in accountRelay.accept($0) })
    }

    func signIn(username: String, password: String) -> Single<User> { signIn(token: "") }

    func signOut() { accountRelay.accept(nil) }
}
