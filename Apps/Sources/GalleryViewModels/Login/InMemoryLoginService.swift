import Foundation
import MVVM
import RxCore

/// A ``LoginService`` that answers from memory after `latency` on `scheduler` — for tests
/// (with a `TestScheduler`) and the gallery. Any username signs in, unless `failure` is set or
/// the password is ``wrongPassword``, which is refused — the form's failure path.
package final class InMemoryLoginService: LoginService, @unchecked Sendable {
    /// The password this service refuses.
    package static let wrongPassword = "wrong-password"

    /// The error for ``InMemoryLoginService/wrongPassword``.
    package struct Refused: Error, CustomStringConvertible, Equatable {
        package var description: String { "the username or password is wrong" }
    }

    /// How long an answer takes, on the scheduler given at creation.
    package var latency: RxTimeInterval
    /// An error every login fails with, when set (the wrong password fails regardless).
    package var failure: Swift.Error?
    /// "login <username>" for every login asked for, in order — what tests assert on.
    package private(set) var requests: [String] = []
    private let scheduler: SchedulerType

    /// A service that answers after `latency` on `scheduler`.
    package init(latency: RxTimeInterval = .seconds(10), scheduler: SchedulerType) {
        self.latency = latency
        self.scheduler = scheduler
    }

    /// An account named `username` after `latency`, or ``Refused`` (also after `latency`) for the wrong password.
    package func login(username: String, password: String) -> Single<GitHubAccount> {
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
