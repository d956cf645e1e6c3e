import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class ErrorTrackerTests: RxTestCase {
    func testErrorTrackerCollectsErrorsAndLetsTheSourceFail() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let tracker = ErrorTracker()
            let errors = scheduler.record(tracker.asSignal().map { $0 as? Failure })
            let source = scheduler.createColdObservable([.next(10, 1), .error(20, Failure())])
            let observer = scheduler.start { source.trackError(tracker) }
            XCTAssertEqual(observer.events, [.next(210, 1), .error(220, Failure())])
            errors.assertEvents([.next(221, Failure())])
        }
    }
}
