import Foundation
import RxSwift
import RxTest

/// Time operators on random timelines, in virtual time: each scenario builds hot (and cold)
/// sources from a seeded random timeline, runs an operator under `TestScheduler.start`, and
/// describes what it recorded and when the sources were subscribed. The same file is compiled
/// against RxSwift 6.9.1 by `Benchmarks/PeerComparison/record-rxswift.sh`, which writes what
/// RxSwift records to `rxswift-6.9.1-timelines.txt` beside it; `AgainstRxSwiftTests` compares.
enum TimelineScenarios {
    struct Failure: Error {}

    /// A small deterministic generator (SplitMix64).
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// A random timeline: elements at increasing ticks after `from`, then maybe a terminal event.
    static func timeline(_ random: inout Seeded, from: Int, count: Int, values: Int = 5, terminal: Bool = true)
        -> [Recorded<Event<Int>>]
    {
        var time = from
        var events: [Recorded<Event<Int>>] = []
        for _ in 0..<count {
            time += 1 + random.below(30)
            events.append(.next(time, random.below(values)))
        }
        if terminal {
            time += 1 + random.below(30)
            switch random.below(3) {
            case 0: events.append(.completed(time))
            case 1: events.append(.error(time, Failure()))
            default: break
            }
        }
        return events
    }

    static func describe<T>(_ events: [Recorded<Event<T>>], _ value: (T) -> String) -> String {
        events.map { recorded -> String in
            switch recorded.value {
            case .next(let element): return "\(recorded.time):\(value(element))"
            case .error: return "\(recorded.time):E"
            case .completed: return "\(recorded.time):C"
            }
        }.joined(separator: " ")
    }

    static func describe(_ subscriptions: [Subscription]) -> String {
        subscriptions.map { "[\($0.subscribe),\($0.unsubscribe)]" }.joined()
    }

    typealias Scenario = (inout Seeded) -> String

    static func hot(_ scheduler: TestScheduler, _ random: inout Seeded, count: Int = 6) -> TestableObservable<Int> {
        scheduler.createHotObservable(timeline(&random, from: 200, count: count))
    }

    static func cold(_ scheduler: TestScheduler, _ random: inout Seeded, count: Int = 3) -> TestableObservable<Int> {
        scheduler.createColdObservable(timeline(&random, from: 0, count: count))
    }

