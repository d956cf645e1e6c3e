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

/// `q` quits from every retrospect screen, pushed ones included, as the README promises; in a
/// text field it is text, and Esc leaves the field first.
final class RetrospectQuitTests: RxTestCase, @unchecked Sendable {
    func testQQuitsFromAPushedScreen() {
        MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let navigation = NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            terminal.send(.character("a"))
            XCTAssertEqual(navigation.screens.count, 2)
            XCTAssertTrue(terminal.text.contains("Esc: back  q: quit"), terminal.text)
            terminal.send(.character("q"))
            XCTAssertEqual(terminal.application.quitRequest?.status, 0, "q quits from the active goals")
        }
    }

    func testQInTheRetrospectiveFieldIsTextThenEscAndQQuit() {
        MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let navigation = NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            terminal.send(.end, .enter)
            XCTAssertEqual(navigation.screens.count, 2)
            terminal.send(.character("q"))
            XCTAssertNil(terminal.application.quitRequest, "q is text in the field")
            XCTAssertTrue(terminal.text.contains("q"), terminal.text)
            terminal.send(.escape, .character("q"))
            XCTAssertEqual(terminal.application.quitRequest?.status, 0)
        }
    }
}
