import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// A screen whose body the test supplies.
final class TestScreen: Screen {
    let content: View
    var keys: [Key] = []
    var onLoad: (TestScreen) -> Void
    var minimum = Size(width: 10, height: 2)
    override var minimumSize: Size { minimum }

    init(title: String = "Test", content: View, onLoad: @escaping (TestScreen) -> Void = { _ in }) {
        self.content = content
        self.onLoad = onLoad
        super.init(title: title)
    }

    override func makeBody() -> View { content }
    override func viewDidLoad() { onLoad(self) }
    override func handleKey(_ key: Key) -> Bool {
        keys.append(key)
        return false
    }
}

/// The widget tests' base: a headless terminal showing one test screen. Test entry points stay
/// nonisolated (XCTest on Linux cannot call main-actor test methods) and run their bodies on
/// the main actor, which is the thread XCTest runs them on.
class WidgetTestCase: RxTestCase, @unchecked Sendable {
    @MainActor
    func terminal(
        _ content: View, width: Int = 40, height: Int = 10, onLoad: @escaping (TestScreen) -> Void = { _ in }
    ) -> (HeadlessTerminal, TestScreen) {
        let screen = TestScreen(content: content, onLoad: onLoad)
        return (HeadlessTerminal(width: width, height: height, root: NavigationController(root: screen)), screen)
    }

}
