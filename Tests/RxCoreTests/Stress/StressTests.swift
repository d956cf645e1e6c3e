import Foundation
import RxCore
import RxTesting
import Synchronization
import XCTest

/// Bounded stress tests of the stream contract under threads: every event counted (none lost,
/// none duplicated), never two at once into one observer, nothing after a terminal event, and
/// `Resources.total` back at its start (checked by `RxTestCase`). Each runs in about a second.
final class StressTests: RxTestCase {
    override var resourceSettleTimeout: TimeInterval { 10 }

    private let threads = 8

    // MARK: Combining operators

    func testMergeOfEightThreads() {
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let observer = ContractObserver<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(observer)
        let perThread = 10_000
        runConcurrently(threads) { index in
            for value in 0..<perThread { subjects[index].onNext(index * perThread + value) }
            subjects[index].onCompleted()
        }
        observer.assertContract()
        XCTAssertEqual(observer.completions, 1)
        assertSameValues(observer.elements.sorted(), Array(0..<(threads * perThread)))
        subscription.dispose()
    }

    func testFlatMapWithInnersEmittingOnOtherThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let outer = PublishSubject<Int>()
        let observer = ContractObserver<Int>()
        let subscription =
            outer
            .flatMap { value in Observable.of(value * 10, value * 10 + 1).subscribe(on: scheduler) }
            .subscribe(observer)
        let perThread = 500
        let emitLock = NSLock()
        runConcurrently(threads) { index in
            for value in 0..<perThread { emitLock.withLock { outer.onNext(index * perThread + value) } }
        }
        outer.onCompleted()
        XCTAssertTrue(eventually { observer.isTerminated })
        observer.assertContract()
        let expected = (0..<(threads * perThread)).flatMap { [$0 * 10, $0 * 10 + 1] }
        assertSameValues(observer.elements.sorted(), expected)
        subscription.dispose()
    }

    /// Disposal from another thread while inners are being subscribed leaves none behind
    /// (the leak check of `RxTestCase` counts them).
    func testFlatMapDisposedWhileInnersAreSubscribedLeavesNoInnerAlive() {
        for _ in 0..<200 {
            let relay = BehaviorRelay(value: 1)
            let trigger = PublishSubject<Int>()
            let subscription = trigger.flatMap { _ in relay.asObservable() }.subscribe()
            runConcurrently(2) { index in
                if index == 0 {
                    for value in 0..<50 { trigger.onNext(value) }
                } else {
                    subscription.dispose()
                }
            }
            subscription.dispose()
            // Every inner of a disposed flatMap is gone: the relay has no observer left.
            let probe = ContractObserver<Int>()
            relay.subscribe(probe).dispose()
            XCTAssertEqual(probe.elements, [1])
        }
    }

    func testConcatMapKeepsOrderWithInnersOnOtherThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let outer = PublishSubject<Int>()
        let observer = ContractObserver<Int>()
        let subscription =
            outer
            .concatMap { value in Observable.of(value * 10, value * 10 + 1).subscribe(on: scheduler) }
            .subscribe(observer)
        let count = 2_000
        let emitLock = NSLock()
        let counter = Mutex(0)
        runConcurrently(threads) { _ in
            for _ in 0..<(count / 8) {
                emitLock.withLock {
                    let value = counter.withLock { value in
                        defer { value += 1 }
                        return value
                    }
                    outer.onNext(value)
                }
            }
        }
        outer.onCompleted()
        XCTAssertTrue(eventually { observer.isTerminated })
        observer.assertContract()
        assertSameValues(observer.elements, (0..<count).flatMap { [$0 * 10, $0 * 10 + 1] })
        subscription.dispose()
    }

    /// Concatenated sources that end on other threads, some while still being subscribed:
    /// each next source is subscribed once, in order, whichever thread asks.
    func testConcatWithSourcesEndingOnOtherThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let count = 2_000
        let sources = (0..<count).map { value -> Observable<Int> in
            value % 3 == 0 ? .just(value) : Observable.of(value).subscribe(on: scheduler)
        }
        let observer = ContractObserver<Int>()
        let subscription = Observable.concat(sources).subscribe(observer)
        XCTAssertTrue(eventually { observer.isTerminated })
        observer.assertContract()
        XCTAssertEqual(observer.elements, Array(0..<count))
        subscription.dispose()
    }

    func testFlatMapLatestSwitchingWhileInnersEmitFromOtherThreads() {
        let inners = (0..<threads).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<Int>()
        let observer = ContractObserver<Int>()
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(observer)
        runConcurrently(threads + 1) { index in
            if index == self.threads {
                for round in 0..<5_000 { outer.onNext(round % 8) }
            } else {
                for value in 0..<5_000 { inners[index].onNext(value) }
            }
        }
        outer.onNext(0)
        outer.onCompleted()
        inners[0].onNext(-1)
        inners[0].onCompleted()
        observer.assertContract()
        XCTAssertEqual(observer.completions, 1)
        XCTAssertEqual(observer.elements.last, -1)
        subscription.dispose()
    }

    func testCombineLatestOfEightThreads() {
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let observer = ContractObserver<[Int]>()
        let subscription = Observable.combineLatest(subjects.map { $0.asObservable() }).subscribe(observer)
        let perThread = 5_000
        runConcurrently(threads) { index in
            for value in 1...perThread { subjects[index].onNext(value) }
            subjects[index].onCompleted()
        }
        observer.assertContract()
        XCTAssertEqual(observer.completions, 1)
        XCTAssertEqual(observer.elements.last, Array(repeating: perThread, count: threads))
        // Each emission reflects one new element: the sums rise by exactly one each time.
        let sums = observer.elements.map { $0.reduce(0, +) }
        XCTAssertEqual(zip(sums, sums.dropFirst()).filter { $1 != $0 + 1 }.count, 0)
        subscription.dispose()
    }

    func testZipOfEightThreads() {
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let observer = ContractObserver<[Int]>()
        let subscription = Observable.zip(subjects.map { $0.asObservable() }).subscribe(observer)
        let perThread = 5_000
        runConcurrently(threads) { index in
            for value in 0..<perThread { subjects[index].onNext(value) }
            subjects[index].onCompleted()
        }
        observer.assertContract()
        XCTAssertEqual(observer.completions, 1)
        assertSameValues(observer.elements, (0..<perThread).map { Array(repeating: $0, count: threads) })
        subscription.dispose()
    }

    // MARK: Schedulers and time

    func testObserveOnAConcurrentSchedulerKeepsOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let observer = ContractObserver<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(observer)
        let emitLock = NSLock()
        let counter = Mutex(0)
        runConcurrently(threads) { _ in
            for _ in 0..<5_000 {
                emitLock.withLock {
                    let value = counter.withLock { value in
                        defer { value += 1 }
                        return value
                    }
                    subject.onNext(value)
                }
            }
        }
        subject.onCompleted()
        XCTAssertTrue(eventually { observer.isTerminated })
        observer.assertContract()
        assertSameValues(observer.elements, Array(0..<40_000))
        subscription.dispose()
    }

    func testDelayOnAConcurrentSchedulerKeepsOrderAndCount() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let observer = ContractObserver<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .delay(.milliseconds(2), scheduler: scheduler)
            .subscribe(observer)
        runConcurrently(threads) { index in
            for value in 0..<2_000 { subjects[index].onNext(index * 2_000 + value) }
            subjects[index].onCompleted()
        }
        XCTAssertTrue(eventually { observer.isTerminated })
        observer.assertContract()
        assertSameValues(observer.elements.sorted(), Array(0..<16_000))
        // Each thread's elements keep their order.
        for index in 0..<threads {
            let mine = observer.elements.filter { $0 / 2_000 == index }
            assertStrictlyIncreasing(mine)
        }
        subscription.dispose()
    }

    /// The draining thread reschedules its timer while the source thread, finding the drain
    /// idle, starts a new one: the newer schedule must win, or delivery stops for good.
    func testDelayNeverLosesItsDrainWhenTheSourceRestartsIt() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let observer = ContractObserver<Int>()
        let subscription = subject.delay(.microseconds(50), scheduler: scheduler).subscribe(observer)
        for value in 0..<20_000 {
            subject.onNext(value)
            if value % 7 == 0 { usleep(UInt32(value % 3) * 20) }
        }
        subject.onCompleted()
        XCTAssertTrue(eventually { observer.isTerminated }, "delivery stopped at \(observer.count) of 20000")
        observer.assertContract()
        assertSameValues(observer.elements, Array(0..<20_000))
        subscription.dispose()
    }

    /// Arrays closed by count (source thread) and by time (timer thread) race to start the
    /// next array's timer; the newer must win, or timed emissions stop for good.
    func testBufferKeepsEmittingOnTimeWhileCountAndTimerRace() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let observer = ContractObserver<[Int]>()
        let subscription = subject.buffer(timeSpan: .microseconds(300), count: 2, scheduler: scheduler).subscribe(
            observer)
        for value in 0..<4_000 {
            subject.onNext(value)
            if value % 64 == 0 { usleep(200) }
        }
        let countBefore = observer.count
        // Only time closes arrays now: empty arrays keep coming if the timer still runs.
        XCTAssertTrue(eventually(timeout: 10) { observer.count > countBefore + 3 }, "the buffer's timer stopped")
        subject.onCompleted()
        XCTAssertTrue(eventually { observer.isTerminated })
        observer.assertContract()
        assertSameValues(observer.elements.flatMap { $0 }, Array(0..<4_000))
        subscription.dispose()
    }

    func testDebounceAndThrottleFromEightThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let merged = Observable.merge(subjects.map { $0.asObservable() }).share()
        let debounced = ContractObserver<Int>()
        let throttled = ContractObserver<Int>()
        let bag = DisposeBag()
        merged.debounce(.milliseconds(5), scheduler: scheduler).subscribe(debounced).disposed(by: bag)
        merged.throttle(.milliseconds(5), latest: true, scheduler: scheduler).subscribe(throttled).disposed(by: bag)
        runConcurrently(threads) { index in
            for value in 0..<2_000 { subjects[index].onNext(value) }
            subjects[index].onCompleted()
        }
        XCTAssertTrue(eventually { debounced.isTerminated && throttled.isTerminated })
        debounced.assertContract()
        throttled.assertContract()
        XCTAssertEqual(debounced.completions, 1)
        XCTAssertEqual(throttled.completions, 1)
        // Completion flushes the pending element: the last one sent is delivered.
        XCTAssertEqual(debounced.elements.last, 1_999)
        XCTAssertGreaterThanOrEqual(throttled.elements.count, 1)
    }

    func testTimersSubscribedAndDisposedFromEightThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let disposedEarly = LockedList<ContractObserver<Int>>()
        let ranToTheEnd = LockedList<ContractObserver<Int>>()
        runConcurrently(threads) { _ in
            for round in 0..<200 {
                let observer = ContractObserver<Int>()
                let subscription = Observable<Int>.interval(.microseconds(200), scheduler: scheduler)
                    .take(3)
                    .subscribe(observer)
                if round % 2 == 0 {
                    subscription.dispose()
                    disposedEarly.append(observer)
                } else {
                    spinUntil { observer.isTerminated }
                    ranToTheEnd.append(observer)
                }
            }
        }
        disposedEarly.values.forEach { $0.assertContract() }
        XCTAssertEqual(ranToTheEnd.count, threads * 100)
        for observer in ranToTheEnd.values {
            observer.assertContract()
            XCTAssertEqual(observer.elements, [0, 1, 2])
        }
    }

    // MARK: Disposal racing with emission

    /// `dispose()` from another thread: after it returns, at most the one element already
    /// past the subscriber's check is still delivered — the documented guarantee.
    func testDisposeFromAnotherThreadStopsDeliveryAfterAtMostOneElement() {
        for _ in 0..<100 {
            let subject = PublishSubject<Int>()
            let observer = ContractObserver<Int>()
            let subscription = subject.map { $0 + 1 }.filter { _ in true }.subscribe(observer)
            let countAtDispose = Atomic<Int>(-1)
            let disposed = Atomic<Bool>(false)
            runConcurrently(2) { index in
                if index == 0 {
                    var value = 0
                    while !disposed.load(ordering: .acquiring) || value < 100 {
                        subject.onNext(value)
                        value += 1
                        if value > 1_000_000 { break }
                    }
                    for extra in 0..<100 { subject.onNext(extra) }
                } else {
                    while observer.count < 10 {}
                    subscription.dispose()
                    countAtDispose.store(observer.count, ordering: .releasing)
                    disposed.store(true, ordering: .releasing)
                }
            }
            observer.assertContract()
            XCTAssertLessThanOrEqual(observer.count - countAtDispose.load(ordering: .acquiring), 1)
            XCTAssertFalse(subject.hasObservers)
        }
    }

    /// Subscribing and disposing on eight threads while a source emits leaves nothing alive.
    func testSubscribeAndDisposeRacingWithEmissions() {
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 * 2 }.filter { $0 % 4 == 0 }.scan(0, accumulator: +)
        let observers = LockedList<ContractObserver<Int>>()
        runConcurrently(threads) { index in
            if index == 0 {
                for value in 0..<50_000 { subject.onNext(value) }
            } else {
                for _ in 0..<500 {
                    let observer = ContractObserver<Int>()
                    chain.subscribe(observer).dispose()
                    observers.append(observer)
                }
            }
        }
        observers.values.forEach { $0.assertContract() }
        XCTAssertFalse(subject.hasObservers)
    }
}
