import RetrospectTestSupport
import RetrospectViewModels
import RxCore
import RxTesting
import RxUI
import WebUI
import XCTest

@testable import RetrospectWebScreens

/// The retrospective walk in the browser, headless, through the same view models as the
/// terminal screens: the completed goals, a retrospective written and saved, then read.
final class RetrospectWebScreensTests: RxTestCase, @unchecked Sendable {
    func testAGoalsRetrospectiveIsWrittenSavedAndRead() throws {
        try MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let root = CompletedGoalsWebScreen(service: service)
            let navigation = NavigationController(root: root)
            let page = HeadlessBrowser(root: navigation)
            page.refresh()
            XCTAssertEqual(page.title, "Completed goals")
            XCTAssertEqual(
                (0..<root.list.numberOfRows).map { root.list.cell(at: $0)?.text }, ["✓ Goal 1", "✎ Goal 2", "✎ Goal 3"])
            XCTAssertEqual(page.focusedID, "\(page.id(of: root.list)).0", "the goals first")
            page.click(root.list, index: 1)
            let write = try XCTUnwrap(navigation.topScreen as? WriteRetrospectiveWebScreen)
            XCTAssertEqual(page.focusedID, page.id(of: write.text))
            XCTAssertFalse(write.save.isEnabled, "nothing to save yet")
            page.type("Went well.\n<b>Change</b>: less", into: write.text)
            XCTAssertTrue(write.save.isEnabled)
            page.click(write.save)
            XCTAssertTrue(navigation.topScreen === root, "saved: back to the goals")
            XCTAssertEqual(service.texts[2], "Went well.\n<b>Change</b>: less")
            XCTAssertEqual(root.list.cell(at: 1)?.text, "✓ Goal 2", "the list was read again")
            page.click(root.list, index: 1)
            let read = try XCTUnwrap(navigation.topScreen as? ReadRetrospectiveWebScreen)
            XCTAssertEqual(read.text.text, "Went well.\n<b>Change</b>: less")
            XCTAssertTrue(
                page.html.contains(
                    #"<p id="\#(page.id(of: read.text))" class="prose">Went well.\#n&lt;b&gt;Change&lt;/b&gt;: less</p>"#
                ),
                page.html)
            if let mismatch = page.patchedPageMismatch { XCTFail(mismatch) }
            page.document.close()
        }
    }
}
