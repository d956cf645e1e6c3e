import GalleryScreens
import GalleryViewModels
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// The page on a headless terminal: typing the bill and choosing the rate update the amounts.
final class TipCalculatorScreenTests: RxTestCase, @unchecked Sendable {
    func testTypingAndChoosingUpdateTheScreen() {
        MainActor.assumeIsolated {
            let navigation = NavigationController(root: TipCalculatorScreen(viewModel: TipCalculatorViewModel()))
            let terminal = HeadlessTerminal(width: 90, height: 20, root: navigation)
            XCTAssertTrue(terminal.lines.contains(" Type the bill, such as 23.50"), terminal.text)
            terminal.type("40")
            XCTAssertTrue(terminal.lines.contains(" Tip 4.00 · Total 44.00"), terminal.text)
            terminal.send(.tab, .right, .right)
            XCTAssertTrue(terminal.lines.contains(" Tip 8.00 · Total 48.00"), terminal.text)
            terminal.send(.tab, .tab, .enter)
            XCTAssertTrue(terminal.lines.contains(" 2 people pay 24.00 each"), terminal.text)
            terminal.send(.backTab, .enter, .enter)
            XCTAssertTrue(terminal.text.contains("At least one person pays."), terminal.text)
        }
    }
}
