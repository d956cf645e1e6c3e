import RxCore
import RxTesting
import RxUI
import XCTest

@testable import TerminalUI

/// A paste is one batch of keys: it is one edit of the focused text input (one value for its
/// bindings, one frame), costs time linear in its length, and a Ctrl-C read with it quits
/// before any of it is typed.
final class PasteTests: WidgetTestCase, @unchecked Sendable {
    /// 1,000 scalars pasted into a field: the same text and cursor as typing them, one change
    /// seen by `rx.text`, one edit event, one frame.
    func testAPasteIntoATextFieldIsOneEdit() {
        MainActor.assumeIsolated {
            let field = TextField(text: "ab")
            var texts: [String] = []
            var edits = 0
            let bag = DisposeBag()
            let (screen, _) = terminal(field, width: 20, height: 3) { _ in
                field.rx.text.orEmpty.skip(1).subscribe(onNext: { texts.append($0) }).disposed(by: bag)
                field.rx.controlEvent(.editingChanged).subscribe(onNext: { edits += 1 }).disposed(by: bag)
            }
            screen.send(.left)
            let pasted = String(repeating: "e\u{301}한👍\u{1F3FD}x", count: 200)
            let framesBefore = screen.application.framesDrawn
            screen.paste(pasted)
            XCTAssertEqual(field.text, "a" + pasted + "b")
            XCTAssertEqual(field.cursor, 1 + pasted.count)
            XCTAssertEqual(texts, ["a" + pasted + "b"])
            XCTAssertEqual(edits, 1)
            XCTAssertEqual(screen.application.framesDrawn - framesBefore, 1)
            XCTAssertEqual(screen.lines[1], "xé한👍🏽xé한👍🏽xé한👍🏽xb")
        }
    }

    /// Lines pasted into an editor: Enters and characters of one batch are one edit, with the
    /// same text as typing them key by key.
    func testAPasteIntoATextViewIsOneEdit() {
        MainActor.assumeIsolated {
            let editor = TextView(preferredLines: 2)
            var texts: [String] = []
            let bag = DisposeBag()
            let (screen, _) = terminal(editor, width: 14, height: 3) { _ in
                editor.rx.text.orEmpty.skip(1).subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            }
            let pasted = (1...40).map { "e\u{301}👍\u{1F3FD} 👩\u{200D}💻 \($0)" }.joined(separator: "\n")
            screen.paste(pasted)
            XCTAssertEqual(editor.text, pasted)
            XCTAssertEqual(editor.cursor, pasted.count)
            XCTAssertEqual(texts, [pasted])
            XCTAssertEqual(screen.lines, ["Test", "é👍🏽 👩‍💻 39", "é👍🏽 👩‍💻 40"])
        }
    }

    /// 256 KiB pasted into a field and into an editor (the fuzz checks paste a megabyte): linear,
    /// so it takes a debug build about a second, where 20,000 characters typed one edit each
    /// took 48 s before.
    func testALongPasteIsTakenWhole() {
        MainActor.assumeIsolated {
            let line = String(repeating: "0123456789abcdef", count: 4) + "\n"
            let pasted = String(repeating: line, count: 262_144 / line.utf8.count)
            let field = TextField()
            let (fieldScreen, _) = terminal(field, width: 30, height: 3)
            fieldScreen.send(batch: pasted.unicodeScalars.filter { $0 != "\n" }.map { .character(Character($0)) })
            XCTAssertEqual(field.text.utf8.count, pasted.utf8.count - pasted.utf8.count / line.utf8.count)
            XCTAssertEqual(fieldScreen.lines[1], "3456789abcdef0123456789abcdef")

            let editor = TextView(preferredLines: 2)
            let (editorScreen, _) = terminal(editor, width: 30, height: 3)
            editorScreen.paste(pasted)
            XCTAssertEqual(editor.text, pasted)
            XCTAssertEqual(editor.cursor, pasted.count)
            XCTAssertEqual(editorScreen.lines, ["Test         Esc: leave field", "abcdef", ""])
        }
    }

    /// Ctrl-C read in the same batch as a paste quits before any of the paste is typed; Ctrl-Z
    /// is acted on first too, the rest typed afterwards.
    func testCtrlCAndCtrlZGoAheadOfQueuedKeys() {
        MainActor.assumeIsolated {
            let field = TextField()
            let (screen, _) = terminal(field, width: 20, height: 3)
            screen.send(batch: [.character("a"), .character("b"), .control("c"), .character("d")])
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(screen.application.quitRequest?.status, 130)

            var textWhenSuspended: String?
            screen.application.onSuspend = { textWhenSuspended = field.text }
            screen.send(batch: [.character("x"), .character("y"), .control("z"), .character("z")])
            XCTAssertEqual(textWhenSuspended, "")
            XCTAssertEqual(field.text, "xyz")
        }
    }

    /// A megabyte pasted and queued, then Ctrl-C, all waiting for the main queue (one batch):
    /// the app quits before typing any of it. Ctrl-Z after a queued paste suspends before any of
    /// it is typed, and the paste follows.
    func testCtrlCAfterAQueuedMegabyteQuitsBeforeAnyOfItIsTyped() {
        MainActor.assumeIsolated {
            let field = TextField()
            let (screen, _) = terminal(field, width: 20, height: 3)
            screen.send(batch: [Key](repeating: .character("x"), count: 1_048_576) + [.control("c")])
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(screen.application.quitRequest?.status, 130)

            let editor = TextField()
            let (second, _) = terminal(editor, width: 20, height: 3)
            var lengthWhenSuspended: Int?
            second.application.onSuspend = { lengthWhenSuspended = editor.text.count }
            second.send(batch: [Key](repeating: .character("x"), count: 65_536) + [.control("z"), .character("y")])
            XCTAssertEqual(lengthWhenSuspended, 0)
            XCTAssertEqual(editor.text.count, 65_537)
            XCTAssertEqual(editor.text.last, "y")
        }
    }
}
