import RxCore
import RxTesting
import RxUI
import XCTest

@testable import TerminalUI

/// A paste cut at a text input's `maximumLength` is shown to the user, not only returned by
/// `insertText` (issue 54): the input's `rx.textTruncated` emits the limit, and the running
/// application says so on the bottom line until the next key.
final class TextCutNoticeTests: WidgetTestCase, @unchecked Sendable {
    /// A paste past a field's limit: `rx.textTruncated` emits the limit once per cut, the bottom
    /// line says so, and the next key takes the notice away.
    func testAPasteCutAtAFieldsLimitIsShownUntilTheNextKey() {
        MainActor.assumeIsolated {
            let field = TextField()
            field.maximumLength = 5
            var cuts: [Int] = []
            let bag = DisposeBag()
            let (screen, _) = terminal(field, width: 60, height: 4) { _ in
                field.rx.textTruncated.subscribe(onNext: { cuts.append($0) }).disposed(by: bag)
            }
            screen.paste("abcdefgh")
            XCTAssertEqual(field.text, "abcde")
            XCTAssertEqual(cuts, [5])
            XCTAssertEqual(screen.lines[3], "The pasted text was cut: this input holds at most 5 charact…")
            screen.paste("x")
            XCTAssertEqual(cuts, [5, 5], "a paste that is dropped whole is a cut too")
            screen.send(batch: [.left])
            XCTAssertEqual(cuts, [5, 5])
            XCTAssertFalse(screen.lines[3].contains("cut"), screen.lines[3])
            screen.send(batch: [.backspace])
            screen.paste("y")
            XCTAssertEqual(field.text, "abcye")
            XCTAssertEqual(cuts, [5, 5], "a paste that fits says nothing")
            XCTAssertFalse(screen.lines[3].contains("cut"), screen.lines[3])
        }
    }

    /// An editor says the same; text set past the limit and a lowered limit are cuts as well
    /// (the text came from outside too: a binding, a draft read back).
    func testAnEditorsCutAndTextSetPastTheLimitAreReported() {
        MainActor.assumeIsolated {
            let editor = TextView()
            editor.maximumLength = 4
            var cuts: [Int] = []
            let bag = DisposeBag()
            let (screen, _) = terminal(editor, width: 70, height: 5) { _ in
                editor.rx.textTruncated.subscribe(onNext: { cuts.append($0) }).disposed(by: bag)
            }
            screen.paste("ab\ncd\nef")
            XCTAssertEqual(editor.text, "ab\nc")
            XCTAssertEqual(cuts, [4])
            XCTAssertEqual(screen.lines[4], "The pasted text was cut: this input holds at most 4 characters.")
            editor.text = "123456"
            XCTAssertEqual(cuts, [4, 4])
            editor.maximumLength = 2
            XCTAssertEqual(cuts, [4, 4, 2])
            editor.text = "xy"
            XCTAssertEqual(cuts, [4, 4, 2], "text that fits is no cut")
            let field = TextField(text: "abc")
            var fieldCuts: [Int] = []
            field.rx.textTruncated.subscribe(onNext: { fieldCuts.append($0) }).disposed(by: bag)
            field.maximumLength = 2
            field.text = "abcdef"
            XCTAssertEqual(fieldCuts, [2, 2])
        }
    }

    /// The notice is in the widgets' words: Korean with ``WidgetStrings/korean``.
    func testTheNoticeIsInTheWidgetsWords() {
        MainActor.assumeIsolated {
            WidgetStrings.current = .korean
            defer { WidgetStrings.current = .english }
            let field = TextField()
            field.maximumLength = 1_048_576
            XCTAssertEqual(
                WidgetStrings.current.textCut(field.maximumLength),
                "붙여 넣은 글이 잘렸습니다: 이 입력란에는 최대 1,048,576자까지 들어갑니다.")
            XCTAssertEqual(
                WidgetStrings.english.textCut(1_048_576),
                "The pasted text was cut: this input holds at most 1,048,576 characters.")
        }
    }
}
