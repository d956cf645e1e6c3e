import Foundation
import RxCore
import RxTesting
import XCTest

final class ObserveOnTests: RxTestCase {
    /// RxSwift runs one scheduled action per element: two elements sent at one tick are
    /// delivered one tick apart.
    func testElementsSentAtOneTickAreDeliveredOneActionEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(240, 1), .next(240, 2), .next(240, 3), .completed(250)])
        let observer = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(241, 1), .next(242, 2), .next(243, 3), .completed(251)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testATerminalEventQueuedBehindElementsWaitsForThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(240, 1), .next(240, 2), .error(240, TestError(1))])
        let observer = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(241, 1), .next(242, 2), .error(243, TestError(1))])
    }

    func testDisposalDropsWhatIsStillQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(240, 1), .next(240, 2), .next(240, 3)])
        let observer = scheduler.start(disposed: 242) { source.observe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(241, 1)])
    }

    /// An element sent from inside a handler that runs on the main queue is queued behind
    /// the one being delivered, as RxSwift's main scheduler does, so a `share(replay: 1)`
    /// behind it (every Driver) never ends on an older value.
    func testMainSchedulerQueuesElementsSentFromInsideAHandler() {
        XCTAssertTrue(Thread.isMainThread)
        let subject = PublishSubject<Int>()
        let shared = subject.observe(on: MainScheduler.instance).share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        shared.subscribe(onNext: { value in
            first.append(value)
            if value == 1 { subject.onNext(2) }
        }).disposed(by: bag)
        shared.subscribe(onNext: { second.append($0) }).disposed(by: bag)
        subject.onNext(1)
        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [1])
        XCTAssertTrue(waitUntil { second.count == 2 })
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
        var late: [Int] = []
        shared.subscribe(onNext: { late.append($0) }).disposed(by: bag)
        XCTAssertEqual(late, [2])
    }
}
