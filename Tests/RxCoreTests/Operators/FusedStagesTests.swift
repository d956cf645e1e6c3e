import RxCore
import RxTesting
import XCTest

/// Adjacent `map` and `filter` stages subscribe as one sink (`FusedStages.swift`). Each pair
/// must record exactly what the two separate stages record: elements at their times, an
/// error thrown by either stage ending the sequence and unsubscribing at that time, disposal.
final class FusedStagesTests: RxTestCase {
    private func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    }

    private func failing<Value>(on bad: Int, _ body: @escaping (Int) -> Value) -> (Int) throws -> Value {
        { value in
            if value == bad { throw TestError(bad) }
            return body(value)
        }
    }

    func testMapThenFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = hotSource(scheduler)
        let observer = scheduler.start { source.map { $0 * 10 }.filter { $0 != 20 } }
        XCTAssertEqual(observer.events, [.next(210, 10), .next(230, 30), .next(240, 40), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testFilterThenMapChangesTheType() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = hotSource(scheduler)
        let observer = scheduler.start { source.filter { $0 % 2 == 1 }.map { "#\($0)" } }
        XCTAssertEqual(observer.events, [.next(210, "#1"), .next(230, "#3"), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testFilterThenFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = hotSource(scheduler)
        let observer = scheduler.start { source.filter { $0 > 1 }.filter { $0 < 4 } }
        XCTAssertEqual(observer.events, [.next(220, 2), .next(230, 3), .completed(300)])
    }

    func testAnErrorThrownByEitherStageOfAPairEndsTheSequenceThere() {
        typealias Pair = (TestableObservable<Int>) -> Observable<Int>
        let pairs: [(String, Pair)] = [
            ("map fails, then filter", { $0.map(self.failing(on: 2) { $0 }).filter { _ in true } }),
            ("map, then filter fails", { $0.map { $0 }.filter(self.failing(on: 2) { _ in true }) }),
            ("filter fails, then map", { $0.filter(self.failing(on: 2) { _ in true }).map { $0 } }),
            ("filter, then map fails", { $0.filter { _ in true }.map(self.failing(on: 2) { $0 }) }),
            ("filter fails, then filter", { $0.filter(self.failing(on: 2) { _ in true }).filter { _ in true } }),
            ("filter, then filter fails", { $0.filter { _ in true }.filter(self.failing(on: 2) { _ in true }) }),
        ]
        for (name, pair) in pairs {
            let scheduler = TestScheduler(initialClock: 0)
            let source = hotSource(scheduler)
            let observer = scheduler.start { pair(source) }
            XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(2))], name)
            XCTAssertEqual(source.subscriptions, [Subscription(200, 220)], name)
        }
    }

    func testADroppedElementNeverReachesTheSecondStage() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = hotSource(scheduler)
        var mapped: [Int] = []
        let observer = scheduler.start {
            source.filter { $0 != 3 }.map { value -> Int in
                mapped.append(value)
                return value
            }
        }
        XCTAssertEqual(mapped, [1, 2, 4])
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .next(240, 4), .completed(300)])
    }

    func testDisposalMidStreamAndErrorsFromTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .error(270, TestError(7))])
        let disposed = scheduler.start(disposed: 250) { source.map { $0 + 1 }.filter { _ in true } }
        XCTAssertEqual(disposed.events, [.next(210, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])

        let failed = TestScheduler(initialClock: 0)
        let failing = failed.createHotObservable([.next(210, 1), .error(270, TestError(7))])
        let observer = failed.start { failing.filter { _ in true }.map { $0 } }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(270, TestError(7))])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 270)])
    }

    /// The point of fusing: two stages, one sink. Counted with `Resources`, which counts every
    /// live sink in a debug build.
    func testAPairOrTwoPairsSubscribeWithOneSinkAndMapAfterMapWithTwo() throws {
        try XCTSkipUnless(Resources.isTracing)
        let subject = PublishSubject<Int>()
        func liveWhileSubscribed(_ chain: Observable<Int>) -> Int32 {
            let before = Resources.total
            let subscription = chain.subscribe()
            defer { subscription.dispose() }
            return Resources.total - before
        }
        _ = liveWhileSubscribed(subject.map { $0 }) // what the first subscription creates once
        let oneStage = liveWhileSubscribed(subject.map { $0 })
        XCTAssertEqual(liveWhileSubscribed(subject.map { $0 }.filter { _ in true }), oneStage)
        XCTAssertEqual(liveWhileSubscribed(subject.filter { _ in true }.map { $0 }), oneStage)
        XCTAssertEqual(liveWhileSubscribed(subject.filter { _ in true }.filter { _ in true }), oneStage)
        XCTAssertEqual(liveWhileSubscribed(subject.map { $0 }.map { $0 }), oneStage + 1)
        // Two pairs in a row: one sink for all four; six stages: a four and a pair.
        XCTAssertEqual(
            liveWhileSubscribed(subject.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }), oneStage)
        XCTAssertEqual(
            liveWhileSubscribed(
                subject.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }),
            oneStage + 1)
    }

    func testTwoPairsInARowChangeTypesAndDropWhatEitherFilterDrops() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = hotSource(scheduler)
        let observer = scheduler.start {
            source.map { $0 * 10 }.filter { $0 != 20 }.map { "#\($0)" }.filter { $0 != "#30" }
        }
        XCTAssertEqual(observer.events, [.next(210, "#10"), .next(240, "#40"), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorThrownByAnyOfFourStagesEndsTheSequenceThere() {
        for failing in 0..<4 {
            func stage(_ index: Int) -> (Int) throws -> Int {
                { value in
                    if index == failing, value == 2 { throw TestError(index) }
                    return value
                }
            }
            func keep(_ index: Int) -> (Int) throws -> Bool {
                { value in try stage(index)(value) == value }
            }
            let scheduler = TestScheduler(initialClock: 0)
            let source = hotSource(scheduler)
            let observer = scheduler.start { source.map(stage(0)).filter(keep(1)).map(stage(2)).filter(keep(3)) }
            XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(failing))], "stage \(failing)")
            XCTAssertEqual(source.subscriptions, [Subscription(200, 220)], "stage \(failing)")
        }
    }

    func testTwoPairsAfterANonFusableStageStillRunInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = hotSource(scheduler)
        var seen: [String] = []
        let observer = scheduler.start {
            source.filter { $0 > 1 }
                .map { value -> Int in
                    seen.append("map \(value)")
                    return value
                }
                .filter { value in
                    seen.append("filter \(value)")
                    return value != 3
                }
                .map { $0 + 100 }.filter { _ in true }
        }
        XCTAssertEqual(seen, ["map 2", "filter 2", "map 3", "filter 3", "map 4", "filter 4"])
        XCTAssertEqual(observer.events, [.next(220, 102), .next(240, 104), .completed(300)])
    }
}
