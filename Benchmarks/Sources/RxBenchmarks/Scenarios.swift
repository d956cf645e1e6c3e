import RxCore

/// One benchmark scenario: `run` performs the work once and returns how many events it
/// delivered and a checksum that must match `expectedSum` (so nothing is optimised away
/// and a broken operator cannot look fast).
struct Scenario {
    let name: String
    let shape: String
    let events: Int
    let expectedSum: Int
    let run: () -> Int
}

let pumpingCount = 100_000
let creatingCount = 10_000

func makeScenarios() -> [Scenario] {
    [
        Scenario(name: "publishSubjectPumping", shape: "1,000,000 on(.next) into a PublishSubject, one subscriber", events: 1_000_000, expectedSum: 1_000_000) {
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { sum += $0 })
            for _ in 0..<1_000_000 { subject.on(.next(1)) }
            subscription.dispose()
            return sum
        },
        Scenario(name: "publishSubjectPumpingTwoSubs", shape: "same, two subscribers (per delivery)", events: 2_000_000, expectedSum: 2_000_000) {
            var sum = 0
            let subject = PublishSubject<Int>()
            let first = subject.subscribe(onNext: { sum += $0 })
            let second = subject.subscribe(onNext: { sum += $0 })
            for _ in 0..<1_000_000 { subject.on(.next(1)) }
            first.dispose()
            second.dispose()
            return sum
        },
        Scenario(name: "publishSubjectCreating", shape: "100,000 × (new subject, subscribe, one next, completed, dispose)", events: 100_000, expectedSum: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { sum += $0 })
                subject.on(.next(1))
                subject.on(.completed)
                subscription.dispose()
            }
            return sum
        },
        pumping("mapFilterPumping", "create emitting 100,000 → 6 × (map, filter) → subscribe") { mapFilterChain($0).subscribe(onNext: $1) },
        creating("mapFilterCreating", "10,000 × the same chain with one element") { mapFilterChain($0).subscribe(onNext: $1) },
        pumping("flatMapsPumping", "100,000 elements → 5 × flatMap { just($0) }") { flatMapChain($0).subscribe(onNext: $1) },
        creating("flatMapsCreating", "10,000 × that chain with one element") { flatMapChain($0).subscribe(onNext: $1) },
        pumping("flatMapLatestPumping", "100,000 elements → 5 × flatMapLatest { just($0) }") { flatMapLatestChain($0).subscribe(onNext: $1) },
        creating("flatMapLatestCreating", "10,000 × that chain with one element") { flatMapLatestChain($0).subscribe(onNext: $1) },
        pumping("combineLatestPumping", "7 nested combineLatest of 3 just + the source, 100,000 elements") { combineLatestChain($0).subscribe(onNext: $1) },
        creating("combineLatestCreating", "10,000 × that chain with one element") { combineLatestChain($0).subscribe(onNext: $1) },
    ]
}

/// A source that sends `count` ones and never completes, as the reference benchmarks' does.
func ones(_ count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for _ in 0..<count { observer.on(.next(1)) }
        return Disposables.create()
    }
}

/// Subscribes the chain `subscribe` builds once to a source of 100,000 elements.
func pumping(_ name: String, _ shape: String, subscribe: @escaping (Observable<Int>, @escaping (Int) -> Void) -> Disposable) -> Scenario {
    Scenario(name: name, shape: shape, events: pumpingCount, expectedSum: pumpingCount) {
        var sum = 0
        subscribe(ones(pumpingCount)) { sum += $0 }.dispose()
        return sum
    }
}

/// Builds and subscribes the chain 10,000 times, each to a source of one element.
func creating(_ name: String, _ shape: String, subscribe: @escaping (Observable<Int>, @escaping (Int) -> Void) -> Disposable) -> Scenario {
    Scenario(name: name, shape: shape, events: creatingCount, expectedSum: creatingCount) {
        var sum = 0
        for _ in 0..<creatingCount {
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
    var last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), source) { x, _, _, _ in x }
    for _ in 0..<6 {
        last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), last) { x, _, _, _ in x }
    }
    return last
}
