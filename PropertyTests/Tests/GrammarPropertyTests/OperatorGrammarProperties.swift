import PropertyBased
import RxCore
import RxTesting
import Testing

/// A random source in virtual time: elements at increasing times, then maybe a completion or
/// an error; the subscription is disposed at a random time (maybe before, maybe after the end).
struct RandomTimeline: CustomStringConvertible, Sendable {
    var gaps: [Int]
    var terminal: Int
    var disposeAt: Int

    var events: [Recorded<Event<Int>>] {
        var time = 200
        var events: [Recorded<Event<Int>>] = []
        for (index, gap) in gaps.enumerated() {
            time += gap
            events.append(.next(time, index))
        }
        switch terminal {
        case 1: events.append(.completed(time + 5))
        case 2: events.append(.error(time + 5, PropertyFailure()))
        default: break
        }
        return events
    }

    var description: String { "events \(events.map { "\($0.time):\($0.value)" }), disposed at \(disposeAt)" }
}

struct PropertyFailure: Error, Equatable {}

/// Records events and flags any delivered while another is being delivered.
final class GrammarObserver: ObserverType, @unchecked Sendable {
    let scheduler: TestScheduler
    private(set) var events: [Recorded<Event<Int>>] = []
    private(set) var overlapped = false
    private var delivering = false

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    func on(_ event: Event<Int>) {
        if delivering { overlapped = true }
        delivering = true
        events.append(Recorded(time: scheduler.clock, value: event))
        delivering = false
    }
}

typealias OperatorFamily = (name: String, apply: (Observable<Int>, Observable<Int>, TestScheduler) -> Observable<Int>)

/// What is wrong with a recorded sequence, if anything.
func grammarViolations(_ events: [Recorded<Event<Int>>], disposedAt: Int, overlapped: Bool) -> [String] {
    var violations: [String] = []
    let terminals = events.indices.filter { events[$0].value.isStopEvent }
    if terminals.count > 1 { violations.append("more than one terminal event") }
    if let terminal = terminals.first, terminal != events.count - 1 {
        violations.append("events after the terminal one")
    }
    if !events.allSatisfy({ $0.time <= disposedAt }) { violations.append("events after disposal") }
    if !zip(events, events.dropFirst()).allSatisfy({ $0.time <= $1.time }) {
        violations.append("events out of time order")
    }
    if overlapped { violations.append("overlapping deliveries") }
    return violations
}

/// Every operator family, applied to a hot source and a second, cold one.
func operatorFamilies() -> [OperatorFamily] {
    [
        ("map", { source, _, _ in source.map { $0 * 2 } }),
        ("filter", { source, _, _ in source.filter { $0 % 2 == 0 } }),
        ("scan", { source, _, _ in source.scan(0, accumulator: +) }),
        ("distinctUntilChanged", { source, _, _ in source.map { $0 / 2 }.distinctUntilChanged() }),
        ("take", { source, _, _ in source.take(2) }),
        ("skip", { source, _, _ in source.skip(1) }),
        ("takeWhile", { source, _, _ in source.take(while: { $0 < 3 }) }),
        ("flatMap", { source, other, _ in source.flatMap { _ in other } }),
        ("flatMapLatest", { source, other, _ in source.flatMapLatest { _ in other } }),
        ("flatMapFirst", { source, other, _ in source.flatMapFirst { _ in other } }),
        ("concatMap", { source, other, _ in source.concatMap { _ in other } }),
        ("merge", { source, other, _ in Observable.merge(source, other) }),
        ("concat", { source, other, _ in source.concat(other) }),
        ("combineLatest", { source, other, _ in Observable.combineLatest(source, other, resultSelector: +) }),
        ("zip", { source, other, _ in Observable.zip(source, other, resultSelector: +) }),
        ("zipCollection", { source, other, _ in Observable.zip([source, other]).map { $0.reduce(0, +) } }),
        ("withLatestFrom", { source, other, _ in source.withLatestFrom(other, resultSelector: +) }),
        ("amb", { source, other, _ in source.amb(other) }),
        ("takeUntil", { source, other, _ in source.take(until: other) }),
        ("skipUntil", { source, other, _ in source.skip(until: other) }),
        ("startWith", { source, _, _ in source.startWith(-1) }),
        ("catch", { source, other, _ in source.catch { _ in other } }),
        ("retry", { source, _, _ in source.retry(2) }),
        ("share", { source, _, _ in source.share() }),
        ("shareReplay", { source, _, _ in source.share(replay: 1) }),
        ("publishRefCount", { source, _, _ in source.publish().refCount() }),
        ("replayRefCount", { source, _, _ in source.replay(2).refCount() }),
        ("debounce", { source, _, scheduler in source.debounce(.seconds(7), scheduler: scheduler) }),
        ("throttle", { source, _, scheduler in source.throttle(.seconds(7), scheduler: scheduler) }),
        ("delay", { source, _, scheduler in source.delay(.seconds(5), scheduler: scheduler) }),
        ("delaySubscription", { source, _, scheduler in source.delaySubscription(.seconds(5), scheduler: scheduler) }),
        ("timeout", { source, other, scheduler in source.timeout(.seconds(15), other: other, scheduler: scheduler) }),
        ("observeOn", { source, _, scheduler in source.observe(on: scheduler) }),
        ("subscribeOn", { source, _, scheduler in source.subscribe(on: scheduler) }),
        ("sample", { source, other, _ in source.sample(other) }),
        (
            "buffer",
            { source, _, scheduler in source.buffer(timeSpan: .seconds(10), count: 2, scheduler: scheduler).map(\.count)
            }
        ),
        (
            "window",
            { source, _, scheduler in
                source.window(timeSpan: .seconds(10), count: 2, scheduler: scheduler).flatMap { $0 }
            }
        ),
        ("groupBy", { source, _, _ in source.groupBy { $0 % 2 }.flatMap { $0.asObservable() } }),
        ("materialize", { source, _, _ in source.materialize().dematerialize() }),
        ("skipDuration", { source, _, scheduler in source.skip(.seconds(10), scheduler: scheduler) }),
        ("takeDuration", { source, _, scheduler in source.take(for: .seconds(30), scheduler: scheduler) }),
        ("elementAt", { source, _, _ in source.element(at: 1) }),
        ("reduce", { source, _, _ in source.reduce(0, accumulator: +) }),
        ("toArray", { source, _, _ in source.toArray().asObservable().map(\.count) }),
    ]
}

