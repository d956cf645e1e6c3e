import Foundation
import RxCore
import RxUI
import MVVM

/// Answers chat messages.
public protocol ChatService: AnyObject {
    func reply(to message: String) -> Single<String>
}

/// One line of the conversation.
public struct ChatMessage: Equatable, Sendable {
    public enum Author: Equatable, Sendable { case me, bot }
    public let author: Author
    public let text: String

    public init(author: Author, text: String) {
        self.author = author
        self.text = text
    }
}

/// A chat screen: send a message, get a reply.
///
/// Sending appends the message and clears the field; the reply is appended when it arrives.
/// Blank messages are not sent. A signed-out user who taps the text field is asked to log in
/// (and cannot send).
public final class ChatViewModel: ViewModelType {
    public struct Input {
        public let messageText: Observable<String>
        public let sendTap: Observable<Void>
        public let textFieldTap: Observable<Void>

        public init(messageText: Observable<String>, sendTap: Observable<Void>, textFieldTap: Observable<Void>) {
            self.messageText = messageText
            self.sendTap = sendTap
            self.textFieldTap = textFieldTap
        }
    }

    public struct Output {
        public let messages: Driver<[ChatMessage]>
        /// What the text field shows: what was typed, then `""` after a send.
        public let messageText: Driver<String>
        public let sendEnabled: Driver<Bool>
        public let showLoginAlert: Signal<Void>
        public let error: Signal<Swift.Error>
    }

    private let service: ChatService
    private let isSignedIn: Observable<Bool>

    public init(service: ChatService, isSignedIn: Observable<Bool>) {
        self.service = service
        self.isSignedIn = isSignedIn
    }

    public func transform(input: Input) -> Output {
        let service = self.service
        let errors = ErrorTracker()
        let signedIn = isSignedIn.share(replay: 1)
        let text = input.messageText.startWith("").share(replay: 1)
        let canSend = Observable.combineLatest(text, signedIn) { text, signedIn in
            signedIn && !text.trimmingCharacters(in: .whitespaces).isEmpty
        }
        let sent = input.sendTap
            .withLatestFrom(Observable.combineLatest(text, canSend))
            .filter { $0.1 }
            .map { $0.0 }
            .share()
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
            messageText: Observable.merge(text, sent.map { _ in "" }).asDriver(onErrorJustReturn: ""),
            sendEnabled: canSend.asDriver(onErrorJustReturn: false).distinctUntilChanged(),
            showLoginAlert: input.textFieldTap
                .withLatestFrom(signedIn)
                .filter { !$0 }
                .mapToVoid()
                .asSignal(onErrorSignalWith: .empty()),
            error: errors.asSignal()
        )
    }
}
