import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// Signing in with a username and password (HTTP `Basic`), for servers that accept it: GitHub
/// takes a username with a personal access token as the password, GitHub Enterprise servers
/// may take the account's password. A tap signs in only when both fields are filled (the
/// username without spaces or a colon, which `Basic` cannot carry); taps during a sign-in are
/// ignored. The pair is kept like a token, in a file only the user can read.
package final class BasicSignInViewModel: ViewModelType {
    /// What the screen sends in.
    package struct Input {
        /// The username field as typed.
        package let username: Observable<String>
        /// The password field as typed.
        package let password: Observable<String>
        /// Each press of Enter or the button.
        package let signInTap: Observable<Void>

        /// The inputs the screen builds from its fields and button.
        package init(username: Observable<String>, password: Observable<String>, signInTap: Observable<Void>) {
            self.username = username
            self.password = password
            self.signInTap = signInTap
        }
    }

    /// What the screen shows.
    package struct Output {
        /// Whether the pair is worth sending.
        package let isValid: Driver<Bool>
        /// Whether a sign-in is under way.
        package let isLoading: Driver<Bool>
        /// The account, once per successful sign-in.
        package let signedIn: Signal<User>
        /// What the fields need, or what to press.
        package let hint: Driver<String>
        /// What went wrong, until the next attempt.
        package let banner: Signal<String?>
    }

    private let service: GitHubService

    /// Signing in through `service`.
    package init(service: GitHubService) { self.service = service }

    /// Whether `username` and `password` can be sent: both filled, the username without spaces
    /// or a colon.
    package static func isValid(username: String, password: String) -> Bool {
        !username.isEmpty && !password.isEmpty && !username.contains(" ") && !username.contains(":")
    }

    /// Builds the outputs; nothing is sent before a tap on a valid pair.
    package func transform(input: Input) -> Output {
        let service = self.service
        let loading = ActivityIndicator()
        let pair = Observable.combineLatest(input.username.startWith(""), input.password.startWith("")) {
            (username: $0, password: $1)
        }
        .share(replay: 1)
        let attempts = SignInAttempt.attempts(
            taps: input.signInTap, value: pair, isValid: { Self.isValid(username: $0.username, password: $0.password) },
            loading: loading, signIn: { service.signIn(username: $0.username, password: $0.password) })
        let isValid = pair.map { Self.isValid(username: $0.username, password: $0.password) }
            .asDriver(onErrorJustReturn: false).distinctUntilChanged()
        return Output(
            isValid: isValid,
            isLoading: loading.asDriver(),
            signedIn: SignInAttempt.signedIn(attempts),
            hint: isValid.map {
                $0
                    ? localized("Press Enter or Sign in.")
                    : localized("A username (no spaces or colon) and a password or token.")
            },
            banner: SignInAttempt.banner(attempts))
    }
}
