import GitHubAPI
import GitHubSession
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// The first frame of `swifthub`, shown at once whatever the network does: a spinner with what
/// is being waited for, and `q` to quit. When the account is known it hands over to `open`,
/// whose root (the tabs) replaces it; when the launch cannot go on, the app quits with the
/// reason and exit status 1.
@MainActor
package final class LaunchScreen: Screen {
    private let viewModel: LaunchViewModel
    private let open: (User) -> RootController
    private let spinner = ActivityIndicatorView(text: "")
    private let quit = KeyCommand("q", title: localized("quit"))
    private let appeared = PublishRelay<Void>()
    /// Keys typed while the launch waits, handed to the app once it shows (a `/` typed at once
    /// still reaches the search field).
    private var typedAhead: [Key] = []

    /// The launch of `viewModel`; `open` builds what the opened account shows.
    package init(viewModel: LaunchViewModel, open: @escaping (User) -> RootController) {
        self.viewModel = viewModel
        self.open = open
        super.init(title: localized("SwiftHub"))
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(axis: .vertical, spacing: 1, [spinner, keyHints]))
    }

    public override func viewDidLoad() {
        keyCommands = [quit]
        quit.triggered.subscribe(onNext: { TerminalApplication.current?.quit() }).disposed(by: disposeBag)
        let output = viewModel.transform(input: .init(start: appeared.asObservable()))
        spinner.isAnimating = true
        output.status.drive(onNext: { [weak self] in self?.spinner.text = $0 }).disposed(by: disposeBag)
        output.opened.emit(onNext: { [weak self] account in
            guard let self, let application = TerminalApplication.current else { return }
            self.spinner.isAnimating = false
            application.root = self.open(account)
            let keys = self.typedAhead
            self.typedAhead = []
            for key in keys { application.handle(key) }
        }).disposed(by: disposeBag)
        output.failed.emit(onNext: { message in
            TerminalApplication.current?.quit(status: 1, message: localized("error: %@", message))
        }).disposed(by: disposeBag)
        appeared.accept(())
    }

    /// Every key but `q` (the one command) is kept and handed to the app once it shows.
    public override func handleKey(_ key: Key) -> Bool {
        typedAhead.append(key)
        return true
    }
}
