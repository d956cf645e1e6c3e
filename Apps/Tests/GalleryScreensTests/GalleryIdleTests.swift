import GalleryScreens
import RxCore
import RxTesting
import TerminalUI
import XCTest

/// The gallery, left alone, draws nothing: on its menu, on a pushed page with a focused text
/// field, under an alert and back on the menu.
final class GalleryIdleTests: RxTestCase, @unchecked Sendable {
    func testEveryStillScreenDrawsNoFrame() {
        MainActor.assumeIsolated {
            let navigation = NavigationController(root: GalleryMenuScreen(scheduler: TestScheduler(initialClock: 0)))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            XCTAssertEqual(terminal.lines[0], "Gallery")
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "the menu")
            terminal.send(.enter)
            XCTAssertTrue(terminal.lines[0].hasPrefix("‹ Back (Esc)  Chat"), terminal.lines[0])
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "the chat page, pushed")
            // Into the field while signed out: the sign-in alert.
            terminal.send(.tab)
            XCTAssertTrue(terminal.text.contains("Sign in to chat"), terminal.text)
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "under the alert")
            terminal.send(.enter)
            XCTAssertTrue(terminal.lines[0].hasSuffix("Esc: leave field"), terminal.lines[0])
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "a focused text field")
            terminal.send(.escape, .escape)
            XCTAssertEqual(terminal.lines[0], "Gallery")
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "back on the menu")
        }
    }

    /// A paste arrives as keys in one batch; the field shows exactly what was pasted, and Enter
    /// twice sends one message and empties the field.
    func testAPasteIsKeptWholeAndEnterTwiceSendsOnce() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let navigation = NavigationController(root: GalleryMenuScreen(scheduler: scheduler))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            terminal.send(.enter, .tab, .enter)
            let pasted = "hello there, how are you 안녕 👍🏽"
            for character in pasted { terminal.application.handle(.character(character)) }
            terminal.refresh()
            XCTAssertEqual(terminal.lines[21], " Message: \(pasted)" + String(repeating: " ", count: 39) + "[ Send ]")
            terminal.application.handle(.enter)
            terminal.application.handle(.enter)
            terminal.refresh()
            XCTAssertEqual(terminal.lines[4], " › me:  \(pasted)")
            XCTAssertEqual(terminal.lines[5], "", "one message, and the bot has not answered yet")
            XCTAssertEqual(terminal.lines[21], " Message:" + String(repeating: " ", count: 72) + "[ Send ]")
        }
    }
}
