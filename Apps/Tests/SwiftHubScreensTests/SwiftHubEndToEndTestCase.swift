import Foundation
import TmuxTesting
import XCTest

/// The base of the tests that run `swifthub` in tmux: each test keeps its saved token, settings
/// and cache in a folder of its own, never in the user's ~/.config, removed when it ends.
class SwiftHubEndToEndTestCase: XCTestCase {
    /// This test's folder for the token, the settings and the cache (`XDG_CONFIG_HOME`).
    var configHome: URL!

    override func setUpWithError() throws {
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swifthub-config-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: configHome)
    }

    /// The command that starts swifthub with this test's config folder; fails the test when
    /// swifthub was not built.
    func launch() throws -> String {
        guard let app = TmuxSession.executable(named: "swifthub") else {
            XCTFail("swifthub was not built")
            throw XCTSkip("no executable")
        }
        return swiftHubCommand(app, home: configHome)
    }
}
