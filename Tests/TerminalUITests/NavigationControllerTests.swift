import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class NavigationControllerTests: WidgetTestCase, @unchecked Sendable {
    func testNavigationPushPopPresentAndTheBackHint() {
        MainActor.assumeIsolated {
            let root = TestScreen(title: "Root", content: Label("root body"))
            let navigation = NavigationController(root: root)
            let screen = HeadlessTerminal(width: 30, height: 5, root: navigation)
            navigation.push(TestScreen(title: "Child", content: Label("child body")))
            XCTAssertEqual(Array(screen.lines.prefix(2)), ["‹ Back (Esc)  Child", "child body"])
            screen.send(.escape)
            XCTAssertEqual(Array(screen.lines.prefix(2)), ["Root", "root body"])
            screen.send(.escape)
            XCTAssertEqual(navigation.screens.count, 1, "the root stays")
            navigation.present(TestScreen(title: "Modal", content: Label("modal body")))
            XCTAssertEqual(screen.lines[1], "modal body")
            screen.send(.escape)
            XCTAssertEqual(screen.lines[1], "root body")
        }
    }
}
