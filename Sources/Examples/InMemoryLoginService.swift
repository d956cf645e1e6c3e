import Foundation
import RxCore
import MVVM

/// A ``LoginService`` that answers from memory after `latency` on `scheduler` — for tests
/// (with a `TestScheduler`) and the demo. Any username signs in unless `failure` is set.
public final class InMemoryLoginService: LoginService, @unchecked Sendable {
    public var latency: RxTimeInterval
    public var failure: Swift.Error?
    public private(set) var requests: [String] = []
    private let scheduler: SchedulerType

    public init(latency: RxTimeInterval = .seconds(10), scheduler: SchedulerType) {
        self.latency = latency
        self.scheduler = scheduler
    }

    public func login(username: String, password: String) -> Single<GitHubAccount> {
        Single.deferred {
            self.requests.append("login \(username)")
            if let failure = self.failure {
                // `delay` never delays errors, so a failure waits on a timer like a real request.
                return Observable<Int>.timer(self.latency, scheduler: self.scheduler)
                    .flatMap { _ in Observable<GitHubAccount>.error(failure) }
                    .asSingle()
            }
            return Single.just(GitHubAccount(login: username)).delay(self.latency, scheduler: self.scheduler)
        }
    }
}
