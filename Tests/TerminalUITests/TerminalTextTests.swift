import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// The one gate for outside text on its way to the terminal: a server's message that would
/// retitle the window, write the clipboard and colour the shell (issue 54's 401 answer) comes
/// out as visible stand-ins, in an exit message and in a frame alike.
final class TerminalTextTests: WidgetTestCase, @unchecked Sendable {
    static let hostile =
        "Bad credentials\u{1B}]0;TITLE\u{07}\u{1B}]52;c;aGk=\u{07}\u{1B}[31mred\u{9B}2J\u{202E}cod.exe\r\u{8}\u{7F}"

    func testEveryControlAndBidiCharacterBecomesAVisibleStandIn() {
        XCTAssertEqual(
            TerminalText.escaped(Self.hostile),
            "Bad credentials␛]0;TITLE␇␛]52;c;aGk=␇␛[31mred\u{FFFD}2J\u{FFFD}cod.exe␍␈␡")
        XCTAssertEqual(TerminalText.escaped("two\nlines\tand a tab"), "two\nlines\tand a tab")
        XCTAssertEqual(TerminalText.escaped("two\nlines\t", keepingLineBreaks: false), "two␊lines␉")
        XCTAssertEqual(
            TerminalText.escaped("\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}\u{202A}|\u{85}"),
            String(repeating: "\u{FFFD}", count: 6) + "|\u{FFFD}")
        XCTAssertEqual(TerminalText.escaped("한글 👍🏽 e\u{301} \u{200D}"), "한글 👍🏽 e\u{301} \u{200D}")
        // Every scalar of the Basic Multilingual Plane (where every control and bidi character
        // is), in one string: none that a terminal acts on is left.
        var everyScalar = String.UnicodeScalarView()
        everyScalar.append(contentsOf: (UInt32(0)...0xFFFF).compactMap(Unicode.Scalar.init))
        let left = TerminalText.escaped(String(everyScalar), keepingLineBreaks: false).unicodeScalars.filter {
            $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || $0.properties.isBidiControl
        }
        XCTAssertEqual(left.map(\.value), [])
        XCTAssertFalse(TerminalText.isSafe("\u{1B}"))
        XCTAssertFalse(TerminalText.isSafe("\r\n"))
        XCTAssertTrue(TerminalText.isSafe("é"))
    }

    /// `quit(status:message:)` prints its message through the gate (issue 54, item 1).
    func testAnExitMessageIsEscaped() {
        MainActor.assumeIsolated {
            let (screen, _) = terminal(Label("x"))
            screen.application.quit(status: 1, message: "error: " + Self.hostile + "\nsecond line")
            XCTAssertEqual(
                screen.application.quitRequest?.message,
                "error: Bad credentials␛]0;TITLE␇␛]52;c;aGk=␇␛[31mred\u{FFFD}2J\u{FFFD}cod.exe␍␈␡\nsecond line")
        }
    }

    /// A cell written with a control character (straight into a canvas, past `draw`) reaches
    /// the terminal as its stand-in: the frame is the last gate.
    func testAFrameSendsNoControlCharacterFromACell() {
        MainActor.assumeIsolated {
            var canvas = Canvas(size: Size(width: 4, height: 1))
            for (x, character) in ["\u{1B}", "\u{202E}", "\r\n"].enumerated() as EnumeratedSequence<[Character]> {
                var cell = Cell.blank
                cell.character = character
                canvas[x, 0] = cell
            }
            var renderer = FrameRenderer()
            XCTAssertEqual(
                renderer.render(canvas), "\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0m␛\u{FFFD}␍␊ ")
        }
    }
}
