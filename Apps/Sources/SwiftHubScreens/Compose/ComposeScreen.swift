import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Writing a new issue (a title, ↓ to a multi-line body) or a comment (the body); Ctrl-S sends
/// from anywhere on the screen (Tab switches the app's tabs, as everywhere). Once GitHub takes it, the screen gives way to the issue,
/// read afresh with what was written.
package final class ComposeScreen: SwiftHubScreen {
    private let viewModel: ComposeViewModel
    let titleField = TextField(placeholder: localized("a short title"))
    let text = TextView(placeholder: localized("Markdown: **bold**, `code`, lists…"), preferredLines: 8)
    private let status = Label("", style: Theme.current.secondary)
    private let spinner = ActivityIndicatorView(text: localized("Sending…"))
    private let sendKey = KeyCommand([.control("s")], label: "Ctrl-S", title: localized("send"))
    /// Whether leaving would lose text, as the view model says.
    private var hasUnsentText = false

    /// Text not yet sent keeps the screen's stack through a settings change.
    override var hasUnsentWork: Bool { hasUnsentText }

    init(viewModel: ComposeViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Write"), router: router)
    }

    public override func makeBody() -> View {
        titleField.sizing = .flexible(1)
        let fields: [View] =
            viewModel.needsTitle
            ? [
                StackView(axis: .horizontal, spacing: 1, [Label(localized("Title:")), titleField]),
                Label(localized("Description:")), text,
            ]
            : [text]
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, fields + [StackView(axis: .horizontal, spacing: 2, [status, spinner]), keyHints]))
    }

    public override func viewDidLoad() {
        keyCommands =
            [sendKey, .handledElsewhere("Enter", localized("new line"))]
            + (viewModel.needsTitle ? [.handledElsewhere("↓", localized("to the description"))] : [])
        let output = viewModel.transform(
            input: .init(
                title: viewModel.needsTitle ? titleField.rx.text.orEmpty.asObservable() : .never(),
                body: text.rx.text.orEmpty.asObservable(),
                send: sendKey.triggered))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.status.drive(status.rx.text).disposed(by: disposeBag)
        output.isSending.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.hasUnsentText.drive(onNext: { [weak self] in self?.hasUnsentText = $0 }).disposed(by: disposeBag)
        output.sent.drive(onNext: { [weak self] destination in self?.replace(with: destination) })
            .disposed(by: disposeBag)
        focus(viewModel.needsTitle ? titleField : text)
    }

    /// Keys that would leave the screen (Esc back, `q`, `/`) ask first while text is unsent:
    /// "Keep writing" (also Esc) or "Discard", which then does what the key does.
    public override func handleKey(_ key: Key) -> Bool {
        guard hasUnsentText, [.escape, .character("q"), .character("/")].contains(key) else {
            return super.handleKey(key)
        }
        present(
            AlertView(
                title: localized("Discard what you wrote?"), message: localized("It has not been sent."),
                actions: [
                    AlertAction(title: localized("Keep writing"), style: .cancel),
                    AlertAction(title: localized("Discard"), style: .destructive) { [weak self] in
                        guard let self else { return }
                        self.hasUnsentText = false
                        // Esc goes back through the navigation stack, other keys through the screen.
                        if key == .escape {
                            _ = self.navigationController?.pop()
                        } else {
                            _ = self.handleKey(key)
                        }
                    },
                ]))
        return true
    }

    /// Gives way to `destination`: this screen goes, and so does the issue it commented on,
    /// which comes back read afresh.
    private func replace(with destination: Destination) {
        guard let navigation = navigationController else { return }
        _ = navigation.pop()
        if case .comment = viewModel.target { _ = navigation.pop() }
        navigation.push(router.screen(for: destination))
    }
}
