import RxCore
import RxTesting
import XCTest

final class MapFilterTests: RxTestCase {
    func testMapTransformsEachElementAtItsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let observer = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.next(210, 20), .next(240, 30), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testMapThrowingEndsWithTheErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start {
            source.map { value -> Int in
                if value == 2 { throw TestError(2) }
                return value
            }
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testMapDisposedMidStreamStopsAtDisposalTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let observer = scheduler.start(disposed: 250) { source.map { $0 + 1 } }
        XCTAssertEqual(observer.events, [.next(210, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testFilterKeepsMatchingElementsAndForwardsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .error(250, TestError(1)),
        ])
        let observer = scheduler.start { source.filter { $0 % 2 == 0 } }
        XCTAssertEqual(observer.events, [.next(220, 2), .next(240, 4), .error(250, TestError(1))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testFilterThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start {
            source.filter {
                if $0 == 2 { throw TestError(9) }
                return true
            }
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(9))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMapDropsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        let observer = scheduler.start { source.compactMap { Int($0) } }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }

    func testChainOfSixMapFilterPairsDeliversEveryElementSynchronously() {
        var received: [Int] = []
        var completed = false
        var source: Observable<Int> = Observable.create { observer in
            for i in 0..<5 { observer.onNext(i) }
            observer.onCompleted()
            return Disposables.create()
        }
        for _ in 0..<6 { source = source.map { $0 + 1 }.filter { $0 >= 0 } }
        _ = source.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [6, 7, 8, 9, 10])
        XCTAssertTrue(completed)
    }
}
