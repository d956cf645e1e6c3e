import GitHubSession
import RxCore
import RxTesting
import SwiftHubScreens
import SwiftHubTestSupport
import SwiftHubViewModels
import TerminalUI
import XCTest

/// SwiftHub, left alone, draws nothing: its first tab, a pushed screen, the search field with
/// the cursor in it, and after going back.
final class SwiftHubIdleScreenTests: RxTestCase, @unchecked Sendable {
    func testEveryStillScreenDrawsNoFrame() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let tabs = SwiftHubRouter(service: service).tabs(login: "octocat")
            let terminal = HeadlessTerminal(width: 80, height: 20, root: tabs)
            XCTAssertTrue(terminal.lines[1].hasPrefix("Events · octocat"), terminal.lines[1])
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "the events tab")
            terminal.send(.enter)
            XCTAssertTrue(terminal.lines[1].hasPrefix("‹ Back (Esc)"), terminal.lines[1])
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "a pushed screen")
            terminal.send(.escape)
            XCTAssertTrue(terminal.lines[1].hasPrefix("Events · octocat"), terminal.lines[1])
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "back on the events")
            terminal.send(.character("1"))
            XCTAssertTrue(terminal.lines[1].hasSuffix("Esc: leave field"), terminal.lines[1])
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "the search field, focused")
        }
    }
}
