import GalleryViewModels
import RxCore
import RxTesting
import RxUI
import WebUI
import XCTest

@testable import GalleryWebScreens

/// Every gallery page in the browser, driven headless through the same view models as the
/// terminal pages: clicks, typing, Enter and keys, with the patches checked to rebuild the page
/// and no resource left once the page is closed.
final class GalleryWebScreensTests: RxTestCase, @unchecked Sendable {
    @MainActor
    private func gallery(_ scheduler: TestScheduler) -> (HeadlessBrowser, NavigationController, GalleryWebMenuScreen) {
        let menu = GalleryWebMenuScreen(scheduler: scheduler)
        let navigation = NavigationController(root: menu)
        return (HeadlessBrowser(root: navigation), navigation, menu)
    }

    @MainActor
    private func open(_ name: String, in page: HeadlessBrowser, menu: GalleryWebMenuScreen) -> Screen? {
        guard let row = menu.pages.firstIndex(where: { $0.name == name }) else { return nil }
        page.click(menu.list, index: row)
        return (menu.navigationController?.topScreen)
    }

    @MainActor
    private func finish(_ page: HeadlessBrowser, file: StaticString = #filePath, line: UInt = #line) {
        if let mismatch = page.patchedPageMismatch { XCTFail(mismatch, file: file, line: line) }
        page.document.close()
    }

