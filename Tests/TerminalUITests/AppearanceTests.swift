import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// An app's theme and language reach every widget through ``Appearance/current`` and
/// ``WidgetStrings/current``; each test puts TerminalUI's defaults back.
final class AppearanceTests: WidgetTestCase, @unchecked Sendable {
    override func tearDown() {
        MainActor.assumeIsolated {
            Appearance.current = Appearance()
            WidgetStrings.current = WidgetStrings()
        }
        super.tearDown()
    }

    func testWidgetsDrawWithTheCurrentAppearance() {
        MainActor.assumeIsolated {
            var appearance = Appearance()
            appearance.secondary = TextStyle(foreground: .blue)
            appearance.bar = TextStyle(bold: true, foreground: .magenta)
            appearance.error = TextStyle(bold: true, foreground: .yellow)
            Appearance.current = appearance
            let list = ListView()
            let hints = Label.keyHints("r: refresh")
            let (terminal, screen) = terminal(StackView(axis: .vertical, [list, hints]), width: 30, height: 6)
            screen.banner.kind = .error
            screen.banner.message = "Offline"
            terminal.refresh()
            let frame = terminal.application.lastFrame
            XCTAssertEqual(terminal.lines, ["Test", "No items", "", "", "r: refresh", "✖ Offline"])
            XCTAssertEqual(frame[0, 0].style, TextStyle(bold: true, foreground: .magenta))
            XCTAssertEqual(frame[0, 1].style, TextStyle(foreground: .blue))
            XCTAssertEqual(frame[0, 4].style, TextStyle(foreground: .blue))
            XCTAssertEqual(frame[0, 5].style, TextStyle(bold: true, foreground: .yellow))
        }
    }

    func testASelectedRowAddsTheSelectedAttributesToItsOwnStyle() {
        MainActor.assumeIsolated {
            var appearance = Appearance()
            appearance.selected = TextStyle(underline: true, inverse: true)
            Appearance.current = appearance
            let list = ListView()
            let (terminal, _) = terminal(list, width: 20, height: 4)
            list.setItems(["one", "two"]) { _, text, cell in
                cell.text = text
                cell.style = TextStyle(foreground: .green)
            }
            terminal.refresh()
            let frame = terminal.application.lastFrame
            XCTAssertEqual(terminal.lines, ["Test", "› one", "  two", ""])
            XCTAssertEqual(frame[2, 1].style, TextStyle(underline: true, inverse: true, foreground: .green))
            XCTAssertEqual(frame[2, 2].style, TextStyle(foreground: .green))
        }
    }

    func testWidgetsSayTheCurrentWords() {
        MainActor.assumeIsolated {
            var strings = WidgetStrings()
            strings.back = "‹ 뒤로 (Esc)"
            strings.noItems = "항목 없음"
            strings.terminalTooSmall = { size, needed in
                "창이 작습니다: \(size.width)×\(size.height) < \(needed.width)×\(needed.height)"
            }
            WidgetStrings.current = strings
            let root = TestScreen(title: "Root", content: Label("root"))
            let navigation = NavigationController(root: root)
            let terminal = HeadlessTerminal(width: 30, height: 4, root: navigation)
            navigation.push(TestScreen(title: "목록", content: ListView()))
            terminal.refresh()
            XCTAssertEqual(terminal.lines, ["‹ 뒤로 (Esc)  목록", "항목 없음", "", ""])
            terminal.resize(width: 8, height: 1)
            XCTAssertEqual(terminal.lines, ["창이"])
        }
    }
}
