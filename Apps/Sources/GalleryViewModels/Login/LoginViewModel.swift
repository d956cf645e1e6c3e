import Foundation
import MVVM
import RxCore
import RxUI

/// Signs a user in.
package protocol LoginService: AnyObject {
    /// Signs in with `username` (already trimmed) and `password`; fails with the service's error for wrong credentials.
    func login(username: String, password: String) -> Single<GitHubAccount>
}

/// The form's rule: a username (spaces around it do not count) and a password of at least
/// ``LoginRules/minimumPasswordLength`` characters.
package enum LoginRules {
    /// The fewest characters a password may have.
    package static let minimumPasswordLength = 6

    /// Whether the form may be submitted: a username that is not blank and a password of at least ``minimumPasswordLength`` characters.
    package static func isValid(username: String, password: String) -> Bool {
        !username.trimmingCharacters(in: .whitespaces).isEmpty && password.count >= minimumPasswordLength
    }
}

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

/// What the view calls.
package protocol LoginFormViewModelInputs {
    /// The username field changed to `username`.
    func usernameChanged(_ username: String)
    /// The password field changed to `password`.
    func passwordChanged(_ password: String)
    /// The login button was tapped.
    func loginTapped()
}

/// What the view observes.
package protocol LoginFormViewModelOutputs {
    /// Whether the login button is enabled; replays the current answer to a new observer.
    var isValid: Observable<Bool> { get }
    /// Whether a login is under way.
    var isLoading: Observable<Bool> { get }
    /// "Login failed: …", once per failed login.
    var errorMessage: Observable<String> { get }
    /// The account, once per successful login; shared, so several observers cause one login.
    var loggedIn: Observable<GitHubAccount> { get }
}

/// The login form written with `inputs` and `outputs` protocols (calls in, observables out),
/// side by side with ``LoginViewModel``: the same rules, wired once in the initializer.
package protocol LoginFormViewModelType {
    /// The calls the view makes.
    var inputs: LoginFormViewModelInputs { get }
    /// The streams the view observes.
    var outputs: LoginFormViewModelOutputs { get }
}

/// ``LoginViewModel``'s rules in the inputs/outputs-protocol style: the view calls `inputs` and observes `outputs`; the wiring happens once, in the initializer.
package final class LoginFormViewModel: LoginFormViewModelType, LoginFormViewModelInputs, LoginFormViewModelOutputs {
    /// The view model itself, seen as the calls the view makes.
    package var inputs: LoginFormViewModelInputs { self }
    /// The view model itself, seen as the streams the view observes.
    package var outputs: LoginFormViewModelOutputs { self }

    private let username = BehaviorRelay(value: "")
    private let password = BehaviorRelay(value: "")
    private let taps = PublishRelay<Void>()

    /// Whether the login button is enabled; replays the current answer to a new observer.
    package let isValid: Observable<Bool>
    /// Whether a login is under way.
    package let isLoading: Observable<Bool>
    /// "Login failed: …", once per failed login.
    package let errorMessage: Observable<String>
    /// The account, once per successful login; shared, so several observers cause one login.
    package let loggedIn: Observable<GitHubAccount>

    /// A view model that signs in through `service`; the streams are wired here, before any input arrives.
    package init(service: LoginService) {
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let credentials = Observable.combineLatest(username.asObservable(), password.asObservable())
        isValid = credentials.map { LoginRules.isValid(username: $0, password: $1) }.distinctUntilChanged()
        isLoading = loading.asObservable()
        errorMessage = errors.asObservable().map { "Login failed: \($0)" }
        loggedIn = taps.asObservable()
            .withLatestFrom(credentials)
            .filter { LoginRules.isValid(username: $0, password: $1) }
            .flatMapFirst { username, password in
                service.login(username: username.trimmingCharacters(in: .whitespaces), password: password)
                    .asObservable()
                    .trackActivity(loading)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
            .share()
    }

    /// Records the username field's new contents.
    package func usernameChanged(_ username: String) { self.username.accept(username) }
    /// Records the password field's new contents.
    package func passwordChanged(_ password: String) { self.password.accept(password) }
    /// Logs in when the form is valid and no login is under way.
    package func loginTapped() { taps.accept(()) }
}
