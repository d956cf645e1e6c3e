import RxCore
import RxTesting
import RxUI
import XCTest

private struct Retryable: Error {}

/// The RxSwift 6 names whose behaviour no other test pins down, RxTest-style.
final class RemainingSurfaceTests: RxTestCase {
    func testSharedSequenceTimerWithAPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let ticks = scheduler.start(disposed: 245) { Driver<Int>.timer(.seconds(15), period: .seconds(10)) }
            XCTAssertEqual(ticks.events, [.next(215, 0), .next(225, 1), .next(235, 2)])
        }
    }

    func testInfallibleCreationOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let just = scheduler.start { Infallible.just(7, scheduler: scheduler).asObservable() }
        XCTAssertEqual(just.events, [.next(201, 7), .completed(202)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let from = scheduler2.start { Infallible.from([1, 2], scheduler: scheduler2).asObservable() }
        XCTAssertEqual(from.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testRelaysAndControlEventsAsInfallibleInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        let replayed = scheduler.start { relay.asInfallible().asObservable() }
        XCTAssertEqual(replayed.events, [.next(200, 1), .next(210, 2)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let taps = scheduler2.createHotObservable([.next(210, ()), .next(220, ())])
        let event = ControlEvent(events: taps.asObservable().observe(on: scheduler2))
        let counted = scheduler2.start { event.asInfallible().asObservable().scan(0) { count, _ in count + 1 } }
        XCTAssertEqual(counted.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 1000)])
    }

    func testMaybeRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.error(10, Retryable())] as [Recorded<Event<Int>>])
        let succeeding = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        var attempts = 0
        let maybe = Maybe<Int>.deferred {
            attempts += 1
            return (attempts == 1 ? source.asObservable() : succeeding.asObservable()).asMaybe()
        }
        let observer = scheduler.start {
            maybe.retry(when: { (errors: Observable<Retryable>) in errors }).asObservable()
        }
        XCTAssertEqual(observer.events, [.next(220, 5), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(succeeding.subscriptions, [Subscription(210, 220)])
    }
}
