import Foundation
import GitHubAPI
import MVVM
import RxCore
import RxUI

/// One sign-in attempt's steps, shared by the token and the username-and-password screens.
enum SignInAttempt {
    case started
    case signedIn(User)
    case failed(Swift.Error)

    /// The attempts of `taps` on what the fields hold (`value`): each valid tap clears the
    /// banner (also one ignored while a sign-in runs), then one attempt at a time signs in or
    /// fails. The taps are shared inside so that the clear always comes first, even when a
    /// fake answers at once.
    static func attempts<Value>(
        taps: Observable<Void>, value: Observable<Value>, isValid: @escaping (Value) -> Bool,
        loading: ActivityIndicator, signIn: @escaping (Value) -> Single<User>
    ) -> Observable<SignInAttempt> {
        Observable<SignInAttempt>.deferred {
            let valid = taps.withLatestFrom(value).filter(isValid).share()
            return Observable.merge(
                valid.map { _ in SignInAttempt.started },
                valid.flatMapFirst { value in
                    signIn(value).asObservable()
                        .trackActivity(loading)
                        .map(SignInAttempt.signedIn)
                        .catch { .just(.failed($0)) }
                }
            )
        }
        .share()
    }

    /// The account of each successful attempt.
    static func signedIn(_ attempts: Observable<SignInAttempt>) -> Signal<User> {
        attempts.compactMap { attempt -> User? in
            if case .signedIn(let user) = attempt { user } else { nil }
        }
        .asSignal(onErrorSignalWith: .empty())
    }

    /// What went wrong, until the next attempt clears it.
    static func banner(_ attempts: Observable<SignInAttempt>) -> Signal<String?> {
        attempts.compactMap { attempt -> String?? in
            switch attempt {
            case .started: return .some(nil)
            case .failed(let error): return .some(plainErrorMessage(error))
            case .signedIn: return nil
            }
        }
        .asSignal(onErrorSignalWith: .empty())
    }
}
