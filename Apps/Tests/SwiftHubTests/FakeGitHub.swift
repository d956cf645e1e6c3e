import Foundation
import GitHubAPI
import GitHubFixtureServer
import RxCore
import RxUI
import SwiftHubScreens
import SwiftHubViewModels

/// `GitHubService` answering from the fixture data after `latency` on `scheduler` (a
/// `TestScheduler` in view-model tests, immediate for screen tests), with injectable errors.
final class FakeGitHub: GitHubService {
    let data = FixtureData.standard
    let scheduler: SchedulerType?
    let latency: RxTimeInterval
    var failure: GitHubError?
    /// Fails only requests whose description starts with this ("search", "received octocat 2").
    var failurePrefix = ""
    private(set) var requests: [String] = []
    let accountRelay = BehaviorRelay<User?>(value: nil)
    var account: Observable<User?> { accountRelay.asObservable() }

    init(scheduler: SchedulerType?, latency: RxTimeInterval = .seconds(10)) {
        self.scheduler = scheduler
        self.latency = latency
    }

    private func answer<Value>(_ request: String, _ value: @escaping () -> Value?) -> Single<Value> {
        Single.deferred {
            self.requests.append(request)
            let outcome: Observable<Value>
            if let failure = self.failure, request.hasPrefix(self.failurePrefix) {
                outcome = .error(failure)
            } else if let value = value() {
                outcome = .just(value)
            } else {
                outcome = .error(GitHubError.http(status: 404, message: "Not Found"))
            }
            guard let scheduler = self.scheduler else { return outcome.asSingle() }
            return Observable<Int>.timer(self.latency, scheduler: scheduler).flatMap { _ in outcome }.asSingle()
        }
    }

    private func page<Item>(_ items: [Item], _ page: Int, total: Bool = false) -> Paged<Item> {
        let slice = Array(items.dropFirst((page - 1) * 30).prefix(30))
        return Paged(
            items: slice, nextPage: page * 30 < items.count ? page + 1 : nil, totalCount: total ? items.count : nil)
    }

    func receivedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> {
        answer("received \(login) \(page)") { self.page(self.data.receivedEvents(login), page) }
    }
    func performedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> {
        answer("performed \(login) \(page)") { self.page(self.data.performedEvents(login), page) }
    }
    func organizationEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> {
        answer("organization \(login) \(page)") { self.page(self.data.organizationEvents(login), page) }
    }
    func repositoryEvents(fullName: String, page: Int) -> Single<Paged<GitHubEvent>> {
        answer("repository-events \(fullName) \(page)") { self.page(self.data.repositoryEvents(fullName), page) }
    }
    func user(login: String) -> Single<User> { answer("user \(login)") { self.data.user(login) } }
    func repository(fullName: String) -> Single<Repository> {
        answer("repository \(fullName)") { self.data.repository(fullName) }
    }
    func userRepositories(login: String, page: Int) -> Single<Paged<Repository>> {
        answer("repositories \(login) \(page)") { self.page(self.data.repositories(of: login), page) }
    }
    func searchRepositories(query: String, sort: String?, page: Int) -> Single<Paged<Repository>> {
        answer("search \(query)" + (page == 1 ? "" : " \(page)") + (sort.map { " sort=\($0)" } ?? "")) {
            self.page(self.data.search(query, sort: sort), page, total: true)
        }
    }
    func searchUsers(query: String, page: Int) -> Single<Paged<User>> {
        answer("search users \(query)" + (page == 1 ? "" : " \(page)")) {
            self.page(self.data.searchUsers(query), page, total: true)
        }
    }
    func followers(login: String, page: Int) -> Single<Paged<User>> {
        answer("followers \(login) \(page)") { self.page(self.data.followers(of: login), page) }
    }
    func following(login: String, page: Int) -> Single<Paged<User>> {
        answer("following \(login) \(page)") { self.page(self.data.following(of: login), page) }
    }

    /// Repositories starred, by account ("" while signed out).
    private var starredByAccount: [String: Set<String>] = [:]
    /// Repositories starred by the signed-in account.
    var starred: Set<String> {
        get { starredByAccount[accountRelay.value?.login ?? "", default: []] }
        set { starredByAccount[accountRelay.value?.login ?? ""] = newValue }
    }

    func isStarred(fullName: String) -> Single<Bool> {
        answer("starred? \(fullName)") { self.starred.contains(fullName) }
    }

