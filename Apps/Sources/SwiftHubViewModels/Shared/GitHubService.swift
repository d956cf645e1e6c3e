import Foundation
import GitHubAPI
import MVVM
import RxCore
import RxUI

/// What the SwiftHub view models need from GitHub. `GitHubClient` provides it over HTTP;
/// tests inject fakes.
package protocol GitHubService: AnyObject {
    /// Events the account `login` receives (from people and repositories it follows), newest first; 30 per page.
    func receivedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>>
    /// Events the account `login` performed, newest first; 30 per page.
    func performedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>>
    /// Events in the organization `login`'s repositories, newest first; 30 per page.
    func organizationEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>>
    /// Events in the repository `fullName` ("owner/name"), newest first; 30 per page.
    func repositoryEvents(fullName: String, page: Int) -> Single<Paged<GitHubEvent>>
    /// The account `login` (a user or an organization).
    func user(login: String) -> Single<User>
    /// The repository `fullName` ("owner/name").
    func repository(fullName: String) -> Single<Repository>
    /// The public repositories `login` owns.
    func userRepositories(login: String, page: Int) -> Single<Paged<Repository>>
    /// The accounts following `login`.
    func followers(login: String, page: Int) -> Single<Paged<User>>
    /// The accounts `login` follows.
    func following(login: String, page: Int) -> Single<Paged<User>>
    /// Repositories matching `query` (GitHub's search syntax, qualifiers included), ordered by `sort` (`nil`: best match); `totalCount` set.
    func searchRepositories(query: String, sort: String?, page: Int) -> Single<Paged<Repository>>
    /// Accounts matching `query`; `totalCount` set.
    func searchUsers(query: String, page: Int) -> Single<Paged<User>>
    /// Checks `token` and returns its account; the service then talks as that account.
    func signIn(token: String) -> Single<User>
    /// Forgets the token (and its saved copy); the service talks anonymously again.
    func signOut()
    /// The signed-in account (`nil` while signed out); replays the current one.
    var account: Observable<User?> { get }
    /// Whether the signed-in account has starred `fullName`.
    func isStarred(fullName: String) -> Single<Bool>
    /// Stars or unstars `fullName` for the signed-in account.
    func setStarred(_ starred: Bool, fullName: String) -> Completable
    /// Issues only (no pull requests), newest first.
    func issues(fullName: String, state: IssueState, page: Int) -> Single<Paged<Issue>>
    /// The issue `number` of `fullName`; a 404 ``GitHubError`` when `number` is a pull request.
    func issue(fullName: String, number: Int) -> Single<Issue>
    /// Comments of an issue or a pull request, oldest first.
    func issueComments(fullName: String, number: Int, page: Int) -> Single<Paged<IssueComment>>
    /// Pull requests of `fullName` in `state`, newest first.
    func pullRequests(fullName: String, state: IssueState, page: Int) -> Single<Paged<PullRequest>>
    /// The pull request `number` of `fullName`, with its merge state.
    func pullRequest(fullName: String, number: Int) -> Single<PullRequest>
    /// Commits of `fullName`'s default branch, newest first.
    func commits(fullName: String, branch: String?, page: Int) -> Single<Paged<Commit>>
    /// Branches of `fullName`.
    func branches(fullName: String, page: Int) -> Single<Paged<Branch>>
    /// Releases of `fullName`, newest first, pre-releases included.
    func releases(fullName: String, page: Int) -> Single<Paged<Release>>
    /// Contributors of `fullName`, most commits first.
    func contributors(fullName: String, page: Int) -> Single<Paged<Contributor>>
    /// Accounts that starred `fullName`.
    func stargazers(fullName: String, page: Int) -> Single<Paged<User>>
    /// Forks of `fullName`.
    func forks(fullName: String, page: Int) -> Single<Paged<Repository>>
    /// The README of `fullName`; fails with a 404 ``GitHubError`` when the repository has none.
    func readme(fullName: String) -> Single<Readme>
    /// The signed-in account's notification threads.
    func notifications(filter: NotificationFilter, page: Int) -> Single<Paged<GitHubNotification>>
    /// Marks the thread `id` read for the signed-in account.
    func markNotificationRead(id: String) -> Completable
    /// Repositories `login` has starred, most recently starred first.
    func starredRepositories(login: String, page: Int) -> Single<Paged<Repository>>
    /// Organizations `login` belongs to (public memberships).
    func organizations(login: String, page: Int) -> Single<Paged<Organization>>
}

