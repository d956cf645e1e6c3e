import Foundation
import GitHubAPI
import GitHubSession
import OfflineGitHub
import RxCore
import RxUI

/// A `GitHubService` whose every answer is the offline GitHub's, mutated by a seeded
/// ``ServerDataMutator`` before the endpoint decodes it: the view models see what a hostile
/// server would send. Answers arrive at once (the fuzz runs in virtual time).
final class MutatingGitHub: GitHubService {
    /// The offline GitHub's answers to reads, each built and parsed once and shared by the runs
    /// of a fuzz check: only the mutation differs from run to run. (Building and parsing them
    /// again for every run was a third of the check's time.) Writes are never kept: they go to
    /// the offline GitHub each time, so what they answer reflects what the runs did.
    final class Answers {
        fileprivate var reads: [String: (answer: GitHubResponse, parsed: JSONValue?)] = [:]
        init() {}
    }

    private let github: InMemoryGitHub
    private let answers: Answers
    private var mutator: ServerDataMutator
    private let accountRelay: BehaviorRelay<User?>
    /// Answers given, and of them how many decoded.
    private(set) var (answered, decoded) = (0, 0)

    init(github: InMemoryGitHub, seed: UInt64, answers: Answers = Answers()) {
        self.github = github
        self.answers = answers
        mutator = ServerDataMutator(seed: seed)
        accountRelay = BehaviorRelay(value: github.data.user("octocat"))
    }

    var account: Observable<User?> { accountRelay.asObservable() }

    func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response> {
        Single.deferred { [self] in
            var request = endpoint.request
            request.headers["Authorization"] = "token fixture-octocat"
            let answer = mutator.mutate(plainAnswer(to: request), parsed: parsedAnswer(to: request))
            answered += 1
            do throws(GitHubError) {
                let value = try endpoint.decode(answer)
                decoded += 1
                return .just(value)
            } catch {
                return .error(error)
            }
        }
    }

    private func read(_ request: GitHubRequest) -> (answer: GitHubResponse, parsed: JSONValue?)? {
        guard request.method == .get else { return nil }
        let headers = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let key = "\(request.origin) \(request.path) \(request.query) \(headers)"
        if let kept = answers.reads[key] { return kept }
        let answer = github.respond(to: request)
        let read = (answer, JSONValue(data: answer.body))
        answers.reads[key] = read
        return read
    }

    private func plainAnswer(to request: GitHubRequest) -> GitHubResponse {
        read(request)?.answer ?? github.respond(to: request)
    }

    private func parsedAnswer(to request: GitHubRequest) -> JSONValue? {
        read(request)?.parsed
    }

    func signIn(token: String) -> Single<User> {
        send(GitHub.authenticatedUser()).do(onSuccess: { [accountRelay] in accountRelay.accept($0) })
    }

    func signIn(username: String, password: String) -> Single<User> { signIn(token: "") }

    func signOut() { accountRelay.accept(nil) }
}
