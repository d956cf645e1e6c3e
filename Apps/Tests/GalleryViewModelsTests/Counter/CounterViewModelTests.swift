import GalleryViewModels
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

/// The counter in both styles gives the same outputs at the same ticks for the same taps.
final class CounterViewModelTests: RxTestCase {
    func testTheInputOutputCounterCountsStopsAtTheLimitAndSaysSo() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let increments = scheduler.taps(at: 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210)
            let output = CounterViewModel().transform(
                input: .init(
                    increment: increments, decrement: scheduler.taps(at: 300, 310), reset: scheduler.taps(at: 400)
                ))
            let counts = scheduler.record(output.count)
            let alerts = scheduler.record(output.limitReached)
            scheduler.start()
            counts.assertValues([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 0])
            alerts.assertEvents([.next(211, "The limit is 10.")])
        }
    }

    func testTheInputsOutputsCounterBehavesTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel: CounterInputsOutputsViewModelType = CounterInputsOutputsViewModel()
            let counts = scheduler.record(viewModel.outputs.count)
            let alerts = scheduler.record(viewModel.outputs.limitReached)
            for tick in (1...11).map({ 100 + $0 * 10 }) {
                scheduler.scheduleAt(tick) { viewModel.inputs.incrementTapped() }
            }
            scheduler.scheduleAt(300) { viewModel.inputs.decrementTapped() }
            scheduler.scheduleAt(310) { viewModel.inputs.decrementTapped() }
            scheduler.scheduleAt(400) { viewModel.inputs.resetTapped() }
            scheduler.scheduleAt(410) { viewModel.inputs.decrementTapped() }
            scheduler.start()
            counts.assertValues([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 0])
            alerts.assertEvents([.next(211, "The limit is 10.")])
        }
    }
}
