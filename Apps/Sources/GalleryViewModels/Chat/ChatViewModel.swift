import Foundation
import MVVM
import RxCore
import RxUI

/// A chat screen: send a message, get a reply.
///
/// Sending appends the message and clears the field; the reply is appended when it arrives.
/// Blank messages are not sent, and a send sends the text typed since the last one at most
/// once: Enter pressed twice quickly sends one message. A signed-out user who taps the text
/// field is asked to log in (and cannot send).
///
/// The text field owns what the user types: ``Output/clearText`` fires only after a send, and
/// nothing typed is ever sent back to the field.
package final class ChatViewModel: ViewModelType {
    /// What the chat screen sends in.
    package struct Input {
        /// The text field's contents as the user types.
        package let messageText: Observable<String>
        /// Each tap on send; ignored while signed out or while the text is blank.
        package let sendTap: Observable<Void>
        /// Each tap on the text field; asks a signed-out user to log in.
        package let textFieldTap: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(messageText: Observable<String>, sendTap: Observable<Void>, textFieldTap: Observable<Void>) {
            self.messageText = messageText
            self.sendTap = sendTap
            self.textFieldTap = textFieldTap
        }
    }

    /// What the chat screen shows.
    package struct Output {
        /// The conversation so far, oldest first: each message as sent, each reply as it arrives.
        package let messages: Driver<[ChatMessage]>
        /// Fires once after each send: the screen empties its text field. What the user types
        /// is never sent back to the field, which owns it.
        package let clearText: Signal<Void>
        /// Whether send is enabled: signed in, and text that is not blank.
        package let sendEnabled: Driver<Bool>
        /// Fires when a signed-out user taps the text field.
        package let showLoginAlert: Signal<Void>
        /// Replies that failed, once each; the conversation goes on.
        package let error: Signal<Swift.Error>
    }

    /// The composer's state, reduced from what the user does.
    struct State: Equatable {
        /// The text typed since the last send.
        var text = ""
        var isSignedIn = false
        /// The message the last action sent, if it sent one.
        var sent: String?

        var canSend: Bool { isSignedIn && !text.trimmingCharacters(in: .whitespaces).isEmpty }

        enum Action {
            case typed(String)
            case signedIn(Bool)
            case send
        }

        /// A send takes the text and empties the composer at once, so a second send before
        /// the field is cleared finds nothing to send.
        func reduced(by action: Action) -> State {
            var next = self
            next.sent = nil
            switch action {
            case .typed(let text): next.text = text
            case .signedIn(let signedIn): next.isSignedIn = signedIn
            case .send:
                guard canSend else { break }
                next.sent = text
                next.text = ""
            }
            return next
        }
    }

    private let service: ChatService
    private let isSignedIn: Observable<Bool>

    /// A chat with `service`; `isSignedIn` decides whether the user may send.
    package init(service: ChatService, isSignedIn: Observable<Bool>) {
        self.service = service
        self.isSignedIn = isSignedIn
    }

    /// Wires the screen's inputs to its outputs; a reply is requested for each message sent.
    package func transform(input: Input) -> Output {
        let service = self.service
        let errors = ErrorTracker()
        let signedIn = isSignedIn.share(replay: 1)
        let state = Observable.merge(
            input.messageText.map(State.Action.typed),
            signedIn.map(State.Action.signedIn),
            input.sendTap.map { State.Action.send }
        )
        .scan(State()) { $0.reduced(by: $1) }
        .startWith(State())
        .share(replay: 1)
        let sent = state.compactMap(\.sent).share()
        let replies = sent.flatMap { message in
            service.reply(to: message).asObservable()
                .trackError(errors)
                .catch { _ in .empty() }
        }
        let messages = Observable.merge(
            sent.map { ChatMessage(author: .me, text: $0) },
            replies.map { ChatMessage(author: .bot, text: $0) }
        )
        .scan(into: [ChatMessage]()) { $0.append($1) }
        .startWith([])

        return Output(
            messages: messages.asDriver(onErrorJustReturn: []),
            clearText: sent.mapToVoid().asSignal(onErrorSignalWith: .empty()),
            sendEnabled: state.map(\.canSend).distinctUntilChanged().asDriver(onErrorJustReturn: false),
            showLoginAlert: input.textFieldTap
                .withLatestFrom(signedIn)
                .filter { !$0 }
                .mapToVoid()
                .asSignal(onErrorSignalWith: .empty()),
            error: errors.asSignal()
        )
    }
}
