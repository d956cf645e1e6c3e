import RxCore
import RxTesting
import WebUI
import XCTest

/// A screen whose body the test supplies.
final class TestScreen: Screen {
    let content: View
    var onLoad: (TestScreen) -> Void
    var keys: [String] = []

    init(title: String = "Test", content: View, onLoad: @escaping (TestScreen) -> Void = { _ in }) {
        self.content = content
        self.onLoad = onLoad
        super.init(title: title)
    }

    override func makeBody() -> View { content }
    override func viewDidLoad() { onLoad(self) }
    override func handleKey(_ key: String) -> Bool {
        keys.append(key)
        return false
    }
}

/// The web tests' base: a headless page showing one test screen, with RxTestCase's leak check
/// after each test. Entry points stay nonisolated (XCTest on Linux) and run on the main actor.
class WebTestCase: RxTestCase, @unchecked Sendable {
    @MainActor
    func page(_ content: View, onLoad: @escaping (TestScreen) -> Void = { _ in }) -> (HeadlessBrowser, TestScreen) {
        let screen = TestScreen(content: content, onLoad: onLoad)
        return (HeadlessBrowser(root: NavigationController(root: screen)), screen)
    }

    /// Fails when the patches sent so far, applied to the first page, do not rebuild the page the views describe.
    @MainActor
    func assertPatchesRebuildThePage(_ page: HeadlessBrowser, file: StaticString = #filePath, line: UInt = #line) {
        if let mismatch = page.patchedPageMismatch { XCTFail(mismatch, file: file, line: line) }
    }
}
