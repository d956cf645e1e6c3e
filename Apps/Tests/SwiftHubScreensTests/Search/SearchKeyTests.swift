import GitHubSession
import RxCore
import RxTesting
import SwiftHubScreens
import SwiftHubTestSupport
import SwiftHubViewModels
import TerminalUI
import XCTest

/// The search key, headless.
final class SearchKeyTests: RxTestCase, @unchecked Sendable {
    /// `/` goes to the search field from anywhere — from a screen pushed on the Search tab too,
    /// which it pops — with the cursor in the field.
    func testSlashReturnsToTheSearchFieldFromAScreenPushedOnTheSearchTab() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let tabs = SwiftHubRouter(service: service).tabs(login: "octocat")
            let terminal = HeadlessTerminal(width: 80, height: 20, root: tabs)
            terminal.send(.character("1"), .escape, .character("l"))
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(tabs.selectedNavigation.screens.count, 2, "the sign-in screen pushed on the Search tab")
            terminal.send(.escape, .character("/"))
            XCTAssertEqual(tabs.selectedNavigation.screens.count, 1)
            XCTAssertTrue(tabs.topScreen.focusedView is TextField)
            XCTAssertTrue(terminal.lines[1].hasSuffix("Esc: leave field"), terminal.lines[1])
            terminal.type("rx")
            XCTAssertTrue(terminal.text.contains("rx"), terminal.text)
        }
    }
}
