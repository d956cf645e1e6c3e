import RxCore
import RxTesting
import XCTest

/// `combineLatest` takes a `just` source's element without subscribing an observer to it.
/// Each scenario runs twice — with `just` and with a `create` that sends the same element and
/// completion during subscription, which takes the observer path — and both must record the
/// same events in the same order: re-entrant elements, disposal from inside `onNext`, work
/// scheduled on the current thread, every source a `just`, and the collection form.
final class CombineLatestJustSourceTests: RxTestCase {
    private typealias One = OneElementSource.Make
    private let fast: OneElementSource.Make = OneElementSource.just(_:)
    private let observed: OneElementSource.Make = OneElementSource.observed(_:)

    func testJustSourcesAroundASubjectWithReentrantElements() {
        assertJustAndObservedRecord(["next 111", "next 112", "next 113", "completed"]) { one in
            let subject = PublishSubject<Int>()
            var events: [String] = []
            let subscription = Observable.combineLatest(one(100), subject, one(10)) { $0 + $1 + $2 }
                .subscribe(
                    onNext: { value in
                        events.append("next \(value)")
                        if value == 111 { subject.onNext(2) }
                        if value == 112 { subject.onNext(3) }
                    },
                    onCompleted: { events.append("completed") })
            subject.onNext(1)
            subject.onCompleted()
            subscription.dispose()
            XCTAssertFalse(subject.hasObservers)
            return events
        }
    }

    /// A `just`'s element that needs deinitializing (a class instance, a string) is kept for
    /// the subscription and let go when it ends — neither leaked nor freed while in use.
    func testAJustsElementLivesAsLongAsTheSubscription() {
        final class Payload {
            let text: String
            init(_ text: String) { self.text = text }
        }
        var payload: Payload? = Payload("kept")
        weak let weakPayload = payload
        let subject = PublishSubject<Int>()
        var events: [String] = []
        var chain: Observable<String>? = Observable.combineLatest(
            Observable.just(payload!), subject, Observable.just("suffix")
        ) { "\($0.text) \($1) \($2)" }
        payload = nil
        let subscription = chain!.subscribe(onNext: { events.append($0) })
        chain = nil
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertNotNil(weakPayload)
        subscription.dispose()
        XCTAssertNil(weakPayload)
        XCTAssertEqual(events, ["kept 1 suffix", "kept 2 suffix"])
    }

    func testEverySourceAJustEmitsOnceAndCompletesDuringSubscription() {
        assertJustAndObservedRecord(["next 6", "completed", "disposed"]) { one in
            var events: [String] = []
            _ = Observable.combineLatest(one(1), one(2), one(3)) { $0 + $1 + $2 }
                .subscribe(
                    onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") },
                    onDisposed: { events.append("disposed") })
            return events
        }
    }

    func testAJustAfterASourceThatCompletedEmptyCompletesWithoutAResult() {
        assertJustAndObservedRecord(["completed"]) { one in
            var events: [String] = []
            _ = Observable.combineLatest(Observable<Int>.empty(), one(2)) { $0 + $1 }
                .subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
            return events
        }
    }

    func testTakingTheFirstResultIgnoresTheLastJustsCompletion() {
        assertJustAndObservedRecord(["next 6", "completed", "disposed"]) { one in
            var events: [String] = []
            _ = Observable.combineLatest(one(1), one(2), one(3)) { $0 + $1 + $2 }
                .take(1)
                .subscribe(
                    onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") },
                    onDisposed: { events.append("disposed") })
            return events
        }
    }

    func testAnErrorFromAnEarlierSourceStopsTheLaterOnes() {
        assertJustAndObservedRecord(["error", "later subscribed: false"]) { one in
            var events: [String] = []
            var subscribedLater = false
            let later = Observable<Int>.deferred {
                subscribedLater = true
                return .just(5)
            }
            _ = Observable.combineLatest(Observable<Int>.error(TestError(1)), one(2), later) { $0 + $1 + $2 }
                .subscribe(onNext: { events.append("next \($0)") }, onError: { _ in events.append("error") })
            return events + ["later subscribed: \(subscribedLater)"]
        }
    }

    func testDisposingFromInsideOnNext() {
        assertJustAndObservedRecord(["next 11"]) { one in
            let subject = PublishSubject<Int>()
            var events: [String] = []
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(
                Observable.combineLatest(one(1), subject) { $0 + $1 }
                    .subscribe(
                        onNext: { value in
                            events.append("next \(value)")
                            subscription.dispose()
                            subject.onNext(20)
                        }, onCompleted: { events.append("completed") }))
            subject.onNext(10)
            subject.onNext(30)
            XCTAssertFalse(subject.hasObservers)
            return events
        }
    }

    func testWorkScheduledOnTheCurrentThreadRunsAfterTheSubscription() {
        assertJustAndObservedRecord(["next 3", "completed", "scheduled after 3"]) { one in
            var events: [String] = []
            _ = Observable.combineLatest(one(1), one(2)) { $0 + $1 }
                .subscribe(
                    onNext: { value in
                        events.append("next \(value)")
                        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                            events.append("scheduled after \(value)")
                            return Disposables.create()
                        }
                    },
                    onCompleted: { events.append("completed") })
            return events
        }
    }

    func testTheCollectionForm() {
        assertJustAndObservedRecord(["next [1, 7, 3]", "next [1, 8, 3]", "completed"]) { one in
            let subject = PublishSubject<Int>()
            var events: [String] = []
            let subscription = Observable.combineLatest([one(1), subject.asObservable(), one(3)])
                .subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
            subject.onNext(7)
            subject.onNext(8)
            subject.onCompleted()
            subscription.dispose()
            return events
        }
    }

    func testInVirtualTimeAJustBesideAColdSource() {
        for (label, one) in [("observer", observed), ("just", fast)] {
            let scheduler = TestScheduler(initialClock: 0)
            let cold = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let result = scheduler.start { Observable.combineLatest(one(100), cold.asObservable()) { $0 + $1 } }
            XCTAssertEqual(result.events, [.next(210, 101), .next(220, 102), .completed(230)], label)
            XCTAssertEqual(cold.subscriptions, [Subscription(200, 230)], label)
        }
    }

    /// The point of it: a `just` source costs no observer.
    func testAJustSourceCostsNoObserver() throws {
        try XCTSkipUnless(Resources.isTracing)
        func liveWhileSubscribed(_ one: @escaping One) -> Int32 {
            let subject = PublishSubject<Int>()
            let before = Resources.total
            let subscription = Observable.combineLatest(one(1), subject, one(2)) { $0 + $1 + $2 }.subscribe()
            defer { subscription.dispose() }
            return Resources.total - before
        }
        // With `create`, each of the two sources leaves its observer registered until the
        // whole is disposed; with `just` there is none.
        _ = liveWhileSubscribed(fast) // what the first subscription creates once
        XCTAssertEqual(liveWhileSubscribed(fast), liveWhileSubscribed(observed) - 2)
    }
}
