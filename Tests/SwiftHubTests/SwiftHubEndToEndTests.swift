import XCTest
import Foundation
import TmuxTesting

/// Runs `swifthub` (with its offline server) in tmux: browse events, page down, open a
/// repository, go back, search, quit — reading the screen at each step.
final class SwiftHubEndToEndTests: XCTestCase {
    func testBrowsePageOpenBackSearchAndQuit() throws {
        guard let app = TmuxSession.executable(named: "swifthub") else { return XCTFail("swifthub was not built") }
        let session = try TmuxSession(command: "'\(app)'", width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.waitFor("› eun-ji starred carol/swift-forms")
        // Page down: reaching the last loaded row asks for the next page.
        session.send("End")
        session.waitFor("› alice created branch feature-35 at alice/swift-mvvm")
        // Down at the last row asks for the next page; a request made while the previous one
        // is still loading is ignored (a known gap), so a user — and this test — presses again.
        let nextRow = "› eun-ji opened pull request #37 at swift-lang/swift-forms-2"
        for _ in 0..<20 where !session.screen.contains(nextRow) {
            session.send("Down")
            usleep(500_000)
        }
        session.waitFor(nextRow)
        session.send("Home", "Enter")
        session.waitFor("‹ Back (Esc)  carol/swift-forms")
        session.waitFor("★ 2120   Forks 443   Issues 11   Kotlin")
        session.send("Escape")
        session.waitFor("Events · octocat")
        session.send("/")
        session.waitFor("Type to search")
        session.send("keychain")
        session.waitFor("4 Repositories")
        session.waitFor("› eun-ji/swift-keychain-4")
        session.send("Escape", "q")
        session.assertTerminalRestored(hiding: "Events · octocat")
    }

    func testBadCommandLineArgumentsAreExplained() throws {
        guard let app = TmuxSession.executable(named: "swifthub") else { return XCTFail("swifthub was not built") }
        let session = try TmuxSession(command: "'\(app)' --api not-a-url")
        session.waitFor("Error: --api must be an http(s) URL")
        session.waitFor("EXITED")
    }

    /// Offline, `--token fixture-LOGIN` opens LOGIN's events; a refused token says why and
    /// exits 1, without the usage text (it is not a usage mistake).
    func testATokenAtStartSignsInOrSaysWhyNot() throws {
        guard let app = TmuxSession.executable(named: "swifthub") else { return XCTFail("swifthub was not built") }
        let signedIn = try TmuxSession(command: "'\(app)' --token fixture-alice", width: 100, height: 30)
        signedIn.waitFor("Events · alice")
        signedIn.send("q")
        XCTAssertEqual(signedIn.exitStatus(), 0)

        let refused = try TmuxSession(command: "'\(app)' --token fixture-nobody")
        refused.waitFor("error: could not sign in with --token: GitHub answered 401: Bad credentials")
        XCTAssertEqual(refused.exitStatus(), 1)
        XCTAssertFalse(refused.screen.contains("USAGE"), refused.screen)
    }
}
