import Foundation
import RxSwift
import RxTest

/// Time operators whose intervals are given in coarser units than the scheduler's ticks: a
/// `TestScheduler` whose tick is 0.1 s (`resolution: 0.1`), intervals of `.seconds(N)` and, as
/// controls, the same spans in `.milliseconds`. RxSwift 6.9.1's `throttle` and `delay` compute
/// the time left in whole units of the interval they were given and round it
/// (`DispatchTimeInterval.reduceWithSpanBetween`; ReactiveX/RxSwift#2098), so they fire at
/// other ticks than the accurate ones that we keep; every other operator here agrees.
/// `record-rxswift.sh` records this file against RxSwift 6.9.1 into
/// `rxswift-6.9.1-subunit.txt`; `AgainstRxSwiftTests` asserts which runs differ (exactly those
/// of ``expectedDifferences``) and the issue's own ticks.
enum SubUnitTimingScenarios {
    typealias Seeded = TimelineScenarios.Seeded

    /// A scheduler of 0.1 s ticks, as RxTest users create for tests written in seconds.
    static func scheduler() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: 0.1)
    }

    static func describe(_ events: [Recorded<Event<Int>>]) -> String {
        TimelineScenarios.describe(events) { "\($0)" }
    }

    static func run1(
        _ random: inout Seeded, _ make: @escaping (TestScheduler, Observable<Int>) -> Observable<Int>
    ) -> String {
        let scheduler = scheduler()
        let xs = scheduler.createHotObservable(TimelineScenarios.timeline(&random, from: 200, count: 6))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { make(scheduler, xs.asObservable()) }
        return describe(res.events) + " | " + TimelineScenarios.describe(xs.subscriptions)
    }

    static func run2(
        _ random: inout Seeded, _ make: @escaping (TestScheduler, Observable<Int>, Observable<Int>) -> Observable<Int>
    ) -> String {
        let scheduler = scheduler()
        let xs = scheduler.createHotObservable(TimelineScenarios.timeline(&random, from: 200, count: 6))
        let ys = scheduler.createHotObservable(TimelineScenarios.timeline(&random, from: 200, count: 4))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
            make(scheduler, xs.asObservable(), ys.asObservable())
        }
        return describe(res.events) + " | " + TimelineScenarios.describe(xs.subscriptions) + " "
            + TimelineScenarios.describe(ys.subscriptions)
    }

    static func runArrays(
        _ random: inout Seeded, _ make: @escaping (TestScheduler, Observable<Int>) -> Observable<[Int]>
    ) -> String {
        let scheduler = scheduler()
        let xs = scheduler.createHotObservable(TimelineScenarios.timeline(&random, from: 200, count: 8))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { make(scheduler, xs.asObservable()) }
        return TimelineScenarios.describe(res.events) { "\($0)" } + " | " + TimelineScenarios.describe(xs.subscriptions)
    }

    /// The cases: elements at 21.0, 21.2, 21.4, 23.7 and 24.0 s (ticks 210 …); `throttle` and `delay` with
    /// an interval in seconds and the same interval in milliseconds.
    static func fixed(_ make: @escaping (TestScheduler, Observable<Int>) -> Observable<Int>) -> String {
        let scheduler = scheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(212, 2), .next(214, 3), .next(237, 4), .next(240, 5),
        ])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { make(scheduler, xs.asObservable()) }
        return describe(res.events)
    }

    typealias Scenario = (inout Seeded) -> String

    static let scenarios: [(String, Scenario)] = [
        ("fixed throttle 1s", { _ in fixed { s, xs in xs.throttle(.seconds(1), scheduler: s) } }),
        ("fixed throttle 1000ms", { _ in fixed { s, xs in xs.throttle(.milliseconds(1000), scheduler: s) } }),
        ("fixed throttle 2s", { _ in fixed { s, xs in xs.throttle(.seconds(2), scheduler: s) } }),
        ("fixed delay 1s", { _ in fixed { s, xs in xs.delay(.seconds(1), scheduler: s) } }),
        ("fixed delay 1000ms", { _ in fixed { s, xs in xs.delay(.milliseconds(1000), scheduler: s) } }),
        ("delay 1s", { run1(&$0) { s, xs in xs.delay(.seconds(1), scheduler: s) } }),
        ("delay 2s", { run1(&$0) { s, xs in xs.delay(.seconds(2), scheduler: s) } }),
        ("delay 1000ms", { run1(&$0) { s, xs in xs.delay(.milliseconds(1000), scheduler: s) } }),
        ("delaySubscription 2s", { run1(&$0) { s, xs in xs.delaySubscription(.seconds(2), scheduler: s) } }),
        ("throttle latest 1s", { run1(&$0) { s, xs in xs.throttle(.seconds(1), latest: true, scheduler: s) } }),
        ("throttle latest 2s", { run1(&$0) { s, xs in xs.throttle(.seconds(2), latest: true, scheduler: s) } }),
        ("throttle first 2s", { run1(&$0) { s, xs in xs.throttle(.seconds(2), latest: false, scheduler: s) } }),
        (
            "throttle latest 2000ms",
            { run1(&$0) { s, xs in xs.throttle(.milliseconds(2000), latest: true, scheduler: s) } }
        ),
        ("debounce 1s", { run1(&$0) { s, xs in xs.debounce(.seconds(1), scheduler: s) } }),
        ("timeout 2s", { run1(&$0) { s, xs in xs.timeout(.seconds(2), scheduler: s) } }),
        ("timeout other 2s", { run2(&$0) { s, xs, ys in xs.timeout(.seconds(2), other: ys, scheduler: s) } }),
        ("take for 6s", { run1(&$0) { s, xs in xs.take(for: .seconds(6), scheduler: s) } }),
        ("skip for 6s", { run1(&$0) { s, xs in xs.skip(.seconds(6), scheduler: s) } }),
        ("interval 1s", { run1(&$0) { s, _ in Observable<Int>.interval(.seconds(1), scheduler: s).take(5) } }),
        (
            "timer 3s period 1s",
            { run1(&$0) { s, _ in Observable<Int>.timer(.seconds(3), period: .seconds(1), scheduler: s).take(4) } }
        ),
        (
            "sample interval 1s",
            { run1(&$0) { s, xs in xs.sample(Observable<Int>.interval(.seconds(1), scheduler: s)) } }
        ),
        (
            "buffer 4s",
            { r in runArrays(&r) { s, xs in xs.buffer(timeSpan: .seconds(4), count: 3, scheduler: s) } }
        ),
        (
            "window 4s",
            { r in
                runArrays(&r) { s, xs in
                    xs.window(timeSpan: .seconds(4), count: 3, scheduler: s).flatMap { $0.toArray() }
                }
            }
        ),
        (
            "delay then debounce 1s",
            { run1(&$0) { s, xs in xs.delay(.seconds(1), scheduler: s).debounce(.seconds(1), scheduler: s) } }
        ),
    ]

    /// Every scenario on `seeds` timelines each (the fixed ones once), one line a run.
    static func lines(seeds: Int) -> [String] {
        scenarios.flatMap { name, scenario in
            (0..<(name.hasPrefix("fixed") ? 1 : seeds)).map { seed -> String in
                var random = Seeded(state: UInt64(seed) &* 104_729 &+ 31)
                return "\(name) #\(seed): \(scenario(&random))"
            }
        }
    }
}
