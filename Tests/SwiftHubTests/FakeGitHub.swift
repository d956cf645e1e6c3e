import Foundation
import RxCore
import RxUI
import GitHubAPI
import GitHubFixtureServer
import SwiftHubViewModels
import SwiftHubScreens

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
        return Paged(items: slice, nextPage: page * 30 < items.count ? page + 1 : nil, totalCount: total ? items.count : nil)
    }

    func receivedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> { answer("received \(login) \(page)") { self.page(self.data.receivedEvents(login), page) } }
    func performedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> { answer("performed \(login) \(page)") { self.page(self.data.performedEvents(login), page) } }
    func organizationEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> { answer("organization \(login) \(page)") { self.page(self.data.organizationEvents(login), page) } }
    func repositoryEvents(fullName: String, page: Int) -> Single<Paged<GitHubEvent>> { answer("repository-events \(fullName) \(page)") { self.page(self.data.repositoryEvents(fullName), page) } }
    func user(login: String) -> Single<User> { answer("user \(login)") { self.data.user(login) } }
    func repository(fullName: String) -> Single<Repository> { answer("repository \(fullName)") { self.data.repository(fullName) } }
    func userRepositories(login: String, page: Int) -> Single<Paged<Repository>> { answer("repositories \(login) \(page)") { self.page(self.data.repositories(of: login), page) } }
    func searchRepositories(query: String, sort: String?, page: Int) -> Single<Paged<Repository>> { answer("search \(query)" + (page == 1 ? "" : " \(page)") + (sort.map { " sort=\($0)" } ?? "")) { self.page(self.data.search(query, sort: sort), page, total: true) } }
    func searchUsers(query: String, page: Int) -> Single<Paged<User>> {
        answer("search users \(query)" + (page == 1 ? "" : " \(page)")) { self.page(self.data.searchUsers(query), page, total: true) }
    }
    func followers(login: String, page: Int) -> Single<Paged<User>> { answer("followers \(login) \(page)") { self.page(self.data.followers(of: login), page) } }
    func following(login: String, page: Int) -> Single<Paged<User>> { answer("following \(login) \(page)") { self.page(self.data.following(of: login), page) } }

    /// Repositories starred by the signed-in account.
    var starred: Set<String> = []

    func isStarred(fullName: String) -> Single<Bool> { answer("starred? \(fullName)") { self.starred.contains(fullName) } }

    func setStarred(_ starred: Bool, fullName: String) -> Completable {
        answer("\(starred ? "star" : "unstar") \(fullName)") { () -> Bool? in
            if starred { self.starred.insert(fullName) } else { self.starred.remove(fullName) }
            return true
        }.asCompletable()
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
