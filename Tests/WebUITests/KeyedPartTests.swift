import WebUI
import XCTest

/// Keyed parts: a change is removals, replacements and one append, or the element written again.
final class KeyedPartTests: WebTestCase, @unchecked Sendable {
    func testPartsGoneAreRemovedChangedOnesReplacedAndNewOnesAppendedInOnePatch() {
        MainActor.assumeIsolated {
            let view = Parts(["a": "1", "b": "2", "c": "3"], order: ["a", "b", "c"])
            let (page, _) = self.page(view)
            view.set(["b": "2", "c": "three", "d": "4", "e": "5"], order: ["b", "c", "d", "e"])
            XCTAssertEqual(
                page.refresh(),
                [
                    .remove(id: "w6.a"), .replace(id: "w6.c", html: #"<i id="w6.c">three</i>"#),
                    .append(id: "w6", html: #"<i id="w6.d">4</i><i id="w6.e">5</i>"#),
                ])
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testPartsThatStayButMoveWriteTheElementAgain() {
        MainActor.assumeIsolated {
            let view = Parts(["a": "1", "b": "2"], order: ["a", "b"])
            let (page, _) = self.page(view)
            view.set(["a": "1", "b": "2", "c": "3"], order: ["c", "b", "a"])
            XCTAssertEqual(
                page.refresh(),
                [
                    .replace(
                        id: "w6", html: #"<div id="w6"><i id="w6.c">3</i><i id="w6.b">2</i><i id="w6.a">1</i></div>"#)
                ])
            self.assertPatchesRebuildThePage(page)
        }
    }
}

/// A view of keyed `<i>` parts.
private final class Parts: View {
    private var texts: [String: String]
    private var order: [String]

    init(_ texts: [String: String], order: [String]) {
        self.texts = texts
        self.order = order
        super.init()
    }

    func set(_ texts: [String: String], order: [String]) {
        self.texts = texts
        self.order = order
        setNeedsDisplay()
    }

    override func content(id: String) -> NodeContent {
        .keyedParts(order.map { KeyedPart(key: $0, html: #"<i id="\#(id).\#($0)">\#(texts[$0] ?? "")</i>"#) })
    }
}
