import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// What the SwiftHub view models need from GitHub. `GitHubClient` provides it over HTTP;
/// tests inject fakes.
public protocol GitHubService: AnyObject {
    func receivedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>>
    func performedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>>
    func organizationEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>>
    func repositoryEvents(fullName: String, page: Int) -> Single<Paged<GitHubEvent>>
    func user(login: String) -> Single<User>
    func repository(fullName: String) -> Single<Repository>
    func userRepositories(login: String, page: Int) -> Single<Paged<Repository>>
    func followers(login: String, page: Int) -> Single<Paged<User>>
    func following(login: String, page: Int) -> Single<Paged<User>>
    func searchRepositories(query: String, sort: String?, page: Int) -> Single<Paged<Repository>>
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
    func issue(fullName: String, number: Int) -> Single<Issue>
    /// Comments of an issue or a pull request, oldest first.
    func issueComments(fullName: String, number: Int, page: Int) -> Single<Paged<IssueComment>>
    func pullRequests(fullName: String, state: IssueState, page: Int) -> Single<Paged<PullRequest>>
    func pullRequest(fullName: String, number: Int) -> Single<PullRequest>
    func commits(fullName: String, page: Int) -> Single<Paged<Commit>>
    func branches(fullName: String, page: Int) -> Single<Paged<Branch>>
    func releases(fullName: String, page: Int) -> Single<Paged<Release>>
    func contributors(fullName: String, page: Int) -> Single<Paged<Contributor>>
    func stargazers(fullName: String, page: Int) -> Single<Paged<User>>
    func forks(fullName: String, page: Int) -> Single<Paged<Repository>>
    func readme(fullName: String) -> Single<Readme>
    /// The signed-in account's notification threads.
    func notifications(filter: NotificationFilter, page: Int) -> Single<Paged<GitHubNotification>>
    func markNotificationRead(id: String) -> Completable
    func starredRepositories(login: String, page: Int) -> Single<Paged<Repository>>
    func organizations(login: String, page: Int) -> Single<Paged<Organization>>
}

/// `GitHubService` over HTTP; signing in swaps in a client that sends the token.
public final class GitHubHTTPService: GitHubService, @unchecked Sendable {
    private let lock = NSLock()
    private var client: GitHubClient
    private let timeout: TimeInterval
    private let accountRelay = BehaviorRelay<User?>(value: nil)
    private let tokenStore: TokenStore?

    /// A service for `baseURL`. A `token` given here is sent as is; call ``signIn(token:)``
    /// to check it and make its account known to the screens. With a `tokenStore`, a
    /// successful sign-in is kept there and signing out forgets it.
    public init(baseURL: URL, token: String? = nil, timeout: TimeInterval = 15, tokenStore: TokenStore? = nil) {
        client = GitHubClient(baseURL: baseURL, token: token, timeout: timeout)
        self.timeout = timeout
        self.tokenStore = tokenStore
    }

    public var account: Observable<User?> { accountRelay.asObservable() }

    private var current: GitHubClient { lock.withLock { client } }

    public func receivedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> { current.receivedEvents(login: login, page: page) }
    public func performedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> { current.performedEvents(login: login, page: page) }
    public func organizationEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> { current.organizationEvents(login: login, page: page) }
    public func repositoryEvents(fullName: String, page: Int) -> Single<Paged<GitHubEvent>> { current.repositoryEvents(fullName: fullName, page: page) }
    public func user(login: String) -> Single<User> { current.user(login: login) }
    public func repository(fullName: String) -> Single<Repository> { current.repository(fullName: fullName) }
    public func userRepositories(login: String, page: Int) -> Single<Paged<Repository>> { current.userRepositories(login: login, page: page) }
    public func searchRepositories(query: String, sort: String?, page: Int) -> Single<Paged<Repository>> { current.searchRepositories(query: query, sort: sort, page: page) }
    public func searchUsers(query: String, page: Int) -> Single<Paged<User>> { current.searchUsers(query: query, page: page) }
    public func followers(login: String, page: Int) -> Single<Paged<User>> { current.followers(login: login, page: page) }
    public func following(login: String, page: Int) -> Single<Paged<User>> { current.following(login: login, page: page) }
    public func isStarred(fullName: String) -> Single<Bool> { current.isStarred(fullName: fullName) }
    public func setStarred(_ starred: Bool, fullName: String) -> Completable { current.setStarred(starred, fullName: fullName) }
    public func issues(fullName: String, state: IssueState, page: Int) -> Single<Paged<Issue>> { current.issues(fullName: fullName, state: state, page: page) }
    public func issue(fullName: String, number: Int) -> Single<Issue> { current.issue(fullName: fullName, number: number) }
    public func issueComments(fullName: String, number: Int, page: Int) -> Single<Paged<IssueComment>> { current.issueComments(fullName: fullName, number: number, page: page) }
    public func pullRequests(fullName: String, state: IssueState, page: Int) -> Single<Paged<PullRequest>> { current.pullRequests(fullName: fullName, state: state, page: page) }
    public func pullRequest(fullName: String, number: Int) -> Single<PullRequest> { current.pullRequest(fullName: fullName, number: number) }
    public func commits(fullName: String, page: Int) -> Single<Paged<Commit>> { current.commits(fullName: fullName, page: page) }
    public func branches(fullName: String, page: Int) -> Single<Paged<Branch>> { current.branches(fullName: fullName, page: page) }
    public func releases(fullName: String, page: Int) -> Single<Paged<Release>> { current.releases(fullName: fullName, page: page) }
    public func contributors(fullName: String, page: Int) -> Single<Paged<Contributor>> { current.contributors(fullName: fullName, page: page) }
    public func stargazers(fullName: String, page: Int) -> Single<Paged<User>> { current.stargazers(fullName: fullName, page: page) }
    public func forks(fullName: String, page: Int) -> Single<Paged<Repository>> { current.forks(fullName: fullName, page: page) }
    public func readme(fullName: String) -> Single<Readme> { current.readme(fullName: fullName) }
    public func notifications(filter: NotificationFilter, page: Int) -> Single<Paged<GitHubNotification>> { current.notifications(filter: filter, page: page) }
    public func markNotificationRead(id: String) -> Completable { current.markNotificationRead(id: id) }
    public func starredRepositories(login: String, page: Int) -> Single<Paged<Repository>> { current.starredRepositories(login: login, page: page) }
    public func organizations(login: String, page: Int) -> Single<Paged<Organization>> { current.organizations(login: login, page: page) }

    public func signIn(token: String) -> Single<User> {
        let candidate = GitHubClient(baseURL: current.baseURL, token: token, timeout: timeout)
        return candidate.authenticatedUser().do(onSuccess: { [weak self] user in
            guard let self else { return }
            self.lock.withLock { self.client = candidate }
            try? self.tokenStore?.save(token)
            self.accountRelay.accept(user)
        })
    }

    public func signOut() {
        lock.withLock { client = GitHubClient(baseURL: client.baseURL, timeout: timeout) }
        try? tokenStore?.remove()
        accountRelay.accept(nil)
    }
}

extension Paged {
    /// The page as the MVVM kit's `Page`.
    var page: Page<Item> { Page(items: items, hasNextPage: nextPage != nil) }
}

