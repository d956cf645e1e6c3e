import RxCore
import RxTesting
import XCTest

/// A `map` or `filter` right before `share(…, scope: .whileConnected)` is taken into the
/// shared connection (`Share.swift`): the events, the replay, errors thrown by the stage and
/// reconnection must be exactly those of the stage and the share apart.
final class SharedStageTests: RxTestCase {
    func testMapThenShareReplaysTheMappedLatestToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let shared = source.map { $0 * 10 }.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var bag: [Disposable] = []
        scheduler.scheduleAt(200) { bag.append(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { bag.append(shared.subscribe(late)) }
        scheduler.scheduleAt(1000) { bag.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 10), .next(220, 20), .next(240, 30), .completed(300)])
        XCTAssertEqual(late.events, [.next(230, 20), .next(240, 30), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testFilterThenShareWithoutReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 4), .completed(300)])
        let shared = source.filter { $0 % 2 == 0 }.share()
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var bag: [Disposable] = []
        scheduler.scheduleAt(200) { bag.append(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { bag.append(shared.subscribe(late)) }
        scheduler.scheduleAt(1000) { bag.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 2), .next(240, 4), .completed(300)])
        XCTAssertEqual(late.events, [.next(240, 4), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testAThrowingStageFailsEverySubscriberOnceAndTheNextSubscriberReconnects() {
        typealias Stage = (TestableObservable<Int>) -> Observable<Int>
        let stages: [(String, Stage)] = [
            (
                "map",
                {
                    $0.map { value -> Int in
                        if value == 2 { throw TestError(2) }
                        return value
                    }
                }
            ),
            (
                "filter",
                {
                    $0.filter { value in
                        if value == 2 { throw TestError(2) }
                        return true
                    }
                }
            ),
        ]
        for (name, stage) in stages {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 5)])
            let shared = stage(source).share(replay: 1)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let again = scheduler.createObserver(Int.self)
            var bag: [Disposable] = []
            scheduler.scheduleAt(200) { bag.append(shared.subscribe(first)) }
            scheduler.scheduleAt(205) { bag.append(shared.subscribe(second)) }
            scheduler.scheduleAt(250) { bag.append(shared.subscribe(again)) }
            scheduler.scheduleAt(1000) { bag.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError(2))], name)
            XCTAssertEqual(second.events, [.next(210, 1), .error(220, TestError(2))], name)
            XCTAssertEqual(again.events, [.next(260, 5)], name)
            XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(250, 1000)], name)
        }
    }

    func testTheSharedMapStillWorksAsAPlainMapForItsOwnSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let mapped = source.map { $0 + 1 }
        let shared = mapped.share()
        let direct = scheduler.createObserver(Int.self)
        let viaShare = scheduler.createObserver(Int.self)
        var bag: [Disposable] = []
        scheduler.scheduleAt(200) {
            bag.append(mapped.subscribe(direct))
            bag.append(shared.subscribe(viaShare))
        }
        scheduler.start()
        XCTAssertEqual(direct.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(viaShare.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
    }

    /// The point of it: the stage costs no sink of its own under the share.
    func testASharedStageCostsNoSinkOfItsOwn() throws {
        try XCTSkipUnless(Resources.isTracing)
        let subject = PublishSubject<Int>()
        func liveWhileSubscribed(_ chain: Observable<Int>) -> Int32 {
            let before = Resources.total
            let subscription = chain.subscribe()
            defer { subscription.dispose() }
            return Resources.total - before
        }
        _ = liveWhileSubscribed(subject.share(replay: 1)) // what the first subscription creates once
        let plain = liveWhileSubscribed(subject.share(replay: 1))
        XCTAssertEqual(liveWhileSubscribed(subject.map { $0 }.share(replay: 1)), plain)
        XCTAssertEqual(liveWhileSubscribed(subject.filter { _ in true }.share()), liveWhileSubscribed(subject.share()))
    }
}
