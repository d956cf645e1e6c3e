import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class ScanWithFeedbackTests: RxTestCase {
    /// A counter whose odd values ask for one more: the feedback answers at once and later,
    /// and every state arrives in order.
    func testFeedbackEventsAreFoldedAfterTheStateThatAskedForThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(300, 10), .completed(400)])
        let observer = scheduler.start {
            taps.asObservable().scanWithFeedback(
                0,
                feedback: { states in
                    Observable.merge(
                        states.filter { $0 == 1 }.map { _ in 2 }, // answered at once
                        states.filter { $0 == 13 }.flatMap { _ in
                            Observable.just(100).delay(.seconds(5), scheduler: scheduler)
                        })
                },
                accumulator: { $0 + $1 })
        }
        XCTAssertEqual(
            observer.events, [.next(210, 1), .next(210, 3), .next(300, 13), .next(305, 113), .completed(400)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 400)])
    }
}
