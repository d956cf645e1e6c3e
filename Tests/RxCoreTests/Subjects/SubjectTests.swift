import RxCore
import RxTesting
import XCTest

final class SubjectTests: RxTestCase {
    func testPublishSubjectDeliversOnlyLaterEventsAndTheTerminalEventToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let afterEnd = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subscriptions.append(subject.subscribe(late)) }
        scheduler.scheduleAt(130) { subject.onNext(2) }
        scheduler.scheduleAt(140) { subject.onCompleted() }
        scheduler.scheduleAt(150) { subject.onNext(3) }
        scheduler.scheduleAt(160) { subscriptions.append(subject.subscribe(afterEnd)) }
        scheduler.start()
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(early.events, [.next(110, 1), .next(130, 2), .completed(140)])
        XCTAssertEqual(late.events, [.next(130, 2), .completed(140)])
        XCTAssertEqual(afterEnd.events, [.completed(160)])
    }

    func testPublishSubjectHasObserversAndDisposal() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        var error: Error?
        _ = subject.subscribe(onError: { error = $0 })
        XCTAssertTrue(error is RxError)
    }

    func testBehaviorSubjectReplaysTheCurrentValue() throws {
        let subject = BehaviorSubject(value: "a")
        var received: [String] = []
        let subscription = subject.subscribe(
            onNext: { received.append($0) }, onError: { received.append("error \($0)") })
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")
        var late: [String] = []
        let lateSubscription = subject.subscribe(onNext: { late.append($0) }, onError: { late.append("error \($0)") })
        subject.onError(TestError(1))
        XCTAssertEqual(received, ["a", "b", "error TestError(1)"])
        XCTAssertEqual(late, ["b", "error TestError(1)"])
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, TestError(1)) }
        subscription.dispose()
        lateSubscription.dispose()
    }

    func testReplaySubjectReplaysTheBufferThenTheTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var received: [Event<Int>] = []
        let subscription = subject.subscribe { received.append($0) }
        subject.onNext(4)
        subject.onCompleted()
        var late: [Event<Int>] = []
        let lateSubscription = subject.subscribe { late.append($0) }
        XCTAssertEqual(received, [.next(2), .next(3), .next(4), .completed])
        XCTAssertEqual(late, [.next(3), .next(4), .completed])
        subscription.dispose()
        lateSubscription.dispose()
    }

    func testUnboundedReplaySubject() {
        let subject = ReplaySubject<Int>.createUnbounded()
        (1...100).forEach(subject.onNext)
        var count = 0
        let subscription = subject.subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 100)
        subscription.dispose()
    }

    func testAsyncSubjectEmitsTheLastElementOnCompletion() {
        let subject = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        let subscription = subject.subscribe { received.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [])
        subject.onCompleted()
        XCTAssertEqual(received, [.next(2), .completed])
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late, [.next(2), .completed])
        subscription.dispose()
    }

    func testRelaysNeverTerminate() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        var received: [Int] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        publish.accept(1)
        behavior.subscribe(onNext: { received.append($0 * 10) }).disposed(by: bag)
        behavior.accept(2)
        XCTAssertEqual(behavior.value, 2)
        replay.accept(3)
        replay.accept(4)
        replay.subscribe(onNext: { received.append($0 * 100) }).disposed(by: bag)
        XCTAssertEqual(received, [1, 0, 20, 400])
        Observable.of(5, 6).bind(to: behavior).disposed(by: bag)
        XCTAssertEqual(behavior.value, 6)
    }

    func testReentrantEmissionIntoTheSameSubject() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 1) }
        })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testConcurrentOnNextIsReportedInDebugBuilds() {
        let reports = LockedList<String>()
        let previous = Hooks.synchronizationViolationHandler
        Hooks.synchronizationViolationHandler = { reports.append($0) }
        defer { Hooks.synchronizationViolationHandler = previous }
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { _ in usleep(200) })
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for value in 0..<200 { subject.onNext(value) }
        }
        subscription.dispose()
        XCTAssertGreaterThan(reports.count, 0)
        XCTAssertTrue(reports.values[0].contains("PublishSubject<Int>"))
    }

    /// A subscription names its observer by identity (it does not retain it): disposing it
    /// again, after its observer is gone and others — possibly at the same address — have
    /// subscribed, removes nobody else; and the subscription does not keep its observer alive.
    func testAnOldSubscriptionDisposedAgainRemovesNoOtherObserver() {
        let subjects: [(String, Observable<Int>, (Int) -> Void)] = {
            let publish = PublishSubject<Int>()
            let behavior = BehaviorSubject(value: 0)
            let replay = ReplaySubject<Int>.create(bufferSize: 1)
            return [
                ("PublishSubject", publish.asObservable(), { publish.onNext($0) }),
                ("BehaviorSubject", behavior.asObservable(), { behavior.onNext($0) }),
                ("ReplaySubject", replay.asObservable(), { replay.onNext($0) }),
            ]
        }()
        for (name, subject, send) in subjects {
            var old: [Disposable] = []
            for _ in 0..<50 {
                let subscription = subject.subscribe(onNext: { _ in })
                subscription.dispose()
                old.append(subscription)
            }
            var received: [Int] = []
            let live = (0..<50).map { _ in subject.subscribe(onNext: { received.append($0) }) }
            for subscription in old { subscription.dispose() }
            send(7)
            XCTAssertEqual(received.filter { $0 == 7 }.count, 50, name)
            live.forEach { $0.dispose() }
        }
    }
}
