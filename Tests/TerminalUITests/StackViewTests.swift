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

    /// A stopped spinner that hides when stopped, and a hidden view, take no spacing either: the
    /// column reads as if they were not in it, and starting the spinner gives it its line back.
    func testAStoppedSpinnerAndAHiddenViewTakeNoRoomAndNoSpacing() {
        MainActor.assumeIsolated {
            let spinner = ActivityIndicatorView(text: "Loading")
            let hidden = Label("hidden")
            hidden.isHidden = true
            let (screen, _) = terminal(
                StackView(axis: .vertical, spacing: 1, [Label("A"), spinner, hidden, Label("B")]), width: 12,
                height: 6)
            XCTAssertEqual(screen.lines, ["Test", "A", "", "B", "", ""])
            spinner.isAnimating = true
            XCTAssertEqual(screen.lines, ["Test", "A", "", "⠋ Loading", "", "B"])
            spinner.isAnimating = false
            spinner.hidesWhenStopped = false
            XCTAssertEqual(
                screen.lines, ["Test", "A", "", "  Loading", "", "B"], "a spinner kept when stopped keeps its line")
        }
    }
}
