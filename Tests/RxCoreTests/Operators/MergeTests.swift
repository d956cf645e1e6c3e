import RxCore
import RxTesting
import XCTest

/// `flatMap`, `concatMap` and `merge(maxConcurrent:)` must release an inner subscription
/// even when the chain is disposed while that inner is still being subscribed to.
final class MergeTests: RxTestCase {
    func testFlatMapDisposedByAnInnerThatEmitsWhileSubscribingReleasesIt() {
        let inner = BehaviorSubject(value: 7)
        let trigger = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = trigger.flatMap { _ in inner }.take(1).subscribe(onNext: { received.append($0) })
        trigger.onNext(1)
        XCTAssertEqual(received, [7])
        XCTAssertFalse(inner.hasObservers, "take(1) ended the chain, so the inner must be unsubscribed")
        subscription.dispose()
    }

    func testConcatMapDisposedByAnInnerThatEmitsWhileSubscribingReleasesIt() {
        let inner = BehaviorSubject(value: 7)
        let trigger = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = trigger.concatMap { _ in inner }.take(1).subscribe(onNext: { received.append($0) })
        trigger.onNext(1)
        XCTAssertEqual(received, [7])
        XCTAssertFalse(inner.hasObservers)
        subscription.dispose()
    }

    func testMergeMaxConcurrentDisposedByAnInnerThatEmitsWhileSubscribingReleasesIt() {
        let inner = BehaviorSubject(value: 7)
        let trigger = PublishSubject<Observable<Int>>()
        var received: [Int] = []
        let subscription = trigger.merge(maxConcurrent: 2).take(1).subscribe(onNext: { received.append($0) })
        trigger.onNext(inner.asObservable())
        XCTAssertEqual(received, [7])
        XCTAssertFalse(inner.hasObservers)
        subscription.dispose()
    }

    func testFlatMapReleasesASynchronousCreateInnerWhenDisposedFromOnNext() {
        var innerDisposals = 0
        let inner = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { innerDisposals += 1 }
        }
        let trigger = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            trigger.flatMap { _ in inner }.subscribe(onNext: { value in
                received.append(value)
                subscription.dispose()
            }))
        trigger.onNext(1)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(innerDisposals, 1)
        XCTAssertFalse(trigger.hasObservers)
    }

    func testFlatMapQueuedInnerOfConcatMapIsNeverSubscribedAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, "b"), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let observer = scheduler.start(disposed: 225) { outer.concatMap { $0 == 1 ? first : second } }
        XCTAssertEqual(observer.events, [.next(220, "a")])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 225)])
        XCTAssertEqual(second.subscriptions, [])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 225)])
    }
}
