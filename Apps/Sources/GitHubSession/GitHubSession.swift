import Foundation
import GitHubAPI
import RxCore

/// ``GitHubService`` over a ``GitHubTransport``: it adds the signed-in account's token to every
/// request, asks GitHub whether a kept answer is still current (`If-None-Match`, with a
/// ``ResponseCache``), retries once when GitHub asks for a short `Retry-After`, and decodes the
/// answer with the endpoint's own definition.
package final class GitHubSession: GitHubService, @unchecked Sendable {
    private let lock = NSLock()
    private var credential: Credential?
    private let transport: GitHubTransport
    private let accountRelay = BehaviorRelay<User?>(value: nil)
    private let tokenStore: TokenStore?
    private let retryScheduler: SchedulerType?
    /// The answers kept for conditional requests; signing out empties it.
    package let responseCache: ResponseCache?
    /// A `429` or `403` whose `Retry-After` asks for at most this many seconds is retried once
    /// after waiting that long; a longer wait fails with `GitHubError.rateLimited`.
    package let maxRetryAfter: TimeInterval

    /// A session over `transport`. A `token` given here is sent as is; call ``signIn(token:)``
    /// to check it and make its account known to the screens. With a `tokenStore`, a
    /// successful sign-in is kept there and signing out forgets it. A retry waits on
    /// `retryScheduler` (a `TestScheduler` in tests), or with `Task.sleep` without one. With a
    /// `responseCache`, GET answers that carry an `ETag` are kept and asked for again
    /// conditionally; a `304` is answered with the kept one.
    package init(
        transport: GitHubTransport, token: String? = nil, tokenStore: TokenStore? = nil,
        maxRetryAfter: TimeInterval = 5,
        retryScheduler: SchedulerType? = nil, responseCache: ResponseCache? = nil
    ) {
        self.responseCache = responseCache
        self.transport = transport
        self.credential = token.map(Credential.init(saved:))
        self.tokenStore = tokenStore
        self.maxRetryAfter = maxRetryAfter
        self.retryScheduler = retryScheduler
    }

    /// The signed-in account, `nil` until ``signIn(token:)`` succeeds and after ``signOut()``; replays the current one.
    package var account: Observable<User?> { accountRelay.asObservable() }

    /// `endpoint` as the current account (anonymous while signed out).
    package func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response> {
        send(endpoint, as: lock.withLock { credential })
    }

    private func send<Response>(_ endpoint: Endpoint<Response>, as credential: Credential?) -> Single<Response> {
        var request = endpoint.request
        // Credentials are for the API's origin only: never for the website's (the device flow).
        if let credential, request.origin == .api { request.headers["Authorization"] = credential.authorization }
        let (transport, maxRetryAfter, scheduler) = (self.transport, self.maxRetryAfter, self.retryScheduler)
        let exchange = Self.conditional(request, through: transport, cache: responseCache)
        return
            exchange
            .flatMap { response -> Single<GitHubResponse> in
                guard let wait = response.retryAfter, wait <= maxRetryAfter else { return .just(response) }
                let milliseconds = Int(wait * 1_000)
                guard let scheduler else {
                    return Single<Void>.fromAsync { try await Task.sleep(for: .milliseconds(milliseconds)) }
                        .flatMap { exchange }
                }
                return exchange.delaySubscription(.milliseconds(milliseconds), scheduler: scheduler)
            }
            .map { response in try endpoint.decode(response) }
    }

    /// `request` sent through `transport`; a GET with a kept answer carries its `ETag` in
    /// `If-None-Match`, a `304` brings the kept answer back, and a fresh `200` with an `ETag` is
    /// kept. The cache is read when the `Single` is subscribed to, so a retry asks afresh.
    private static func conditional(
        _ request: GitHubRequest, through transport: GitHubTransport, cache: ResponseCache?
    ) -> Single<GitHubResponse> {
        guard let cache, request.method == .get else { return transport.send(request) }
        return Single.deferred {
            var request = request
            let key = request.cacheKey
            let kept = cache.response(for: key)
            if let etag = kept?.headers["etag"] { request.headers["If-None-Match"] = etag }
            return transport.send(request).map { response in
                if response.status == 304, let kept { return kept }
                if response.status == 200, response.headers["etag"] != nil { cache.store(response, for: key) }
                return response
            }
        }
    }

    /// Asks GitHub who `token` belongs to (`GET /user`); on success the session sends it from
    /// then on, saves it in the token store and publishes the account. A wrong token fails
    /// with the 401 `GitHubError` and changes nothing.
    package func signIn(token: String) -> Single<User> {
        signIn(Credential(saved: token))
    }

    /// Asks GitHub who `username` with `password` is (`GET /user` with `Basic`); on success the
    /// session sends them from then on and keeps them in the token store (the same `0600`
    /// file). A refusal is the 401 `GitHubError` and changes nothing.
    package func signIn(username: String, password: String) -> Single<User> {
        signIn(.basic(username: username, password: password))
    }

    private func signIn(_ credential: Credential) -> Single<User> {
        send(GitHub.authenticatedUser(), as: credential).do(onSuccess: { [weak self] user in
            guard let self else { return }
            self.lock.withLock { self.credential = credential }
            try? self.tokenStore?.save(credential.saved)
            self.accountRelay.accept(user)
        })
    }

    /// Goes back to anonymous requests, forgets the saved token and the kept answers (they were
    /// the account's), and publishes `nil`.
    package func signOut() {
        lock.withLock { credential = nil }
        try? tokenStore?.remove()
        responseCache?.removeAll()
        accountRelay.accept(nil)
    }
}
