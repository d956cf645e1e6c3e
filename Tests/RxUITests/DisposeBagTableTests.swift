import Dispatch
import Foundation
import RxCore
import RxTesting
import RxUI
import XCTest

/// `HasDisposeBag`'s side table drops bags outside its lock: a bag's deinit disposes what it
/// held, and a disposal may reach for another object's bag in the same table.
final class DisposeBagTableTests: RxTestCase {
    private final class Owner: HasDisposeBag {}

    private final class Outcome: @unchecked Sendable {
        var disposed = false
        var otherBagReached = false
    }

    /// `rx.disposeBag = DisposeBag()` (the usual way to drop a screen's subscriptions) let go
    /// of the old bag inside the table's lock; a disposal that used another object's bag then
    /// waited for that lock on the thread that held it, for ever. Run on a thread of its own so
    /// that a deadlock fails the test instead of hanging the suite.
    func testReplacingABagWhoseDisposalReachesForAnotherBag() {
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let owner = Owner()
            let other = Owner()
            Disposables.create {
                other.rx.disposeBag.insert(Disposables.create())
                outcome.otherBagReached = true
            }
            .disposed(by: owner.rx.disposeBag)
            Disposables.create { outcome.disposed = true }.disposed(by: owner.rx.disposeBag)

            owner.rx.disposeBag = DisposeBag()

            withExtendedLifetime((owner, other)) {}
            finished.signal()
        }
        thread.start()

        guard finished.wait(timeout: .now() + 10) == .success else {
            // The stuck thread keeps the table's lock: nothing here may touch the table.
            return XCTFail("replacing the bag deadlocked")
        }
        XCTAssertTrue(outcome.otherBagReached)
        XCTAssertTrue(outcome.disposed)
        DisposeBagTable.sweep()
    }
}
