import RxSwift
import RxTest
import XCTest

/// Each trait's time operators inside `scheduler.start { }`, written as RxSwift's own trait
/// tests write them: a cold source of an open element type turned into a trait, `.seconds` and
/// `.milliseconds` literals. The expected events are what RxSwift 6.9.1 records for the same
/// code (compiled against it side by side).
final class TraitOperatorsInVirtualTimeTests: XCTestCase {
    func testCompletable() {
        var scheduler = TestScheduler(initialClock: 0)
        var xs = scheduler.createColdObservable([.completed(20)]).asCompletable()
        XCTAssertEqual(
            scheduler.start { xs.timeout(.seconds(5), scheduler: scheduler) }.events, [.error(205, RxError.timeout)])
        (scheduler, xs) = Self.completable()
        XCTAssertEqual(
            scheduler.start { xs.timeout(.milliseconds(5_000), other: Completable.empty(), scheduler: scheduler) }
                .events,
            [.completed(205)])
        (scheduler, xs) = Self.completable()
        XCTAssertEqual(scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }.events, [.completed(225)])
        (scheduler, xs) = Self.completable()
        XCTAssertEqual(
            scheduler.start { xs.delaySubscription(.seconds(5), scheduler: scheduler) }.events, [.completed(225)])
    }

    func testSingle() {
        var scheduler = TestScheduler(initialClock: 0)
        var xs = scheduler.createColdObservable([.next(10, 1), .completed(20)]).asSingle()
        XCTAssertEqual(
            scheduler.start { xs.timeout(.seconds(15), scheduler: scheduler) }.events, [.error(215, RxError.timeout)])
        scheduler = TestScheduler(initialClock: 0)
        xs = scheduler.createColdObservable([.next(10, 1), .completed(20)]).asSingle()
        XCTAssertEqual(
            scheduler.start { xs.timeout(.seconds(15), other: Single.just(9), scheduler: scheduler) }.events,
            [.next(215, 9), .completed(215)])
        scheduler = TestScheduler(initialClock: 0)
        xs = scheduler.createColdObservable([.next(10, 1), .completed(20)]).asSingle()
        XCTAssertEqual(
            scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }.events, [.next(225, 1), .completed(226)])
    }

    func testMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: Maybe<Int> = scheduler.createColdObservable([.completed(20)]).asMaybe()
        XCTAssertEqual(
            scheduler.start { xs.timeout(.seconds(5), other: Maybe.just(7), scheduler: scheduler) }.events,
            [.next(205, 7), .completed(205)])
    }

    private static func completable() -> (TestScheduler, Completable) {
        let scheduler = TestScheduler(initialClock: 0)
        return (scheduler, scheduler.createColdObservable([.completed(20)]).asCompletable())
    }
}
