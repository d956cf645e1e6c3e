import RxCore
import RxTesting
import XCTest

final class TimeTests: RxTestCase {
    func testDebounceEmitsAfterQuietPeriodAndFlushesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(240, 3), .next(290, 4), .completed(300),
        ])
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
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .completed(300),
        ])
        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])
    }

    func testThrottleWithoutLatestDropsTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(235, 4), .completed(300),
        ])
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

    /// An error that arrives from another thread while a delayed element is being delivered
    /// must not wait for that delivery: it is kept and forwarded when the delivery returns.
    func testDelayKeepsAnErrorThatArrivesDuringADeliveryAndForwardsItAfterwards() {
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "delay-test")
        let deliveryStarted = DispatchSemaphore(value: 0)
        let errorSent = DispatchSemaphore(value: 0)
        let events = LockedList<String>()
        var errorReturnedInTime = false
        let subscription = subject.delay(.milliseconds(1), scheduler: scheduler).subscribe(
            onNext: { value in
                events.append("next \(value)")
                deliveryStarted.signal()
                // Waits for the source thread's onError to return; on a delay that holds its
                // lock while delivering, that never happens.
                errorReturnedInTime = errorSent.wait(timeout: .now() + 5) == .success
            },
            onError: { events.append("error \($0)") })
        let source = Thread {
            subject.onNext(1)
            _ = deliveryStarted.wait(timeout: .now() + 5)
            subject.onError(TestError(5))
            errorSent.signal()
        }
        source.start()
        XCTAssertTrue(waitUntil(timeout: 10) { events.count == 2 })
        XCTAssertTrue(errorReturnedInTime, "onError waited for the delivery in progress")
        XCTAssertEqual(events.values, ["next 1", "error TestError(5)"])
        subscription.dispose()
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
        // The disposal at the terminal event travels through the scheduler: one tick later.
        XCTAssertEqual(source.subscriptions, [Subscription(201, 222)])
    }

    /// RxSwift's `subscribe(on:)` subscribes to a test observable itself, so the disposal that
    /// follows its terminal event is scheduled (tick 301); through `asObservable()` the
    /// wrapper disposes it at the event (tick 300).
    func testSubscribeOnSchedulesTheDisposalOfAHotTestObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(250, 1), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(201, 301)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let wrapped = scheduler2.createHotObservable([.next(250, 1), .completed(300)])
        let observer2 = scheduler2.start { wrapped.asObservable().subscribe(on: scheduler2) }
        XCTAssertEqual(observer2.events, [.next(250, 1), .completed(300)])
        XCTAssertEqual(wrapped.subscriptions, [Subscription(201, 300)])
    }

    func testSubscribeOnDisposesThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt = 0
        var disposedAt = 0
        let source = Observable<Int>.create { _ in
            subscribedAt = scheduler.clock
            return Disposables.create { disposedAt = scheduler.clock }
        }
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(subscribedAt, 201)
        XCTAssertEqual(disposedAt, 1001)
    }

    func testTimerAndInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let once = scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(once.events, [.next(230, 0), .completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ticks = scheduler2.start(disposed: 265) { Observable<Int>.interval(.seconds(20), scheduler: scheduler2) }
        XCTAssertEqual(ticks.events, [.next(220, 0), .next(240, 1), .next(260, 2)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let periodic = scheduler3.start(disposed: 245) {
            Observable<Int>.timer(.seconds(5), period: .seconds(15), scheduler: scheduler3)
        }
        XCTAssertEqual(periodic.events, [.next(205, 0), .next(220, 1), .next(235, 2)])
    }
}

/// `delay` delivers one event per scheduler turn, as RxSwift's does: events due at the same
/// time arrive a virtual tick apart.
final class DelayTurnTests: RxTestCase {
    func testSingleDelayCompletesOneTickAfterItsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.next(202, 1), .completed(203)])
    }

    func testMaybeDelayCompletesOneTickAfterItsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Maybe.just(1).delay(.seconds(2), scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.next(202, 1), .completed(203)])
    }

    func testSingleDelaySubscriptionKeepsElementAndCompletionTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(observer.events, [.next(202, 1), .completed(202)])
    }

    func testEventsDueTogetherArriveATickApartAndLaterOnesKeepTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(250, 3), .completed(300)])
        let observer = scheduler.start { source.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(220, 1), .next(221, 2), .next(260, 3), .completed(310)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }
}
