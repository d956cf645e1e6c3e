import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class TextFieldTests: WidgetTestCase, @unchecked Sendable {
    func testTextFieldEditingAndCursor() {
        MainActor.assumeIsolated {
            let field = TextField(placeholder: "name")
            let (screen, _) = terminal(field)
            XCTAssertTrue(field.isFocused, "the first focusable view gets focus")
            screen.type("한글ab")
            XCTAssertEqual(field.text, "한글ab")
            screen.send(.left, .left, .backspace)
            XCTAssertEqual(field.text, "한ab")
            screen.send(.home, .delete, .end, .character("!"))
            XCTAssertEqual(field.text, "ab!")
            XCTAssertEqual(field.cursor, 3)
            XCTAssertEqual(screen.lines[1], "ab!")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 3, y: 1))
            field.isSecureTextEntry = true
            XCTAssertEqual(screen.lines[1], "•••")
        }
    }

    /// A terminal sends a grapheme cluster one scalar at a time: 👍 then the skin tone, e then
    /// the combining accent, the two regional indicators of a flag, the members of a family.
    /// The field joins them into one character and keeps its cursor on character boundaries.
    func testTextFieldTypedScalarByScalarJoinsGraphemeClusters() {
        MainActor.assumeIsolated {
            let field = TextField()
            let (screen, _) = terminal(field)
            let clusters = ["👍🏽", "🇰🇷", "❤️", "👨‍👩‍👧", "e\u{301}"]
            for cluster in clusters {
                for scalar in cluster.unicodeScalars { screen.send(.character(Character(scalar))) }
            }
            XCTAssertEqual(field.text, clusters.joined())
            XCTAssertEqual(field.text.count, 5)
            XCTAssertEqual(field.cursor, 5)
            XCTAssertEqual(screen.lines[1], "👍🏽🇰🇷❤️👨‍👩‍👧é")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 9, y: 1))
            screen.send(.left, .backspace)
            XCTAssertEqual(field.text, "👍🏽🇰🇷❤️é", "backspace removes the whole family")
            XCTAssertEqual(field.cursor, 3)
            screen.send(.home, .character("a"), .end, .backspace, .backspace)
            XCTAssertEqual(field.text, "a👍🏽🇰🇷")
            XCTAssertEqual(screen.lines[1], "a👍🏽🇰🇷")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 5, y: 1))
            field.isSecureTextEntry = true
            XCTAssertEqual(screen.lines[1], "•••")
        }
    }

    /// A combining mark typed first has nothing to join: it is drawn on a dotted circle, as
    /// terminals show it, and the cursor stands on the cell after it. Typed after a letter, it
    /// joins the letter as before.
    func testALeadingCombiningMarkIsVisibleAndTheCursorStaysRight() {
        MainActor.assumeIsolated {
            let field = TextField()
            let (screen, _) = terminal(field)
            screen.send(.character("\u{301}"))
            XCTAssertEqual(field.text, "\u{301}")
            XCTAssertEqual(screen.lines[1], "\u{25CC}\u{301}")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 1, y: 1))
            screen.send(.character("a"), .character("e"), .character("\u{301}"))
            XCTAssertEqual(screen.lines[1], "\u{25CC}\u{301}aé")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 3, y: 1))
        }
    }

    /// Characters that join nothing and have no width — a soft hyphen copied from a web page, a
    /// zero-width space, bidi overrides and isolates, a C1 control, a tag — cannot sit on the
    /// dotted circle. They stay in the text as typed and are drawn as a visible stand-in, one
    /// cell each, so the cursor still moves over something the user can see.
    func testZeroWidthCharactersThatJoinNothingAreKeptAndDrawnAsStandIns() {
        MainActor.assumeIsolated {
            let field = TextField()
            let (screen, _) = terminal(field)
            let typed: [Character] = [
                "\u{AD}", "\u{85}", "\u{9B}", "\u{200B}", "\u{202E}", "\u{2066}", "\u{61C}", "\u{E0001}",
            ]
            for character in typed { screen.send(.character(character)) }
            XCTAssertEqual(field.text, String(typed))
            XCTAssertEqual(field.cursor, 8)
            XCTAssertEqual(screen.lines[1], String(repeating: "\u{FFFD}", count: 8))
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 8, y: 1))
            screen.send(.control("u"))
            screen.type("ab\u{AD}cd")
            XCTAssertEqual(field.text, "ab\u{AD}cd")
            XCTAssertEqual(screen.lines[1], "ab\u{FFFD}cd")
            screen.send(.left, .left, .backspace)
            XCTAssertEqual(field.text, "abcd")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 2, y: 1))
        }
    }

    /// A control character set from code is drawn as its Control Pictures symbol.
    func testAControlCharacterInTheTextIsDrawnAsItsPicture() {
        MainActor.assumeIsolated {
            let field = TextField(text: "a\u{7}b\u{7F}")
            let (screen, _) = terminal(field)
            XCTAssertEqual(screen.lines[1], "a\u{2407}b\u{2421}")
        }
    }

    /// A text far longer than the field scrolls so that the cursor and what is before it are
    /// shown (one cell kept for the cursor), and the line drawn never spills past the field.
    func testALongTextShowsItsEndAndStaysInsideTheField() {
        MainActor.assumeIsolated {
            let field = TextField(text: String(repeating: "가나", count: 5_000) + "끝")
            let (screen, _) = terminal(field, width: 30)
            XCTAssertEqual(screen.lines[1], "나가나가나가나가나가나가나끝")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 28, y: 1))
            screen.send(.home)
            XCTAssertEqual(screen.lines[1], "가나가나가나가나가나가나가나가")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 0, y: 1))
        }
    }

    /// Text set from code may be shorter than the cursor, or join with what is typed next.
    func testTextFieldCursorStaysInsideTextSetFromCode() {
        MainActor.assumeIsolated {
            let field = TextField(text: "abc")
            let (screen, _) = terminal(field)
            field.text = "👍"
            XCTAssertEqual(field.cursor, 1)
            screen.send(.character("\u{1F3FD}"))
            XCTAssertEqual(field.text, "👍🏽")
            XCTAssertEqual(field.cursor, 1)
            XCTAssertEqual(screen.lines[1], "👍🏽")
        }
    }

    func testPlaceholderShowsWhenEmptyAndUnfocused() {
        MainActor.assumeIsolated {
            let field = TextField(placeholder: "search")
            let other = Button("Go")
            let (screen, _) = terminal(StackView(axis: .vertical, [field, other]))
            screen.send(.tab)
            XCTAssertTrue(other.isFocused)
            XCTAssertEqual(screen.lines[1], "search")
            XCTAssertEqual(screen.lines[2], "[ Go ]")
        }
    }

    /// A write to the field — bound to `rx.text`, or `text` set — comes back out of the observed
    /// `rx.text`, once per change (RxCocoa's `UITextField` reports only the user's edits): a view
    /// model that empties the field after a send sees the empty text as its input.
    func testAWriteToTheTextComesBackOutOfTheObservedText() {
        MainActor.assumeIsolated {
            let field = TextField()
            let (screen, _) = terminal(field)
            var seen: [String?] = []
            let observation = field.rx.text.subscribe(onNext: { seen.append($0) })
            screen.type("ab")
            Observable.just("").bind(to: field.rx.text).dispose()
            field.text = "c"
            field.text = "c"
            XCTAssertEqual(seen, ["", "a", "ab", "", "c"])
            observation.dispose()
        }
    }
}
