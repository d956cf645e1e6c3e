import Foundation
import RxCore
import RxUI
import MVVM

/// Signs a user in.
public protocol LoginService: AnyObject {
    func login(username: String, password: String) -> Single<GitHubAccount>
}

/// The form's rule: a username (spaces around it do not count) and a password of at least
/// ``LoginRules/minimumPasswordLength`` characters.
public enum LoginRules {
    public static let minimumPasswordLength = 6

    public static func isValid(username: String, password: String) -> Bool {
        !username.trimmingCharacters(in: .whitespaces).isEmpty && password.count >= minimumPasswordLength
    }
}

/// The login form in the Input/Output style.
///
/// A tap logs in only while the form is valid, and taps during a login in progress are
/// ignored; a failed login reports its error and the form stays usable.
public final class LoginViewModel: ViewModelType {
    public struct Input {
        public let username: Observable<String>
        public let password: Observable<String>
        public let loginTap: Observable<Void>

        public init(username: Observable<String>, password: Observable<String>, loginTap: Observable<Void>) {
            self.username = username
            self.password = password
            self.loginTap = loginTap
        }
    }

    public struct Output {
        public let isValid: Driver<Bool>
        public let isLoading: Driver<Bool>
        public let error: Signal<Swift.Error>
        public let loggedIn: Signal<GitHubAccount>
    }

    private let service: LoginService

    public init(service: LoginService) { self.service = service }

    public func transform(input: Input) -> Output {
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
                service.login(username: username.trimmingCharacters(in: .whitespaces), password: password).asObservable()
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
public protocol LoginFormViewModelInputs {
    func usernameChanged(_ username: String)
    func passwordChanged(_ password: String)
    func loginTapped()
}

/// What the view observes.
public protocol LoginFormViewModelOutputs {
    var isValid: Observable<Bool> { get }
    var isLoading: Observable<Bool> { get }
    var errorMessage: Observable<String> { get }
    var loggedIn: Observable<GitHubAccount> { get }
}

/// The login form written with `inputs` and `outputs` protocols (calls in, observables out),
/// side by side with ``LoginViewModel``: the same rules, wired once in the initializer.
public protocol LoginFormViewModelType {
    var inputs: LoginFormViewModelInputs { get }
    var outputs: LoginFormViewModelOutputs { get }
}

public final class LoginFormViewModel: LoginFormViewModelType, LoginFormViewModelInputs, LoginFormViewModelOutputs {
    public var inputs: LoginFormViewModelInputs { self }
    public var outputs: LoginFormViewModelOutputs { self }

    private let username = BehaviorRelay(value: "")
    private let password = BehaviorRelay(value: "")
    private let taps = PublishRelay<Void>()

    public let isValid: Observable<Bool>
    public let isLoading: Observable<Bool>
    public let errorMessage: Observable<String>
    public let loggedIn: Observable<GitHubAccount>

    public init(service: LoginService) {
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
                service.login(username: username.trimmingCharacters(in: .whitespaces), password: password).asObservable()
                    .trackActivity(loading)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
            .share()
    }

    public func usernameChanged(_ username: String) { self.username.accept(username) }
    public func passwordChanged(_ password: String) { self.password.accept(password) }
    public func loginTapped() { taps.accept(()) }
}