    func testTheMenuListsEveryPageAndOpensOne() {
        MainActor.assumeIsolated {
            let (page, navigation, menu) = gallery(TestScheduler(initialClock: 0))
            XCTAssertEqual(page.title, "Gallery")
            for name in [
                "Chat", "Work board and form", "Login form", "Counter in two styles", "Tip calculator", "Widgets",
            ] {
                XCTAssertTrue(page.html.contains(#"<span class="text">\#(name)</span>"#), name)
            }
            XCTAssertEqual(page.focusedID, "\(page.id(of: menu.list)).0", "the first row has the focus")
            _ = open("Widgets", in: page, menu: menu)
            XCTAssertEqual(page.title, "Widgets")
            page.press("Escape")
            XCTAssertEqual(page.title, "Gallery")
            XCTAssertEqual(navigation.screens.count, 1)
            finish(page)
        }
    }

    func testTheCounterCountsInBothStylesAndTheKeysPressBoth() throws {
        try MainActor.assumeIsolated {
            let (page, _, menu) = gallery(TestScheduler(initialClock: 0))
            let counter = try XCTUnwrap(open("Counter in two styles", in: page, menu: menu) as? CounterWebScreen)
            XCTAssertEqual(
                page.click(counter.left.plus), [.text(id: page.id(of: counter.leftCount), text: "Count: 1")])
            XCTAssertEqual(
                page.press("+"),
                [
                    .text(id: page.id(of: counter.leftCount), text: "Count: 2"),
                    .text(id: page.id(of: counter.rightCount), text: "Count: 1"),
                ])
            for _ in 0..<9 { page.press("+") }
            XCTAssertEqual(counter.presentedAlert?.actions.map(\.title), ["OK"], "one more than the limit: the alert")
            XCTAssertTrue(page.html.contains(#"aria-label="Limit reached""#))
            page.press("Escape")
            XCTAssertNil(counter.presentedAlert)
            page.press("0")
            XCTAssertEqual([counter.leftCount.text, counter.rightCount.text], ["Count: 0", "Count: 0"])
            finish(page)
        }
    }

    func testTheLoginFormEnablesItsButtonSpinsAndWelcomes() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let (page, _, menu) = gallery(scheduler)
            let login = try XCTUnwrap(open("Login form", in: page, menu: menu) as? LoginFormWebScreen)
            XCTAssertTrue(page.html.contains(#"<button id="\#(page.id(of: login.button))" type="button" disabled="">"#))
            page.type("octocat", into: login.username)
            page.type("secret1", into: login.password)
            XCTAssertTrue(login.button.isEnabled)
            XCTAssertTrue(page.html.contains(#"<button id="\#(page.id(of: login.button))" type="button">Log in"#))
            XCTAssertEqual(login.status.text, "Ready: press Log in")
            page.click(login.button)
            XCTAssertTrue(page.html.contains(#"aria-busy="true">Signing in…</span>"#))
            scheduler.advanceTo(scheduler.clock + 1_000)
            page.refresh()
            XCTAssertEqual(login.status.text, "Welcome, octocat!")
            XCTAssertTrue(page.html.contains(#"aria-busy="false"></span>"#))
            page.paste(InMemoryLoginService.wrongPassword, into: login.password)
            page.click(login.button)
            scheduler.advanceTo(scheduler.clock + 1_000)
            page.refresh()
            XCTAssertEqual(login.banner.message, "Login failed: the username or password is wrong")
            finish(page)
        }
    }

    func testTheChatAsksToSignInThenSendsAndTheBotAnswers() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let (page, _, menu) = gallery(scheduler)
            let chat = try XCTUnwrap(open("Chat", in: page, menu: menu) as? ChatWebScreen)
            XCTAssertEqual(chat.presentedAlert?.actions.map(\.title), ["Sign in", "Cancel"], "signed out: the alert")
            let signIn = try XCTUnwrap(chat.presentedAlert?.preferredFocusView())
            XCTAssertEqual(page.focusedID, page.id(of: signIn), "the alert takes the focus")
            page.click(signIn)
            XCTAssertNil(chat.presentedAlert)
            page.type("hello <b>bot</b>", into: chat.field)
            XCTAssertTrue(page.submit(chat.field).contains(.value(id: page.id(of: chat.field), text: "")))
            scheduler.advanceTo(scheduler.clock + 10_000)
            page.refresh()
            XCTAssertTrue(page.html.contains("me: hello &lt;b&gt;bot&lt;/b&gt;"), page.html)
            XCTAssertEqual(chat.messages.numberOfRows, 2, "the message and the bot's answer")
            finish(page)
        }
    }

    func testTheTipCalculatorReadsTheBillRateAndPeople() throws {
        try MainActor.assumeIsolated {
            let (page, _, menu) = gallery(TestScheduler(initialClock: 0))
            let tip = try XCTUnwrap(open("Tip calculator", in: page, menu: menu) as? TipCalculatorWebScreen)
            page.type("100", into: tip.bill)
            let before = tip.summary.text
            page.click(tip.rate, index: 2)
            XCTAssertNotEqual(tip.summary.text, before)
            XCTAssertTrue(tip.summary.text.hasPrefix("Tip "), tip.summary.text)
            page.click(tip.more)
            XCTAssertTrue(tip.share.text.hasPrefix("2 people pay "), tip.share.text)
            page.click(tip.fewer)
            page.click(tip.fewer)
            XCTAssertEqual(tip.presentedAlert?.actions.map(\.title), ["OK"])
            XCTAssertTrue(page.html.contains("At least one person pays."))
            finish(page)
        }
    }

    func testTheWorkBoardOpensTheFormAndSavingComesBackWithTheChange() throws {
        try MainActor.assumeIsolated {
            let (page, navigation, menu) = gallery(TestScheduler(initialClock: 0))
            let board = try XCTUnwrap(open("Work board and form", in: page, menu: menu) as? WorkBoardWebScreen)
            page.click(board.list, index: 0)
            let form = try XCTUnwrap(navigation.topScreen as? WorkFormWebScreen)
            XCTAssertEqual(form.titleField.text, "Write the retrospective")
            XCTAssertEqual(form.save.title, "Edit")
            page.paste("Write the web layer", into: form.titleField)
            page.click(form.state, index: 2)
            page.click(form.save)
            XCTAssertTrue(navigation.topScreen === board, "saving goes back")
            XCTAssertEqual(board.list.cell(at: 0)?.text, "[Done] Write the web layer")
            page.press("n")
            let blank = try XCTUnwrap(navigation.topScreen as? WorkFormWebScreen)
            XCTAssertEqual(blank.save.title, "Done")
            page.press("Escape")
            finish(page)
        }
    }

    func testTheWidgetsPageSegmentsAlertSpinnerAndAPushedPage() throws {
        try MainActor.assumeIsolated {
            let (page, navigation, menu) = gallery(TestScheduler(initialClock: 0))
            let widgets = try XCTUnwrap(open("Widgets", in: page, menu: menu) as? WidgetsWebScreen)
            XCTAssertEqual(page.focusedID, "\(page.id(of: widgets.list)).0")
            page.click(widgets.sort, index: 1)
            XCTAssertEqual(widgets.sortLabel.text, "Sorted by Forks")
            page.press("s")
            XCTAssertTrue(widgets.spinner.isAnimating)
            page.press("a")
            XCTAssertNotNil(widgets.presentedAlert)
            page.press("Escape")
            page.type("한국어 👍🏽", into: widgets.note)
            XCTAssertEqual(widgets.note.text, "한국어 👍🏽")
            page.focus(widgets.list, index: 9)
            XCTAssertEqual(widgets.banner.message, "End of the list")
            page.click(widgets.list, index: 2)
            XCTAssertEqual(page.title, "Detail")
            XCTAssertTrue(page.html.contains("Selected: 3. 한국어 저장소 (Hangul)"))
            page.press("Escape")
            XCTAssertTrue(navigation.topScreen === widgets)
            finish(page)
        }
    }
}