    func setStarred(_ starred: Bool, fullName: String) -> Completable {
        answer("\(starred ? "star" : "unstar") \(fullName)") { () -> Bool? in
            if starred { self.starred.insert(fullName) } else { self.starred.remove(fullName) }
            return true
        }.asCompletable()
    }

    func issues(fullName: String, state: IssueState, page: Int) -> Single<Paged<Issue>> {
        answer("issues \(fullName) \(state) \(page)") {
            self.data.issues(of: fullName, state: state).map { self.page($0, page) }
        }
    }
    func issue(fullName: String, number: Int) -> Single<Issue> {
        answer("issue \(fullName)#\(number)") { self.data.issue(of: fullName, number: number) }
    }
    func issueComments(fullName: String, number: Int, page: Int) -> Single<Paged<IssueComment>> {
        answer("comments \(fullName)#\(number) \(page)") {
            self.data.comments(of: fullName, number: number).map { self.page($0, page) }
        }
    }
    func pullRequests(fullName: String, state: IssueState, page: Int) -> Single<Paged<PullRequest>> {
        answer("pulls \(fullName) \(state) \(page)") {
            self.data.pullRequests(of: fullName, state: state).map { self.page($0, page) }
        }
    }
    func pullRequest(fullName: String, number: Int) -> Single<PullRequest> {
        answer("pull \(fullName)#\(number)") { self.data.pullRequest(of: fullName, number: number) }
    }
    func commits(fullName: String, branch: String?, page: Int) -> Single<Paged<Commit>> {
        answer("commits \(fullName)\(branch.map { " " + $0 } ?? "") \(page)") {
            self.data.commits(of: fullName, from: branch).map { self.page($0, page) }
        }
    }
    func branches(fullName: String, page: Int) -> Single<Paged<Branch>> {
        answer("branches \(fullName) \(page)") { self.data.branches(of: fullName).map { self.page($0, page) } }
    }
    func releases(fullName: String, page: Int) -> Single<Paged<Release>> {
        answer("releases \(fullName) \(page)") { self.data.releases(of: fullName).map { self.page($0, page) } }
    }
    func contributors(fullName: String, page: Int) -> Single<Paged<Contributor>> {
        answer("contributors \(fullName) \(page)") { self.data.contributors(of: fullName).map { self.page($0, page) } }
    }
    func stargazers(fullName: String, page: Int) -> Single<Paged<User>> {
        answer("stargazers \(fullName) \(page)") { self.data.stargazers(of: fullName).map { self.page($0, page) } }
    }
    func forks(fullName: String, page: Int) -> Single<Paged<Repository>> {
        answer("forks \(fullName) \(page)") { self.data.forks(of: fullName).map { self.page($0, page) } }
    }
    func readme(fullName: String) -> Single<Readme> { answer("readme \(fullName)") { self.data.readme(of: fullName) } }

    /// Threads marked read so far.
    var readNotifications: Set<String> = []

    func notifications(filter: NotificationFilter, page: Int) -> Single<Paged<GitHubNotification>> {
        answer("notifications \(filter) \(page)") { () -> Paged<GitHubNotification>? in
            guard let login = self.accountRelay.value?.login else { return nil }
            let threads = self.data.notifications(of: login).map {
                self.readNotifications.contains($0.id) ? $0.markedRead() : $0
            }
            .filter { filter == .all || ($0.unread && (filter == .unread || $0.isParticipating)) }
            return self.page(threads, page)
        }
    }

    func markNotificationRead(id: String) -> Completable {
        answer("mark-read \(id)") { () -> Bool? in
            self.readNotifications.insert(id)
            return true
        }.asCompletable()
    }

    func starredRepositories(login: String, page: Int) -> Single<Paged<Repository>> {
        answer("starred \(login) \(page)") { self.data.starredRepositories(of: login).map { self.page($0, page) } }
    }
    func organizations(login: String, page: Int) -> Single<Paged<Organization>> {
        answer("orgs \(login) \(page)") { self.data.organizations(of: login).map { self.page($0, page) } }
    }

    func signOut() {
        requests.append("sign-out")
        accountRelay.accept(nil)
    }

    func signIn(token: String) -> Single<User> {
        answer("sign-in") { token.hasPrefix("fixture-") ? self.data.user(String(token.dropFirst(8))) : nil }
            .do(onSuccess: { [accountRelay] in accountRelay.accept($0) })
    }
}
