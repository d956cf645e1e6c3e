import RxCore
import RxTesting
import XCTest

/// `flatMap`, `concatMap`, `flatMapFirst` and `flatMapLatest` forward a `just` inner without
/// subscribing an inner observer. Each scenario runs twice — with `just` and with a `create`
/// that sends the same element and completion during subscription, which takes the observer
/// path — and both must record the same events, in the same order, with re-entrant events,
/// disposal from inside `onNext`, and work scheduled on the current thread.
final class JustInnerTests: RxTestCase {
    private typealias Inner = OneElementSource.Make
    private let fast: OneElementSource.Make = OneElementSource.just(_:)
    private let observed: OneElementSource.Make = OneElementSource.observed(_:)

    private typealias Operator = (Observable<Int>, @escaping Inner) -> Observable<Int>
    private let operators: [(String, Operator)] = [
        ("flatMap", { source, inner in source.flatMap(inner) }),
        ("concatMap", { source, inner in source.concatMap(inner) }),
        ("flatMapFirst", { source, inner in source.flatMapFirst(inner) }),
        ("flatMapLatest", { source, inner in source.flatMapLatest(inner) }),
    ]

    func testReentrantElementsAndACompletionSentFromInsideOnNext() {
        for (name, apply) in operators {
            // flatMapFirst drops the 10 sent while the 1's inner runs; the rest take it.
            let expected = name == "flatMapFirst" ? ["next 1"] : ["next 1", "next 10", "completed"]
            assertJustAndObservedRecord(expected) { inner in
                let source = PublishSubject<Int>()
                var events: [String] = []
                let subscription = apply(source.asObservable(), inner).subscribe(
                    onNext: { value in
                        events.append("next \(value)")
                        if value == 1 { source.onNext(10) }
                        if value == 10 { source.onCompleted() }
                    },
                    onCompleted: { events.append("completed") })
                source.onNext(1)
                subscription.dispose()
                XCTAssertFalse(source.hasObservers, name)
                return events
            }
        }
    }

    func testDisposingFromInsideOnNextStopsEverything() {
        for (name, apply) in operators {
            assertJustAndObservedRecord(["next 1"]) { inner in
                let source = PublishSubject<Int>()
                var events: [String] = []
                let subscription = SingleAssignmentDisposable()
                subscription.setDisposable(
                    apply(source.asObservable(), inner).subscribe(
                        onNext: { value in
                            events.append("next \(value)")
                            subscription.dispose()
                            source.onNext(2)
                        },
                        onCompleted: { events.append("completed") }))
                source.onNext(1)
                source.onNext(3)
                source.onCompleted()
                XCTAssertFalse(source.hasObservers, name)
                return events
            }
        }
    }

    /// Work the observer schedules on the current thread runs after the inner's completion, as
    /// when the inner is subscribed inside a trampoline — also when the element arrives from
    /// outside any subscription.
    func testWorkScheduledOnTheCurrentThreadRunsAfterTheInnerCompletes() {
        for (name, apply) in operators {
            assertJustAndObservedRecord(["next 1", "scheduled after 1", "next 2", "scheduled after 2", "completed"]) {
                inner in
                let source = PublishSubject<Int>()
                var events: [String] = []
                let subscription = apply(source.asObservable(), inner).subscribe(
                    onNext: { value in
                        events.append("next \(value)")
                        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                            events.append("scheduled after \(value)")
                            return Disposables.create()
                        }
                    },
                    onCompleted: { events.append("completed") })
                source.onNext(1)
                source.onNext(2)
                source.onCompleted()
                subscription.dispose()
                XCTAssertFalse(source.hasObservers, name)
                return events
            }
        }
    }

    /// The point of it: while a `just` inner's element is delivered, no inner observer is alive.
    func testNoInnerObserverIsAliveWhileAJustElementIsDelivered() {
        for (name, apply) in operators {
            func liveWhileDelivering(_ inner: @escaping Inner) -> Int32 {
                let source = PublishSubject<Int>()
                var live: Int32 = 0
                let subscription = apply(source.asObservable(), inner).subscribe(onNext: { _ in live = Resources.total }
                )
                source.onNext(1)
                subscription.dispose()
                return live
            }
            XCTAssertEqual(
                liveWhileDelivering(fast), liveWhileDelivering(observed) - 2, "\(name): observer and its create")
        }
    }

    /// In virtual time: `just` inners between inners that take time keep every operator's
    /// own rule (queueing, dropping, switching), tick for tick.
    func testJustBetweenInnersThatTakeTime() {
        let expectations: [String: [Recorded<Event<Int>>]] = [
            "flatMap": [.next(220, 2), .next(230, 3), .next(240, 100), .completed(240)],
            "concatMap": [.next(240, 100), .next(240, 2), .next(240, 3), .completed(240)],
            "flatMapFirst": [.next(240, 100), .completed(240)],
            "flatMapLatest": [.next(220, 2), .next(230, 3), .completed(235)],
        ]
        for (name, apply) in operators {
            for (label, kind) in [("observer", observed), ("just", fast)] {
                let scheduler = TestScheduler(initialClock: 0)
                let source = scheduler.createHotObservable([
                    .next(210, 1), .next(220, 2), .next(230, 3), .completed(235),
                ])
                let slow = scheduler.createColdObservable([.next(30, 100), .completed(30)])
                let result = scheduler.start {
                    apply(source.asObservable()) { value in value == 1 ? slow.asObservable() : kind(value) }
                }
                XCTAssertEqual(result.events, expectations[name], "\(name) with \(label)")
            }
        }
    }
}
