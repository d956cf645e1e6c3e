import GalleryViewModels
import RxCore
import RxUI
import TerminalUI

/// The chat: the conversation above a field and a Send button. Moving into the field while
/// signed out raises the sign-in alert; the bot answers after a moment.
@MainActor
package final class ChatScreen: GalleryScreen {
    private let viewModel: ChatViewModel
    private let signedIn: BehaviorRelay<Bool>
    let messages = ListView()
    let field = TextField(placeholder: "message")
    let send = Button("Send")
    private let status = Label("", style: TextStyle(dim: true))

    /// The chat page for `viewModel`; `signedIn` is the gallery's shared sign-in, which the page's alert can set.
    package init(viewModel: ChatViewModel, signedIn: BehaviorRelay<Bool>) {
        self.viewModel = viewModel
        self.signedIn = signedIn
        super.init(
            title: "Chat", source: "View model: GalleryViewModels/Chat/ChatViewModel.swift · bot: BotChatService.swift")
        keyCommands = [
            .handledElsewhere("Tab", "field ↔ Send"), .handledElsewhere("Enter", "send"),
            .handledElsewhere("Esc", "leave the field, then back"),
        ]
    }

    public override func makeBody() -> View {
        field.sizing = .flexible(1)
        messages.emptyText = "No messages yet — say hi."
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    sourceLine, messages, status,
                    StackView(axis: .horizontal, spacing: 1, [Label("Message:"), field, send]),
                    keyHints,
                ]))
    }

    public override func viewDidLoad() {
        focus(messages)
        let output = viewModel.transform(
            input: .init(
                messageText: field.rx.text.orEmpty.asObservable(),
                sendTap: Observable.merge(
                    send.rx.tap.asObservable(), field.rx.controlEvent(.editingDidEndOnExit).asObservable()),
                textFieldTap: field.rx.controlEvent(.editingDidBegin).asObservable()
            ))
        output.messages.lane("chat messages").drive(messages.rx.items) { _, message, cell in
            cell.text = (message.author == .me ? "me:  " : "bot: ") + message.text
            cell.style = message.author == .me ? TextStyle(bold: true) : TextStyle(foreground: .cyan)
        }.disposed(by: disposeBag)
        output.messages.drive(onNext: { [weak self] in
            guard let self, !$0.isEmpty else { return }
            self.messages.selectRow($0.count - 1)
        }).disposed(by: disposeBag)
        // The field owns what is typed; the view model only empties it after a send.
        output.clearText.emit(onNext: { [weak self] in self?.field.text = "" }).disposed(by: disposeBag)
        output.sendEnabled.lane("send enabled").drive(onNext: { [weak self] in self?.send.isEnabled = $0 }).disposed(
            by: disposeBag)
        signedIn.asDriver().map { $0 ? "Signed in" : "Signed out — moving into the field asks you to sign in" }
            .drive(status.rx.text).disposed(by: disposeBag)
        output.showLoginAlert.emit(onNext: { [weak self] in
            guard let self else { return }
            let signedIn = self.signedIn
            self.present(
                AlertView(
                    title: "Sign in to chat", message: "Chatting needs an account.",
                    actions: [
                        AlertAction(title: "Sign in") { signedIn.accept(true) },
                        AlertAction(title: "Cancel", style: .cancel),
                    ]))
        }).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] error in
            self?.banner.kind = .error
            self?.banner.message = "\(error)"
        }).disposed(by: disposeBag)
    }
}
