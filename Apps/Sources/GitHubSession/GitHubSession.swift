import Foundation
import GitHubAPI
import OutsideValues
import RxCore
import SecureFiles
import TerminalGate

/// ``GitHubService`` over a ``GitHubTransport``: it adds the signed-in account's token to every
/// request, asks GitHub whether a kept answer is still current (`If-None-Match`, with a
/// ``ResponseCache``), retries once when GitHub asks for a short `Retry-After`, and decodes the
/// answer with the endpoint's own definition.
///
/// Kept answers are the account's: each is kept under its ``CacheAccount`` (the signed-in login,
/// or anonymous) as well as its request, so after a change of account — a sign-in as someone
/// else, or another `--token` on the next run with the same cache folder — the session never
/// sends the previous account's `ETag` nor shows its kept answer.
package final class GitHubSession: GitHubService, @unchecked Sendable {
    private let lock = NSLock()
    private var credential: Credential?
    /// Whose kept answers `credential`'s requests use; `nil` while its account is not known.
    private var cacheAccount: CacheAccount?
    private let transport: GitHubTransport
    private let accountRelay = BehaviorRelay<User?>(value: nil)
    private let tokenStore: TokenStore?
    /// Where a token that could not be kept is reported (standard error in the apps).
    private let warnings: FileWarnings
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
    /// conditionally; a `304` is answered with the kept one. A token that signs in but cannot be
    /// kept (its folder refused, the disk full) is said on `warnings`, one line.
    package init(
        transport: GitHubTransport, token: String? = nil, tokenStore: TokenStore? = nil,
        maxRetryAfter: TimeInterval = 5,
        retryScheduler: SchedulerType? = nil, responseCache: ResponseCache? = nil,
        warnings: FileWarnings = .standardError
    ) {
        self.warnings = warnings
        self.responseCache = responseCache
        self.transport = transport
        self.credential = token.map(Credential.init(saved:))
        // A token given here is sent as is, but whose it is stays unknown until `signIn`.
        self.cacheAccount = token == nil ? .anonymous : nil
        self.tokenStore = tokenStore
        self.maxRetryAfter = maxRetryAfter
        self.retryScheduler = retryScheduler
    }

    /// The signed-in account, `nil` until ``signIn(token:)`` succeeds and after ``signOut()``; replays the current one.
    package var account: Observable<User?> { accountRelay.asObservable() }

    /// `endpoint` as the current account (anonymous while signed out).
    package func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response> {
        let (credential, account): (Credential?, CacheAccount?) = lock.withLock {
            (self.credential, self.cacheAccount)
        }
        return send(endpoint, as: credential, cacheAccount: account)
    }

    /// `endpoint` sent with `credential`, using the answers kept for `cacheAccount` (none when `nil`).
    private func send<Response>(
        _ endpoint: Endpoint<Response>, as credential: Credential?, cacheAccount: CacheAccount?
    ) -> Single<Response> {
        var request = endpoint.request
        // Credentials are for the API's origin only: never for the website's (the device flow).
        if let credential, request.origin == .api { request.headers["Authorization"] = credential.authorization }
        let (transport, maxRetryAfter, scheduler) = (self.transport, self.maxRetryAfter, self.retryScheduler)
        let exchange = Self.conditional(request, through: transport, cache: responseCache, account: cacheAccount)
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

    /// `request` sent through `transport`; a GET with an answer kept for the account carries
    /// its `ETag` in `If-None-Match`, a `304` brings the kept answer back, and a fresh `200`
    /// with an `ETag` is kept for the account. The cache is read when the `Single` is
    /// subscribed to, so a retry asks afresh.
    private static func conditional(
        _ request: GitHubRequest, through transport: GitHubTransport, cache: ResponseCache?, account: CacheAccount?
    ) -> Single<GitHubResponse> {
        guard let cache, let account, request.method == .get else { return transport.send(request) }
        return Single.deferred {
            var request = request
            let key = account.key(for: request.cacheKey)
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

    /// Asks who `credential` is without any kept answer (its account is not known yet); on
    /// success, the credential and the account whose kept answers it uses change together.
    private func signIn(_ credential: Credential) -> Single<User> {
        send(GitHub.authenticatedUser(), as: credential, cacheAccount: nil).do(onSuccess: { [weak self] user in
            guard let self else { return }
            self.lock.withLock {
                self.credential = credential
                self.cacheAccount = .signedIn(login: user.login)
            }
            do {
                try self.tokenStore?.save(credential.saved)
            } catch {
                // Signed in for this run all the same; the line says why the next one asks again.
                // The login is the server's: it reaches the terminal when the line is replayed.
                self.warnings.report(
                    "warning: signed in as \(TerminalText.escapedLine(user.login)), but the token was not kept (\(error)): the next launch asks again"
                )
            }
            self.accountRelay.accept(user)
        })
    }

    /// Goes back to anonymous requests, forgets the saved token and the kept answers (they were
    /// the account's), and publishes `nil`.
    package func signOut() {
        lock.withLock {
            credential = nil
            cacheAccount = .anonymous
        }
        try? tokenStore?.remove()
        responseCache?.removeAll()
        accountRelay.accept(nil)
    }
}
