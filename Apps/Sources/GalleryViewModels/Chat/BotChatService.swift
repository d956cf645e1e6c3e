import Foundation
import RxCore

/// A small in-process chat bot that answers after `latency` on `scheduler`: greetings, a
/// question about the time of day, and an echo for everything else. "fail" fails, to show the
/// error path.
package final class BotChatService: ChatService, @unchecked Sendable {
    /// The error for the message "fail".
    package struct Unavailable: Error, CustomStringConvertible, Equatable {
        /// The error the bot fails with.
        package init() {}
        package var description: String { "The bot is unavailable right now." }
    }

    private let latency: RxTimeInterval
    private let scheduler: SchedulerType

    /// A bot that answers after `latency` on `scheduler`.
    package init(latency: RxTimeInterval = .milliseconds(600), scheduler: SchedulerType) {
        self.latency = latency
        self.scheduler = scheduler
    }

    /// The bot's answer to `message`, without the wait.
    package static func answer(to message: String) -> String {
        let text = message.trimmingCharacters(in: .whitespaces)
        let lowered = text.lowercased()
        if ["hi", "hello", "안녕", "안녕하세요"].contains(where: { lowered.hasPrefix($0) }) {
            return "Hello! Ask me anything."
        }
        if lowered.hasSuffix("?") { return "Good question — \"\(text)\" is worth a view model of its own." }
        return "You said: \(text)"
    }

    /// ``answer(to:)`` after `latency`; fails with ``Unavailable`` for "fail".
    package func reply(to message: String) -> Single<String> {
        let (latency, scheduler) = (self.latency, self.scheduler)
        return Observable<Int>.timer(latency, scheduler: scheduler).flatMap { _ -> Observable<String> in
            message.trimmingCharacters(in: .whitespaces).lowercased() == "fail"
                ? .error(Unavailable()) : .just(Self.answer(to: message))
        }.asSingle()
    }
}
