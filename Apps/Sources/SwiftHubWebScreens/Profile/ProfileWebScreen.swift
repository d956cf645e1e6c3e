import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// Who is signed in, and Sign out; signed out, the header's Sign in.
@MainActor
package final class ProfileWebScreen: SwiftHubWebScreen {
    private let viewModel: ProfileViewModel
    let lines = (0..<3).map { _ in Label("", element: "p") }
    let signOut = Button(localized("Sign out"))

    init(viewModel: ProfileViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Profile"), router: router)
    }

    /// Where a browser tab keeps its token.
    static var browserNote: String {
        localized("The token is kept in this browser tab's session only, in memory, until the tab closes.")
    }

    override func makeContent() -> View { StackView(axis: .vertical, lines + [signOut]) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(input: .init(signOut: signOut.rx.tap.asObservable()))
        output.isSignedIn.map { !$0 }.drive(signOut.rx.isHidden).disposed(by: disposeBag)
        // The view model speaks of the terminal app's token file; a browser tab keeps its token
        // in memory only.
        let terminalNote = localized("The token is kept for the next launch in a file only you can read.")
        output.lines.map { lines in lines.map { $0 == terminalNote ? Self.browserNote : $0 } }
            .drive(onNext: { [weak self] in
                guard let self else { return }
                self.show($0, in: self.lines)
            }).disposed(by: disposeBag)
        // Signed out, the screen stays and says so; the other tabs follow the account.
        output.signedOut.emit(onNext: { _ in }).disposed(by: disposeBag)
    }
}
