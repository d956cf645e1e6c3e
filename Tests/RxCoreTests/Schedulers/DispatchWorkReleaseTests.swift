import Dispatch
import Foundation
import RxCore
import RxTesting
import XCTest

/// A value released inside a non-recursive lock runs its deinit there; a deinit that disposes
/// the same disposable, or sends into the same sink, then locks a lock its thread already
/// holds, and the standard library's mutex traps: "Recursive call to lock Mutex" (issue 39).
/// Each test builds one such path; before its fix, each one trapped with that message.
final class DispatchWorkReleaseTests: RxTestCase {
    /// A scheduled action that holds the last reference to its owner, whose bag holds the
    /// action: disposing the action released the owner under the action's lock, and the
    /// owner's bag disposed the action again.
    func testDisposingScheduledWorkThatHoldsTheLastReferenceToItsOwner() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "release-after-unlock.work")
        var gone = false
        var owner: BagOwner? = BagOwner { gone = true }
        let work = scheduler.scheduleRelative(owner!, dueTime: .seconds(3_600)) { _ in Disposables.create() }
        work.disposed(by: owner!.bag)
        owner = nil
        XCTAssertFalse(gone)

        work.dispose()

        XCTAssertTrue(gone)
        XCTAssertEqual((work as? Cancelable)?.isDisposed, true)
    }

    /// The same with a periodic action whose closure holds the owner.
    func testDisposingPeriodicWorkThatHoldsTheLastReferenceToItsOwner() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "release-after-unlock.periodic")
        var gone = false
        var owner: BagOwner? = BagOwner { gone = true }
        let work = scheduler.schedulePeriodic(0, startAfter: .seconds(3_600), period: .seconds(3_600)) {
            [owner] count in
            withExtendedLifetime(owner) {}
            return count + 1
        }
        work.disposed(by: owner!.bag)
        owner = nil
        XCTAssertFalse(gone)

        work.dispose()

        XCTAssertTrue(gone)
        XCTAssertEqual((work as? Cancelable)?.isDisposed, true)
    }
}
