import Foundation
import MVVM
import RxCore
import RxUI

/// The login form in the Input/Output style.
///
/// A tap logs in only while the form is valid, and taps during a login in progress are
/// ignored; a failed login reports its error and the form stays usable.
package final class LoginViewModel: ViewModelType {
    /// What the login form sends in.
    package struct Input {
        /// The username field as the user types.
        package let username: Observable<String>
        /// The password field as the user types.
        package let password: Observable<String>
        /// Each tap on the login button; ignored while the form is invalid or a login is under way.
        package let loginTap: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(username: Observable<String>, password: Observable<String>, loginTap: Observable<Void>) {
            self.username = username
            self.password = password
            self.loginTap = loginTap
        }
    }

    /// What the login form shows.
    package struct Output {
        /// Whether the login button is enabled; `false` until both fields are filled in validly.
        package let isValid: Driver<Bool>
        /// Whether a login is under way.
        package let isLoading: Driver<Bool>
        /// Failed logins, once each; the form stays filled in.
        package let error: Signal<Swift.Error>
        /// The account, once per successful login.
        package let loggedIn: Signal<GitHubAccount>
    }

    private let service: LoginService

    /// A view model that signs in through `service`.
    package init(service: LoginService) { self.service = service }

    /// Wires the form's inputs to its outputs; nothing is requested before a valid tap.
    package func transform(input: Input) -> Output {
        let service = self.service
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let credentials = Observable.combineLatest(input.username.startWith(""), input.password.startWith(""))
            .share(replay: 1)
        let isValid = credentials.map { LoginRules.isValid(username: $0, password: $1) }
        let loggedIn = input.loginTap
            .withLatestFrom(credentials)
            .filter { LoginRules.isValid(username: $0, password: $1) }
            .flatMapFirst { username, password in
                service.login(username: username.trimmingCharacters(in: .whitespaces), password: password)
                    .asObservable()
                    .trackActivity(loading)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
        return Output(
            isValid: isValid.asDriver(onErrorJustReturn: false).distinctUntilChanged(),
            isLoading: loading.asDriver(),
            error: errors.asSignal(),
            loggedIn: loggedIn.asSignal(onErrorSignalWith: .empty())
        )
    }
}

// MARK: - The same screen in the inputs/outputs-protocol style
