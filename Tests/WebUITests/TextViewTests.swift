import RxCore
import RxTesting
import RxUI
import WebUI
import XCTest

final class TextViewTests: WebTestCase, @unchecked Sendable {
    func testATextViewIsATextareaWhoseTextIsItsContentAndTypingIsNotEchoed() {
        MainActor.assumeIsolated {
            let view = TextView(placeholder: "Markdown", accessibilityLabel: "Comment", preferredLines: 4)
            var texts: [String] = []
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [view])) { _ in
                view.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            }
            XCTAssertTrue(
                page.firstPage.contains(
                    #"<textarea id="w7" rows="4" maxlength="2500" autocomplete="off" placeholder="Markdown" aria-label="Comment">"#
                        + "\n</textarea>"), page.firstPage)
            XCTAssertEqual(page.focusedID, "w7")
            XCTAssertEqual(page.type("a\n<b>", into: view), [], "what is typed stays in the browser")
            XCTAssertEqual(texts, ["", "a", "a\n", "a\n<", "a\n<b", "a\n<b>"])
            XCTAssertTrue(
                page.html.contains(
                    "<textarea id=\"w7\""
                        + #" rows="4" maxlength="2500" autocomplete="off" placeholder="Markdown" aria-label="Comment">"#
                        + "\na\n&lt;b&gt;</textarea>"), page.html)
            view.text = ""
            XCTAssertEqual(page.refresh(), [.value(id: "w7", text: "")], "the program's change is sent")
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testEnterInATextViewIsANewLineNotASubmitAndLongInputIsCut() {
        MainActor.assumeIsolated {
            let view = TextView()
            view.maximumLength = 5
            var submits = 0
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [view])) { _ in
                view.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { submits += 1 }).disposed(by: bag)
            }
            XCTAssertEqual(page.send(.submit(id: "w7")), [])
            XCTAssertEqual(submits, 0)
            XCTAssertEqual(page.paste("1\n345678", into: view), [.value(id: "w7", text: "1\n345")])
            XCTAssertEqual(view.text, "1\n345")
            self.assertPatchesRebuildThePage(page)
        }
    }
}