/// The grammar of every sequence: `next*` then at most one terminal event, nothing after it,
/// nothing after disposal, never two deliveries at once, and nothing left alive once the
/// subscription has ended.
@Suite(.serialized) struct OperatorGrammarProperties {
    static let timeline = zip(
        Gen.int(in: 0...12).array(of: 0...8),
        Gen.int(in: 0...2),
        Gen.int(in: 200...320)
    ).map { RandomTimeline(gaps: $0.0, terminal: $0.1, disposeAt: $0.2) }

    static let otherTimeline = zip(Gen.int(in: 1...15).array(of: 0...4), Gen.int(in: 0...2))
        .map { RandomTimeline(gaps: $0.0, terminal: $0.1, disposeAt: 0) }

    @Test(arguments: operatorFamilies().map(\.name))
    func grammarHolds(family name: String) async {
        let apply = operatorFamilies().first { $0.name == name }!.apply
        await propertyCheck(count: 150, input: Self.timeline, Self.otherTimeline) { timeline, other in
            let baseline = Resources.total
            do {
                let scheduler = TestScheduler(initialClock: 0)
                let source = scheduler.createHotObservable(timeline.events)
                let second = scheduler.createColdObservable(
                    other.events.map { Recorded(time: $0.time - 200, value: $0.value) })
                let observer = GrammarObserver(scheduler: scheduler)
                var subscription: Disposable?
                scheduler.scheduleAt(200) {
                    subscription = apply(source.asObservable(), second.asObservable(), scheduler).subscribe(observer)
                }
                scheduler.scheduleAt(timeline.disposeAt) { subscription?.dispose() }
                scheduler.start()
                subscription?.dispose()
                let violations = grammarViolations(
                    observer.events, disposedAt: timeline.disposeAt, overlapped: observer.overlapped)
                #expect(violations.isEmpty, "\(name): \(violations) for \(timeline)")
                #expect(
                    source.subscriptions.allSatisfy { $0.unsubscribe != Int.max },
                    "\(name): the source is still subscribed for \(timeline)")
            }
            #expect(
                Resources.total == baseline,
                "\(name): \(Resources.total - baseline) resources left alive for \(timeline)")
        }
    }
}

/// The checker itself finds what it is meant to find.
@Suite struct GrammarCheckerExamples {
    @Test func aSequenceThatBreaksTheGrammarIsReported() {
        let broken: [Recorded<Event<Int>>] = [
            .next(210, 1), .completed(220), .next(230, 2), .error(240, PropertyFailure()),
        ]
        #expect(
            grammarViolations(broken, disposedAt: 235, overlapped: true) == [
                "more than one terminal event", "events after the terminal one", "events after disposal",
                "overlapping deliveries",
            ])
        #expect(grammarViolations([.next(210, 1), .completed(220)], disposedAt: 300, overlapped: false).isEmpty)
    }
}
