import RxCore
import RxTesting
import XCTest

final class TransformingTests: RxTestCase {
    func testScanEmitsEveryIntermediateTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let observer = scheduler.start { source.scan(0) { $0 + $1 } }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }

    func testScanIntoMutatesInPlaceAndStopsOnThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.start {
            source.scan(into: [Int]()) { all, value in
                if value == 3 { throw TestError(3) }
                all.append(value)
            }
        }
        XCTAssertEqual(observer.events, [.next(210, [1]), .next(220, [1, 2]), .error(230, TestError(3))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testReduceEmitsTheTotalOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.reduce(10, accumulator: +, mapResult: { "\($0)" }) }
        XCTAssertEqual(observer.events, [.next(250, "13"), .completed(250)])
    }

    func testReduceForwardsErrorsWithoutAResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let observer = scheduler.start { source.reduce(0, accumulator: +) }
        XCTAssertEqual(observer.events, [.error(220, TestError())])
    }

    func testToArrayIsASingleOfAllElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observer = scheduler.start { source.toArray() }
        XCTAssertEqual(observer.events, [.next(230, [1, 2]), .completed(230)])
    }

    func testStartWithPrependsElementsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 3), .completed(220)])
        let observer = scheduler.start { source.startWith(1, 2) }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .next(210, 3), .completed(220)])
    }

    func testDistinctUntilChangedDropsRepeats() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .next(250, 1), .completed(260),
        ])
        let observer = scheduler.start { source.distinctUntilChanged() }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .next(240, 1), .completed(260)])
    }

    func testDistinctUntilChangedByKeyAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "bb"), .next(240, "cc"), .completed(250),
        ])
        let byKey = scheduler.start { source.distinctUntilChanged { $0.lowercased() } }
        XCTAssertEqual(byKey.events, [.next(210, "a"), .next(230, "bb"), .next(240, "cc"), .completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "bb"), .next(240, "cc"), .completed(250),
        ])
        let byLength = scheduler2.start { source2.distinctUntilChanged { $0.count == $1.count } }
        XCTAssertEqual(byLength.events, [.next(210, "a"), .next(230, "bb"), .completed(250)])
    }

    func testDistinctUntilChangedComparerThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.distinctUntilChanged { _, _ in throw TestError(5) } }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(5))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testEnumeratedPairsIndexes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let observer = scheduler.start { source.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(observer.events, [.next(210, "0a"), .next(220, "1b"), .completed(230)])
    }

    func testMaterializeAndDematerializeRoundTrip() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let materialized = scheduler.start { source.materialize() }
        XCTAssertEqual(
            materialized.events, [.next(210, Event.next(1)), .next(220, Event.error(TestError(1))), .completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let roundTrip = scheduler2.start { source2.materialize().dematerialize() }
        XCTAssertEqual(roundTrip.events, [.next(210, 1), .error(220, TestError(1))])
    }

    func testDoRunsSideEffectsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        let observer = scheduler.start {
            source.do(
                onNext: { log.append("next \($0)") },
                afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
        // The subscriber disposes the chain as soon as completion reaches it, before
        // `afterCompleted` runs — as in RxSwift.
        XCTAssertEqual(
            log, ["subscribe", "subscribed", "next 1", "after 1", "completed", "dispose", "after completed"])
    }

    func testDoHandlerErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { source.do(onNext: { if $0 == 2 { throw TestError(2) } }) }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
