import Foundation
import TmuxTesting
import XCTest

/// `swifthub` (with its offline GitHub) in tmux under 10,000 random keys — hostile text typed
/// and pasted into search and the composer, every tab's keys, sign-in flows started and left,
/// broken escape sequences, resizes: it is running at the end, and idles.
final class SwiftHubKeyStormTests: XCTestCase {
    func testTenThousandRandomKeysLeaveSwiftHubRunningAndIdle() throws {
        guard let app = TmuxSession.executable(named: "swifthub") else { return XCTFail("swifthub was not built") }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-storm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try TmuxSession(command: swiftHubCommand(app, home: home), width: 100, height: 30)
        session.waitFor("Events · octocat")
        XCTAssertGreaterThanOrEqual(
            session.assertSurvivesKeyStorm(seed: 39, keys: 10_000, width: 100, height: 30), 10_000)
    }
}
