import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class TextViewTests: WidgetTestCase, @unchecked Sendable {
    /// Enter starts a line, Up and Down keep the column, long lines wrap, Hangul and emoji are
    /// characters, Esc leaves the editor; `rx.text` sees every edit.
    func testTextViewEditsParagraphs() {
        MainActor.assumeIsolated {
            let editor = TextView(placeholder: "write here", preferredLines: 3)
            var texts: [String] = []
            let bag = DisposeBag()
            let (screen, testScreen) = terminal(editor, width: 14, height: 4) { _ in
                editor.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            }
            screen.type("Went well")
            screen.send(.enter)
            screen.type("한글 👍🏽")
            XCTAssertEqual(editor.text, "Went well\n한글 👍🏽")
            XCTAssertEqual(screen.lines, ["Test", "Went well", "한글 👍🏽", ""])
            screen.send(.up, .home)
            screen.type("It ")
            XCTAssertEqual(editor.text, "It Went well\n한글 👍🏽")
            screen.send(.end, .down, .backspace)
            XCTAssertEqual(
                editor.text, "It Went well\n한글 ",
                "Down from the end of a longer line lands at the end of the shorter one")
            screen.send(.end)
            screen.type(" and a long line that wraps")
            XCTAssertEqual(
                screen.lines, ["Test", "한글  and a l", "ong line that", " wraps"],
                "wrapped at 13 columns (one kept for the cursor); the first line scrolled out to keep the cursor in view"
            )
            XCTAssertEqual(texts.last, editor.text)
            screen.send(.escape)
            screen.send(.character("x"))
            XCTAssertEqual(testScreen.keys.last, .character("x"), "out of the editor, letters are the screen's keys")
        }
    }

    /// A paste arrives as keys, one scalar-built character at a time: skin tones, combining
    /// marks and ZWJ sequences join the character before them, the cursor ends after the last
    /// character, and the last rows are in view.
    func testAPasteJoinsWhatBelongsTogetherAndEndsInView() {
        MainActor.assumeIsolated {
            let editor = TextView(preferredLines: 2)
            let (screen, _) = terminal(editor, width: 14, height: 3) { _ in }
            let pasted = (1...40).map { "e\u{301}👍\u{1F3FD} 👩\u{200D}💻 \($0)" }.joined(separator: "\n")
            for scalar in pasted.unicodeScalars {
                screen.send(scalar == "\n" ? .enter : .character(Character(scalar)))
            }
            XCTAssertEqual(editor.text, pasted)
            XCTAssertEqual(editor.cursor, pasted.count)
            XCTAssertEqual(Array(editor.text.split(separator: "\n").last!), Array("é👍🏽 👩‍💻 40"))
            XCTAssertEqual(screen.lines, ["Test", "é👍🏽 👩‍💻 39", "é👍🏽 👩‍💻 40"])
            screen.send(.backspace, .backspace, .up)
            XCTAssertEqual(editor.text, String(pasted.dropLast(2)))
            XCTAssertEqual(screen.lines, ["Test", "é👍🏽 👩‍💻 39", "é👍🏽 👩‍💻"], "the cursor moved up, the rows stayed")
        }
    }

    /// The comment editor takes what a web page's text carries — a soft hyphen, a zero-width
    /// space, bidi controls — without losing the paragraph: each is kept in the text and drawn as
    /// a visible stand-in on its own cell.
    func testZeroWidthCharactersThatJoinNothingAreKeptAndDrawnAsStandIns() {
        MainActor.assumeIsolated {
            let editor = TextView(preferredLines: 2)
            let (screen, _) = terminal(editor, width: 20, height: 3) { _ in }
            screen.type("ab\u{AD}cd\u{200B}\u{202E}e")
            screen.send(.enter)
            screen.type("\u{E0001}\u{85}")
            XCTAssertEqual(editor.text, "ab\u{AD}cd\u{200B}\u{202E}e\n\u{E0001}\u{85}")
            XCTAssertEqual(editor.cursor, 11)
            XCTAssertEqual(
                screen.lines, ["Test", "ab\u{FFFD}cd\u{FFFD}\u{FFFD}e", "\u{FFFD}\u{FFFD}"])
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 2, y: 2))
        }
    }

    /// Enter makes a line break of its own, even after a carriage return set from code, with
    /// which "\n" would otherwise form the one character "\r\n".
    func testEnterAfterACarriageReturnAddsALineOfItsOwn() {
        MainActor.assumeIsolated {
            let editor = TextView(text: "a\r", preferredLines: 3)
            let (screen, _) = terminal(editor, width: 20, height: 4) { _ in }
            screen.send(.enter, .character("b"))
            XCTAssertEqual(editor.text, "a\r\nb")
            XCTAssertEqual(editor.cursor, 4)
            XCTAssertEqual(screen.lines, ["Test", "a\u{240D}", "b", ""])
            screen.send(.backspace, .backspace)
            XCTAssertEqual(editor.text, "a\r")
            XCTAssertEqual(editor.cursor, 2)
        }
    }
}
