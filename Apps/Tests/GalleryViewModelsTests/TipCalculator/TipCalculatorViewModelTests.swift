import GalleryViewModels
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

/// The page written only from the MVVM articles, tested the way the second one shows.
final class TipCalculatorViewModelTests: RxTestCase {
    func testTheBillTheRateAndThePeopleMakeTheAmounts() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = TipCalculatorViewModel().transform(
                input: .init(
                    bill: scheduler.values((100, "2"), (110, "23.5"), (300, "abc"), (400, "0.05")),
                    rate: scheduler.values((200, 1), (210, 2)),
                    morePeople: scheduler.taps(at: 220, 230),
                    fewerPeople: scheduler.taps(at: 240, 250, 260, 270)
                ))
            let summary = scheduler.record(output.summary)
            let share = scheduler.record(output.share)
            let alerts = scheduler.record(output.atLeastOnePerson)
            scheduler.start()
            summary.assertEvents([
                .next(1, "Type the bill, such as 23.50"),
                .next(101, "Tip 0.20 · Total 2.20"),
                .next(111, "Tip 2.35 · Total 25.85"),
                .next(201, "Tip 3.53 · Total 27.03"), // 15 % of 23.50 is 3.525: to the nearest cent
                .next(211, "Tip 4.70 · Total 28.20"),
                .next(301, "Type the bill, such as 23.50"),
                .next(401, "Tip 0.01 · Total 0.06"),
            ])
            share.assertEvents([
                .next(1, ""),
                .next(101, "1 person pays 2.20"),
                .next(111, "1 person pays 25.85"),
                .next(201, "1 person pays 27.03"),
                .next(211, "1 person pays 28.20"),
                .next(221, "2 people pay 14.10 each"),
                .next(231, "3 people pay 9.40 each"),
                .next(241, "2 people pay 14.10 each"),
                .next(251, "1 person pays 28.20"),
                .next(301, ""),
                .next(401, "1 person pays 0.06"),
            ])
            // Below one person, twice: an event each time, not a state.
            alerts.assertEvents([.next(261, "At least one person pays."), .next(271, "At least one person pays.")])
        }
    }

    /// Hangul, emoji, signs, exponents and huge numbers are not bills; a bill too large says so.
    func testWhatIsNotABill() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = TipCalculatorViewModel().transform(
                input: .init(
                    bill: scheduler.values(
                        (100, "이만원👍"), (110, "-5"), (120, "1e9"), (130, "999999999.99"), (140, "1000000000"),
                        (150, "1.2.3")),
                    rate: .never(), morePeople: .never(), fewerPeople: .never()
                ))
            let summary = scheduler.record(output.summary)
            scheduler.start()
            summary.assertEvents([
                .next(1, "Type the bill, such as 23.50"),
                .next(131, "Tip 100000000.00 · Total 1099999999.99"),
                .next(141, "The bill can be at most 999999999.99"),
                .next(151, "Type the bill, such as 23.50"),
            ])
        }
    }

    /// Money has cents: a third decimal is not rounded away silently.
    func testABillWithMoreThanTwoDecimalsSaysSo() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = TipCalculatorViewModel().transform(
                input: .init(
                    bill: scheduler.values((100, "23.505"), (110, "23.50"), (120, "0.5"), (130, ".")),
                    rate: .never(), morePeople: .never(), fewerPeople: .never()
                ))
            let summary = scheduler.record(output.summary)
            scheduler.start()
            summary.assertEvents([
                .next(1, "Type the bill, such as 23.50"),
                .next(101, "At most two decimals, such as 23.50"),
                .next(111, "Tip 2.35 · Total 25.85"),
                .next(121, "Tip 0.05 · Total 0.55"),
                .next(131, "Type the bill, such as 23.50"),
            ])
        }
    }

    /// With LANG=de_DE.UTF-8 amounts are typed and shown with a decimal comma and grouped thousands.
    func testTheLocaleOfTheEnvironmentSetsTheSeparators() {
        let german = TipCalculatorViewModel.localeFromEnvironment(["LANG": "de_DE.UTF-8"])
        XCTAssertEqual(german.identifier, "de_DE")
        XCTAssertEqual(
            TipCalculatorViewModel.localeFromEnvironment(["LANG": "de_DE.UTF-8", "LC_ALL": "C"]).identifier,
            "en_US_POSIX")
        XCTAssertEqual(TipCalculatorViewModel.localeFromEnvironment([:]).identifier, "en_US_POSIX")
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = TipCalculatorViewModel(locale: german)
            let output = viewModel.transform(
                input: .init(
                    bill: scheduler.values((100, "1234,5"), (110, "23.50")),
                    rate: .never(), morePeople: .never(), fewerPeople: .never()
                ))
            XCTAssertEqual(output.billPlaceholder, "23,50")
            let summary = scheduler.record(output.summary)
            scheduler.start()
            summary.assertEvents([
                .next(1, "Type the bill, such as 23,50"),
                .next(101, "Tip 123,45 · Total 1.357,95"),
                .next(111, "Type the bill, such as 23,50"),
            ])
        }
    }

    func testSharesAreRoundedUpSoNobodyPaysTooLittle() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = TipCalculatorViewModel().transform(
                input: .init(
                    bill: scheduler.values((100, "10")), rate: .never(), morePeople: scheduler.taps(at: 200, 210),
                    fewerPeople: .never()
                ))
            let share = scheduler.record(output.share)
            scheduler.start()
            // 11.00 for three: 3.67 each (11.01 in all), not 3.66 (10.98).
            share.assertLastValue("3 people pay 3.67 each")
        }
    }
}
