import Foundation
import GitHubAPI
import GitHubSession
import OfflineGitHub
import RxCore

/// A ``GitHubTransport`` answering from ``InMemoryGitHub`` after `latency` on `scheduler` (a
/// `TestScheduler` in view-model tests; at once without one), with injectable failures: the
/// view models' tests run against the same routes and data as the offline server, in virtual
/// time.
package final class FixtureTransport: GitHubTransport, @unchecked Sendable {
    /// The GitHub it answers from.
    package let github: InMemoryGitHub
    private let scheduler: SchedulerType?
    private let latency: RxTimeInterval
    private let lock = NSLock()
    private var log: [String] = []
    private var injected: (error: GitHubError, prefix: String)?

    /// A transport answering from `github` after `latency` on `scheduler`.
    package init(github: InMemoryGitHub = InMemoryGitHub(), scheduler: SchedulerType?, latency: RxTimeInterval) {
        self.github = github
        self.scheduler = scheduler
        self.latency = latency
    }

    /// Every request sent so far, as `GitHubRequest.description` names it
    /// ("GET /search/repositories?q=swift&page=2").
    package var requests: [String] { lock.withLock { log } }

    /// From now on, requests whose description starts with `prefix` fail with `error`;
    /// `nil` stops failing.
    package func fail(with error: GitHubError?, prefix: String = "") {
        lock.withLock { injected = error.map { ($0, prefix) } }
    }

    /// The response, or the injected failure, after the latency; recorded and answered when subscribed.
    package func send(_ request: GitHubRequest) -> Single<GitHubResponse> {
        Single.deferred { [self] in
            let failure = lock.withLock { () -> GitHubError? in
                log.append(request.description)
                guard let injected, request.description.hasPrefix(injected.prefix) else { return nil }
                return injected.error
            }
            // Answered when sent, delivered after the latency: a change (a star) takes effect
            // at the request, as on a server that answers slowly.
            let outcome: Observable<GitHubResponse> = failure.map { .error($0) } ?? .just(github.respond(to: request))
            guard let scheduler else { return outcome.asSingle() }
            return Observable<Int>.timer(latency, scheduler: scheduler).flatMap { _ in outcome }.asSingle()
        }
    }
}