    static func run1(
        _ random: inout Seeded, disposed: Int = 1000,
        _ make: @escaping (TestScheduler, Observable<Int>) -> Observable<Int>
    ) -> String {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, &random)
        let res = scheduler.start(created: 100, subscribed: 200, disposed: disposed) {
            make(scheduler, xs.asObservable())
        }
        return describe(res.events) { "\($0)" } + " | " + describe(xs.subscriptions)
    }

    static func run2(
        _ random: inout Seeded, disposed: Int = 1000,
        _ make: @escaping (TestScheduler, Observable<Int>, Observable<Int>) -> Observable<Int>
    ) -> String {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, &random)
        let ys = hot(scheduler, &random, count: 4)
        let res = scheduler.start(created: 100, subscribed: 200, disposed: disposed) {
            make(scheduler, xs.asObservable(), ys.asObservable())
        }
        return describe(res.events) { "\($0)" } + " | " + describe(xs.subscriptions) + " " + describe(ys.subscriptions)
    }

    static func runArrays(
        _ random: inout Seeded, _ make: @escaping (TestScheduler, Observable<Int>) -> Observable<[Int]>
    ) -> String {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, &random, count: 8)
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { make(scheduler, xs.asObservable()) }
        return describe(res.events) { "\($0)" } + " | " + describe(xs.subscriptions)
    }

    static func runInners(
        _ random: inout Seeded, _ make: @escaping (Observable<Int>, [Observable<Int>]) -> Observable<Int>
    ) -> String {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(timeline(&random, from: 200, count: 4, values: 3))
        let inners = (0..<3).map { _ in cold(scheduler, &random) }
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
            make(xs.asObservable(), inners.map { $0.asObservable() })
        }
        return describe(res.events) { "\($0)" } + " | " + describe(xs.subscriptions) + " "
            + inners.map { describe($0.subscriptions) }.joined(separator: " ")
    }

    static let scenarios: [(String, Scenario)] = [
        ("delay", { run1(&$0) { s, xs in xs.delay(.seconds(15), scheduler: s) } }),
        ("delaySubscription", { run1(&$0) { s, xs in xs.delaySubscription(.seconds(25), scheduler: s) } }),
        ("throttle latest", { run1(&$0) { s, xs in xs.throttle(.seconds(20), latest: true, scheduler: s) } }),
        ("throttle first", { run1(&$0) { s, xs in xs.throttle(.seconds(20), latest: false, scheduler: s) } }),
        ("debounce", { run1(&$0) { s, xs in xs.debounce(.seconds(12), scheduler: s) } }),
        ("sample", { run2(&$0) { _, xs, ys in xs.sample(ys) } }),
        ("sample default", { run2(&$0) { _, xs, ys in xs.sample(ys, defaultValue: 99) } }),
        ("timeout", { run1(&$0) { s, xs in xs.timeout(.seconds(25), scheduler: s) } }),
        ("timeout other", { run2(&$0) { s, xs, ys in xs.timeout(.seconds(25), other: ys, scheduler: s) } }),
        ("take for", { run1(&$0) { s, xs in xs.take(for: .seconds(60), scheduler: s) } }),
        ("skip for", { run1(&$0) { s, xs in xs.skip(.seconds(60), scheduler: s) } }),
        ("interval take", { run1(&$0) { s, _ in Observable<Int>.interval(.seconds(17), scheduler: s).take(5) } }),
        (
            "timer",
            { run1(&$0) { s, _ in Observable<Int>.timer(.seconds(30), period: .seconds(11), scheduler: s).take(4) } }
        ),
        ("observe on", { run1(&$0) { s, xs in xs.observe(on: s) } }),
        ("subscribe on", { run1(&$0) { s, xs in xs.subscribe(on: s) } }),
        ("combineLatest", { run2(&$0) { _, xs, ys in Observable.combineLatest(xs, ys) { $0 * 10 + $1 } } }),
        ("zip", { run2(&$0) { _, xs, ys in Observable.zip(xs, ys) { $0 * 10 + $1 } } }),
        ("withLatestFrom", { run2(&$0) { _, xs, ys in xs.withLatestFrom(ys) { $0 * 10 + $1 } } }),
        ("merge", { run2(&$0) { _, xs, ys in Observable.merge(xs, ys) } }),
        ("amb", { run2(&$0) { _, xs, ys in xs.amb(ys) } }),
        ("takeUntil", { run2(&$0) { _, xs, ys in xs.take(until: ys) } }),
        ("skipUntil", { run2(&$0) { _, xs, ys in xs.skip(until: ys) } }),
        ("catch", { run2(&$0) { _, xs, ys in xs.catch { _ in ys } } }),
        ("retry 2", { run1(&$0) { _, xs in xs.retry(2) } }),
        ("distinctUntilChanged", { run1(&$0) { _, xs in xs.distinctUntilChanged() } }),
        ("scan", { run1(&$0) { _, xs in xs.scan(0, accumulator: +) } }),
        ("element at", { run1(&$0) { _, xs in xs.element(at: 2) } }),
        ("take 3 / skip 2", { run1(&$0) { _, xs in xs.take(3).concat(xs.skip(2)) } }),
        ("takeLast", { run1(&$0) { _, xs in xs.takeLast(2) } }),
        ("startWith", { run1(&$0) { _, xs in xs.startWith(7, 8) } }),
        (
            "share replay",
            {
                run1(&$0) { _, xs in
                    let shared = xs.share(replay: 2)
                    return Observable.merge(shared, shared.map { $0 + 100 })
                }
            }
        ),
        ("publish refCount take", { run1(&$0) { _, xs in xs.publish().refCount().take(2) } }),
        (
            "buffer time count",
            { r in runArrays(&r) { s, xs in xs.buffer(timeSpan: .seconds(40), count: 3, scheduler: s) } }
        ),
        (
            "window",
            { r in
                runArrays(&r) { s, xs in
                    xs.window(timeSpan: .seconds(40), count: 3, scheduler: s).flatMap { $0.toArray() }
                }
            }
        ),
        ("toArray", { r in runArrays(&r) { _, xs in xs.toArray().asObservable() } }),
        ("flatMap colds", { runInners(&$0) { xs, inners in xs.flatMap { inners[$0] } } }),
        ("flatMapLatest colds", { runInners(&$0) { xs, inners in xs.flatMapLatest { inners[$0] } } }),
        ("flatMapFirst colds", { runInners(&$0) { xs, inners in xs.flatMapFirst { inners[$0] } } }),
        ("concatMap colds", { runInners(&$0) { xs, inners in xs.concatMap { inners[$0] } } }),
        ("merge max 2 colds", { runInners(&$0) { xs, inners in xs.map { inners[$0] }.merge(maxConcurrent: 2) } }),
        ("switchLatest colds", { runInners(&$0) { xs, inners in xs.map { inners[$0] }.switchLatest() } }),
        ("concat colds", { runInners(&$0) { _, inners in Observable.concat(inners) } }),
        (
            "groupBy",
            { run1(&$0) { _, xs in xs.groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 100 + $0 } } } }
        ),
        (
            "delay then debounce",
            {
                run1(&$0, disposed: 330) { s, xs in
                    xs.delay(.seconds(5), scheduler: s).debounce(.seconds(9), scheduler: s)
                }
            }
        ),
        (
            "retry when",
            {
                run1(&$0) { s, xs in
                    xs.retry(when: { (errors: Observable<Failure>) in errors.delay(.seconds(3), scheduler: s).take(2) })
                }
            }
        ),
        (
            "disposed early",
            {
                run2(&$0, disposed: 290) { s, xs, ys in
                    Observable.combineLatest(xs.delay(.seconds(7), scheduler: s), ys) { $0 + $1 }
                }
            }
        ),
    ]

    /// Every scenario on `seeds` timelines each, one line a run.
    static func lines(seeds: Int) -> [String] {
        scenarios.flatMap { name, scenario in
            (0..<seeds).map { seed -> String in
                var random = Seeded(state: UInt64(seed) &* 7919 &+ 17)
                return "\(name) #\(seed): \(scenario(&random))"
            }
        }
    }
}
