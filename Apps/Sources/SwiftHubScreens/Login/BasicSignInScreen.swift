import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Sign in with a username and a password or token (↓ from the username to the password,
/// Enter in the password or the button); success makes the account's events the start screen.
package final class BasicSignInScreen: SwiftHubScreen {
    private let viewModel: BasicSignInViewModel
    let username = TextField(placeholder: localized("login"))
    let password = TextField(placeholder: localized("password or personal access token"))
    let button = Button(localized("Sign in"))
    private let hint = Label("", style: Theme.current.secondary)
    private let spinner = ActivityIndicatorView(text: localized("Signing in…"))

    init(viewModel: BasicSignInViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Sign in with a username and password"), router: router)
        password.isSecureTextEntry = true
    }

    public override func makeBody() -> View {
        username.sizing = .flexible(1)
        password.sizing = .flexible(1)
        let serverHint = Label(router.signInPasswordHint ?? "", style: Theme.current.secondary)
        serverHint.isHidden = router.signInPasswordHint == nil
        return PaddingView(
            EdgeInsets(all: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    Label(
                        localized("Sign in with a username and a password, where the server accepts them."),
                        style: Theme.current.strong),
                    serverHint,
                    StackView(axis: .horizontal, spacing: 1, [Label(localized("Username:")), username]),
                    StackView(axis: .horizontal, spacing: 1, [Label(localized("Password:")), password]),
                    StackView(axis: .horizontal, spacing: 2, [button, spinner]),
                    hint,
                    keyHints,
                ]))
    }

    public override func viewDidLoad() {
        keyCommands = [
            .handledElsewhere("Enter", localized("sign in")), .handledElsewhere("↓", localized("next field")),
            .handledElsewhere("Esc", localized("leave field, then back")),
        ]
        let output = viewModel.transform(
            input: .init(
                username: username.rx.text.orEmpty.asObservable(),
                password: password.rx.text.orEmpty.asObservable(),
                signInTap: Observable.merge(
                    button.rx.tap.asObservable(), password.rx.controlEvent(.editingDidEndOnExit).asObservable())))
        bindSignInForm(
            isValid: output.isValid, isLoading: output.isLoading, hint: output.hint, signedIn: output.signedIn,
            banner: output.banner, button: button, spinner: spinner, hintLabel: hint)
    }
}
