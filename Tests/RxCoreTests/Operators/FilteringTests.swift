import RxCore
import RxTesting
import XCTest

final class FilteringTests: RxTestCase {
    func testTakeCompletesAfterCountAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start { source.take(2) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testTakeZeroCompletesImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start { source.take(0) }
        XCTAssertEqual(observer.events, [.completed(200)])
        XCTAssertEqual(source.subscriptions, [])
    }

    func testTakeWhileExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        let exclusive = scheduler.start { source.take(while: { $0 < 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .next(220, 2), .completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        let inclusive = scheduler2.start { source2.take(until: { $0 >= 3 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 5), .completed(230)])
        XCTAssertEqual(source2.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let trigger = scheduler.createHotObservable([.next(240, "stop"), .completed(260)])
        let observer = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 240)])
    }

    func testTakeUntilTriggerErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let trigger = scheduler.createHotObservable([.error(220, TestError(4))] as [Recorded<Event<Int>>])
        let observer = scheduler.start { source.take(until: trigger) }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(4))])
    }

    func testTakeForDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let observer = scheduler.start { source.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testTakeLastEmitsTheTailOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let observer = scheduler.start { source.takeLast(2) }
        XCTAssertEqual(observer.events, [.next(250, 3), .next(250, 4), .completed(250)])
    }

    func testSkipAndSkipWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250),
        ])
        let skipped = scheduler.start { source.skip(2) }
        XCTAssertEqual(skipped.events, [.next(230, 3), .next(240, 1), .completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250),
        ])
        let skippedWhile = scheduler2.start { source2.skip(while: { $0 < 3 }) }
        XCTAssertEqual(skippedWhile.events, [.next(230, 3), .next(240, 1), .completed(250)])
    }

    func testSkipUntilOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let trigger = scheduler.createHotObservable([.next(220, ()), .completed(225)])
        let observer = scheduler.start { source.skip(until: trigger) }
        XCTAssertEqual(observer.events, [.next(230, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testElementAt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(250)])
        let observer = scheduler.start { source.element(at: 1) }
        XCTAssertEqual(observer.events, [.next(220, "b"), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let short = scheduler2.createHotObservable([.next(210, "a"), .completed(250)])
        let outOfRange = scheduler2.start { short.element(at: 3) }
        XCTAssertEqual(outOfRange.events, [.error(250, RxError.argumentOutOfRange)])
    }

    func testIgnoreElementsKeepsOnlyTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.ignoreElements() }
        XCTAssertEqual(observer.events.count, 1)
        XCTAssertEqual(observer.events.first?.time, 250)
        XCTAssertTrue(observer.events.first?.value.isCompleted == true)
    }

    func testSingleRequiresExactlyOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let two = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let tooMany = scheduler.start { two.single() }
        XCTAssertEqual(tooMany.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let none = scheduler2.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let empty = scheduler2.start { none.single() }
        XCTAssertEqual(empty.events, [.error(250, RxError.noElements)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let some = scheduler3.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let matching = scheduler3.start { some.single { $0 == 2 } }
        XCTAssertEqual(matching.events, [.next(220, 2), .completed(250)])
    }
}

/// `skip(_:scheduler:)` with RxSwift 6's recorded times.
final class SkipDurationTests: RxTestCase {
    private struct Failure: Error, Equatable {}

    private func run(_ seconds: Int, _ events: [Recorded<Event<Int>>]) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(events)
        return scheduler.start { source.skip(.seconds(seconds), scheduler: scheduler) }.events
    }

    func testDropsElementsInsideTheWindow() {
        XCTAssertEqual(run(15, [.next(210, 1), .next(220, 2), .completed(230)]), [.next(220, 2), .completed(230)])
    }

    func testForwardsACompletionThatArrivesInsideTheWindow() {
        XCTAssertEqual(run(50, [.next(210, 1), .next(220, 2), .completed(230)]), [.completed(230)])
    }

    func testForwardsAnErrorInsideTheWindow() {
        XCTAssertEqual(run(50, [.error(210, Failure())]), [.error(210, Failure())])
    }

    func testSkipUntilStillSwallowsAnEarlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let trigger = scheduler.createHotObservable([.next(250, "open")])
        XCTAssertEqual(scheduler.start { source.skip(until: trigger) }.events, [])
    }
}
