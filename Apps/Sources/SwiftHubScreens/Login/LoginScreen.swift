import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Sign in with a personal access token (Enter in the field or the button); success makes
/// the account's events the start screen.
package final class LoginScreen: SwiftHubScreen {
    private let viewModel: LoginViewModel
    let token = TextField(placeholder: localized("personal access token"))
    let button = Button(localized("Sign in"))
    private let hint = Label("", style: Theme.current.secondary)
    private let spinner = ActivityIndicatorView(text: localized("Signing in…"))

    init(viewModel: LoginViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Login"), router: router)
        token.isSecureTextEntry = true
    }

    public override func makeBody() -> View {
        token.sizing = .flexible(1)
        let tokenHint = Label(router.signInTokenHint ?? "", style: Theme.current.secondary)
        tokenHint.isHidden = router.signInTokenHint == nil
        return PaddingView(
            EdgeInsets(all: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    Label(localized("Sign in with a GitHub personal access token."), style: Theme.current.strong),
                    tokenHint,
                    StackView(axis: .horizontal, spacing: 1, [Label(localized("Token:")), token]),
                    StackView(axis: .horizontal, spacing: 2, [button, spinner]),
                    hint,
                    keyHints,
                ]))
    }

    public override func viewDidLoad() {
        let device = KeyCommand([.control("d")], label: "Ctrl-D", title: localized("device code"))
        let basic = KeyCommand([.control("b")], label: "Ctrl-B", title: localized("username & password"))
        keyCommands = [
            .handledElsewhere("Enter", localized("sign in")), .handledElsewhere("↓", localized("to the button")),
            device, basic,
            .handledElsewhere("Esc", localized("leave field, then back")),
        ]
        let output = viewModel.transform(
            input: .init(
                token: token.rx.text.orEmpty.asObservable(),
                loginTap: Observable.merge(
                    button.rx.tap.asObservable(), token.rx.controlEvent(.editingDidEndOnExit).asObservable()),
                deviceSignIn: device.triggered,
                basicSignIn: basic.triggered
            ))
        push(output.selected)
        bindSignInForm(
            isValid: output.isValid, isLoading: output.isLoading, hint: output.hint, signedIn: output.signedIn,
            banner: output.banner, button: button, spinner: spinner, hintLabel: hint)
    }
}
