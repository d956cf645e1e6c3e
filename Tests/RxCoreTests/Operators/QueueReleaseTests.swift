import Dispatch
import Foundation
import RxCore
import RxTesting
import Synchronization
import XCTest

/// A value released inside a non-recursive lock runs its deinit there; a deinit that disposes
/// the same disposable, or sends into the same sink, then locks a lock its thread already
/// holds, and the standard library's mutex traps: "Recursive call to lock Mutex" (issue 39).
/// Each test builds one such path; before its fix, each one trapped with that message.
final class QueueReleaseTests: RxTestCase {
    /// `observe(on:)` on a dispatch queue delivers what is queued in one turn and then emptied
    /// its queue under its lock: the first element, delivered and no longer held downstream,
    /// was deallocated there, and its deinit disposed the subscription (which takes the lock).
    func testObserveOnReleasesDeliveredElementsAfterItsLock() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "release-after-unlock.observe-on")
        // Holds the queue until both elements wait, so that one turn drains them both.
        let gate = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let subject = PublishSubject<OnDeinit>()
        let delivered = Atomic<Int>(0)
        let firstGone = DispatchSemaphore(value: 0)
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            subject.observe(on: scheduler).subscribe(onNext: { _ in
                delivered.wrappingAdd(1, ordering: .relaxed)
            }))
        subject.onNext(
            OnDeinit {
                subscription.dispose()
                firstGone.signal()
            })
        subject.onNext(OnDeinit {})

        gate.signal()

        XCTAssertEqual(firstGone.wait(timeout: .now() + 10), .success)
        // The queue's turn is over once a later action on it runs.
        let turnOver = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            turnOver.signal()
            return Disposables.create()
        }
        XCTAssertEqual(turnOver.wait(timeout: .now() + 10), .success)
        // The first element was released before the second was delivered, and its disposal
        // kept the second from being delivered.
        XCTAssertEqual(delivered.load(ordering: .relaxed), 1)
        XCTAssertTrue(subscription.isDisposed)
        subject.onCompleted()
    }

    /// `delay` emptied its queue under its lock once every element was delivered: the
    /// delivered element was deallocated there, and its deinit disposed the subscription.
    func testDelayReleasesDeliveredElementsAfterItsLock() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<OnDeinit>()
        let subscription = SingleAssignmentDisposable()
        var delivered: [TestTime] = []
        var gone: [TestTime] = []
        subscription.setDisposable(
            subject.delay(.seconds(10), scheduler: scheduler).subscribe(onNext: { _ in
                delivered.append(scheduler.clock)
            }))
        scheduler.scheduleAt(100) {
            subject.onNext(
                OnDeinit {
                    gone.append(scheduler.clock)
                    subscription.dispose()
                })
        }

        scheduler.start()

        XCTAssertEqual(delivered, [110])
        XCTAssertEqual(gone, [110])
        XCTAssertTrue(subscription.isDisposed)
    }

    /// An error dropped what `delay` still held under its lock: the waiting element's deinit
    /// disposed the subscription.
    func testDelayReleasesWhatAnErrorDropsAfterItsLock() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<OnDeinit>()
        let subscription = SingleAssignmentDisposable()
        var events: [String] = []
        subscription.setDisposable(
            subject.delay(.seconds(10), scheduler: scheduler).subscribe(
                onNext: { _ in events.append("next") }, onError: { _ in events.append("error") }))
        scheduler.scheduleAt(100) {
            subject.onNext(
                OnDeinit {
                    events.append("gone")
                    subscription.dispose()
                })
        }
        scheduler.scheduleAt(105) { subject.onError(TestError(1)) }

        scheduler.start()

        XCTAssertEqual(events, ["gone"])
        XCTAssertTrue(subscription.isDisposed)
    }
}
