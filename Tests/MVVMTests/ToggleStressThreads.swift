import Foundation
import RxCore
import Synchronization

/// The threads of the toggle stress tests (RemoteToggleStressTests, RepositoryScreenStressTests)
/// and what they share: the worker threads, the Drivers the main thread hands over to the
/// disposing thread, and counters the threads update without a lock of the graph's.
final class ToggleStressThreads: @unchecked Sendable {
    let lock = NSLock()
    var handedOver: [Disposable] = []
    var mainDone = false
    let backgroundToggles = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let inside = Atomic<Bool>(false)
    let offMain = Atomic<Int>(0)
    /// Every thread started with ``startThread(_:)``, left when its body returns.
    let workers = DispatchGroup()

    /// Runs `body` on a thread of its own (1 MiB of stack), one of the ``workers``.
    func startThread(_ body: @escaping @Sendable () -> Void) {
        workers.enter()
        let thread = Thread {
            body()
            self.workers.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Starts the worker that disposes what the main thread hands over (``handOver(_:)``) as it
    /// arrives, until the main thread is done (``finishMainThread(before:)``).
    func startDisposingThread() {
        startThread {
            while true {
                let (batch, done): ([Disposable], Bool) = self.lock.withLock {
                    defer { self.handedOver.removeAll() }
                    return (self.handedOver, self.mainDone)
                }
                for disposable in batch { disposable.dispose() }
                if done && batch.isEmpty { return }
            }
        }
    }

    /// Subscribes to `states`, keeping each in `latest` and counting in ``overlaps`` the states
    /// delivered while another one was being delivered (the contract allows none).
    func keepLatest<State>(of states: Observable<State>, in latest: LatestState<State>) -> Disposable {
        states.subscribe(onNext: { value in
            if self.inside.exchange(true, ordering: .acquiringAndReleasing) {
                self.overlaps.wrappingAdd(1, ordering: .relaxed)
            }
            latest.value = value
            self.inside.store(false, ordering: .releasing)
        })
    }

    /// Gives `disposable` (a screen's Drivers, just subscribed) to the disposing thread.
    func handOver(_ disposable: Disposable) {
        lock.withLock { handedOver.append(disposable) }
    }

    /// Says the main thread's rounds are done, then runs the main run loop until every worker
    /// has finished or `deadline` passes (a deadlock fails then instead of hanging).
    func finishMainThread(before deadline: Date) {
        lock.withLock { mainDone = true }
        while workers.wait(timeout: .now()) == .timedOut && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
    }
}

/// The latest state of a stress test's graph, written by whichever thread delivers it and read
/// by the main thread.
final class LatestState<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var latest: State

    init(_ initial: State) { latest = initial }

    /// The state last delivered (the initial one before any).
    var value: State {
        get { lock.withLock { latest } }
        set { lock.withLock { latest = newValue } }
    }
}

/// Runs the main run loop, a millisecond at a time, until `condition` holds or `deadline` passes.
func runMainRunLoop(until condition: () -> Bool, before deadline: Date) {
    while !condition() && Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001))
    }
}

/// Hands values that the test shares across its threads on purpose.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
