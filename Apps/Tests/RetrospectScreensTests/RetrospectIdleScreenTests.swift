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

/// Retrospect, left alone, draws nothing: the completed goals, a pushed form with its text
/// field focused, and the list again.
final class RetrospectIdleScreenTests: RxTestCase, @unchecked Sendable {
    func testEveryStillScreenDrawsNoFrame() {
        MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let navigation = NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            XCTAssertEqual(terminal.lines[2], " 2 goals are waiting for a retrospective")
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "the completed goals")
            terminal.send(.end, .enter)
            XCTAssertTrue(terminal.lines[0].hasPrefix("‹ Back (Esc)  Retrospective: Goal 3 "), terminal.lines[0])
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "the retrospective form, its field focused")
            terminal.send(.escape, .escape)
            XCTAssertEqual(navigation.screens.count, 1)
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "back on the list")
        }
    }
}
