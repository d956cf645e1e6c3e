import Converter
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class FixedRate: RateService {
    func rate(from: String, to: String) -> Single<Double> { .just(0.001) }
}

final class ConverterViewModelTests: RxTestCase {
    func testConvertsEachAmountAndIgnoresText() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = ConverterViewModel(rates: FixedRate()).transform(
                input: .init(
                    amount: scheduler.values((100, "1000"), (200, "x"), (300, "5000"))
                ))
            let converted = scheduler.record(output.converted)
            scheduler.start()
            // The initial value arrives at tick 1, not 0: a Driver delivers on the (mocked)
            // main scheduler, which schedules one tick later.
            converted.assertEvents([.next(1, "—"), .next(101, "1.00"), .next(301, "5.00")])
        }
    }
}
