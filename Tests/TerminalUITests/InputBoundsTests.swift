import Dispatch
import RxCore
import RxTesting
import RxUI
import XCTest

@testable import TerminalUI

/// Sizes from outside are bounded where they are read: a text input holds at most its
/// `maximumLength` characters (a paste past it is cut, and `insertText` says so), and the keys
/// waiting for the main queue are at most `PendingKeys.limit` (the reader waits for room).
final class InputBoundsTests: WidgetTestCase, @unchecked Sendable {
    /// A paste into a field stops at its limit, wherever the cursor is; the field's text, cursor
    /// and screen show the cut, one change reaches `rx.text`, and `insertText` returns `false`.
    func testAPastePastAFieldsLimitIsCut() {
        MainActor.assumeIsolated {
            let field = TextField(text: "abc")
            field.maximumLength = 6
            var texts: [String] = []
            let bag = DisposeBag()
            let (screen, _) = terminal(field, width: 20, height: 3) { _ in
                field.rx.text.orEmpty.skip(1).subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            }
            screen.send(.left)
            screen.send(.left)
            screen.paste("XYZ123")
            XCTAssertEqual(field.text, "aXYZbc")
            XCTAssertEqual(field.cursor, 4)
            XCTAssertEqual(texts, ["aXYZbc"])
            XCTAssertEqual(screen.lines[1], "aXYZbc")
            XCTAssertFalse(field.insertText("!"))
            XCTAssertTrue(field.insertText(""))
            XCTAssertEqual(field.text, "aXYZbc")
            field.maximumLength = 8
            XCTAssertTrue(field.insertText("\u{301}!"))
            XCTAssertEqual(field.text, "aXYZ\u{301}!bc")
        }
    }

    /// At the limit, a scalar that joins the character before the cursor still joins it (the
    /// count does not grow); the first that would begin a character is refused, and all after it.
    func testAJoiningScalarStillJoinsAtTheLimit() {
        MainActor.assumeIsolated {
            let field = TextField(text: "ae")
            field.maximumLength = 2
            XCTAssertFalse(field.insertText("\u{301}x\u{301}"))
            XCTAssertEqual(field.text, "ae\u{301}")
            XCTAssertEqual(field.cursor, 2)
        }
    }

    /// An editor's line breaks count toward its limit; a paste past it is cut.
    func testAPastePastAnEditorsLimitIsCut() {
        MainActor.assumeIsolated {
            let editor = TextView()
            editor.maximumLength = 4
            let (screen, _) = terminal(editor, width: 20, height: 4)
            screen.paste("ab\ncd\nef")
            XCTAssertEqual(editor.text, "ab\nc")
            XCTAssertEqual(editor.cursor, 4)
            XCTAssertEqual(Array(screen.lines[1...2]), ["ab", "c"])
            XCTAssertFalse(editor.insertText("\n"))
            XCTAssertEqual(editor.text, "ab\nc")
        }
    }

    /// Text set from outside (a binding) is cut to the limit too, and lowering the limit cuts
    /// the present text; the defaults are the documented megabyte.
    func testTextSetPastTheLimitIsCut() {
        MainActor.assumeIsolated {
            XCTAssertEqual(TextField.defaultMaximumLength, 1_048_576)
            XCTAssertEqual(TextView.defaultMaximumLength, 1_048_576)
            let field = TextField()
            field.maximumLength = 3
            field.text = "a👍🏽cdef"
            XCTAssertEqual(field.text, "a👍🏽c")
            XCTAssertEqual(field.cursor, 0)
            field.maximumLength = 2
            XCTAssertEqual(field.text, "a👍🏽")
            let editor = TextView(text: "12\n45")
            editor.maximumLength = 2
            XCTAssertEqual(editor.text, "12")
            XCTAssertEqual(editor.cursor, 2)
            XCTAssertEqual(TextField(text: String(repeating: "x", count: 1_048_580)).text.count, 1_048_576)
        }
    }

    /// A reader whose keys do not fit waits until the main queue takes what is queued; nothing
    /// is dropped and the order is kept. A batch larger than the limit still goes in whole into
    /// an empty queue.
    func testTheKeyQueueWaitsForRoomInsteadOfGrowing() {
        let queue = PendingKeys(limit: 2)
        XCTAssertTrue(queue.append([.character("a"), .character("b")]))
        let waiting = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        queue.onWait = { waiting.signal() }
        let reader = Thread {
            _ = queue.append([.character("c")])
            done.signal()
        }
        reader.start()
        XCTAssertEqual(waiting.wait(timeout: .now() + 10), .success, "the reader waits for room")
        XCTAssertEqual(queue.count, 2)
        XCTAssertEqual(queue.takeAll(), [.character("a"), .character("b")])
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(queue.takeAll(), [.character("c")])
        XCTAssertTrue(queue.append([.character("d"), .character("e"), .character("f")]))
        XCTAssertEqual(queue.count, 3)
        XCTAssertEqual(PendingKeys.defaultLimit, 65_536)
    }
}
