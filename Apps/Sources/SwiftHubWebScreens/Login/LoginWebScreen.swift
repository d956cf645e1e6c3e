import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// Sign in with a personal access token (Enter in the field or the button); success shows the
/// account's events on the Events tab.
@MainActor
package final class LoginWebScreen: SwiftHubWebScreen {
    private let viewModel: LoginViewModel
    let token = TextField(placeholder: localized("personal access token"))
    let button = Button(localized("Sign in"))
    let hint = Label("", element: "p", styleClass: "dim")
    private let spinner = ActivityIndicatorView(title: localized("Signing in…"))
    /// The other ways in, as the terminal's Ctrl-D and Ctrl-B.
    let deviceSignIn = Button(localized("Sign in with a device code"))
    let basicSignIn = Button(localized("Sign in with a username and password"))

    init(viewModel: LoginViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Login"), router: router)
        token.isSecureTextEntry = true
    }

    /// The header's own Sign in would open this screen again.
    override var showsSignIn: Bool { false }

    override func makeContent() -> View {
        let tokenHint = Label(router.signInTokenHint ?? "", element: "p", styleClass: "dim")
        tokenHint.isHidden = router.signInTokenHint == nil
        return StackView(
            axis: .vertical,
            [
                Label(localized("Sign in with a GitHub personal access token."), element: "p"), tokenHint,
                FormField(localized("Token:"), token), StackView(axis: .horizontal, [button, spinner]), hint,
                StackView(axis: .horizontal, [deviceSignIn, basicSignIn]),
            ])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(
            input: .init(
                token: token.rx.text.orEmpty.asObservable(),
                loginTap: Observable.merge(
                    button.rx.tap.asObservable(), token.rx.controlEvent(.editingDidEndOnExit).asObservable()),
                deviceSignIn: deviceSignIn.rx.tap.asObservable(),
                basicSignIn: basicSignIn.rx.tap.asObservable()
            ))
        bindSignInForm(
            isValid: output.isValid, isLoading: output.isLoading, hint: output.hint, banner: output.banner,
            button: button, spinner: spinner, hintLabel: hint)
        push(output.selected)
        output.signedIn.emit(onNext: { [weak self] user in
            guard let self else { return }
            self.router.showSignedIn(user, from: self.navigationController)
        }).disposed(by: disposeBag)
    }

    /// The token field first.
    public override var initialFocusView: View? { token }
}
