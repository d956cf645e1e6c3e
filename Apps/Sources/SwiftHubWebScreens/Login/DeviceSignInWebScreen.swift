import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// Signing in with GitHub's device flow, as the terminal's `DeviceSignInScreen`: the code and
/// where to enter it; the screen waits, polling only while the page shows it (`rx.isShown`),
/// and once the code is approved the account's events open. New code (or `r`) starts again.
@MainActor
package final class DeviceSignInWebScreen: SwiftHubWebScreen {
    private let viewModel: DeviceSignInViewModel
    let instructions = Label("", element: "p")
    /// The code, large, as text a screen reader spells out and a user can select and copy.
    let code = Label("", element: "p", styleClass: "device-code")
    let status = Label("", element: "p", styleClass: "dim")
    private let spinner = ActivityIndicatorView(title: "")
    let newCode = Button(localized("New code"))

    init(viewModel: DeviceSignInViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Sign in with a device code"), router: router)
    }

    /// The header's own Sign in would open the token screen over this one.
    override var showsSignIn: Bool { false }

    override func makeContent() -> View {
        StackView(
            axis: .vertical,
            [
                Label(localized("Sign in with GitHub's device flow."), element: "p"), instructions, code,
                StackView(axis: .horizontal, [spinner, status]), newCode,
            ])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(
            input: .init(
                start: Observable.merge(.just(()), newCode.rx.tap.asObservable(), reloads.asObservable()),
                isShown: rx.isShown))
        bind(banner: output.banner)
        output.instructions.drive(instructions.rx.text).disposed(by: disposeBag)
        output.userCode.drive(code.rx.text).disposed(by: disposeBag)
        output.status.drive(status.rx.text).disposed(by: disposeBag)
        output.isWorking.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        showSignedInOverTheTokenScreen(output.signedIn)
    }
}
