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

/// `retrospect` in tmux: complete a goal, write its retrospective, quit, start again — it is there.
final class RetrospectEndToEndTests: XCTestCase {
    func testARetrospectiveSurvivesARestartOfTheApp() throws {
        guard let app = TmuxSession.executable(named: "retrospect") else { return XCTFail("retrospect was not built") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "retrospect-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("goals.sqlite").path
        let first = try TmuxSession(command: "'\(app)' --database '\(database)'", width: 100, height: 30)
        first.waitFor("3 goals are waiting for a retrospective")
        first.send("a")
        first.waitFor("› Ship the goal app")
        first.send("c")
        first.waitFor("Complete “Ship the goal app”?")
        first.send("Enter")
        first.waitFor("“Ship the goal app” is complete")
        first.send("Escape")
        first.waitFor("4 goals are waiting for a retrospective")
        first.send("End", "Enter")
        first.waitFor("Retrospective: Ship the goal app")
        first.send("Done in time,", "Enter", "tests first paid off.", "C-s")
        first.waitFor("3 goals are waiting for a retrospective")
        first.send("q")
        XCTAssertEqual(first.exitStatus(), 0)

        let second = try TmuxSession(command: "'\(app)' --database '\(database)'", width: 100, height: 30)
        second.waitFor("3 goals are waiting for a retrospective")
        second.waitFor("✓ Ship the goal app")
        second.send("End", "Enter")
        second.waitFor("Done in time,")
        second.waitFor("tests first paid off.")
        second.send("Escape", "q")
        XCTAssertEqual(second.exitStatus(), 0)
    }
}
