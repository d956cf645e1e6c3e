import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Signing in with GitHub's device flow: the code in large letters and where to enter it;
/// the screen waits, and once the code is approved the account's events open. `r` asks for a
/// new code.
package final class DeviceSignInScreen: SwiftHubScreen {
    private let viewModel: DeviceSignInViewModel
    private let instructions = Label("")
    private let code = Label("", style: Theme.current.highlight)
    private let status = Label("", style: Theme.current.secondary)
    private let spinner = ActivityIndicatorView(text: "")
    private let restart = KeyCommand("r", title: localized("new code"))

    init(viewModel: DeviceSignInViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Sign in with a device code"), router: router)
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(all: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    Label(localized("Sign in with GitHub's device flow."), style: Theme.current.strong), instructions,
                    PaddingView(EdgeInsets(top: 0, left: 2, bottom: 0, right: 0), code),
                    StackView(axis: .horizontal, spacing: 1, [spinner, status]), keyHints,
                ]))
    }

    public override func viewDidLoad() {
        keyCommands = [restart]
        let output = viewModel.transform(
            input: .init(start: Observable.merge(.just(()), restart.triggered), isShown: rx.isShown))
        bind(banner: output.banner)
        output.instructions.drive(instructions.rx.text).disposed(by: disposeBag)
        output.userCode.drive(code.rx.text).disposed(by: disposeBag)
        output.status.drive(status.rx.text).disposed(by: disposeBag)
        output.isWorking.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.signedIn.emit(onNext: { [weak self] user in
            guard let self else { return }
            // The login screen under this one goes too: the account's events open.
            _ = self.navigationController?.pop()
            self.router.showSignedIn(user, from: self.navigationController)
        }).disposed(by: disposeBag)
    }
}
