import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class ScreenFocusTests: WidgetTestCase, @unchecked Sendable {
    func testFocusMovesWithTabAndShiftTabAndSkipsHiddenViews() {
        MainActor.assumeIsolated {
            let a = Button("A")
            let b = Button("B")
            let c = Button("C")
            let (screen, _) = terminal(StackView(axis: .vertical, [a, b, c]))
            XCTAssertTrue(a.isFocused)
            screen.send(.tab)
            XCTAssertTrue(b.isFocused)
            b.isHidden = true
            screen.refresh()
            XCTAssertFalse(b.isFocused)
            screen.send(.backTab)
            XCTAssertTrue(a.isFocused || c.isFocused)
            screen.send(.tab, .tab)
            XCTAssertFalse(b.isFocused)
        }
    }
}
