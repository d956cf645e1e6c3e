import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI
import SwiftHubViewModels

/// Login with a personal access token; success makes the account's events the start screen.
public final class LoginScreen: SwiftHubScreen {
    private let viewModel: LoginViewModel
    let token = TextField(placeholder: "personal access token")
    let button = Button("Sign in")
    private let hint = Label("", style: TextStyle(dim: true))
    private let spinner = ActivityIndicatorView(text: "Signing in…")

    init(viewModel: LoginViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "Login", router: router)
        token.isSecureTextEntry = true
    }

    public override func makeBody() -> View {
        token.sizing = .flexible(1)
        return PaddingView(EdgeInsets(all: 1), StackView(axis: .vertical, spacing: 1, [
            Label("Sign in with a GitHub personal access token.", style: TextStyle(bold: true)),
            StackView(axis: .horizontal, spacing: 1, [Label("Token:"), token]),
            StackView(axis: .horizontal, spacing: 2, [button, spinner]),
            hint,
        ]))
    }

    public override func viewDidLoad() {
        // Enter in the token field signs in, as the button does.
        let submit = Observable.merge(button.rx.tap.asObservable(), token.rx.controlEvent(.editingDidEndOnExit).asObservable())
        let output = viewModel.transform(input: .init(token: token.rx.text.orEmpty.asObservable(), loginTap: submit))
        output.isValid
            .map { $0 ? "Press Sign in." : "A token has at least \(LoginViewModel.minimumTokenLength) characters and no spaces." }
            .drive(hint.rx.text)
            .disposed(by: disposeBag)
        output.isValid.drive(onNext: { [weak self] in self?.button.isEnabled = $0 }).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] message in
            self?.banner.kind = .error
            self?.banner.message = message
        }).disposed(by: disposeBag)
        output.signedIn.emit(onNext: { [weak self] user in
            guard let self else { return }
            self.navigationController?.setRoot(self.router.startScreen(login: user.login, isOrganization: user.isOrganization))
        }).disposed(by: disposeBag)
    }

    public override func handleKey(_ key: Key) -> Bool {
        key == .character("q") && focusedView !== token ? super.handleKey(key) : false
    }
}
