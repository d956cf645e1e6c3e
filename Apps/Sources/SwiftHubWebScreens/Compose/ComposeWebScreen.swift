import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// Writing a new issue (a title and a description) or a comment, sent with the Send button
/// (Ctrl-S in the terminal). Once GitHub takes it, the screen gives way to the issue, read
/// afresh with what was written.
@MainActor
package final class ComposeWebScreen: SwiftHubWebScreen {
    private let viewModel: ComposeViewModel
    let titleField = TextField(placeholder: localized("a short title"))
    let text = TextView(placeholder: localized("Markdown: **bold**, `code`, lists…"), preferredLines: 8)
    let send = Button(localized("Send"))
    let status = Label("", element: "p", styleClass: "dim")
    private let spinner = ActivityIndicatorView(title: localized("Sending…"))
    /// Whether leaving would lose text, as the view model says.
    private var hasUnsentText = false

    init(viewModel: ComposeViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Write"), router: router)
    }

    override func makeContent() -> View {
        let fields: [View] =
            viewModel.needsTitle
            ? [FormField(localized("Title:"), titleField), FormField(localized("Description:"), text)]
            : [FormField(localized("Comment:"), text)]
        return StackView(axis: .vertical, fields + [StackView(axis: .horizontal, [send, spinner]), status])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(
            input: .init(
                title: viewModel.needsTitle ? titleField.rx.text.orEmpty.asObservable() : .never(),
                body: text.rx.text.orEmpty.asObservable(),
                send: send.rx.tap.asObservable()))
        bind(banner: output.banner)
        output.title.drive(rx.title).disposed(by: disposeBag)
        // "Ctrl-S sends" in the terminal; here the Send button does.
        output.status.map { $0.replacingOccurrences(of: "Ctrl-S", with: localized("Send")) }
            .drive(status.rx.text).disposed(by: disposeBag)
        output.isSending.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.hasUnsentText.drive(onNext: { [weak self] in self?.hasUnsentText = $0 }).disposed(by: disposeBag)
        output.sent.drive(onNext: { [weak self] destination in self?.replace(with: destination) })
            .disposed(by: disposeBag)
    }

    /// The title (a new issue) or the text (a comment) first.
    public override var initialFocusView: View? { viewModel.needsTitle ? titleField : text }

    /// Escape (also from the text) asks first while text is unsent, as in the terminal: "Keep
    /// writing" (Escape again) or "Discard", which then goes back.
    public override func handleKey(_ key: String) -> Bool {
        guard key == "Escape", hasUnsentText else { return super.handleKey(key) }
        present(
            AlertView(
                title: localized("Discard what you wrote?"), message: localized("It has not been sent."),
                actions: [
                    AlertAction(title: localized("Keep writing"), style: .cancel),
                    AlertAction(title: localized("Discard"), style: .destructive) { [weak self] in
                        self?.hasUnsentText = false
                        self?.navigationController?.pop()
                    },
                ]))
        return true
    }

    /// Gives way to `destination`: this screen goes, and so does the issue it commented on,
    /// which comes back read afresh.
    private func replace(with destination: Destination) {
        guard let navigation = navigationController else { return }
        navigation.pop()
        if case .comment = viewModel.target { navigation.pop() }
        navigation.push(router.screen(for: destination))
    }
}
