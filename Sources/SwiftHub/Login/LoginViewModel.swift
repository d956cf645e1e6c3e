import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// The login screen: a personal access token, checked against GitHub.
///
/// A token is valid to try when it has at least ``minimumTokenLength`` characters and no
/// spaces; a tap signs in only while valid and taps during a sign-in are ignored. On success
/// the signed-in account comes out of `signedIn` (its events become the start screen).
public final class LoginViewModel: ViewModelType {
    public static let minimumTokenLength = 8

    public struct Input {
        public let token: Observable<String>
        public let loginTap: Observable<Void>

        public init(token: Observable<String>, loginTap: Observable<Void>) {
            self.token = token
            self.loginTap = loginTap
        }
    }

    public struct Output {
        public let isValid: Driver<Bool>
        public let isLoading: Driver<Bool>
        public let signedIn: Signal<User>
        /// Under the field: what a token needs, or what to press.
        public let hint: Driver<String>
        public let keyHints: Driver<String>
        /// "Signed in as alice" or "Not signed in".
        public let account: Driver<String>
        /// What went wrong, until the next attempt.
        public let banner: Signal<String?>
    }

    private let service: GitHubService

    public init(service: GitHubService) { self.service = service }

    public static func isValid(_ token: String) -> Bool {
        token.count >= minimumTokenLength && !token.contains(" ")
    }

    public func transform(input: Input) -> Output {
        let service = self.service
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let token = input.token.startWith("").share(replay: 1)
        // Cleared as an attempt starts, before its answer can arrive (a fake may answer at once).
        let attempts = PublishRelay<Void>()
        let signedIn = input.loginTap
            .withLatestFrom(token)
            .filter(Self.isValid)
            .do(onNext: { _ in attempts.accept(()) })
            .flatMapFirst { token in
                service.signIn(token: token).asObservable()
                    .trackActivity(loading)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
        let isValid = token.map(Self.isValid).asDriver(onErrorJustReturn: false).distinctUntilChanged()
        return Output(
            isValid: isValid,
            isLoading: loading.asDriver(),
            signedIn: signedIn.asSignal(onErrorSignalWith: .empty()),
            hint: isValid.map { $0 ? "Press Enter or Sign in." : "A token has at least \(Self.minimumTokenLength) characters and no spaces." },
            keyHints: .just("Enter: sign in  ↓: to the button  Esc: leave field, then back"),
            account: SessionViewModel(service: service).transform(input: .init()).account,
            banner: Signal.merge(
                errors.asSignal().map { Optional(plainErrorMessage($0)) },
                attempts.asSignal().map { _ in String?.none }
            )
        )
    }
}
