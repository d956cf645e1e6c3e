import RxCore
import RxTesting
import WebUI
import XCTest

final class ScreenVisibilityTests: WebTestCase, @unchecked Sendable {
    /// `rx.isShown` follows what the page shows: the top of the stack, on the shown tab; a
    /// screen pushed over it, another tab chosen or the page closed makes it false.
    func testIsShownFollowsPushPopTabsAndClose() {
        MainActor.assumeIsolated {
            let (first, second, other) = (
                TestScreen(title: "First", content: View()), TestScreen(title: "Second", content: View()),
                TestScreen(title: "Other", content: View())
            )
            let tabs = TabBarController(tabs: [
                .init(title: "One", navigation: NavigationController(root: first)),
                .init(title: "Two", navigation: NavigationController(root: other)),
            ])
            let bag = DisposeBag()
            var seen: [String] = []
            for screen in [first, second, other] {
                screen.rx.isShown.subscribe(onNext: { [title = screen.title] in seen.append("\(title) \($0)") })
                    .disposed(by: bag)
            }
            XCTAssertEqual(seen, ["First false", "Second false", "Other false"], "nothing is shown before a page")
            let page = HeadlessBrowser(root: tabs)
            page.refresh()
            tabs.tabs[0].navigation.push(second)
            page.refresh()
            tabs.select(1)
            page.refresh()
            tabs.select(0)
            page.refresh()
            tabs.tabs[0].navigation.pop()
            page.refresh()
            page.document.close()
            XCTAssertEqual(
                seen,
                [
                    "First false", "Second false", "Other false", "First true", "First false", "Second true",
                    "Second false", "Other true", "Other false", "Second true", "Second false", "First true",
                    "First false",
                ])
            XCTAssertFalse(second.isShown, "a popped screen is not shown")
            self.assertPatchesRebuildThePage(page)
        }
    }

    /// A root that wraps the stack (as an app's launch view does) shows what the stack shows.
    func testAWrappedStackStillHasItsShownScreen() {
        MainActor.assumeIsolated {
            let screen = TestScreen(title: "Inside", content: View())
            let wrapper = StackView(axis: .vertical, [Label("Launching"), NavigationController(root: screen)])
            let page = HeadlessBrowser(root: wrapper)
            page.refresh()
            XCTAssertTrue(screen.isShown)
            page.document.close()
            XCTAssertFalse(screen.isShown)
        }
    }
}
