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
    private let github: InMemoryGitHub
    private var mutator: ServerDataMutator
    private let accountRelay: BehaviorRelay<User?>
    /// Answers given, and of them how many decoded.
    private(set) var (answers, decoded) = (0, 0)

    init(github: InMemoryGitHub, seed: UInt64) {
        self.github = github
        mutator = ServerDataMutator(seed: seed)
        accountRelay = BehaviorRelay(value: github.data.user("octocat"))
    }

    var account: Observable<User?> { accountRelay.asObservable() }

    func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response> {
        Single.deferred { [self] in
            var request = endpoint.request
            request.headers["Authorization"] = "token fixture-octocat"
            let answer = mutator.mutate(github.respond(to: request))
            answers += 1
            do throws(GitHubError) {
                let value = try endpoint.decode(answer)
                decoded += 1
                return .just(value)
            } catch {
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
