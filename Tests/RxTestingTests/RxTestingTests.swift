import RxCore
import RxTesting
import XCTest

private struct Failure: Error, Equatable {}

final class MarbleTests: RxTestCase {
    func testParseFramesGroupsAndTerminals() throws {
        let events: [Recorded<Event<String>>] = try Marbles.parse("-a-(bc)-|")
        // A group is one frame: `(bc)` is frame 3, so `|` is frame 5.
        XCTAssertEqual(events, [.next(10, "a"), .next(30, "b"), .next(30, "c"), .completed(50)])
    }

    func testParseWithValuesErrorsAndSubscriptionCaret() throws {
        let events: [Recorded<Event<Int>>] = try Marbles.parse(
            "a-^-b-#", values: ["a": 1, "b": 2], errors: ["#": Failure()])
        XCTAssertEqual(events, [.next(180, 1), .next(220, 2), .error(240, Failure())])
    }

    func testParseRejectsUnknownSymbolsAndEventsAfterTermination() {
        XCTAssertThrowsError(try Marbles.parse("-x-", values: ["a": 1]) as [Recorded<Event<Int>>])
        XCTAssertThrowsError(try Marbles.parse("-|-a") as [Recorded<Event<String>>])
        XCTAssertThrowsError(try Marbles.parse("-(a") as [Recorded<Event<String>>])
    }

    func testDrawIsTheInverseOfParse() throws {
        let events: [Recorded<Event<String>>] = try Marbles.parse("-a--(bc)-|")
        XCTAssertEqual(Marbles.draw(events), "-a--(bc)-|")
    }

    func testHotAndColdMarbleObservablesOnATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable("--^-a-b-|", values: ["a": 1, "b": 2])
        let observer = scheduler.start { hot.map { $0 * 10 } }
        XCTAssertMarbles(observer.events, "--^-a-b-|", values: ["a": 10, "b": 20])
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let cold = scheduler2.createColdObservable("-a-|", values: ["a": "x"])
        let coldObserver = scheduler2.start { cold }
        XCTAssertEqual(coldObserver.events, [.next(210, "x"), .completed(230)])
    }
}

final class TestSchedulerTests: RxTestCase {
    func testStartUsesTheDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        let source = scheduler.createHotObservable([.next(150, 0), .next(250, 1), .next(1_050, 2)])
        let observer = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return source.asObservable()
        }
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(observer.events, [.next(250, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 1_000)])
    }

    func testColdObservableRecordsEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = cold.subscribe(first) }
        scheduler.scheduleAt(150) { _ = cold.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .completed(120)])
        XCTAssertEqual(second.events, [.next(160, 1), .completed(170)])
        XCTAssertEqual(cold.subscriptions, [Subscription(100), Subscription(150)])
    }

    func testBindFeedsRecordedEventsIntoASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<String>()
        let observer = scheduler.createObserver(String.self)
        let subscription = subject.subscribe(observer)
        scheduler.bind([.next(10, "a"), .next(20, "b")], to: subject)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, "a"), .next(20, "b")])
        XCTAssertEqual(observer.elements, ["a", "b"])
        subscription.dispose()
    }

    func testStopEndsStartEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(10) {
            ran.append(10)
            scheduler.stop()
        }
        scheduler.scheduleAt(20) { ran.append(20) }
        scheduler.start()
        XCTAssertEqual(ran, [10])
        scheduler.start()
        XCTAssertEqual(ran, [10, 20])
    }
}

final class AssertionReportTests: RxTestCase {
    func testTimelineReportMarksDifferences() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 3)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(230)]
        let report = TimelineDiff.report(actual: actual, expected: expected)
        XCTAssertEqual(
            report,
            """
            Timelines differ (expected | actual):
              210: next(1)                 | 210: next(1)
            ✗ 220: next(2)                 | 220: next(3)
            ✗ 230: completed               | —
            """)
        XCTAssertNil(TimelineDiff.report(actual: actual, expected: actual))
    }

    func testEventEqualityComparesErrorsByTypeAndDescription() {
        XCTAssertEqual(Event<Int>.error(Failure()), Event<Int>.error(Failure()))
        XCTAssertNotEqual(Event<Int>.error(Failure()), Event<Int>.error(RxError.timeout))
        XCTAssertNotEqual(Event<Int>.next(1), Event<Int>.completed)
    }

    func testSubscriptionDescription() {
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200, 300)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : ∞)")
    }
}

final class BlockingTests: RxTestCase {
    func testBlockingOperators() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single())
        guard
            case .failed(let elements, let error) = Observable<Int>.create({ observer in
                observer.onNext(1)
                observer.onError(Failure())
                return Disposables.create()
            }).toBlocking().materialize()
        else { return XCTFail("expected a failure") }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? Failure, Failure())
    }

    func testBlockingWaitsForWorkOnOtherThreadsAndMainScheduler() throws {
        let value = try Observable<Int>.timer(
            .milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
        )
        .observe(on: MainScheduler.instance)
        .toBlocking(timeout: 5)
        .single()
        XCTAssertEqual(value, 0)
    }

    func testBlockingTimeoutThrowsRxErrorTimeout() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()) {
            XCTAssertEqual($0 as? RxError, .timeout)
        }
    }

    /// As RxBlocking: the wait ends at the second match; the predicate sees nothing after it.
    func testBlockingSingleStopsAtTheSecondMatch() {
        var tested: [Int] = []
        let source = Observable.from([1, 2, 3, 4, 5, 6])
        XCTAssertThrowsError(
            try source.toBlocking().single {
                tested.append($0)
                return $0 % 2 == 0
            }
        ) {
            XCTAssertEqual($0 as? RxError, .moreThanOneElement)
        }
        XCTAssertEqual(tested, [1, 2, 3, 4])
        XCTAssertThrowsError(try source.toBlocking().single()) { XCTAssertEqual($0 as? RxError, .moreThanOneElement) }
        XCTAssertEqual(try source.toBlocking().single { $0 == 5 }, 5)
        XCTAssertThrowsError(try source.toBlocking().single { $0 > 6 }) { XCTAssertEqual($0 as? RxError, .noElements) }
    }
}

final class LeakCheckTests: XCTestCase {
    func testResourcesAreCountedAndReleased() {
        guard Resources.isTracing else { return }
        let before = Resources.total
        var subscription: Disposable? = PublishSubject<Int>().subscribe(onNext: { _ in })
        XCTAssertGreaterThan(Resources.total, before)
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(Resources.total, before)
    }

    func testANeverDisposedSubscriptionToALiveSubjectIsALeak() {
        guard Resources.isTracing else { return }
        let subject = PublishSubject<Int>()
        let before = Resources.total
        _ = subject.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total - before, 2, "the subscriber and its subject subscription stay alive")
        subject.onCompleted()
        XCTAssertEqual(Resources.total, before)
    }

    func testAssertNoLeaksPassesWhenEverythingIsDisposed() {
        XCTAssertNoLeaks {
            let subject = BehaviorSubject(value: 1)
            let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
            subscription.dispose()
        }
    }
}
