import RxCore
import RxTesting
import RxUI
import WebUI
import XCTest

final class TabBarControllerTests: WebTestCase, @unchecked Sendable {
    @MainActor
    private func tabs() -> (TabBarController, [NavigationController]) {
        let stacks = ["One", "Two"].map { NavigationController(root: TestScreen(title: $0, content: Button($0 + "!"))) }
        let tabs = TabBarController(
            tabs: zip(["First", "Second"], stacks).map { TabBarController.Tab(title: $0, navigation: $1) },
            selectedIndex: 0)
        return (tabs, stacks)
    }

    func testTheTabsAreATablistAndAClickShowsATabKeepingTheFocusOnIt() {
        MainActor.assumeIsolated {
            let (tabs, _) = self.tabs()
            var selections: [Int] = []
            let bag = DisposeBag()
            tabs.rx.selectedIndex.subscribe(onNext: { selections.append($0) }).disposed(by: bag)
            let page = HeadlessBrowser(root: tabs)
            XCTAssertEqual(
                page.firstPage,
                #"<div id="w1" class="tabs"><nav id="w2" class="tabbar" aria-label="Tabs">"#
                    + #"<div id="w3" class="tablist" role="tablist">"#
                    + #"<button id="w3.0" type="button" role="tab" data-index="0" aria-selected="true" tabindex="0">First</button>"#
                    + #"<button id="w3.1" type="button" role="tab" data-index="1" aria-selected="false" tabindex="-1">Second</button></div></nav>"#
                    + #"<main id="w4"><div id="w5" role="tabpanel" aria-label="First"><div id="w6"><nav id="w7" hidden="" class="stack horizontal">"#
                    + #"<button id="w8" type="button">Back</button></nav><section id="w9" class="screen"><h1 id="w10">One</h1>"#
                    + #"<button id="w11" type="button">One!</button><div id="w12"></div>"#
                    + #"<p id="w13" hidden="" class="banner" role="alert"></p></section></div></div></main></div>"#)
            XCTAssertEqual(page.title, "One")
            XCTAssertEqual(page.focusedID, "w11", "the shown tab's first focusable view")
            let strip = tabs.children[0].children[0]
            page.focus(strip, index: 1)
            let patches = page.click(strip, index: 1)
            XCTAssertEqual(patches.last, .title("Two"))
            XCTAssertFalse(
                patches.contains { if case .focus = $0 { true } else { false } }, "the focus stays on the tab")
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(selections, [0, 1])
            self.assertPatchesRebuildThePage(page)
            page.document.close()
        }
    }

    /// Every part of a tabbed page is in a landmark (axe-core's `region` rule): the tab list in
    /// a `<nav>` named in the app's language, the tab panel in the page's only `<main>`, the
    /// shown tab's stack a `<div>` in it, whichever tab is shown.
    func testTheTabListIsANavigationAndTheTabPanelIsInThePagesOnlyMain() {
        MainActor.assumeIsolated {
            WebStrings.current = .korean
            defer { WebStrings.current = .english }
            let (tabs, _) = self.tabs()
            let page = HeadlessBrowser(root: tabs)
            tabs.select(1)
            page.refresh()
            let html = page.html
            XCTAssertTrue(
                html.hasPrefix(
                    #"<div id="w1" class="tabs"><nav id="w2" class="tabbar" aria-label="탭">"#
                        + #"<div id="w3" class="tablist" role="tablist"><button id="w3.0" "#), html)
            XCTAssertTrue(
                html.contains(
                    #">Second</button></div></nav><main id="w4"><div id="w5" role="tabpanel" aria-label="Second"><div id="#
                ), html)
            XCTAssertTrue(html.hasSuffix("</section></div></div></main></div>"), html)
            XCTAssertEqual(html.components(separatedBy: "<main").count, 2, "one <main>: \(html)")
            self.assertPatchesRebuildThePage(page)
            page.document.close()
        }
    }

    func testEachTabKeepsItsStackAndClosingThePageDisposesEveryTab() {
        MainActor.assumeIsolated {
            let (tabs, stacks) = self.tabs()
            let ticks = PublishRelay<Int>()
            let page = HeadlessBrowser(root: tabs)
            let detail = NavigationTests.CountingScreen(ticks: ticks)
            stacks[0].push(detail)
            page.refresh()
            tabs.select(1)
            page.refresh()
            XCTAssertEqual(page.title, "Two")
            ticks.accept(1)
            tabs.select(0)
            page.refresh()
            XCTAssertEqual(page.title, "Detail", "the first tab kept its pushed screen")
            XCTAssertEqual(detail.label.text, "tick 1", "and its bindings while hidden")
            page.press("Escape")
            XCTAssertEqual(page.title, "One", "Escape goes back in the shown tab")
            ticks.accept(2)
            XCTAssertEqual(detail.label.text, "tick 1", "the popped screen's bindings are disposed")
            let hidden = NavigationTests.CountingScreen(ticks: ticks)
            stacks[1].push(hidden)
            ticks.accept(3)
            XCTAssertEqual(hidden.label.text, "tick 3", "a screen pushed on the hidden tab is bound")
            self.assertPatchesRebuildThePage(page)
            page.document.close()
            ticks.accept(4)
            XCTAssertEqual(hidden.label.text, "tick 3", "closing the page disposed the hidden tab's screens too")
        }
    }
}
