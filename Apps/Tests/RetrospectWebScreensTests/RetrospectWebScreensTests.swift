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
            let root = CompletedGoalsWebScreen(retrospectives: service, goals: service)
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

    func testAGoalIsStartedThenCompletedOnceConfirmedAndItsRetrospectiveWritten() throws {
        try MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let root = CompletedGoalsWebScreen(retrospectives: service, goals: service)
            let navigation = NavigationController(root: root)
            let page = HeadlessBrowser(root: navigation)
            page.refresh()
            page.click(root.activeGoals)
            let active = try XCTUnwrap(navigation.topScreen as? ActiveGoalsWebScreen)
            XCTAssertEqual(page.title, "Active goals")
            XCTAssertEqual((0..<active.list.numberOfRows).map { active.list.cell(at: $0)?.text }, ["Goal 4"])
            XCTAssertEqual(active.list.cell(at: 0)?.detail, "2026-09-21 – 2026-09-21 · reward: cake")

            page.click(active.newGoal)
            let form = try XCTUnwrap(navigation.topScreen as? NewGoalWebScreen)
            XCTAssertEqual(page.focusedID, page.id(of: form.titleField), "the title first")
            XCTAssertEqual(form.problem.text, "A goal needs a title.")
            page.type("Run <b>5k</b>", into: form.titleField)
            page.type("shoes", into: form.reward)
            page.type("2026-12-01", into: form.start)
            page.type("2026-11-01", into: form.end)
            XCTAssertEqual(form.problem.text, "The goal ends before it starts.")
            page.click(form.save)
            XCTAssertTrue(navigation.topScreen === form, "not saved with a problem")
            XCTAssertFalse(service.requests.contains { $0.hasPrefix("create") })
            page.paste("2026-12-31", into: form.end)
            XCTAssertEqual(form.problem.text, "")
            page.click(form.save)
            XCTAssertTrue(navigation.topScreen === active, "saved: back to the active goals")
            XCTAssertEqual(
                (0..<active.list.numberOfRows).map { active.list.cell(at: $0)?.text }, ["Goal 4", "Run <b>5k</b>"],
                "the list was read again")
            XCTAssertTrue(page.html.contains("Run &lt;b&gt;5k&lt;/b&gt;"), "markup shown as text")

            page.click(active.list, index: 1)
            let alert = try XCTUnwrap(active.presentedAlert)
            XCTAssertTrue(page.html.contains("Complete “Run &lt;b&gt;5k&lt;/b&gt;”?"), page.html)
            XCTAssertEqual(alert.actions.map(\.title), ["Complete", "Cancel"])
            page.press("Escape")
            XCTAssertNil(active.presentedAlert, "Escape cancels")
            XCTAssertFalse(service.requests.contains("complete 5"))
            page.click(active.list, index: 1)
            let complete = try XCTUnwrap(active.presentedAlert?.preferredFocusView(), "Complete has the focus")
            page.click(complete)
            XCTAssertNil(active.presentedAlert)
            XCTAssertEqual(
                active.banner.message, "“Run <b>5k</b>” is complete — write its retrospective in the completed box.")
            XCTAssertEqual((0..<active.list.numberOfRows).map { active.list.cell(at: $0)?.text }, ["Goal 4"])

            navigation.pop()
            XCTAssertEqual(
                (0..<root.list.numberOfRows).map { root.list.cell(at: $0)?.text },
                ["✓ Goal 1", "✎ Goal 2", "✎ Goal 3", "✎ Run <b>5k</b>"], "the completed goals were read again")
            XCTAssertEqual(root.waiting.text, "3 goals are waiting for a retrospective")
            page.click(root.list, index: 3)
            let write = try XCTUnwrap(navigation.topScreen as? WriteRetrospectiveWebScreen)
            page.type("Done.", into: write.text)
            page.click(write.save)
            XCTAssertEqual(service.texts[5], "Done.")
            XCTAssertEqual(root.list.cell(at: 3)?.text, "✓ Run <b>5k</b>")
            if let mismatch = page.patchedPageMismatch { XCTFail(mismatch) }
            page.document.close()
        }
    }
}
