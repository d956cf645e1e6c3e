import GalleryViewModels
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class ChatViewModelTests: RxTestCase {
    final class EchoBot: ChatService {
        let scheduler: TestScheduler
        init(scheduler: TestScheduler) { self.scheduler = scheduler }
        func reply(to message: String) -> Single<String> {
            message == "fail"
                ? .error(Failure()) : Single.just("You said: \(message)").delay(.seconds(5), scheduler: scheduler)
        }
    }

    func testSendingAppendsTheMessageClearsTheFieldAndTheReplyFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = ChatViewModel(service: EchoBot(scheduler: scheduler), isSignedIn: .just(true)).transform(
                input: .init(
                    messageText: scheduler.values((100, "hi"), (120, "  ")),
                    sendTap: scheduler.taps(at: 110, 130),
                    textFieldTap: scheduler.taps(at: 90)
                ))
            let messages = scheduler.record(output.messages.map { $0.map(\.text) })
            let clears = scheduler.record(output.clearText)
            let enabled = scheduler.record(output.sendEnabled)
            let alert = scheduler.record(output.showLoginAlert)
            scheduler.start()
            messages.assertValues([[], ["hi"], ["hi", "You said: hi"]])
            XCTAssertEqual(clears.events.map(\.time), [111], "cleared once, after the one send; typing is never echoed")
            enabled.assertValues([false, true, false])
            alert.assertValueCount(0)
        }
    }

    /// Enter pressed twice before the field is cleared sends one message, never the same
    /// text twice and never an empty one.
    func testSendingTwiceBeforeTheFieldIsClearedSendsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = ChatViewModel(service: EchoBot(scheduler: scheduler), isSignedIn: .just(true)).transform(
                input: .init(
                    messageText: scheduler.values((100, "hello there")),
                    sendTap: scheduler.taps(at: 110, 111),
                    textFieldTap: .never()
                ))
            let messages = scheduler.record(output.messages.map { $0.map(\.text) })
            let clears = scheduler.record(output.clearText)
            scheduler.start()
            messages.assertEvents([
                .next(1, []),
                .next(111, ["hello there"]),
                .next(116, ["hello there", "You said: hello there"]),
            ])
            XCTAssertEqual(clears.events.map(\.time), [111])
        }
    }

    func testSignedOutUserTappingTheFieldIsAskedToLogIn() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = ChatViewModel(service: EchoBot(scheduler: scheduler), isSignedIn: .just(false)).transform(
                input: .init(
                    messageText: scheduler.values((100, "hi")),
                    sendTap: scheduler.taps(at: 110),
                    textFieldTap: scheduler.taps(at: 90, 95)
                ))
            let alert = scheduler.record(output.showLoginAlert)
            let messages = scheduler.record(output.messages)
            scheduler.start()
            XCTAssertEqual(alert.events.map(\.time), [91, 96])
            messages.assertValues([[]])
        }
    }

    func testAFailedReplyIsReported() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = ChatViewModel(service: EchoBot(scheduler: scheduler), isSignedIn: .just(true)).transform(
                input: .init(
                    messageText: scheduler.values((100, "fail")), sendTap: scheduler.taps(at: 110),
                    textFieldTap: .never()
                ))
            let errors = scheduler.record(output.error)
            let messages = scheduler.record(output.messages.map { $0.map(\.text) })
            scheduler.start()
            errors.assertValueCount(1)
            messages.assertLastValue(["fail"])
        }
    }
}
