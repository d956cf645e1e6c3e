import RxCore
import RxTesting
import WebUI
import XCTest

final class WebStringsTests: WebTestCase, @unchecked Sendable {
    /// Set before a page is built, `WebStrings.current` is every word WebUI shows on its own
    /// outside the inspector: the Back button, an empty list, a spinner, the inspector's button.
    func testTheCurrentStringsAreTheWordsOfEveryView() {
        MainActor.assumeIsolated {
            WebStrings.current = .korean
            defer { WebStrings.current = .english }
            let list = ListView(accessibilityLabel: "목록")
            let spinner = ActivityIndicatorView()
            spinner.isAnimating = true
            let navigation = NavigationController(root: TestScreen(content: StackView(axis: .vertical, [])))
            navigation.inspector = LaneInspectorView()
            navigation.push(TestScreen(title: "메모", content: StackView(axis: .vertical, [list, spinner])))
            let page = HeadlessBrowser(root: navigation)
            let html = page.html
            for words in [">뒤로</button>", ">스트림 (F12)</button>", ">항목 없음<", ">불러오는 중…</span>"] {
                XCTAssertTrue(html.contains(words), "\(words) in \(html)")
            }
            // The inspector itself (closed here) speaks English, as the terminal's does: it is
            // for the app's developer.
            let pagePart = html.components(separatedBy: #"class="inspector""#)[0]
            for english in ["Back", "Streams", "No items", "Loading"] {
                XCTAssertFalse(pagePart.contains(english), "\(english) in \(pagePart)")
            }
            XCTAssertEqual(WebStrings.english, WebStrings())
            self.assertPatchesRebuildThePage(page)
        }
    }
}
