import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class HelpersTests: RxTestCase {
    func testMapToVoidAndFilterNil() {
        XCTAssertEqual(try Observable.of(1, 2).mapToVoid().toBlocking().toArray().count, 2)
        XCTAssertEqual(try Observable.of(1, nil, 3).filterNil().toBlocking().toArray(), [1, 3])
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let recorder = scheduler.record(Driver.of(Optional(1), nil).filterNil())
            scheduler.start()
            recorder.assertValues([1])
        }
    }
}
