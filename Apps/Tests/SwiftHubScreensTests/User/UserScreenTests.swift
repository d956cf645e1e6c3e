import GitHubAPI
import GitHubSession
import RxCore
import RxTesting
import RxUI
import SwiftHubScreens
import SwiftHubTestSupport
import SwiftHubViewModels
import TerminalUI
import XCTest

/// The account screen and the lists it opens.
final class UserScreenTests: SwiftHubScreenTestCase, @unchecked Sendable {
    func testTheUserScreenSaysItsKeys() {
        MainActor.assumeIsolated {
            let (terminal, _) = start(FakeGitHub(scheduler: nil))
            terminal.send(.character("u"))
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  User · eun-ji")
            XCTAssertTrue(
                terminal.lines.contains(" e: events  f: followers  g: following  s: starred  o: orgs  F: follow"),
                terminal.text)
            terminal.send(.character("f"))
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  Followers of eun-ji")
            XCTAssertEqual(
                Array(terminal.lines[2...7]),
                // GitHub lists accounts as simple-user: the login, no profile.
                [" › octocat", "", "   alice", "", "   dave", ""])
            terminal.send(.down, .enter)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  User · alice")
            terminal.send(.character("g"))
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  alice follows")
        }
    }
}