/// `GitHubService` over HTTP; signing in swaps in a client that sends the token.
package final class GitHubHTTPService: GitHubService, @unchecked Sendable {
    private let lock = NSLock()
    private var client: GitHubClient
    private let timeout: TimeInterval
    private let accountRelay = BehaviorRelay<User?>(value: nil)
    private let tokenStore: TokenStore?

    /// A service for `baseURL`. A `token` given here is sent as is; call ``signIn(token:)``
    /// to check it and make its account known to the screens. With a `tokenStore`, a
    /// successful sign-in is kept there and signing out forgets it.
    package init(baseURL: URL, token: String? = nil, timeout: TimeInterval = 15, tokenStore: TokenStore? = nil) {
        client = GitHubClient(baseURL: baseURL, token: token, timeout: timeout)
        self.timeout = timeout
        self.tokenStore = tokenStore
    }

    /// The signed-in account, `nil` until ``signIn(token:)`` succeeds and after ``signOut()``; replays the current one.
    package var account: Observable<User?> { accountRelay.asObservable() }

    private var current: GitHubClient { lock.withLock { client } }

    /// `GET /users/{login}/received_events` as the current account (anonymous while signed out).
    package func receivedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> {
        current.receivedEvents(login: login, page: page)
    }
    /// `GET /users/{login}/events` as the current account (anonymous while signed out).
    package func performedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> {
        current.performedEvents(login: login, page: page)
    }
    /// `GET /orgs/{login}/events` as the current account (anonymous while signed out).
    package func organizationEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> {
        current.organizationEvents(login: login, page: page)
    }
    /// `GET /repos/{fullName}/events` as the current account (anonymous while signed out).
    package func repositoryEvents(fullName: String, page: Int) -> Single<Paged<GitHubEvent>> {
        current.repositoryEvents(fullName: fullName, page: page)
    }
    /// `GET /users/{login}` as the current account (anonymous while signed out).
    package func user(login: String) -> Single<User> { current.user(login: login) }
    /// `GET /repos/{fullName}` as the current account (anonymous while signed out).
    package func repository(fullName: String) -> Single<Repository> { current.repository(fullName: fullName) }
    /// `GET /users/{login}/repos` as the current account (anonymous while signed out).
    package func userRepositories(login: String, page: Int) -> Single<Paged<Repository>> {
        current.userRepositories(login: login, page: page)
    }
    /// `GET /search/repositories` as the current account (anonymous while signed out).
    package func searchRepositories(query: String, sort: String?, page: Int) -> Single<Paged<Repository>> {
        current.searchRepositories(query: query, sort: sort, page: page)
    }
    /// `GET /search/users` as the current account (anonymous while signed out).
    package func searchUsers(query: String, page: Int) -> Single<Paged<User>> {
        current.searchUsers(query: query, page: page)
    }
    /// `GET /users/{login}/followers` as the current account (anonymous while signed out).
    package func followers(login: String, page: Int) -> Single<Paged<User>> {
        current.followers(login: login, page: page)
    }
    /// `GET /users/{login}/following` as the current account (anonymous while signed out).
    package func following(login: String, page: Int) -> Single<Paged<User>> {
        current.following(login: login, page: page)
    }
    /// `GET /user/starred/{owner}/{name}` as the current account: 204 is `true`, 404 `false`.
    package func isStarred(fullName: String) -> Single<Bool> { current.isStarred(fullName: fullName) }
    /// `PUT` (star) or `DELETE` (unstar) `/user/starred/{owner}/{name}` as the current account.
    package func setStarred(_ starred: Bool, fullName: String) -> Completable {
        current.setStarred(starred, fullName: fullName)
    }
    /// `GET /repos/{fullName}/issues` as the current account (anonymous while signed out).
    package func issues(fullName: String, state: IssueState, page: Int) -> Single<Paged<Issue>> {
        current.issues(fullName: fullName, state: state, page: page)
    }
    /// `GET /repos/{fullName}/issues/{number}` as the current account (anonymous while signed out).
    package func issue(fullName: String, number: Int) -> Single<Issue> {
        current.issue(fullName: fullName, number: number)
    }
    /// `GET /repos/{fullName}/issues/{number}/comments` as the current account (anonymous while signed out).
    package func issueComments(fullName: String, number: Int, page: Int) -> Single<Paged<IssueComment>> {
        current.issueComments(fullName: fullName, number: number, page: page)
    }
    /// `GET /repos/{fullName}/pulls` as the current account (anonymous while signed out).
    package func pullRequests(fullName: String, state: IssueState, page: Int) -> Single<Paged<PullRequest>> {
        current.pullRequests(fullName: fullName, state: state, page: page)
    }
    /// `GET /repos/{fullName}/pulls/{number}` as the current account (anonymous while signed out).
    package func pullRequest(fullName: String, number: Int) -> Single<PullRequest> {
        current.pullRequest(fullName: fullName, number: number)
    }
    /// `GET /repos/{fullName}/commits` as the current account (anonymous while signed out).
    package func commits(fullName: String, branch: String?, page: Int) -> Single<Paged<Commit>> {
        current.commits(fullName: fullName, branch: branch, page: page)
    }
    /// `GET /repos/{fullName}/branches` as the current account (anonymous while signed out).
    package func branches(fullName: String, page: Int) -> Single<Paged<Branch>> {
        current.branches(fullName: fullName, page: page)
    }
    /// `GET /repos/{fullName}/releases` as the current account (anonymous while signed out).
    package func releases(fullName: String, page: Int) -> Single<Paged<Release>> {
        current.releases(fullName: fullName, page: page)
    }
    /// `GET /repos/{fullName}/contributors` as the current account (anonymous while signed out).
    package func contributors(fullName: String, page: Int) -> Single<Paged<Contributor>> {
        current.contributors(fullName: fullName, page: page)
    }
    /// `GET /repos/{fullName}/stargazers` as the current account (anonymous while signed out).
    package func stargazers(fullName: String, page: Int) -> Single<Paged<User>> {
        current.stargazers(fullName: fullName, page: page)
    }
    /// `GET /repos/{fullName}/forks` as the current account (anonymous while signed out).
    package func forks(fullName: String, page: Int) -> Single<Paged<Repository>> {
        current.forks(fullName: fullName, page: page)
    }
    /// `GET /repos/{fullName}/readme` as the current account (anonymous while signed out).
    package func readme(fullName: String) -> Single<Readme> { current.readme(fullName: fullName) }
    /// `GET /notifications` as the current account (anonymous while signed out).
    package func notifications(filter: NotificationFilter, page: Int) -> Single<Paged<GitHubNotification>> {
        current.notifications(filter: filter, page: page)
    }
    /// `PATCH /notifications/threads/{id}` as the current account.
    package func markNotificationRead(id: String) -> Completable { current.markNotificationRead(id: id) }
    /// `GET /users/{login}/starred` as the current account (anonymous while signed out).
    package func starredRepositories(login: String, page: Int) -> Single<Paged<Repository>> {
        current.starredRepositories(login: login, page: page)
    }
    /// `GET /users/{login}/orgs` as the current account (anonymous while signed out).
    package func organizations(login: String, page: Int) -> Single<Paged<Organization>> {
        current.organizations(login: login, page: page)
    }

    /// Asks GitHub who `token` belongs to (`GET /user`); on success the service sends it from then on, saves it in the token store and publishes the account. A wrong token fails with the 401 ``GitHubError`` and changes nothing.
    package func signIn(token: String) -> Single<User> {
        let candidate = GitHubClient(baseURL: current.baseURL, token: token, timeout: timeout)
        return candidate.authenticatedUser().do(onSuccess: { [weak self] user in
            guard let self else { return }
            self.lock.withLock { self.client = candidate }
            try? self.tokenStore?.save(token)
            self.accountRelay.accept(user)
        })
    }

    /// Goes back to anonymous requests, forgets the saved token and publishes `nil`.
    package func signOut() {
        lock.withLock { client = GitHubClient(baseURL: client.baseURL, timeout: timeout) }
        try? tokenStore?.remove()
        accountRelay.accept(nil)
    }
}

extension Paged {
    /// The page as the MVVM kit's `Page`.
    var page: Page<Item> { Page(items: items, hasNextPage: nextPage != nil) }
}
