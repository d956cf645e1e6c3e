import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Who is signed in; o signs out and goes back to the start.
package final class ProfileScreen: SwiftHubScreen {
    private let viewModel: ProfileViewModel
    private let lines = (0..<3).map { _ in Label() }
    private let signOut = KeyCommand("o", title: localized("sign out"))
    private let signIn = KeyCommand.handledElsewhere("l", localized("sign in"))

    init(viewModel: ProfileViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Profile"), router: router)
    }

    public override func makeBody() -> View {
        lines[0].style = Theme.current.strong
        return PaddingView(EdgeInsets(all: 1), StackView(axis: .vertical, spacing: 1, lines + [keyHints]))
    }

    public override func viewDidLoad() {
        keyCommands = [signOut, signIn]
        let output = viewModel.transform(input: .init(signOut: signOut.triggered))
        output.isSignedIn.drive(signOut.rx.isEnabled).disposed(by: disposeBag)
        output.isSignedIn.map { !$0 }.drive(signIn.rx.isEnabled).disposed(by: disposeBag)
        output.lines.drive(onNext: { [weak self] in
            guard let self else { return }
            self.show($0, in: self.lines)
        }).disposed(by: disposeBag)
        // Signed out, the screen stays and says so; the other tabs follow the account.
        output.signedOut.emit(onNext: { _ in }).disposed(by: disposeBag)
    }
}
