import GalleryViewModels
import RxCore
import RxUI
import WebUI

/// The classic login form in the browser, bound to the same `LoginViewModel` as the terminal
/// page: the button is enabled only while both fields are valid, a spinner runs while signing
/// in, a refused password shows its error.
@MainActor
package final class LoginFormWebScreen: GalleryWebScreen {
    private let viewModel: LoginViewModel
    let username = TextField(placeholder: "username")
    let password = TextField(placeholder: "\(LoginRules.minimumPasswordLength)+ characters")
    let button = Button("Log in")
    private let spinner = ActivityIndicatorView(title: "Signing in…")
    let status = Label("", element: "p")

    /// The login page for `viewModel`.
    package init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(
            title: "Login form", source: "View model: GalleryViewModels/Login/LoginViewModel.swift (both styles)")
        keyCommands = [.handledElsewhere("Tab", "next"), .handledElsewhere("Enter on the button", "log in")]
        password.isSecureTextEntry = true
    }

    public override func makeBody() -> View {
        StackView(
            axis: .vertical,
            [
                sourceLine, FormField("User", username), FormField("Password", password),
                StackView(axis: .horizontal, [button, spinner]), status, keyHints,
            ])
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(
            input: .init(
                username: username.rx.text.orEmpty.asObservable(),
                password: password.rx.text.orEmpty.asObservable(),
                loginTap: button.rx.tap.asObservable()
            ))
        output.isValid.lane("login valid").drive(button.rx.isEnabled).disposed(by: disposeBag)
        output.isLoading.lane("login loading").drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        Driver.merge(
            output.isValid.map {
                $0
                    ? "Ready: press Log in"
                    : "A username and a password of \(LoginRules.minimumPasswordLength)+ characters"
            },
            output.loggedIn.map { "Welcome, \($0.login)!" }.asDriver(onErrorDriveWith: .empty())
        ).drive(status.rx.text).disposed(by: disposeBag)
        output.loggedIn.lane("logged in").emit(onNext: { [weak self] _ in self?.banner.message = nil }).disposed(
            by: disposeBag)
        output.error.lane("login error").emit(onNext: { [weak self] error in
            self?.banner.message = "Login failed: \(error)"
        })
        .disposed(by: disposeBag)
    }
}
