import Foundation
import MVVM
import MVVMTesting
import RetrospectScreens
import RetrospectTestSupport
import RetrospectViewModels
import RxCore
import RxTesting
import RxUI
import TerminalUI
import TmuxTesting
import XCTest

/// The app's screens, headless, over goals in memory that answer at once.
final class RetrospectScreenTests: RxTestCase, @unchecked Sendable {
    func testCompleteAGoalThenWriteAndReadItsRetrospective() {
        MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let navigation = NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            XCTAssertEqual(terminal.lines[2], " 2 goals are waiting for a retrospective")
            // The stopped spinner between the banner and the list takes no line and no spacing.
            XCTAssertEqual(terminal.lines[4], " › ✓ Goal 1")
            terminal.send(.character("a"), .character("c"))
            XCTAssertTrue(terminal.text.contains("Complete “Goal 4”?"), terminal.text)
            terminal.send(.escape)
            XCTAssertFalse(terminal.text.contains("Complete “Goal 4”?"), "Esc cancels")
            XCTAssertEqual(service.requests.filter { $0.hasPrefix("complete ") }, [], "nothing completed without a yes")
            terminal.send(.character("c"), .enter, .escape)
            XCTAssertEqual(service.requests.filter { $0.hasPrefix("complete ") }, ["complete 4"])
            XCTAssertEqual(terminal.lines[2], " 3 goals are waiting for a retrospective")
            terminal.send(.end, .enter)
            XCTAssertTrue(terminal.lines[0].hasPrefix("‹ Back (Esc)  Retrospective: Goal 4"), terminal.lines[0])
            terminal.type("Shipped 🚀,")
            terminal.send(.enter)
            terminal.type("한 번에")
            XCTAssertEqual(navigation.screens.count, 2, "Enter starts a new line in the editor")
            terminal.send(.control("s"))
            XCTAssertEqual(service.texts[4], "Shipped 🚀,\n한 번에")
            XCTAssertEqual(navigation.screens.count, 1)
            XCTAssertEqual(terminal.lines[2], " 2 goals are waiting for a retrospective")
            XCTAssertTrue(terminal.text.contains(" › ✓ Goal 4"), terminal.text)
            terminal.send(.enter)
            XCTAssertTrue(terminal.text.contains("Shipped 🚀,"), terminal.text)
            XCTAssertTrue(terminal.text.contains("한 번에"), terminal.text)
        }
    }

    /// A goal list the server's answer does not make: the banner says so, and the list does
    /// not claim there are no completed goals (issue 54).
    func testAnUnreadableGoalListIsNotShownAsAnEmptyOne() {
        struct Unreadable: Error, CustomStringConvertible {
            var description: String { "The server's answer could not be read" }
        }
        final class UnreadableGoals: RetrospectiveService, GoalService {
            func writableRetrospectiveCount() -> Single<Int> { .error(Unreadable()) }
            func completedGoals(after lastGoalId: Int?) -> Single<Page<Goal>> { .error(Unreadable()) }
            func retrospective(goalId: Int) -> Single<Retrospective> { .error(Unreadable()) }
            func postRetrospective(goalId: Int, text: String) -> Single<Retrospective> { .error(Unreadable()) }
            func activeGoals(after lastGoalId: Int?) -> Single<Page<Goal>> { .error(Unreadable()) }
            func createGoal(title: String, reward: String, startDate: String, endDate: String) -> Single<Goal> {
                .error(Unreadable())
            }
            func completeGoal(id: Int) -> Single<Goal> { .error(Unreadable()) }
        }
        MainActor.assumeIsolated {
            let service = UnreadableGoals()
            let navigation = NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            XCTAssertFalse(terminal.text.contains("No completed goals yet"), terminal.text)
            XCTAssertTrue(terminal.text.contains("The completed goals could not be read."), terminal.text)
        }
    }
}
