import Foundation
import RxCore
import RxTesting
import Synchronization
import XCTest

/// Bounded stress tests of subjects, relays and shared connections under threads: subscribers
/// joining and leaving while another thread emits see the contract kept (every event counted,
/// none at once, nothing after a terminal event, never an older value after a newer one), and
/// `Resources.total` returns to its start (checked by `RxTestCase`).
final class SubjectStressTests: RxTestCase {
    override var resourceSettleTimeout: TimeInterval { 10 }

    private let threads = 8

    // MARK: Subjects and relays

    /// A subscriber that joins while another thread emits receives the current value first
    /// and later values after it — never a newer value overtaken by an older one (which
    /// would leave a screen on stale data) and never two values at once.
    func testBehaviorSubjectNewSubscribersNeverSeeAnOlderValueLast() {
        let subject = BehaviorSubject(value: 0)
        let last = 100_000
        let joiners = LockedList<ContractObserver<Int>>()
        let stayers = LockedList<(ContractObserver<Int>, Disposable)>()
        runConcurrently(threads) { index in
            if index == 0 {
                for value in 1...last { subject.onNext(value) }
            } else {
                for round in 0..<3_000 {
                    let observer = ContractObserver<Int>()
                    let subscription = subject.subscribe(observer)
                    if round % 500 == 0 {
                        stayers.append((observer, subscription))
                    } else {
                        subscription.dispose()
                        joiners.append(observer)
                    }
                }
            }
        }
        var outOfOrder = 0
        for observer in joiners.values {
            observer.assertContract()
            let values = observer.elements
            if zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) { outOfOrder += 1 }
        }
        XCTAssertEqual(outOfOrder, 0, "subscribers received an older value after a newer one")
        for (observer, subscription) in stayers.values {
            observer.assertContract()
            XCTAssertEqual(observer.elements.last, last, "a subscriber ended on a stale value")
            assertStrictlyIncreasing(observer.elements)
            subscription.dispose()
        }
        XCTAssertFalse(subject.hasObservers)
    }

    func testBehaviorRelayNewSubscribersNeverSeeAnOlderValueLast() {
        let relay = BehaviorRelay(value: 0)
        let last = 100_000
        let joiners = LockedList<ContractObserver<Int>>()
        runConcurrently(threads) { index in
            if index == 0 {
                for value in 1...last { relay.accept(value) }
            } else {
                for _ in 0..<3_000 {
                    let observer = ContractObserver<Int>()
                    relay.subscribe(observer).dispose()
                    joiners.append(observer)
                }
            }
        }
        for observer in joiners.values {
            observer.assertContract()
            assertStrictlyIncreasing(observer.elements)
        }
        let probe = ContractObserver<Int>()
        relay.subscribe(probe).dispose()
        XCTAssertEqual(probe.elements, [last])
    }

    /// A subscriber that joins a replay subject while another thread emits receives the
    /// replayed values, then every later value, each once and in order.
    func testReplaySubjectNewSubscribersGetEveryLaterValueInOrder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let last = 100_000
        let joiners = LockedList<ContractObserver<Int>>()
        runConcurrently(threads) { index in
            if index == 0 {
                for value in 1...last { subject.onNext(value) }
                subject.onCompleted()
            } else {
                for _ in 0..<3_000 {
                    let observer = ContractObserver<Int>()
                    subject.subscribe(observer).dispose()
                    joiners.append(observer)
                }
            }
        }
        var broken = 0
        for observer in joiners.values {
            observer.assertContract()
            let values = observer.elements
            if let first = values.first, values != Array(first..<(first + values.count)) { broken += 1 }
        }
        XCTAssertEqual(broken, 0, "subscribers missed, repeated or reordered values")
        let late = ContractObserver<Int>()
        subject.subscribe(late).dispose()
        XCTAssertEqual(late.elements, [last - 2, last - 1, last])
        XCTAssertEqual(late.completions, 1)
    }

    /// Callers serialize `accept` (a lock here), observers join and leave on other threads:
    /// an observer that stays gets every value once, in order.
    func testPublishRelayWithObserversJoiningAndLeaving() {
        let relay = PublishRelay<Int>()
        let steady = ContractObserver<Int>()
        let steadySubscription = relay.subscribe(steady)
        let emitLock = NSLock()
        let counter = Mutex(0)
        let perThread = 5_000
        let transients = LockedList<ContractObserver<Int>>()
        runConcurrently(threads) { index in
            if index < 4 {
                for _ in 0..<perThread {
                    emitLock.withLock {
                        let value = counter.withLock { value in
                            value += 1
                            return value
                        }
                        relay.accept(value)
                    }
                }
            } else {
                for _ in 0..<300 {
                    let transient = ContractObserver<Int>()
                    relay.subscribe(transient).dispose()
                    transients.append(transient)
                }
            }
        }
        transients.values.forEach { $0.assertContract() }
        steady.assertContract()
        assertSameValues(steady.elements, Array(1...(4 * perThread)))
        steadySubscription.dispose()
    }

    // MARK: Sharing

    func testShareReplayWithSubscribersJoiningAndLeaving() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let steady = ContractObserver<Int>()
        let steadySubscription = shared.subscribe(steady)
        let last = 20_000
        let joiners = LockedList<ContractObserver<Int>>()
        runConcurrently(threads) { index in
            if index == 0 {
                for value in 1...last { source.onNext(value) }
            } else {
                for _ in 0..<300 {
                    let observer = ContractObserver<Int>()
                    shared.subscribe(observer).dispose()
                    joiners.append(observer)
                }
            }
        }
        for observer in joiners.values {
            observer.assertContract()
            assertStrictlyIncreasing(observer.elements)
        }
        steady.assertContract()
        assertSameValues(steady.elements, Array(1...last))
        steadySubscription.dispose()
        XCTAssertFalse(source.hasObservers)
    }

}
