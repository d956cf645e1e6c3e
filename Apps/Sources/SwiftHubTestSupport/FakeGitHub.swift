import Foundation
import GitHubAPI
import GitHubSession
import OfflineGitHub
import RxCore
import RxUI

/// `GitHubService` for view-model and screen tests: every endpoint answered by the offline
/// GitHub's own routes in memory (`FixtureTransport`), after `latency` on `scheduler` (a
/// `TestScheduler` in view-model tests, immediate for screen tests), as the account in
/// `accountRelay` — which a test may set directly — with injectable errors.
package final class FakeGitHub: GitHubService {
    package let transport: FixtureTransport
    /// The signed-in account; requests carry its fixture token.
    package let accountRelay = BehaviorRelay<User?>(value: nil)
    package var account: Observable<User?> { accountRelay.asObservable() }
    /// The fixture data the answers come from.
    package var data: FixtureData { transport.github.data }
    /// Fails requests whose description starts with ``failurePrefix``; `nil` answers normally.
    package var failure: GitHubError? { didSet { transport.fail(with: failure, prefix: failurePrefix) } }
    /// Fails only requests whose description starts with this ("GET /search", "GET /users/octocat/received_events?page=2").
    package var failurePrefix = "" { didSet { transport.fail(with: failure, prefix: failurePrefix) } }
    /// Every request, as "GET /path?query" (without `per_page` and `page=1`).
    package var requests: [String] { transport.requests }

    package init(scheduler: SchedulerType?, latency: RxTimeInterval = .seconds(10)) {
        transport = FixtureTransport(scheduler: scheduler, latency: latency)
    }

    package func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response> {
        send(endpoint, authorization: accountRelay.value.map { "token fixture-\($0.login)" })
    }

    private func send<Response>(_ endpoint: Endpoint<Response>, authorization: String?) -> Single<Response> {
        var request = endpoint.request
        if let authorization { request.headers["Authorization"] = authorization }
        return transport.send(request).map { try endpoint.decode($0) }
    }

    package func signIn(token: String) -> Single<User> {
        send(GitHub.authenticatedUser(), authorization: "token \(token)").do(onSuccess: { [accountRelay] in
            accountRelay.accept($0)
        })
    }

    package func signIn(username: String, password: String) -> Single<User> {
        send(
            GitHub.authenticatedUser(),
            authorization: Credential.basic(username: username, password: password).authorization
        )
        .do(onSuccess: { [accountRelay] in accountRelay.accept($0) })
    }

    /// How many times the view model signed out.
    package private(set) var signOuts = 0

    package func signOut() {
        signOuts += 1
        accountRelay.accept(nil)
    }

    /// Repositories starred by the signed-in account while the test runs.
    package var starred: Set<String> {
        get { transport.github.starred(by: accountRelay.value?.login ?? "") }
        set { transport.github.setStarred(newValue, by: accountRelay.value?.login ?? "") }
    }

    /// Approves every device-flow code handed out so far, as `login`.
    package func approveDeviceCodes(as login: String) { transport.github.approveDeviceCodes(as: login) }

    /// Threads the signed-in account marked read while the test runs.
    package var readNotifications: Set<String> {
        get { transport.github.readNotifications(of: accountRelay.value?.login ?? "") }
        set { transport.github.setReadNotifications(newValue, of: accountRelay.value?.login ?? "") }
    }
}
