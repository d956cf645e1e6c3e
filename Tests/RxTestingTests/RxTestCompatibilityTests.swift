import Foundation
import RxCore
import RxTesting
import XCTest

private struct Failure: Error, Equatable {}

/// RxTest's and RxBlocking's conveniences, spelled as RxSwift users write them.
final class RxTestCompatibilityTests: RxTestCase {
    func testRecordedTerminalEventsNamingTheElementType() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250, Int.self)])
        let failing = scheduler.createHotObservable([Recorded.error(260, Failure(), String.self)])
        let observer = scheduler.start { Observable.merge(source.map { "\($0)" }, failing.asObservable()) }
        XCTAssertEqual(observer.events, [.error(260, Failure())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    /// RxTest keeps a hot observable alive until its events have run, so a test may subscribe to
    /// it and drop the reference (ReactorKit's tests do); once they have run, it is freed.
    func testHotObservableLivesUntilItsEventsHaveRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        weak var weakHot: TestableObservable<Int>?
        do {
            let hot = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .completed(30)])
            weakHot = hot
            hot.subscribe(observer).disposed(by: bag)
        }
        XCTAssertNotNil(weakHot)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2), .completed(30)])
        XCTAssertNil(weakHot)
    }

    func testStartWithAnUnlabelledFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        func makeSequence() -> Observable<Int> { source.map { $0 * 2 } }
        let observer = scheduler.start(makeSequence)
        XCTAssertEqual(observer.events, [.next(210, 2), .completed(220)])
    }

    func testRecordedElementsIgnoreTimesAndTerminalEvents() {
        let failures = captureAssertionFailures {
            XCTAssertRecordedElements([.next(210, 1), .next(220, 2), .completed(230)], [1, 2])
            XCTAssertRecordedElements([.next(210, 1)], [2])
        }
        XCTAssertEqual(failures, ["Elements differ:\n  expected [2]\n  actual   [1]"])
    }

    func testTraitEventsCompare() {
        XCTAssertEqual(MaybeEvent.success(1), MaybeEvent.success(1))
        XCTAssertNotEqual(MaybeEvent.success(1), MaybeEvent<Int>.completed)
        XCTAssertEqual(MaybeEvent<Int>.error(Failure()), MaybeEvent<Int>.error(Failure()))
        XCTAssertEqual(CompletableEvent.completed, CompletableEvent.completed)
        XCTAssertNotEqual(CompletableEvent.error(Failure()), CompletableEvent.completed)
        let failures = captureAssertionFailures {
            XCTAssertEqual([SingleEvent<Int>.success(1), .failure(Failure())], [.success(1), .failure(Failure())])
            XCTAssertEqual([MaybeEvent<Int>.success(1)], [.completed])
            XCTAssertEqual([CompletableEvent.completed], [.completed])
            XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)])
        }
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures[0].hasPrefix("Maybe events differ"))
        XCTAssertTrue(failures[1].hasPrefix("Single events differ"))
    }

    func testSubscriptionsAreHashable() {
        XCTAssertEqual(Set([Subscription(200, 300), Subscription(200, 300), Subscription(210)]).count, 2)
    }

    func testBlockingSingleWithAPredicate() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) {
            guard case RxError.moreThanOneElement = $0 else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }) {
            guard case RxError.noElements = $0 else { return XCTFail("\($0)") }
        }
    }
}
