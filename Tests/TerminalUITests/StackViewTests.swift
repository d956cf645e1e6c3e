import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class StackViewTests: WidgetTestCase, @unchecked Sendable {
    func testHorizontalStackWithFlexibleAndFixedSizes() {
        MainActor.assumeIsolated {
            let left = Label("L")
            let middle = Label("M")
            middle.sizing = .flexible(1)
            let right = Label("R")
            right.sizing = .fixed(3)
            let (screen, _) = terminal(
                StackView(axis: .horizontal, spacing: 1, [left, middle, right]), width: 12, height: 2)
            XCTAssertEqual(screen.lines, ["Test", "L M      R"])
        }
    }
}
