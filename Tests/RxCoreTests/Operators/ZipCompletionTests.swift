import RxCore
import RxTesting
import XCTest

/// When `zip` completes, with RxSwift 6's recorded times: the fixed-arity form when every
/// source has completed; the collection form also when an element arrives while every other
/// source has completed (nothing more can pair with it).
final class ZipCompletionTests: RxTestCase {
    private func asymmetricSources(_ scheduler: TestScheduler) -> [TestableObservable<Int>] {
        [
            scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)]),
            scheduler.createHotObservable([
                .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
            ]),
            scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300)]
            ),
        ]
    }

    func testTheCollectionFormCompletesOnAnElementThatCanNeverBePaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = asymmetricSources(scheduler)
        let observer = scheduler.start { Observable.zip(sources.map { $0.asObservable() }) }
        XCTAssertEqual(observer.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
        XCTAssertEqual(
            sources.map(\.subscriptions),
            [[Subscription(200, 270)], [Subscription(200, 310)], [Subscription(200, 300)]])
    }

    func testTheCollectionFormWithASelectorCompletesTheSameWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = asymmetricSources(scheduler)
        let observer = scheduler.start { Observable.zip(sources.map { $0.asObservable() }) { $0.reduce(0, +) } }
        XCTAssertEqual(observer.events, [.next(230, 6), .next(260, 15), .completed(310)])
    }

    func testTheFixedArityFormWaitsForEverySourceToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = asymmetricSources(scheduler)
        let observer = scheduler.start { Observable.zip(sources[0], sources[1], sources[2]) { $0 + $1 + $2 } }
        XCTAssertEqual(observer.events, [.next(230, 6), .next(260, 15), .completed(410)])
        XCTAssertEqual(
            sources.map(\.subscriptions),
            [[Subscription(200, 270)], [Subscription(200, 410)], [Subscription(200, 300)]])
    }
}
