import MVVM
import MVVMTesting
import RetrospectTestSupport
import RetrospectViewModels
import RxCore
import RxTesting
import RxUI
import XCTest

/// The new-goal form fed what a user may type or paste (``HostileText``: every Unicode
/// category; days with foreign digits, signs, missing parts): every change is answered with
/// one of the form's known problems, and nothing traps.
final class HostileTextInputTests: RxTestCase {
    func testTheNewGoalFormAnswersEveryTitleAndDay() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var random = HostileText(seed: 4)
            let shapes = [
                "2026-12-01", "2026-02-29", "0000-00-00", "٢٠٢٦-١٢-٠١", "2026-1-1", "+026-12-01", "2026-12-01\u{0}",
            ]
            func text(_ index: Int) -> String {
                let shape = shapes[random.below(shapes.count)]
                return index % 2 == 0
                    ? random.string(maximumLength: 10)
                    : String(shape.prefix(random.below(shape.count + 1))) + random.string(maximumLength: 1)
            }
            let count = 300
            let titles = (0..<count).map { (10 * $0 + 1, text($0)) }
            let starts = (0..<count).map { (10 * $0 + 2, text($0 + 1)) }
            let ends = (0..<count).map { (10 * $0 + 3, text($0)) }
            let output = NewGoalViewModel(service: InMemoryGoals(scheduler: scheduler)).transform(
                input: .init(
                    title: scheduler.values(titles), reward: scheduler.values(titles),
                    startDate: scheduler.values(starts), endDate: scheduler.values(ends), saveTap: .never()))
            let problems = scheduler.record(output.problem)
            scheduler.start()
            let known: Set = [
                "", "A goal needs a title.", "Start and end are days written YYYY-MM-DD.",
                "The goal ends before it starts.",
            ]
            XCTAssertGreaterThan(problems.events.count, 2)
            for problem in problems.values { XCTAssertTrue(known.contains(problem), problem) }
        }
    }
}
