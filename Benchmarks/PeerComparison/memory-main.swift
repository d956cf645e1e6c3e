// Memory held by one live subscription of each standard chain, compiled against RxSwift 6.9.1
// and against this library's RxSwift module names (Benchmarks/PeerComparison/memory.sh builds
// both): the chain is built once, subscribed N times with every subscription kept, and the heap
// in use (the usable size of every live block, counted by livebytes.c preloaded) is read before
// and after; the difference over N is the bytes one subscription holds. Prints
// "SCENARIO<TAB>bytes_per_subscription".
import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// The preloaded counter's reading; the run stops when the counter is not preloaded.
let heapInUse: @convention(c) () -> Int = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "peer_live_bytes") else {
        fatalError("run with LD_PRELOAD=livebytes.so (memory.sh does)")
    }
    return unsafeBitCast(symbol, to: (@convention(c) () -> Int).self)
}()

/// Bytes held per subscription: `subscribe` is called `count` times and every result kept.
func heldBytes(count: Int = 20_000, _ subscribe: () -> Disposable) -> Double {
    var kept: [Disposable] = []
    kept.reserveCapacity(count)
    _ = subscribe().dispose()  // warm up caches and lazily made singletons
    let before = heapInUse()
    for _ in 0..<count { kept.append(subscribe()) }
    let after = heapInUse()
    for subscription in kept { subscription.dispose() }
    return Double(after - before) / Double(count)
}

let subject = PublishSubject<Int>()
let relay = BehaviorRelay(value: 1)
let a = BehaviorSubject(value: 1)
let b = BehaviorSubject(value: 2)
let c = BehaviorSubject(value: 3)

let justMap = Observable.just(1).map { $0 + 1 }
let neverMap = Observable<Int>.never().map { $0 + 1 }
var sixMapFilter = subject.asObservable()
for _ in 0..<6 { sixMapFilter = sixMapFilter.map { $0 + 1 }.filter { $0 > 0 } }
let driver = relay.asDriver().map { $0 + 1 }.filter { $0 > 0 }.distinctUntilChanged()
let combined = Observable.combineLatest(a, b, c) { $0 + $1 + $2 }

let scenarios: [(String, () -> Disposable)] = [
    ("just.map (ends at once)", { justMap.subscribe(onNext: { _ in }) }),
    ("never.map", { neverMap.subscribe(onNext: { _ in }) }),
    ("PublishSubject, then 6 × (map, filter)", { sixMapFilter.subscribe(onNext: { _ in }) }),
    ("BehaviorRelay.asDriver().map.filter.distinctUntilChanged, driven", { driver.drive(onNext: { _ in }) }),
    ("combineLatest of 3 BehaviorSubjects", { combined.subscribe(onNext: { _ in }) }),
    ("PublishSubject, one observer", { subject.subscribe(onNext: { _ in }) }),
]
for (name, subscribe) in scenarios {
    // The best (smallest) of three rounds: the allocator's own bookkeeping varies a little.
    let bytes = (0..<3).map { _ in heldBytes(subscribe) }.min() ?? 0
    print("\(name)\t\(String(format: "%.0f", bytes))")
}
