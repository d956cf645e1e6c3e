import GalleryViewModels
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

/// The gallery's text inputs fed what a user may type or paste (``HostileText``: every Unicode
/// category, bursts, numbers with foreign digits and signs): every answer comes on the tick after
/// a value and is one the screen knows, and nothing traps.
final class HostileTextInputTests: RxTestCase {
    static let count = 400

    /// Hostile strings, some shaped like a bill or a day so that parsing goes deep.
    static func texts(seed: UInt64) -> [String] {
        var random = HostileText(seed: seed)
        let shapes = ["23.50", "2026-12-24", "1,234.5", "0.0", "9999999999999999999999", "٢٣.٥٠", "２３.５０", "-0"]
        return (0..<count).map { index in
            let shape = shapes[random.below(shapes.count)]
            switch index % 3 {
            case 0: return random.string(maximumLength: 12)
            case 1: return shape + random.string(maximumLength: 2)
            default: return String(shape.prefix(random.below(shape.count + 1))) + random.string(maximumLength: 1)
            }
        }
    }

    func testTheTipCalculatorAnswersEveryBill() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let bills = Self.texts(seed: 1)
            let output = TipCalculatorViewModel().transform(
                input: .init(
                    bill: scheduler.values(bills.enumerated().map { (10 * ($0.offset + 1), $0.element) }),
                    rate: .never(), morePeople: .never(), fewerPeople: .never()))
            let summary = scheduler.record(output.summary)
            scheduler.start()
            // The summary changes only when its text does: answers come a tick after a bill.
            XCTAssertGreaterThan(summary.events.count, Self.count / 10)
            XCTAssertTrue(summary.events.dropFirst().allSatisfy { $0.time % 10 == 1 })
            for answer in summary.values {
                let known = [
                    "Tip ", "Type the bill, such as ", "At most two decimals, such as ", "The bill can be at most ",
                ]
                XCTAssertTrue(known.contains { answer.hasPrefix($0) }, answer)
            }
        }
    }

    func testTheWorkFormAnswersEveryTitleAndDueDate() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let titles = Self.texts(seed: 2)
            let days = Self.texts(seed: 3)
            let output = WorkFormViewModel(work: nil, store: WorkStore(works: [])).transform(
                input: .init(
                    viewWillAppear: scheduler.taps(at: 5),
                    title: scheduler.values(titles.enumerated().map { (10 * ($0.offset + 1), $0.element) }),
                    dueDate: scheduler.values(days.enumerated().map { (10 * ($0.offset + 1) + 5, $0.element) }),
                    saveTap: .never()))
            let problems = scheduler.record(output.problem)
            scheduler.start()
            let known: Set = [
                "", "A work needs a title.", "The due date is a day written YYYY-MM-DD, such as 2026-12-24.",
            ]
            XCTAssertFalse(problems.events.isEmpty)
            for problem in problems.values { XCTAssertTrue(known.contains(problem), problem) }
        }
    }
}
