import Foundation
import MVVM
import RxCore
import RxUI

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
