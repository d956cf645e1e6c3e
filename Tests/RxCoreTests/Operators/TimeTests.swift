import XCTest
import RxCore
import RxTesting

final class TimeTests: RxTestCase {
    func testDebounceEmitsAfterQuietPeriodAndFlushesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .next(290, 4), .completed(300)])
        let observer = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(235, 2), .next(260, 3), .next(300, 4), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testDebounceErrorDropsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let observer = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.error(220, TestError(1))])
    }

    func testThrottleLatestEmitsFirstThenTheLastOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .completed(300)])
        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])
    }

    func testThrottleWithoutLatestDropsTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .next(235, 4), .completed(300)])
        let observer = scheduler.start { source.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(235, 4), .completed(300)])
    }

    func testThrottleCompletionWaitsForThePendingLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(230)])
    }

    func testDelayShiftsElementsAndCompletionButNotErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { source.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(225, 1), .next(235, 2), .completed(245)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let failing = scheduler2.createHotObservable([.next(210, 1), .error(215, TestError(1))])
        let failed = scheduler2.start { failing.delay(.seconds(15), scheduler: scheduler2) }
        XCTAssertEqual(failed.events, [.error(215, TestError(1))])
    }

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(230, 250)])
    }

    func testTimeoutFiresWhenTheSourceIsSilent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3)])
        let observer = scheduler.start { source.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(240, 2), .error(290, RxError.timeout)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 290)])
    }

    func testTimeoutSwitchesToTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1)])
        let fallback = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let observer = scheduler.start { source.timeout(.seconds(20), other: fallback, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(235, 9), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 240)])
    }

    func testObserveOnTestSchedulerAddsTheProcessingTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .completed(231)])
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(211, 1), .completed(221)])
        // The test observable ends its own subscription at its terminal event (221); only an
        // explicit dispose would travel through the scheduler.
        XCTAssertEqual(source.subscriptions, [Subscription(201, 221)])
    }

    func testTimerAndInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let once = scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(once.events, [.next(230, 0), .completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ticks = scheduler2.start(disposed: 265) { Observable<Int>.interval(.seconds(20), scheduler: scheduler2) }
        XCTAssertEqual(ticks.events, [.next(220, 0), .next(240, 1), .next(260, 2)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let periodic = scheduler3.start(disposed: 245) { Observable<Int>.timer(.seconds(5), period: .seconds(15), scheduler: scheduler3) }
        XCTAssertEqual(periodic.events, [.next(205, 0), .next(220, 1), .next(235, 2)])
    }
}
