import RxCore

/// One benchmark scenario. `run(count)` performs `count` units of work — deliveries for a
/// pumping scenario, subscriptions for a creating one — and returns a checksum that must be
/// `count * eventsPerUnit` (so nothing is optimised away and a broken operator cannot look
/// fast). Both the table tool (`RxBenchmarks`) and the package-benchmark suite
/// (`RxThroughput`) run these same closures.
struct Scenario: Sendable {
    let name: String
    let shape: String
    /// The units one table run performs.
    let defaultCount: Int
    /// Events delivered per unit (2 with two subscribers).
    let eventsPerUnit: Int
    /// Drivers deliver on the main scheduler, which delivers inline only on the main thread.
    let needsMainThread: Bool
    let run: @Sendable (Int) -> Int

    init(
        name: String, shape: String, defaultCount: Int, eventsPerUnit: Int = 1, needsMainThread: Bool = false,
        run: @escaping @Sendable (Int) -> Int
    ) {
        self.name = name
        self.shape = shape
        self.defaultCount = defaultCount
        self.eventsPerUnit = eventsPerUnit
        self.needsMainThread = needsMainThread
        self.run = run
    }
}

let pumpingCount = 100_000
let creatingCount = 10_000

/// The thirteen scenarios RxSwift's and OpenCombine's figures were measured with
/// (`shared/reference/peer-throughput-linux.md`), Driver ones included.
func makeScenarios() -> [Scenario] {
    [
        Scenario(
            name: "publishSubjectPumping", shape: "1,000,000 on(.next) into a PublishSubject, one subscriber",
            defaultCount: 1_000_000
        ) { count in
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { sum += $0 })
            for _ in 0..<count { subject.on(.next(1)) }
            subscription.dispose()
            return sum
        },
        Scenario(
            name: "publishSubjectPumpingTwoSubs", shape: "same, two subscribers (per delivery)",
            defaultCount: 1_000_000, eventsPerUnit: 2
        ) { count in
            var sum = 0
            let subject = PublishSubject<Int>()
            let first = subject.subscribe(onNext: { sum += $0 })
            let second = subject.subscribe(onNext: { sum += $0 })
            for _ in 0..<count { subject.on(.next(1)) }
            first.dispose()
            second.dispose()
            return sum
        },
        Scenario(
            name: "publishSubjectCreating", shape: "100,000 × (new subject, subscribe, one next, completed, dispose)",
            defaultCount: 100_000
        ) { count in
            var sum = 0
            for _ in 0..<count {
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { sum += $0 })
                subject.on(.next(1))
                subject.on(.completed)
                subscription.dispose()
            }
            return sum
        },
        pumping("mapFilterPumping", "create emitting 100,000 → 6 × (map, filter) → subscribe") {
            mapFilterChain($0).subscribe(onNext: $1)
        },
        creating("mapFilterCreating", "10,000 × the same chain with one element") {
            mapFilterChain($0).subscribe(onNext: $1)
        },
        pumping("flatMapsPumping", "100,000 elements → 5 × flatMap { just($0) }") {
            flatMapChain($0).subscribe(onNext: $1)
        },
        creating("flatMapsCreating", "10,000 × that chain with one element") { flatMapChain($0).subscribe(onNext: $1) },
        pumping("flatMapLatestPumping", "100,000 elements → 5 × flatMapLatest { just($0) }") {
            flatMapLatestChain($0).subscribe(onNext: $1)
        },
        creating("flatMapLatestCreating", "10,000 × that chain with one element") {
            flatMapLatestChain($0).subscribe(onNext: $1)
        },
        pumping("combineLatestPumping", "7 nested combineLatest of 3 just + the source, 100,000 elements") {
            combineLatestChain($0).subscribe(onNext: $1)
        },
        creating("combineLatestCreating", "10,000 × that chain with one element") {
            combineLatestChain($0).subscribe(onNext: $1)
        },
    ]
}

/// A source that sends `count` ones and never completes, as the reference benchmarks' does.
func ones(_ count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for _ in 0..<count { observer.on(.next(1)) }
        return Disposables.create()
    }
}

/// Subscribes the chain `subscribe` builds once to a source of `count` elements.
func pumping(
    _ name: String, _ shape: String, needsMainThread: Bool = false,
    subscribe: @escaping @Sendable (Observable<Int>, @escaping (Int) -> Void) -> Disposable
) -> Scenario {
    Scenario(name: name, shape: shape, defaultCount: pumpingCount, needsMainThread: needsMainThread) { count in
        var sum = 0
        subscribe(ones(count)) { sum += $0 }.dispose()
        return sum
    }
}

/// Builds and subscribes the chain `count` times, each to a source of one element.
func creating(
    _ name: String, _ shape: String, needsMainThread: Bool = false,
    subscribe: @escaping @Sendable (Observable<Int>, @escaping (Int) -> Void) -> Disposable
) -> Scenario {
    Scenario(name: name, shape: shape, defaultCount: creatingCount, needsMainThread: needsMainThread) { count in
        var sum = 0
        for _ in 0..<count {
            subscribe(ones(1)) { sum += $0 }.dispose()
        }
        return sum
    }
}

func mapFilterChain(_ source: Observable<Int>) -> Observable<Int> {
    source
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
}

func flatMapChain(_ source: Observable<Int>) -> Observable<Int> {
    source
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
}

func flatMapLatestChain(_ source: Observable<Int>) -> Observable<Int> {
    source
        .flatMapLatest { Observable.just($0) }
        .flatMapLatest { Observable.just($0) }
        .flatMapLatest { Observable.just($0) }
        .flatMapLatest { Observable.just($0) }
        .flatMapLatest { Observable.just($0) }
}

func combineLatestChain(_ source: Observable<Int>) -> Observable<Int> {
    var last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), source) {
        x, _, _, _ in x
    }
    for _ in 0..<6 {
        last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), last) {
            x, _, _, _ in x
        }
    }
    return last
}
