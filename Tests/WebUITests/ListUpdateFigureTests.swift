import RxCore
import RxTesting
import RxUI
import WebUI
import XCTest

/// The figures docs/Web.md gives for a list: what the browser is sent when one row of a
/// 100-row list changes and when one row is appended — the whole message, as the socket sends it.
final class ListUpdateFigureTests: WebTestCase, @unchecked Sendable {
    private static func row(_ index: Int, stars: Int) -> (name: String, detail: String) {
        ("octocat/repository-\(index)", "★ \(stars) · Swift · A reactive library, number \(index)")
    }

    func testOneRowChangedOrAppendedInAHundredSendsThatRowOnly() {
        MainActor.assumeIsolated {
            let list = ListView(accessibilityLabel: "Repositories")
            let rows = BehaviorRelay(value: (0..<100).map { Self.row($0, stars: $0) })
            let bag = DisposeBag()
            let (page, _) = self.page(list) { _ in
                rows.bind(to: list.rx.items) { _, row, cell in
                    cell.text = row.name
                    cell.detail = row.detail
                }.disposed(by: bag)
            }
            let listID = page.id(of: list)
            let fullPage = page.firstPage.utf8.count
            var changed = rows.value
            changed[50] = Self.row(50, stars: 51)
            rows.accept(changed)
            let changedMessage = WebPatch.json(page.refresh())
            XCTAssertEqual(
                changedMessage,
                #"[{"html":"<li id=\"\#(listID).50\"><button type=\"button\" data-index=\"50\"><span class=\"text\">octocat/repository-50</span>"#
                    + #"<span class=\"detail\">★ 51 · Swift · A reactive library, number 50</span></button></li>","id":"\#(listID).50","op":"replace"}]"#
            )
            rows.accept(changed + [Self.row(100, stars: 0)])
            let appendedMessage = WebPatch.json(page.refresh())
            XCTAssertEqual(
                appendedMessage,
                #"[{"html":"<li id=\"\#(listID).100\"><button type=\"button\" data-index=\"100\"><span class=\"text\">octocat/repository-100</span>"#
                    + #"<span class=\"detail\">★ 0 · Swift · A reactive library, number 100</span></button></li>","id":"\#(listID)","op":"append"}]"#
            )
            XCTAssertEqual(changedMessage.utf8.count, 241, "bytes for one row changed")
            XCTAssertEqual(appendedMessage.utf8.count, 240, "bytes for one row appended")
            XCTAssertEqual(fullPage, 19_259, "the whole page, for comparison")
            self.assertPatchesRebuildThePage(page)
        }
    }
}
