import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// The window's size comes from outside (`stty cols 65535 rows 65535`, a resize): a window
/// larger than ``TerminalApplication/maximumSize`` shows a message in as much of it as is
/// drawn, not frames of its size (issue 54, item 3: 65535×65535 asked for 137 GB and ended the
/// app); the smallest windows draw what fits; the screens keep what they hold either way.
final class WindowSizeTests: WidgetTestCase, @unchecked Sendable {
    func testAWindowLargerThanTheLimitShowsAMessageAndComesBack() {
        MainActor.assumeIsolated {
            let field = TextField(text: "unsent comment")
            let (screen, _) = terminal(field, width: 40, height: 4)
            screen.resize(width: 65535, height: 65535)
            XCTAssertEqual(screen.application.lastFrame.size, Size(width: 80, height: 24))
            XCTAssertEqual(
                Array(screen.lines.prefix(3)),
                [
                    "Window too large: 65535×65535; at most 1000×1000 is drawn. Make the window",
                    "smaller to continue.",
                    "",
                ])
            screen.resize(width: 30000, height: 10)
            XCTAssertEqual(screen.application.lastFrame.size, Size(width: 80, height: 10))
            XCTAssertEqual(
                screen.lines[0], "Window too large: 30000×10; at most 1000×1000 is drawn. Make the window smaller")
            screen.resize(width: 1000, height: 20)
            XCTAssertEqual(screen.application.lastFrame.size, Size(width: 1000, height: 20), "as wide as is drawn")
            screen.resize(width: 40, height: 4)
            XCTAssertEqual(screen.lines[1], "unsent comment")
            XCTAssertEqual(field.text, "unsent comment")
        }
    }

    func testTheSmallestWindowsDrawWhatFits() {
        MainActor.assumeIsolated {
            let (screen, testScreen) = terminal(TextField(text: "x"), width: 40, height: 4)
            testScreen.minimum = Size(width: 1, height: 1)
            for (width, height) in [(1, 1), (2, 1), (1, 2), (0, 0), (-3, -3), (1000, 1), (1, 1000)] {
                screen.resize(width: width, height: height)
                XCTAssertEqual(
                    screen.application.lastFrame.size, Size(width: max(0, width), height: max(0, height)),
                    "\(width)×\(height)")
            }
            screen.resize(width: 1, height: 1)
            XCTAssertEqual(screen.lines, ["…"], "the title, cut")
            testScreen.minimum = Size(width: 10, height: 2)
            screen.resize(width: 1, height: 3)
            XCTAssertEqual(screen.lines, ["T", "e", "r"], "the message, wrapped at one column")
        }
    }
}
