import RxTesting
import TerminalUI
import TodoCore
import TodoScreens
import XCTest

/// The screen on a headless terminal: keys go in, the screen comes back as text. `RxTestCase`
/// checks that nothing the screen subscribed to outlives the test.
final class TodoScreenTests: RxTestCase {
    // XCTest on Linux cannot call a main-actor test method: the test stays nonisolated and runs
    // its body on the main actor, the thread XCTest calls it on.
    func testAddToggleDeleteAndQuit() {
        MainActor.assumeIsolated {
            let screen = TodoScreen(viewModel: TodoViewModel())
            let terminal = HeadlessTerminal(width: 60, height: 10, root: NavigationController(root: screen))
            XCTAssertEqual(
                terminal.lines,
                [
                    "Todo                                       Esc: leave field",
                    "",
                    " New item:",
                    "",
                    " Nothing to do",
                    "",
                    "",
                    " 0 left",
                    "",
                    " Space: done  d: delete  a: add  Tab: field/list  q: quit",
                ])
            // The field has the focus: Enter adds what was typed and empties the field, and
            // the empty field's text comes back to the view model, so Enter again adds nothing.
            terminal.type("milk")
            terminal.send(.enter)
            terminal.type("eggs")
            terminal.send(.enter, .enter)
            XCTAssertEqual(terminal.lines[2...7], [" New item:", "", " › · milk", "   · eggs", "", " 2 left"])
            // In the field, Space and d are text; Esc (or Tab) moves to the list, where they
            // act on the highlighted row.
            terminal.send(.escape, .down, .character(" "))
            XCTAssertEqual(
                terminal.lines[2...7],
                [" New item: What needs doing? Enter adds it", "", "   · milk", " › ✔ eggs", "", " 1 left"])
            terminal.send(.up, .character("d"))
            XCTAssertEqual(
                terminal.lines[2...7],
                [" New item: What needs doing? Enter adds it", "", " › ✔ eggs", "", "", " 0 left"])
            // A still screen draws nothing.
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
            // `a` goes back to the field, where q is a letter; out of it, q quits.
            terminal.send(.character("a"), .character("q"))
            XCTAssertNil(terminal.application.quitRequest?.status)
            terminal.send(.backspace, .tab, .character("q"))
            XCTAssertEqual(terminal.application.quitRequest?.status, 0)
        }
    }
}
