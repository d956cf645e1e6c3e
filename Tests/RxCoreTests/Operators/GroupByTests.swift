import RxCore
import RxTesting
import XCTest

final class GroupByTests: RxTestCase {
    func testEachNewKeyEmitsAGroupThatReceivesItsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .next(240, "apricot"), .completed(250),
        ])
        var groups: [String: TestableObserver<String>] = [:]
        var keys: [String] = []
        let bag = DisposeBag()
        let outer = scheduler.start {
            source.groupBy { String($0.prefix(1)) }.map { group -> String in
                let observer = scheduler.createObserver(String.self)
                groups[group.key] = observer
                group.subscribe(observer).disposed(by: bag)
                keys.append(group.key)
                return group.key
            }
        }
        XCTAssertEqual(outer.events, [.next(210, "a"), .next(230, "b"), .completed(250)])
        XCTAssertEqual(
            groups["a"]?.events, [.next(210, "apple"), .next(220, "avocado"), .next(240, "apricot"), .completed(250)])
        XCTAssertEqual(groups["b"]?.events, [.next(230, "banana"), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testAKeySelectorErrorFailsEveryGroupAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, -1)])
        let group = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        let outer = scheduler.start {
            source.groupBy { value -> Bool in
                if value < 0 { throw TestError(9) }
                return value % 2 == 0
            }.map { even -> Bool in
                even.subscribe(group).disposed(by: bag)
                return even.key
            }
        }
        XCTAssertEqual(outer.events, [.next(210, false), .error(220, TestError(9))])
        XCTAssertEqual(group.events, [.next(210, 1), .error(220, TestError(9))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    /// A group still observed keeps the source subscribed after the outer subscription ends.
    func testAnObservedGroupKeepsTheSourceSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(300, 5)])
        let group = scheduler.createObserver(Int.self)
        var groupSubscription: Disposable?
        let outer = scheduler.start(disposed: 250) {
            source.groupBy { $0 % 2 }.map { odd -> Int in
                groupSubscription = odd.subscribe(group)
                return odd.key
            }
        }
        scheduler.scheduleAt(400) { groupSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(outer.events, [.next(210, 1)])
        XCTAssertEqual(group.events, [.next(210, 1), .next(220, 3), .next(300, 5)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
    }

    /// Each subscriber of a group holds the source once: disposing one subscription twice
    /// does not let go of another subscriber's hold, and the source is unsubscribed when the
    /// last subscriber of any group leaves.
    func testEachGroupSubscriberHoldsTheSourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 3), .next(320, 5), .next(420, 7)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(300) {
            subscriptions[0].dispose()
            subscriptions[0].dispose()
        }
        scheduler.scheduleAt(400) { subscriptions[1].dispose() }
        let outer = scheduler.start(disposed: 250) {
            source.groupBy { $0 % 2 }.map { odd -> Int in
                subscriptions.append(odd.subscribe(first))
                subscriptions.append(odd.subscribe(second))
                return odd.key
            }
        }
        XCTAssertEqual(outer.events, [.next(210, 1)])
        XCTAssertEqual(first.events, [.next(210, 1), .next(260, 3)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(260, 3), .next(320, 5)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
    }
}
