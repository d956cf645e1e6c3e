import Foundation
import TmuxTesting
import XCTest

/// `gallery` in tmux under 10,000 random keys — hostile text typed and pasted into every
/// screen's fields, named keys, broken escape sequences, resizes: it is running at the end,
/// still draws its screens, and idles.
final class GalleryKeyStormTests: XCTestCase {
    func testTenThousandRandomKeysLeaveTheGalleryRunningAndIdle() throws {
        guard let gallery = TmuxSession.executable(named: "gallery") else { return XCTFail("gallery was not built") }
        let session = try TmuxSession(command: "'\(gallery)'", width: 100, height: 30)
        session.waitFor("↑/↓: choose  Enter: open  Esc: back  q: quit")
        XCTAssertGreaterThanOrEqual(
            session.assertSurvivesKeyStorm(seed: 39, keys: 10_000, width: 100, height: 30), 10_000)
        // Back at the menu, it still answers: Escape leaves whatever screen the storm left open.
        session.send("Escape", "Escape", "q")
        XCTAssertEqual(session.exitStatus(), 0)
    }
}
