import MVVMTesting
import RxCore
import RxTesting
import RxUI
import TodoCore
import XCTest

/// The view model alone, in virtual time: each input is a stream of values at given ticks, and
/// each output is recorded with the tick it arrived at.
final class TodoViewModelTests: RxTestCase {
    func testEnterAddsTheTypedTextAndTheCountFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = TodoViewModel().transform(
                input: .init(
                    text: scheduler.values((100, "milk"), (200, "eggs"), (300, "  ")),
                    add: scheduler.taps(at: 110, 210, 310),
                    toggle: scheduler.values((400, 0)),
                    delete: scheduler.values((500, 1), (600, 7))
                ))
            let titles = scheduler.record(output.items.map { $0.map(\.title) })
            let remaining = scheduler.record(output.remaining)
            let clears = scheduler.record(output.clearText)
            scheduler.start()
            // A Driver delivers on the (mocked) main scheduler, one tick after its cause.
            // Toggling row 0 at 400 makes a new list with the same titles. The blank text at 310
            // and row 7, which does not exist, at 600 change nothing.
            titles.assertEvents([
                .next(1, []), .next(111, ["milk"]), .next(211, ["milk", "eggs"]), .next(401, ["milk", "eggs"]),
                .next(501, ["milk"]),
            ])
            remaining.assertEvents([
                .next(1, "0 left"), .next(111, "1 left"), .next(211, "2 left"), .next(401, "1 left"),
                .next(501, "0 left"),
            ])
            clears.assertValueCount(2)
        }
    }
}
