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

/// Signing in from the start screen: the token field, Enter, and Esc while it runs.
final class LoginFlowTests: SwiftHubScreenTestCase, @unchecked Sendable {
    func testLoginReplacesTheStartScreen() {
        MainActor.assumeIsolated {
            let (terminal, navigation) = start(FakeGitHub(scheduler: nil))
            terminal.send(.character("l"))
            terminal.type("bad token")
            XCTAssertEqual(terminal.lines[8], " A token has at least 8 characters and no spaces.")
            terminal.send(.control("u"))
            terminal.type("fixture-nobody")
            terminal.send(.down, .enter)
            XCTAssertEqual(terminal.lines[15], "✖ GitHub answered 401: Bad credentials")
            terminal.send(.backTab, .control("u"))
            terminal.type("fixture-alice")
            terminal.send(.tab, .enter)
            XCTAssertEqual(
                terminal.lines[0], "Events · alice                                               Signed in as alice")
            XCTAssertEqual(navigation.screens.count, 1)
        }
    }

    /// Enter in the token field signs in, as the Sign in button does.
    func testEnterInTheTokenFieldSignsIn() {
        MainActor.assumeIsolated {
            let (terminal, navigation) = start(FakeGitHub(scheduler: nil))
            terminal.send(.character("l"))
            terminal.type("fixture-nobody")
            terminal.send(.enter)
            XCTAssertEqual(terminal.lines[15], "✖ GitHub answered 401: Bad credentials")
            terminal.send(.control("u"))
            terminal.type("fixture-alice")
            terminal.send(.enter)
            XCTAssertEqual(
                terminal.lines[0], "Events · alice                                               Signed in as alice")
            XCTAssertEqual(navigation.screens.count, 1)
        }
    }

    /// Esc while "Signing in…" leaves the login screen; the answer that arrives later changes
    /// nothing (the request was cancelled with the screen's bindings).
    func testEscWhileSigningInGoesBackAndTheLateAnswerIsIgnored() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let service = FakeGitHub(scheduler: scheduler, latency: .seconds(10))
            let (terminal, navigation) = start(service, scheduler: scheduler)
            scheduler.advanceTo(20)
            terminal.send(.character("l"))
            terminal.type("fixture-alice")
            terminal.send(.enter)
            XCTAssertEqual(service.requests.last, "GET /user")
            terminal.send(.escape, .escape)
            XCTAssertEqual(navigation.screens.count, 1)
            scheduler.advanceTo(100)
            XCTAssertTrue(terminal.lines[0].hasPrefix("Events · octocat"), terminal.lines[0])
            XCTAssertTrue(terminal.lines[0].hasSuffix("Not signed in"), terminal.lines[0])
        }
    }
}
