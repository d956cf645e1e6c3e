import RxCore
import RxTesting
import XCTest

/// The `Infallible` forms of RxSwift 6, RxTest-style: hot sources, exact ticks, subscriptions.
final class InfallibleSurfaceTests: RxTestCase {
    private func hot(_ scheduler: TestScheduler, _ events: [Recorded<Event<Int>>]) -> (
        TestableObservable<Int>, Infallible<Int>
    ) {
        let source = scheduler.createHotObservable(events)
        return (source, source.asInfallible(onErrorJustReturn: -1))
    }

    func testTakeAndSkipUntilAnotherInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, values) = hot(scheduler, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let (stopper, stop) = hot(scheduler, [.next(230, 0)])
        let taken = scheduler.start { values.take(until: stop).asObservable() }
        XCTAssertEqual(taken.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(stopper.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (_, values2) = hot(scheduler2, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let (_, start2) = hot(scheduler2, [.next(230, 0)])
        let skipped = scheduler2.start { values2.skip(until: start2).asObservable() }
        XCTAssertEqual(skipped.events, [.next(240, 3), .completed(250)])
    }

    func testTakeForADurationAndUntilAPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, values) = hot(scheduler, [.next(210, 1), .next(220, 2), .next(240, 3)])
        let forDuration = scheduler.start { values.take(for: .seconds(25), scheduler: scheduler).asObservable() }
        XCTAssertEqual(forDuration.events, [.next(210, 1), .next(220, 2), .completed(225)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (_, values2) = hot(scheduler2, [.next(210, 1), .next(220, 2), .next(240, 3)])
        let untilTwo = scheduler2.start { values2.take(until: { $0 == 2 }, behavior: .inclusive).asObservable() }
        XCTAssertEqual(untilTwo.events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    func testDistinctUntilChangedAtAKeyPathAndWithAComparer() {
        struct Item {
            let id: Int
            let name: String
        }
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")), .next(230, Item(id: 2, name: "b")),
        ])
        let items = source.asInfallible(onErrorRecover: { _ in .empty() })
        let byId = scheduler.start { items.distinctUntilChanged(at: \.id).map { $0.name }.asObservable() }
        XCTAssertEqual(byId.events, [.next(210, "a"), .next(230, "b")])

        let scheduler2 = TestScheduler(initialClock: 0)
        let (_, values) = hot(scheduler2, [.next(210, 1), .next(220, 3), .next(230, 4)])
        let sameParity = scheduler2.start {
            values.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 }).asObservable()
        }
        XCTAssertEqual(sameParity.events, [.next(210, 1), .next(230, 4)])
    }

    func testAnErrorOfTheSourceBecomesTheFallbackElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, values) = hot(scheduler, [.next(210, 1), .error(220, TestError(1))])
        let observer = scheduler.start { Infallible.zip(values, Infallible.of(10, 20, 30)) { $0 + $1 }.asObservable() }
        XCTAssertEqual(observer.events, [.next(210, 11), .next(220, 19), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
