import GitHubAPI
import RxCore

/// What the SwiftHub view models need from GitHub: any endpoint sent as the signed-in account,
/// and the account itself. ``GitHubSession`` provides it over a transport; tests inject fakes.
package protocol GitHubService: AnyObject {
    /// `endpoint`'s answer, requested as the current account (anonymously while signed out);
    /// failures are `GitHubError`s.
    func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response>
    /// Checks `token` and returns its account; the service then talks as that account.
    func signIn(token: String) -> Single<User>
    /// Checks a username and password (`Basic`, where the server accepts it) and returns the
    /// account; the service then talks as that account.
    func signIn(username: String, password: String) -> Single<User>
    /// Forgets the token (and its saved copy); the service talks anonymously again.
    func signOut()
    /// The signed-in account (`nil` while signed out); replays the current one.
    var account: Observable<User?> { get }
}
