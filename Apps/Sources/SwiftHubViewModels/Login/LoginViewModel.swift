import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// The login screen: a personal access token, checked against GitHub.
///
/// A token is valid to try when it has at least ``minimumTokenLength`` characters and no
/// spaces; a tap signs in only while valid and taps during a sign-in are ignored. On success
/// the signed-in account comes out of `signedIn` (its events become the start screen).
package final class LoginViewModel: ViewModelType {
    /// The fewest characters a token may have; GitHub's tokens are much longer.
    package static let minimumTokenLength = 8

    /// What the screen sends in: one stream per control or event.
    package struct Input {
        /// The token field as the user types; spaces around it are not trimmed, so a pasted space makes it invalid.
        package let token: Observable<String>
        /// Each press of Enter or the sign-in button; ignored while the token is invalid or a sign-in is under way.
        package let loginTap: Observable<Void>
        /// Chooses GitHub's device flow instead of a token.
        package let deviceSignIn: Observable<Void>
        /// Chooses a username and password instead of a token.
        package let basicSignIn: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(
            token: Observable<String>, loginTap: Observable<Void>, deviceSignIn: Observable<Void> = .never(),
            basicSignIn: Observable<Void> = .never()
        ) {
            self.token = token
            self.loginTap = loginTap
            self.deviceSignIn = deviceSignIn
            self.basicSignIn = basicSignIn
        }
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// Whether the token is worth sending; `false` for an empty field.
        package let isValid: Driver<Bool>
        /// Whether a sign-in is under way.
        package let isLoading: Driver<Bool>
        /// The account, once per successful sign-in; the screen closes on it.
        package let signedIn: Signal<User>
        /// Under the field: what a token needs, or what to press.
        package let hint: Driver<String>
        /// "Signed in as alice" or "Not signed in".
        package let account: Driver<String>
        /// What went wrong, until the next attempt.
        package let banner: Signal<String?>
        /// The device-flow or the username-and-password sign-in, when chosen.
        package let selected: Driver<Destination>
    }

    private let service: GitHubService

    /// A sign-in screen's view model that checks tokens through `service`.
    package init(service: GitHubService) { self.service = service }

    /// Whether `token` is worth sending: at least ``minimumTokenLength`` characters and no spaces.
    package static func isValid(_ token: String) -> Bool {
        token.count >= minimumTokenLength && !token.contains(" ")
    }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    package func transform(input: Input) -> Output {
        let service = self.service
        let loading = ActivityIndicator()
        let token = input.token.startWith("").share(replay: 1)
        let attempts = SignInAttempt.attempts(
            taps: input.loginTap, value: token, isValid: Self.isValid, loading: loading,
            signIn: { service.signIn(token: $0) })
        let isValid = token.map(Self.isValid).asDriver(onErrorJustReturn: false).distinctUntilChanged()
        return Output(
            isValid: isValid,
            isLoading: loading.asDriver(),
            signedIn: SignInAttempt.signedIn(attempts),
            hint: isValid.map {
                $0
                    ? localized("Press Enter or Sign in.")
                    : localized("A token has at least %ld characters and no spaces.", Self.minimumTokenLength)
            },
            account: SessionViewModel(service: service).transform(input: .init()).account,
            banner: SignInAttempt.banner(attempts),
            selected: Observable.merge(
                input.deviceSignIn.map { Destination.deviceSignIn }, input.basicSignIn.map { Destination.basicSignIn }
            )
            .asDriver(onErrorDriveWith: .empty())
        )
    }
}
