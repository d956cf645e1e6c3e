import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// Sign in with a username and a password or token (Enter in the password or the button), as
/// the terminal's `BasicSignInScreen`; success shows the account's events on the Events tab.
/// The password lives in this tab's memory only, as a token does.
@MainActor
package final class BasicSignInWebScreen: SwiftHubWebScreen {
    private let viewModel: BasicSignInViewModel
    let username = TextField(placeholder: localized("login"))
    let password = TextField(placeholder: localized("password or personal access token"))
    let button = Button(localized("Sign in"))
    let hint = Label("", element: "p", styleClass: "dim")
    private let spinner = ActivityIndicatorView(title: localized("Signing in…"))

    init(viewModel: BasicSignInViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Sign in with a username and password"), router: router)
        password.isSecureTextEntry = true
    }

    /// The header's own Sign in would open the token screen over this one.
    override var showsSignIn: Bool { false }

    override func makeContent() -> View {
        let serverHint = Label(router.signInPasswordHint ?? "", element: "p", styleClass: "dim")
        serverHint.isHidden = router.signInPasswordHint == nil
        return StackView(
            axis: .vertical,
            [
                Label(
                    localized("Sign in with a username and a password, where the server accepts them."), element: "p"),
                serverHint, FormField(localized("Username:"), username), FormField(localized("Password:"), password),
                StackView(axis: .horizontal, [button, spinner]), hint,
            ])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(
            input: .init(
                username: username.rx.text.orEmpty.asObservable(),
                password: password.rx.text.orEmpty.asObservable(),
                signInTap: Observable.merge(
                    button.rx.tap.asObservable(), password.rx.controlEvent(.editingDidEndOnExit).asObservable())))
        bindSignInForm(
            isValid: output.isValid, isLoading: output.isLoading, hint: output.hint, banner: output.banner,
            button: button, spinner: spinner, hintLabel: hint)
        showSignedInOverTheTokenScreen(output.signedIn)
    }

    /// The username first.
    public override var initialFocusView: View? { username }
}
