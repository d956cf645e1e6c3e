import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class FrameRendererTests: WidgetTestCase, @unchecked Sendable {
    func testATooSmallTerminalShowsAMessageAndRecoversOnResize() {
        MainActor.assumeIsolated {
            let (screen, testScreen) = terminal(Label("content"), width: 40, height: 10)
            testScreen.minimum = Size(width: 40, height: 10)
            screen.resize(width: 20, height: 5)
            // Wrapped, not cut: every word of the message reaches the reader.
            XCTAssertEqual(
                Array(screen.lines.prefix(5)),
                [
                    "Terminal too small:",
                    "20×5, needs 40×10.",
                    "Enlarge the window",
                    "to continue.",
                    "",
                ])
            screen.resize(width: 12, height: 3)
            XCTAssertEqual(Array(screen.lines.prefix(3)), ["Terminal too", "small: 12×3,", "needs 40×10."])
            screen.resize(width: 50, height: 12)
            XCTAssertEqual(screen.lines[1], "content")
        }
    }

    func testFramesAreDiffedAfterTheFirst() {
        MainActor.assumeIsolated {
            let label = Label("aaaa")
            let (screen, _) = terminal(label)
            screen.clearOutput()
            label.text = "aaba"
            screen.refresh()
            XCTAssertEqual(screen.output, "\u{1B}[?25l\u{1B}[2;3H\u{1B}[0mb")
        }
    }

    /// Terminals disagree on some widths (tmux 3.3a draws 👍🏽 four cells wide, ❤️ one): a
    /// changed row with such a character is redrawn whole, its cells blanked first and the
    /// cursor placed absolutely after it, so the rest of the row lands where the frame says.
    func testCharactersOfDisputedWidthArePlacedAbsolutely() {
        MainActor.assumeIsolated {
            let label = Label("a👍🏽b")
            let (screen, _) = terminal(label)
            screen.clearOutput()
            label.text = "a👍🏽c"
            screen.refresh()
            XCTAssertEqual(
                screen.output,
                "\u{1B}[?25l\u{1B}[2;1H\u{1B}[0ma\u{1B}[2;2H  \u{1B}[2;2H👍🏽\u{1B}[2;4Hc"
                    + String(repeating: " ", count: 36))
            screen.clearOutput()
            label.text = "abcc"
            screen.refresh()
            XCTAssertEqual(
                screen.output, "\u{1B}[?25l\u{1B}[2;1H\u{1B}[0mabcc" + String(repeating: " ", count: 36),
                "the row that held it is redrawn whole")
            screen.clearOutput()
            label.text = "abcd"
            screen.refresh()
            XCTAssertEqual(screen.output, "\u{1B}[?25l\u{1B}[2;4H\u{1B}[0md", "plain rows are diffed by cell again")
        }
    }
}
