import Foundation
import TmuxTesting
import XCTest

/// `retrospect` (its embedded server and a database of its own) in tmux under 10,000 random
/// keys — hostile text typed and pasted into goals and retrospectives, named keys, broken
/// escape sequences, resizes: it is running at the end, and idles.
final class RetrospectKeyStormTests: XCTestCase {
    func testTenThousandRandomKeysLeaveRetrospectRunningAndIdle() throws {
        guard let app = TmuxSession.executable(named: "retrospect") else { return XCTFail("retrospect was not built") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "retrospect-storm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("goals.sqlite").path
        let session = try TmuxSession(command: "'\(app)' --database '\(database)'", width: 100, height: 30)
        session.waitFor("3 goals are waiting for a retrospective")
        XCTAssertGreaterThanOrEqual(
            session.assertSurvivesKeyStorm(seed: 39, keys: 10_000, width: 100, height: 30), 10_000)
    }
}
