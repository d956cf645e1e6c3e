import GalleryViewModels
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class BotChatServiceTests: RxTestCase {
    func testTheBotAnswersAfterItsLatencyAndFailsOnRequest() {
        let scheduler = TestScheduler(initialClock: 0)
        let bot = BotChatService(latency: .seconds(5), scheduler: scheduler)
        let hello = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) {
            bot.reply(to: "안녕하세요").asObservable()
        }
        XCTAssertEqual(hello.events, [.next(105, "Hello! Ask me anything."), .completed(105)])
        XCTAssertEqual(
            BotChatService.answer(to: "Why Rx?"), "Good question — \"Why Rx?\" is worth a view model of its own.")
        XCTAssertEqual(BotChatService.answer(to: "👍🏽"), "You said: 👍🏽")
        let failure = TestScheduler(initialClock: 0)
        let failing = failure.start(created: 0, subscribed: 100, disposed: 1_000) {
            BotChatService(latency: .seconds(5), scheduler: failure).reply(to: "fail").asObservable()
        }
        XCTAssertEqual(failing.events, [.error(105, BotChatService.Unavailable())])
    }
}
