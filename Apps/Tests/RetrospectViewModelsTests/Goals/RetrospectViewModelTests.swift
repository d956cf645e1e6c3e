import Foundation
import MVVM
import MVVMTesting
import RetrospectTestSupport
import RetrospectViewModels
import RxCore
import RxTesting
import RxUI
import XCTest

final class RetrospectViewModelTests: RxTestCase {
    func testTheWaitingBannerReadsRight() {
        XCTAssertEqual(GoalRetrospectivesViewModel.banner(0), "Every completed goal has its retrospective.")
        XCTAssertEqual(GoalRetrospectivesViewModel.banner(1), "1 goal is waiting for a retrospective")
        XCTAssertEqual(GoalRetrospectivesViewModel.banner(3), "3 goals are waiting for a retrospective")
    }

    func testCompletingAGoalReloadsTheActiveList() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryGoals(scheduler: scheduler)
            let cell = GoalCellViewModel(goal: service.goals[3])
            let output = ActiveGoalsViewModel(service: service).transform(
                input: .init(
                    reload: scheduler.taps(at: 100), loadMore: .never(), complete: scheduler.values((200, cell))
                ))
            let goals = scheduler.record(output.goals.map { $0.map(\.title) })
            let completed = scheduler.record(output.completed)
            let empty = scheduler.record(output.emptyText)
            scheduler.start()
            goals.assertEvents([.next(111, ["Goal 4"]), .next(221, [])])
            completed.assertEvents([.next(211, "“Goal 4” is complete — write its retrospective in the completed box.")])
            empty.assertEvents([
                .next(0, "Loading goals…"), .next(111, "No active goals — press n to start one."),
                .next(221, "No active goals — press n to start one."),
            ])
            XCTAssertEqual(service.requests, ["active", "complete 4", "active"])
        }
    }

    /// A failure as the HTTP client classifies it.
    private struct ServiceFailure: ClassifiedGoalServiceFailure, CustomStringConvertible {
        let goalServiceFailureKind: GoalServiceFailureKind
        let description: String
    }

    /// Retry is offered only where it can help; a conflict reloads the stale list and says so;
    /// a wrong request says what was wrong.
    func testEachKindOfFailureGetsItsOwnBanner() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryGoals(scheduler: scheduler)
            service.completionFailures = [
                ServiceFailure(goalServiceFailureKind: .conflict, description: "Goal 4 is already complete."),
                ServiceFailure(goalServiceFailureKind: .invalid, description: "There is no goal 4."),
                ServiceFailure(goalServiceFailureKind: .transient, description: "The server did not answer in time."),
            ]
            let cell = GoalCellViewModel(goal: service.goals[3])
            let output = ActiveGoalsViewModel(service: service).transform(
                input: .init(
                    reload: scheduler.taps(at: 100), loadMore: .never(),
                    complete: scheduler.values((200, cell), (300, cell), (400, cell))
                ))
            let goals = scheduler.record(output.goals.map { $0.map(\.title) })
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            goals.assertEvents([.next(111, ["Goal 4"]), .next(221, ["Goal 4"])])
            banner.assertEvents([
                .next(101, "(none)"),
                .next(211, "Goal 4 is already complete. The list was reloaded."),
                .next(311, "There is no goal 4."),
                .next(411, "The server did not answer in time. — press r to retry"),
            ])
            XCTAssertEqual(
                service.requests, ["active", "complete 4", "active", "complete 4", "complete 4"],
                "only the conflict reloads")
        }
    }

    func testTheNewGoalFormValidatesThenCreates() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryGoals(scheduler: scheduler)
            let output = NewGoalViewModel(service: service).transform(
                input: .init(
                    title: scheduler.values((100, "Write docs")), reward: scheduler.values((110, "Pride")),
                    startDate: scheduler.values((120, "2026-12-01")),
                    endDate: scheduler.values((130, "2026-11-01"), (150, "2026-12-31")),
                    saveTap: scheduler.taps(at: 140, 160)
                ))
            let problem = scheduler.record(output.problem)
            let saved = scheduler.record(output.saved.map(\.title))
            scheduler.start()
            problem.assertValues([
                "A goal needs a title.", "Start and end are days written YYYY-MM-DD.",
                "The goal ends before it starts.", "",
            ])
            saved.assertEvents([.next(171, "Write docs")])
            XCTAssertEqual(service.requests, ["create Write docs"], "the tap while invalid did nothing")
        }
    }
}
