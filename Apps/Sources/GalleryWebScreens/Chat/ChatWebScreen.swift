import GalleryViewModels
import RxCore
import RxUI
import WebUI

/// The chat in the browser: the conversation above a field and a Send button, bound to the
/// same `ChatViewModel` as the terminal page. Moving into the field while signed out raises
/// the sign-in alert; the bot answers after a moment.
@MainActor
package final class ChatWebScreen: GalleryWebScreen {
    private let viewModel: ChatViewModel
    private let signedIn: BehaviorRelay<Bool>
    let messages = ListView(accessibilityLabel: "Messages")
    let field = TextField(placeholder: "message")
    let send = Button("Send")
    private let status = Label("", element: "p", styleClass: "dim")

    /// The chat page for `viewModel`; `signedIn` is the gallery's shared sign-in, which the page's alert can set.
    package init(viewModel: ChatViewModel, signedIn: BehaviorRelay<Bool>) {
        self.viewModel = viewModel
        self.signedIn = signedIn
        super.init(
            title: "Chat", source: "View model: GalleryViewModels/Chat/ChatViewModel.swift · bot: BotChatService.swift")
        keyCommands = [.handledElsewhere("Tab", "field ↔ Send"), .handledElsewhere("Enter", "send")]
    }

    public override func makeBody() -> View {
        messages.emptyText = "No messages yet — say hi."
        return StackView(
            axis: .vertical,
            [
                sourceLine, messages, status,
                StackView(axis: .horizontal, [FormField("Message", field), send]),
                keyHints,
            ])
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(
            input: .init(
                messageText: field.rx.text.orEmpty.asObservable(),
                sendTap: Observable.merge(
                    send.rx.tap.asObservable(), field.rx.controlEvent(.editingDidEndOnExit).asObservable()),
                textFieldTap: field.rx.controlEvent(.editingDidBegin).asObservable()
            ))
        output.messages.lane("chat messages").drive(messages.rx.items) { _, message, cell in
            cell.text = (message.author == .me ? "me: " : "bot: ") + message.text
            // The rows are the conversation, not choices.
            cell.isSelectable = false
        }.disposed(by: disposeBag)
        // The field owns what is typed; the view model only empties it after a send.
        output.clearText.emit(onNext: { [weak self] in self?.field.text = "" }).disposed(by: disposeBag)
        output.sendEnabled.lane("send enabled").drive(send.rx.isEnabled).disposed(by: disposeBag)
        signedIn.asDriver().map { $0 ? "Signed in" : "Signed out — moving into the field asks you to sign in" }
            .drive(status.rx.text).disposed(by: disposeBag)
        output.showLoginAlert.emit(onNext: { [weak self] in
            guard let self else { return }
            let signedIn = self.signedIn
            let field = self.field
            self.present(
                AlertView(
                    title: "Sign in to chat", message: "Chatting needs an account.",
                    actions: [
                        AlertAction(title: "Sign in") { [weak field] in
                            signedIn.accept(true)
                            if let field { field.document?.focus(field) }
                        },
                        AlertAction(title: "Cancel", style: .cancel),
                    ]))
        }).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] error in self?.banner.message = "\(error)" }).disposed(by: disposeBag)
    }

    /// The field first: the conversation's rows are not choices.
    public override var initialFocusView: View? { field }
}
