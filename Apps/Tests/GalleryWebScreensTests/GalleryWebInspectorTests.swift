import GalleryViewModels
import RxCore
import RxLanes
import RxTesting
import RxUI
import WebUI
import XCTest

@testable import GalleryWebScreens

/// The gallery's pages name their lanes as the terminal pages do, so the stream inspector in
/// the browser shows them: typing a bill draws a marble in the tip calculator's "tip summary".
final class GalleryWebInspectorTests: RxTestCase, @unchecked Sendable {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private lazy var recorder = LaneRecorder(clock: { [scheduler] in Double(scheduler.clock) / 10 })

    override func setUp() {
        super.setUp()
        recorder.start()
    }

    override func tearDown() {
        recorder.stop()
        super.tearDown()
    }

    func testTypingABillDrawsAMarbleInTheTipSummaryLane() throws {
        try MainActor.assumeIsolated {
            let inspector = LaneInspectorView(
                recorder: recorder, columnSeconds: 1, columns: 8, scheduler: scheduler,
                resources: { .init(total: nil, byKind: []) })
            let root = GalleryWebMenuScreen.root(scheduler: scheduler, inspect: true, inspector: inspector)
            let page = HeadlessBrowser(root: root)
            let navigation = try XCTUnwrap(root as? NavigationController)
            let menu = try XCTUnwrap(navigation.topScreen as? GalleryWebMenuScreen)
            XCTAssertTrue(inspector.isOpen, "--inspect opens it in every new tab")
            XCTAssertTrue(page.html.contains(#"aria-expanded="true">Streams (F12)</button>"#))
            let row = try XCTUnwrap(menu.pages.firstIndex { $0.name == "Tip calculator" })
            page.click(menu.list, index: row)
            let tip = try XCTUnwrap(navigation.topScreen as? TipCalculatorWebScreen)
            scheduler.advanceTo(10)
            page.refresh()
            let marks = try XCTUnwrap(inspector.children[2].children[1].children[1].nodeID)
            page.type("7", into: tip.bill)
            scheduler.advanceTo(11)
            let patches = page.refresh()
            let summary = Lanes.bounded(tip.summary.text)
            let share = Lanes.bounded(tip.share.text)
            func marble(_ lane: Int, _ text: String) -> String {
                #"<g id="\#(marks).m\#(lane)c1" class="mark next"><title>\#(HTML.escape(text))</title>"#
                    + #"<circle cx="24" cy="\#(lane * 24 - 12)" r="7"></circle>"#
                    + #"<text x="24" y="\#(lane * 24 - 9).5">\#(HTML.escape(String(text.prefix(1))))</text></g>"#
            }
            XCTAssertEqual(
                patches.first { if case .append = $0 { true } else { false } },
                .append(id: marks, html: marble(1, summary) + marble(2, share)),
                "one append: a marble in each lane the key moved")
            XCTAssertTrue(page.html.contains(">tip summary</text>"))
            XCTAssertFalse(page.html.contains(">works</text>"), "only the page on top")
            if let mismatch = page.patchedPageMismatch { XCTFail(mismatch) }
            page.document.close()
            scheduler.advanceTo(12)
        }
    }
}
