import GalleryViewModels
import RxCore
import RxUI
import TerminalUI

/// The classic login form: the button is enabled only while both fields are valid, a spinner
/// runs while signing in, a refused password shows its error.
@MainActor
package final class LoginFormScreen: GalleryScreen {
    private let viewModel: LoginViewModel
    let username = TextField(placeholder: "username")
    let password = TextField(placeholder: "password (\(LoginRules.minimumPasswordLength)+ characters)")
    let button = Button("Log in")
    private let spinner = ActivityIndicatorView(text: "Signing in…")
    private let status = Label("", style: TextStyle(dim: true))

    /// The login page for `viewModel`.
    package init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(
            title: "Login form", source: "View model: GalleryViewModels/Login/LoginViewModel.swift (both styles)")
        keyCommands = [
            .handledElsewhere("Tab", "next"), .handledElsewhere("Enter on the button", "log in"),
            .handledElsewhere("Esc", "leave a field, then back"),
        ]
        password.isSecureTextEntry = true
    }

    public override func makeBody() -> View {
        username.sizing = .flexible(1)
        password.sizing = .flexible(1)
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    sourceLine,
                    StackView(axis: .horizontal, spacing: 1, [Label("User:    "), username]),
                    StackView(axis: .horizontal, spacing: 1, [Label("Password:"), password]),
                    StackView(axis: .horizontal, spacing: 2, [button, spinner]),
                    status, keyHints,
                ]))
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
            self?.banner.kind = .error
            self?.banner.message = "Login failed: \(error)"
        }).disposed(by: disposeBag)
    }
}
