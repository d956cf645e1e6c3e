import Foundation
import GitHubAPI
import RxCore

/// ``GitHubService`` over a ``GitHubTransport``: it adds the signed-in account's token to every
/// request, retries once when GitHub asks for a short `Retry-After`, and decodes the answer
/// with the endpoint's own definition.
package final class GitHubSession: GitHubService, @unchecked Sendable {
    private let lock = NSLock()
    private var token: String?
    private let transport: GitHubTransport
    private let accountRelay = BehaviorRelay<User?>(value: nil)
    private let tokenStore: TokenStore?
    private let retryScheduler: SchedulerType?
    /// A `429` or `403` whose `Retry-After` asks for at most this many seconds is retried once
    /// after waiting that long; a longer wait fails with `GitHubError.rateLimited`.
    package let maxRetryAfter: TimeInterval

    /// A session over `transport`. A `token` given here is sent as is; call ``signIn(token:)``
    /// to check it and make its account known to the screens. With a `tokenStore`, a
    /// successful sign-in is kept there and signing out forgets it. A retry waits on
    /// `retryScheduler` (a `TestScheduler` in tests), or with `Task.sleep` without one.
    package init(
        transport: GitHubTransport, token: String? = nil, tokenStore: TokenStore? = nil,
        maxRetryAfter: TimeInterval = 5,
        retryScheduler: SchedulerType? = nil
    ) {
        self.transport = transport
        self.token = token
        self.tokenStore = tokenStore
        self.maxRetryAfter = maxRetryAfter
        self.retryScheduler = retryScheduler
    }

    /// The signed-in account, `nil` until ``signIn(token:)`` succeeds and after ``signOut()``; replays the current one.
    package var account: Observable<User?> { accountRelay.asObservable() }

    /// `endpoint` as the current account (anonymous while signed out).
    package func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response> {
        send(endpoint, token: lock.withLock { token })
    }

    private func send<Response>(_ endpoint: Endpoint<Response>, token: String?) -> Single<Response> {
        var request = endpoint.request
        if let token { request.headers["Authorization"] = "Bearer \(token)" }
        let (transport, maxRetryAfter, scheduler) = (self.transport, self.maxRetryAfter, self.retryScheduler)
        return transport.send(request)
            .flatMap { response -> Single<GitHubResponse> in
                guard let wait = response.retryAfter, wait <= maxRetryAfter else { return .just(response) }
                let milliseconds = Int(wait * 1_000)
                guard let scheduler else {
                    return Single<Void>.fromAsync { try await Task.sleep(for: .milliseconds(milliseconds)) }
                        .flatMap { transport.send(request) }
                }
                return transport.send(request).delaySubscription(.milliseconds(milliseconds), scheduler: scheduler)
            }
            .map { response in try endpoint.decode(response) }
    }

    /// Asks GitHub who `token` belongs to (`GET /user`); on success the session sends it from
    /// then on, saves it in the token store and publishes the account. A wrong token fails
    /// with the 401 `GitHubError` and changes nothing.
    package func signIn(token: String) -> Single<User> {
        send(GitHub.authenticatedUser(), token: token).do(onSuccess: { [weak self] user in
            guard let self else { return }
            self.lock.withLock { self.token = token }
            try? self.tokenStore?.save(token)
            self.accountRelay.accept(user)
        })
    }

    /// Goes back to anonymous requests, forgets the saved token and publishes `nil`.
    package func signOut() {
        lock.withLock { token = nil }
        try? tokenStore?.remove()
        accountRelay.accept(nil)
    }
}
