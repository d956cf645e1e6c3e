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
                #"<div id="w1" class="tabs"><div id="w2" class="tablist" role="tablist">"#
                    + #"<button id="w2.0" type="button" role="tab" data-index="0" aria-selected="true" tabindex="0">First</button>"#
                    + #"<button id="w2.1" type="button" role="tab" data-index="1" aria-selected="false" tabindex="-1">Second</button></div>"#
                    + #"<div id="w3" role="tabpanel" aria-label="First"><main id="w4"><nav id="w5" hidden="" class="stack horizontal">"#
                    + #"<button id="w6" type="button">Back</button></nav><section id="w7" class="screen"><h1 id="w8">One</h1>"#
                    + #"<button id="w9" type="button">One!</button><div id="w10"></div>"#
                    + #"<p id="w11" hidden="" class="banner" role="alert"></p></section></main></div></div>"#)
            XCTAssertEqual(page.title, "One")
            XCTAssertEqual(page.focusedID, "w9", "the shown tab's first focusable view")
            page.focus(tabs.children[0], index: 1)
            let patches = page.click(tabs.children[0], index: 1)
            XCTAssertEqual(patches.last, .title("Two"))
            XCTAssertFalse(
                patches.contains { if case .focus = $0 { true } else { false } }, "the focus stays on the tab")
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(selections, [0, 1])
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
