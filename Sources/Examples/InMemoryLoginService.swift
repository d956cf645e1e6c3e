import Foundation
import RxCore
import MVVM

/// A ``LoginService`` that answers from memory after `latency` on `scheduler` — for tests
/// (with a `TestScheduler`) and the gallery. Any username signs in, unless `failure` is set or
/// the password is ``wrongPassword``, which is refused — the form's failure path.
public final class InMemoryLoginService: LoginService, @unchecked Sendable {
    /// The password this service refuses.
    public static let wrongPassword = "wrong-password"

    public struct Refused: Error, CustomStringConvertible, Equatable {
        public var description: String { "the username or password is wrong" }
    }

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
            if let failure = self.failure ?? (password == Self.wrongPassword ? Refused() : nil) {
                // `delay` never delays errors, so a failure waits on a timer like a real request.
                return Observable<Int>.timer(self.latency, scheduler: self.scheduler)
                    .flatMap { _ in Observable<GitHubAccount>.error(failure) }
                    .asSingle()
            }
            return Single.just(GitHubAccount(login: username)).delay(self.latency, scheduler: self.scheduler)
        }
    }
}
