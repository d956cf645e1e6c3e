import RxCore
import RxTesting
import XCTest

private struct Failure: Error, Equatable { let code: Int }

/// What a connectable observable does once its connection has ended: a later `connect()`
/// subscribes to the source again, and `refCount` reconnects for an observer that resubscribes
/// from inside the terminal event — RxSwift 6's behaviour, with its recorded times.
final class ConnectableReconnectionTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
            .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .completed(435),
            .next(450, 9), .next(520, 11), .next(560, 20), .next(570, 21), .next(580, 23),
            .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27), .next(630, 28),
            .error(800, Failure(code: 0)),
        ])
    }

    /// Connects at 300 (until 400), at 420 and 440 (one connection), at 575; an observer that
    /// subscribes at 405 subscribes again and connects from inside the completion at 435.
    private func runConnections(
        _ scheduler: TestScheduler, _ xs: TestableObservable<Int>,
        makeConnectable: @escaping () -> ConnectableObservable<Int>
    ) -> TestableObserver<Int> {
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!
        var innerConnection: Disposable!
        var lastConnection: Disposable!
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = makeConnectable() }
        scheduler.scheduleAt(405) {
            subscription = connectable.do(onCompleted: {
                subscription = connectable.subscribe(observer)
                _ = connectable.connect()
            }).subscribe(observer)
        }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.scheduleAt(300) { connection = connectable.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }
        scheduler.scheduleAt(420) { connection = connectable.connect() }
        scheduler.scheduleAt(440) { innerConnection = connectable.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = connectable.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }
        scheduler.scheduleAt(621) { lastConnection.dispose() }
        scheduler.start()
        return observer
    }

    func testAWhileConnectedMulticastConnectsAgainWithANewSubjectAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let observer = runConnections(scheduler, xs) {
            xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
        }
        XCTAssertEqual(observer.events, [.next(430, 2), .completed(435), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testAForeverMulticastConnectsAgainButItsSubjectStaysCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let observer = runConnections(scheduler, xs) { xs.multicast(ReplaySubject<Int>.create(bufferSize: 1)) }
        XCTAssertEqual(
            observer.events, [.next(405, 7), .next(430, 2), .next(435, 2), .completed(435), .completed(435)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testDisposingAColdMulticastEndsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(40, 0), .next(210, 3), .next(240, 4), .next(340, 7)])
        let observer = scheduler.start { xs.multicast({ PublishSubject<Int>() }, selector: { $0 }) }
        XCTAssertEqual(observer.events, [.next(210, 3), .next(240, 4), .next(340, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testAColdMulticastOfZipEndsWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(40, 0), .next(210, 3), .next(240, 4), .completed(390)])
        let observer = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { Observable.zip($0, $0) { $0 + $1 } })
        }
        XCTAssertEqual(observer.events, [.next(210, 6), .next(240, 8), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    /// Three sources in turn behind `refCount`, each ending with `terminal(time, source)`; two
    /// observers resubscribe from inside that terminal event, a third subscribes at 400.
    /// Returns what each observer recorded and each source's subscriptions.
    private func resubscribeFromInsideTheTerminalEvent(_ terminal: (TestTime, Int) -> Recorded<Event<Int>>) -> (
        observers: [[Recorded<Event<Int>>]], subscriptions: [[Subscription]]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...3).map { source in
            scheduler.createColdObservable([.next(10, source), terminal(10 + 10 * source, source)])
        }
        var attempts = 0
        let deferred = Observable.deferred { () -> Observable<Int> in
            defer { attempts += 1 }
            return sources[min(attempts, 2)].asObservable()
        }
        let shared = deferred.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        // Captured by the resubscribing handlers: disposed at the end to break that cycle.
        let bag = CompositeDisposable()
        func resubscribingOnTerminal(_ observer: TestableObserver<Int>) -> (Event<Int>) -> Void {
            { event in
                observer.on(event)
                if event.isStopEvent { _ = bag.insert(shared.subscribe(observer)) }
            }
        }
        scheduler.scheduleAt(215) { _ = bag.insert(shared.subscribe(resubscribingOnTerminal(observers[0]))) }
        scheduler.scheduleAt(220) { _ = bag.insert(shared.subscribe(resubscribingOnTerminal(observers[1]))) }
        scheduler.scheduleAt(400) { _ = bag.insert(shared.subscribe(observers[2])) }
        scheduler.start()
        bag.dispose()
        return (observers.map(\.events), sources.map(\.subscriptions))
    }

    /// The first observer to hear the error reconnects at once to a fresh source; the second
    /// joins that connection.
    func testRefCountReconnectsForAnObserverResubscribingFromInsideTheError() {
        let (events, subscriptions) = resubscribeFromInsideTheTerminalEvent { .error($0, Failure(code: $1)) }
        let expected: [Recorded<Event<Int>>] = [
            .next(225, 1), .error(235, Failure(code: 1)), .next(245, 2), .error(265, Failure(code: 2)),
        ]
        XCTAssertEqual(events, [expected, expected, [.next(410, 3), .error(440, Failure(code: 3))]])
        XCTAssertEqual(subscriptions, [[Subscription(215, 235)], [Subscription(235, 265)], [Subscription(400, 440)]])
    }

    func testRefCountReconnectsForAnObserverResubscribingFromInsideTheCompletion() {
        let (events, subscriptions) = resubscribeFromInsideTheTerminalEvent { time, _ in .completed(time) }
        let expected: [Recorded<Event<Int>>] = [.next(225, 1), .completed(235), .next(245, 2), .completed(265)]
        XCTAssertEqual(events, [expected, expected, [.next(410, 3), .completed(440)]])
        XCTAssertEqual(subscriptions, [[Subscription(215, 235)], [Subscription(235, 265)], [Subscription(400, 440)]])
    }

    /// `replay(3)` of a cold source connected at 400 and again at 650: a subscriber at 450 gets
    /// the three latest at once, then the rest; the error ends the first connection at 490; the
    /// second connects to the source again with a new subject.
    private func replayTimeline(
        _ replay: @escaping (Observable<Int>) -> ConnectableObservable<Int>, terminal: Recorded<Event<Int>>
    ) -> (TestableObserver<Int>, [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23),
            .next(70, 24), .next(80, 25), terminal,
        ])
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = replay(xs.asObservable()) }
        scheduler.scheduleAt(450) { subscription = connectable.subscribe(observer) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }
        scheduler.scheduleAt(650) { connection = connectable.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }
        scheduler.start()
        return (observer, xs.subscriptions)
    }

    func testReplayCountTimelineWithAnError() {
        let (observer, subscriptions) = replayTimeline({ $0.replay(3) }, terminal: .error(90, Failure(code: 9)))
        XCTAssertEqual(
            observer.events,
            [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
                .next(480, 25), .error(490, Failure(code: 9)),
            ])
        XCTAssertEqual(subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllTimelineWithACompletionAfterTheFirstDisconnection() {
        let (observer, subscriptions) = replayTimeline({ $0.replayAll() }, terminal: .completed(130))
        XCTAssertEqual(
            observer.events,
            [
                .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
                .next(470, 24), .next(480, 25),
            ], "the second connection feeds a new subject, which this observer is not subscribed to")
        XCTAssertEqual(subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }
}
