// The scaling scenarios: how cost grows with the size of the work. One source, compiled three
// ways — into the package-benchmark suite `RxScaling` (this folder), and by
// `PeerComparison/scaling.sh` against RxSwift 6.9.1 and against this library's RxSwift module
// name, beside `PeerComparison/scaling-main.swift` — so both measure the same code.
import Dispatch
import Foundation
import RxRelay
import RxSwift

/// A fixed shuffle (SplitMix64), the same for both libraries.
func shuffled(_ count: Int) -> [Int] {
    var state: UInt64 = 0x5EED
    var indices = Array(0..<count)
    for index in stride(from: count - 1, to: 0, by: -1) {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        indices.swapAt(index, Int(z % UInt64(index + 1)))
    }
    return indices
}

/// A counter the timers' queue increments and the caller reads after the semaphore.
final class Fired: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}

/// One scaling scenario: `run(n)` does the work at size `n` and returns `n` (every scenario's
/// checksum is its size, so a broken operator cannot look fast).
struct Scaling: Sendable {
    let name: String
    /// The largest N it runs at: quadratic ones (in both libraries, by nature) stop at 10,000.
    let maximum: Int
    let run: @Sendable (Int) -> Int
}

/// The scenarios, in the order the tables list them.
func makeScalingScenarios() -> [Scaling] {
    [
        Scaling(name: "subjectDisposeRandom", maximum: 1_000_000) { count in
            let subject = PublishSubject<Int>()
            var sum = 0
            let subscriptions = (0..<count).map { _ in subject.subscribe(onNext: { sum += $0 }) }
            subject.onNext(1)
            for index in shuffled(count) { subscriptions[index].dispose() }
            return sum
        },
        Scaling(name: "subjectDisposeBag", maximum: 1_000_000) { count in
            let subject = PublishSubject<Int>()
            var sum = 0
            var bag: DisposeBag? = DisposeBag()
            for _ in 0..<count { subject.subscribe(onNext: { sum += $0 }).disposed(by: bag!) }
            subject.onNext(1)
            bag = nil
            return sum
        },
        Scaling(name: "shareReplayDisposeRandom", maximum: 1_000_000) { count in
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: 1)
            var sum = 0
            let subscriptions = (0..<count).map { _ in shared.subscribe(onNext: { sum += $0 }) }
            subject.onNext(1)
            for index in shuffled(count) { subscriptions[index].dispose() }
            return sum
        },
        Scaling(name: "behaviorRelayDisposeRandom", maximum: 1_000_000) { count in
            let relay = BehaviorRelay(value: 1)
            var sum = 0
            let subscriptions = (0..<count).map { _ in relay.subscribe(onNext: { sum += $0 }) }
            for index in shuffled(count) { subscriptions[index].dispose() }
            return sum
        },
        Scaling(name: "toArray", maximum: 1_000_000) { count in
            var sum = 0
            _ = Observable.from(0..<count).toArray().subscribe(onSuccess: { sum = $0.count })
            return sum
        },
        Scaling(name: "reduceIntoSum", maximum: 1_000_000) { count in
            var sum = 0
            _ = Observable.from(0..<count).map { _ in 1 }.reduce(0, accumulator: +).subscribe(onNext: { sum = $0 })
            return sum
        },
        Scaling(name: "scanIntoArray", maximum: 1_000_000) { count in
            var sum = 0
            _ = Observable.from(0..<count).scan(into: [Int]()) { $0.append($1) }.subscribe(onNext: { sum = $0.count })
            return sum
        },
        Scaling(name: "groupByNKeys", maximum: 1_000_000) { count in
            var sum = 0
            _ = Observable.from(0..<count).groupBy { $0 }.flatMap { $0 }.subscribe(onNext: { _ in sum += 1 })
            return sum
        },
        Scaling(name: "mergeOfNJusts", maximum: 1_000_000) { count in
            var sum = 0
            _ = Observable.merge((0..<count).map { Observable.just($0) }).subscribe(onNext: { _ in sum += 1 })
            return sum
        },
        Scaling(name: "concatOfNJusts", maximum: 1_000_000) { count in
            var sum = 0
            _ = Observable.concat((0..<count).map { Observable.just($0) }).subscribe(onNext: { _ in sum += 1 })
            return sum
        },
        Scaling(name: "compositeDisposableRandom", maximum: 1_000_000) { count in
            let composite = CompositeDisposable()
            var sum = 0
            let keys = (0..<count).map { _ in composite.insert(Disposables.create { sum += 1 }) }
            for index in shuffled(count) { if let key = keys[index] { composite.remove(for: key) } }
            return sum
        },
        Scaling(name: "deepMapChain", maximum: 10_000) { count in
            var chain = Observable.just(1)
            for _ in 0..<count { chain = chain.map { $0 } }
            var sum = 0
            let subscription = chain.subscribe(onNext: { sum += $0 * count })
            subscription.dispose()
            return sum
        },
        Scaling(name: "combineLatestOfN", maximum: 10_000) { count in
            let subjects = (0..<count).map { BehaviorSubject(value: $0) }
            var sum = 0
            let subscription = Observable.combineLatest(subjects).subscribe(onNext: { sum = $0.count })
            subscription.dispose()
            return sum
        },
        Scaling(name: "bufferOfN", maximum: 1_000_000) { count in
            // One buffer collects all N elements (its time span never ends during the run).
            var sum = 0
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            let subscription = Observable.from(0..<count).buffer(
                timeSpan: .seconds(3600), count: count, scheduler: scheduler
            )
            .subscribe(onNext: { sum += $0.count })
            subscription.dispose()
            return sum
        },
        Scaling(name: "windowOfN", maximum: 1_000_000) { count in
            var sum = 0
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            let subscription = Observable.from(0..<count).window(
                timeSpan: .seconds(3600), count: count, scheduler: scheduler
            )
            .flatMap { $0 }.subscribe(onNext: { _ in sum += 1 })
            subscription.dispose()
            return sum
        },
        Scaling(name: "flatMapInnersEndRandom", maximum: 1_000_000) { count in
            // N live inner subscriptions of one flatMap, completed in random order: the set of inner
            // subscriptions loses one member at a time.
            let inners = (0..<count).map { _ in PublishSubject<Int>() }
            var sum = 0
            let subscription = Observable.from(0..<count).flatMap { inners[$0] }.subscribe(onNext: { sum += $0 })
            for index in shuffled(count) {
                inners[index].onNext(1)
                inners[index].onCompleted()
            }
            subscription.dispose()
            return sum
        },
        Scaling(name: "replaySubjectOfN", maximum: 1_000_000) { count in
            // A ReplaySubject keeping N elements, replayed to one late subscriber.
            let subject = ReplaySubject<Int>.create(bufferSize: count)
            for index in 0..<count { subject.onNext(index) }
            var sum = 0
            let subscription = subject.subscribe(onNext: { _ in sum += 1 })
            subscription.dispose()
            return sum
        },
        Scaling(name: "timersOnADispatchQueue", maximum: 100_000) { count in
            // N one-shot timers on a real serial queue, all due at once; the run waits for the last.
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "scaling.timers")
            let done = DispatchSemaphore(value: 0)
            let fired = Fired()
            var subscriptions: [Disposable] = []
            subscriptions.reserveCapacity(count)
            for _ in 0..<count {
                subscriptions.append(
                    Observable<Int>.timer(.milliseconds(1), scheduler: scheduler).subscribe(onNext: { _ in
                        if fired.increment() == count { done.signal() }
                    }))
            }
            done.wait()
            for subscription in subscriptions { subscription.dispose() }
            return fired.value
        },
        Scaling(name: "historicalSchedulerNActions", maximum: 1_000_000) { count in
            let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
            var sum = 0
            for index in shuffled(count) {
                _ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: Double(index))) { _ in
                    sum += 1
                    return Disposables.create()
                }
            }
            scheduler.start()
            return sum
        },
    ]
}
