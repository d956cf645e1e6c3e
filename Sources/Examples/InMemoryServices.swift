import Foundation
import RxCore
import MVVM

/// Fakes of the example services that answer from memory, after `latency` on `scheduler` —
/// for tests (with a `TestScheduler`) and demos.
public final class InMemoryGitHub: EventsService, RepositorySearchService, LoginService, @unchecked Sendable {
    public var received: [ActivityEvent]
    public var performed: [ActivityEvent]
    public var repositories: [Repository]
    public var pageSize: Int
    public var latency: RxTimeInterval
    public var failure: Swift.Error?
    public private(set) var requests: [String] = []
    private let scheduler: SchedulerType

    public init(received: [ActivityEvent] = [], performed: [ActivityEvent] = [], repositories: [Repository] = [], pageSize: Int = 2, latency: RxTimeInterval = .seconds(10), scheduler: SchedulerType) {
        self.received = received
        self.performed = performed
        self.repositories = repositories
        self.pageSize = pageSize
        self.latency = latency
        self.scheduler = scheduler
    }

    private func respond<Value>(_ request: String, _ value: @escaping () -> Value) -> Single<Value> {
        Single.deferred {
            self.requests.append(request)
            if let failure = self.failure {
                // `delay` never delays errors, so a failure waits on a timer like a real request.
                return Observable<Int>.timer(self.latency, scheduler: self.scheduler)
                    .flatMap { _ in Observable<Value>.error(failure) }
                    .asSingle()
            }
            return Single.just(value()).delay(self.latency, scheduler: self.scheduler)
        }
    }

    private func page(_ events: [ActivityEvent], _ page: Int) -> Page<ActivityEvent> {
        let start = (page - 1) * pageSize
        let slice = Array(events.dropFirst(start).prefix(pageSize))
        return Page(items: slice, hasNextPage: start + pageSize < events.count)
    }

    public func receivedEvents(login: String, page: Int) -> Single<Page<ActivityEvent>> {
        respond("received \(login) \(page)") { self.page(self.received, page) }
    }

    public func performedEvents(login: String, page: Int) -> Single<Page<ActivityEvent>> {
        respond("performed \(login) \(page)") { self.page(self.performed, page) }
    }

    public func organizationEvents(login: String, page: Int) -> Single<Page<ActivityEvent>> {
        respond("organization \(login) \(page)") { self.page(self.received, page) }
    }

    public func repositoryEvents(fullName: String, page: Int) -> Single<Page<ActivityEvent>> {
        respond("repository \(fullName) \(page)") { self.page(self.received.filter { $0.repository.fullName == fullName }, page) }
    }

    public func searchRepositories(query: String) -> Single<[Repository]> {
        respond("search \(query)") { self.repositories.filter { $0.fullName.localizedCaseInsensitiveContains(query) } }
    }

    public func login(username: String, password: String) -> Single<GitHubAccount> {
        respond("login \(username)") { GitHubAccount(login: username) }
    }
}
