import RxCore
import RxTesting
import XCTest

final class SharingTests: RxTestCase {
    func testShareSubscribesOnceWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var shared: Observable<Int>!
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { shared = source.share() }
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(shared.subscribe(second)) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        subscriptions.forEach { $0.dispose() }
    }

    func testShareReplayOneReplaysTheLatestToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        var shared: Observable<Int>!
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { shared = source.share(replay: 1) }
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe { _ in }) }
        scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(late)) }
        scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(230, 2), .next(240, 3)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    /// The observer that opened the connection leaves first, twice over, while a later one
    /// stays: only the first stops receiving, the source stays subscribed until the last one
    /// leaves, and the first one's late second disposal changes nothing.
    func testTheOpeningObserverLeavingFirstKeepsTheOthersConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4)])
        let shared = source.share(replay: 1)
        let opening = scheduler.createObserver(Int.self)
        let later = scheduler.createObserver(Int.self)
        var openingSubscription: Disposable?
        var laterSubscription: Disposable?
        scheduler.scheduleAt(200) { openingSubscription = shared.subscribe(opening) }
        scheduler.scheduleAt(220) { laterSubscription = shared.subscribe(later) }
        scheduler.scheduleAt(240) { openingSubscription?.dispose() }
        scheduler.scheduleAt(245) { openingSubscription?.dispose() }
        scheduler.scheduleAt(260) { laterSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(opening.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(later.events, [.next(220, 1), .next(230, 2), .next(250, 3)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
    }

    func testShareWhileConnectedReconnectsWithAnEmptyBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1)])
        var shared: Observable<Int>!
        let second = scheduler.createObserver(Int.self)
        var first: Disposable?
        var secondSubscription: Disposable?
        scheduler.scheduleAt(100) { shared = source.share(replay: 1) }
        scheduler.scheduleAt(200) { first = shared.subscribe { _ in } }
        scheduler.scheduleAt(250) { first?.dispose() }
        scheduler.scheduleAt(300) { secondSubscription = shared.subscribe(second) }
        scheduler.scheduleAt(400) { secondSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(310, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
    }

    func testShareForeverReplaysAfterCompletion() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return .of(1, 2)
        }.share(replay: 1, scope: .forever)
        XCTAssertEqual(try source.toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try source.toBlocking().toArray(), [2])
        // As RxSwift: the finished subject answers the late subscriber on its own; the
        // source is not subscribed again.
        XCTAssertEqual(subscriptions, 1)
    }

    func testShareForeverLateSubscriberGetsTheBufferAndTheTerminalEventWithoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var shared: Observable<Int>!
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { shared = source.share(replay: 1, scope: .forever) }
        scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(300) { shared.subscribe(late).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(late.events, [.next(300, 2), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testPublishConnectAndRefCount() {
        let subject = PublishSubject<Int>()
        let published = subject.publish()
        var received: [Int] = []
        let subscription = published.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        let connection = published.connect()
        subject.onNext(2)
        connection.dispose()
        subject.onNext(3)
        XCTAssertEqual(received, [2])
        subscription.dispose()

        var refCounted: [Int] = []
        let shared = subject.publish().refCount()
        let a = shared.subscribe(onNext: { refCounted.append($0) })
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(4)
        a.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(refCounted, [4])
    }

    func testReplayConnectable() {
        let subject = PublishSubject<Int>()
        let replayed = subject.replay(1)
        let connection = replayed.connect()
        subject.onNext(1)
        subject.onNext(2)
        var received: [Int] = []
        let subscription = replayed.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [2])
        subscription.dispose()
        connection.dispose()
    }
}

final class MulticastSelectorTests: RxTestCase {
    /// Inside the selector the source is shared: two uses of it subscribe to it once.
    func testTheSelectorSeesOneSharedSubscriptionPerSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observer = scheduler.start {
            source.asObservable().multicast(
                { PublishSubject<Int>() },
                selector: { shared in
                    Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
                })
        }
        XCTAssertEqual(observer.events, [.next(210, 11), .next(220, 22), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testAThrowingSelectorFailsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1)])
        let observer = scheduler.start {
            source.asObservable().multicast(
                { PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError(5) })
        }
        XCTAssertEqual(observer.events, [.error(200, TestError(5))])
        XCTAssertEqual(source.subscriptions, [])
    }
}
