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

/// The writing screen as it draws: signed out it says so and sends nothing; signed in, a
/// comment typed and sent gives way to the issue with the comment under it.
final class ComposeScreenTests: SwiftHubScreenTestCase, @unchecked Sendable {
    func testACommentIsWrittenSentAndShownUnderTheIssue() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (terminal, navigation) = start(service, width: 72, height: 16)
            navigation.push(router(of: navigation).screen(for: .issue("octocat/swift-rx", number: 4, .issue)))
            terminal.send(.character("c"))
            XCTAssertEqual(
                terminal.lines[0], "‹ Back (Esc)  Comment on #4 · octocat/swift-rx         Esc: leave field",
                "the cursor is in the editor")
            XCTAssertEqual(terminal.lines[14], " Sign in (l) to write")
            XCTAssertEqual(terminal.lines[15], " Ctrl-S: send  Enter: new line")
            terminal.type("+1")
            terminal.send(.control("s"))
            XCTAssertTrue(terminal.text.contains("✖ Sign in to write — press l"), terminal.text)
            XCTAssertFalse(service.requests.contains { $0.hasPrefix("POST") })

            service.accountRelay.accept(service.data.user("alice"))
            XCTAssertTrue(terminal.lines.contains(" Ctrl-S posts the comment"), terminal.text)
            XCTAssertEqual(terminal.lines[2], " +1")
            terminal.send(.control("s"))
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  Issue #4 · octocat/swift-rx")
            XCTAssertEqual(navigation.screens.count, 2, "the writing screen and the old issue screen gave way")
            XCTAssertEqual(
                service.requests.filter { $0.hasPrefix("POST") }, ["POST /repos/octocat/swift-rx/issues/4/comments"])
        }
    }

    func testLeavingWithUnsentTextAsksFirst() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (terminal, navigation) = start(service, width: 72, height: 16)
            navigation.push(router(of: navigation).screen(for: .issue("octocat/swift-rx", number: 4, .issue)))
            terminal.send(.character("c"))
            terminal.send(.escape, .escape)
            XCTAssertEqual(navigation.screens.count, 2, "nothing typed: Esc leaves the field, then goes back")
            terminal.send(.character("c"))
            terminal.type("초안 👩‍💻")
            terminal.send(.escape, .escape)
            XCTAssertTrue(terminal.text.contains("Discard what you wrote?"), terminal.text)
            terminal.send(.enter)
            XCTAssertEqual(navigation.screens.count, 3, "Keep writing")
            XCTAssertTrue(terminal.text.contains("초안 👩‍💻"), terminal.text)
            // Out of the editor already: one Esc asks again.
            terminal.send(.escape)
            XCTAssertTrue(terminal.text.contains("Discard what you wrote?"), terminal.text)
            terminal.send(.right, .enter)
            XCTAssertEqual(navigation.screens.count, 2, "Discard, then Esc goes back")
            terminal.send(.character("c"))
            terminal.type("초안")
            terminal.send(.escape, .character("q"))
            XCTAssertTrue(terminal.text.contains("Discard what you wrote?"), "q asks too")
            terminal.send(.right, .enter)
            XCTAssertEqual(terminal.application.quitRequest?.status, 0, "Discard, then q quits")
        }
    }

    @MainActor
    private func router(of navigation: NavigationController) -> SwiftHubRouter {
        (navigation.screens[0] as! SwiftHubScreen).router
    }
}
