import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// Tabs of navigation stacks, and scrolling styled text.
final class TabBarAndDocumentTests: RxTestCase, @unchecked Sendable {
    func testTabsSwitchWithDigitsAndTabAndKeepTheirStacks() {
        MainActor.assumeIsolated {
            let field = TextField(placeholder: "type")
            let first = TestScreen(title: "First", content: StackView(axis: .vertical, [field, ListView()]))
            let second = TestScreen(title: "Second", content: Label("second body"))
            let third = TestScreen(title: "Third", content: Label("third body"))
            let tabs = TabBarController(
                tabs: [
                    .init(title: "One", navigation: NavigationController(root: first)),
                    .init(title: "Two", navigation: NavigationController(root: second)),
                    .init(title: "Three", navigation: NavigationController(root: third)),
                ], selectedIndex: 1)
            var chosen: [Int] = []
            let subscription = tabs.rx.selectedIndex.subscribe(onNext: { chosen.append($0) })
            defer { subscription.dispose() }
            let terminal = HeadlessTerminal(width: 40, height: 6, root: tabs)
            XCTAssertEqual(terminal.lines[0], " 1 One │ 2 Two │ 3 Three")
            XCTAssertEqual(
                terminal.application.lastFrame[9, 0].style, TextStyle(bold: true, inverse: true),
                "the selected tab stands out")
            XCTAssertEqual(terminal.application.lastFrame[1, 0].style, TextStyle(dim: true))
            XCTAssertTrue(terminal.lines[1].hasPrefix("Second"))
            XCTAssertEqual(terminal.lines[2].trimmingCharacters(in: .whitespaces), "second body")
            // A pushed screen stays on its tab while another is shown.
            tabs.tabs[1].navigation.push(TestScreen(title: "Pushed", content: Label("deeper")))
            terminal.send(.tab)
            XCTAssertTrue(terminal.lines[1].hasPrefix("Third"))
            terminal.send(.tab)
            XCTAssertTrue(terminal.lines[1].hasPrefix("First"))
            // Digits typed into a focused field are text, not tab switches.
            terminal.type("12")
            XCTAssertEqual(field.text, "12")
            XCTAssertTrue(terminal.lines[1].hasPrefix("First"))
            terminal.send(.escape) // leaves the field for the list
            terminal.send(.character("2"))
            XCTAssertTrue(terminal.lines[1].contains("Pushed"))
            terminal.send(.backTab)
            XCTAssertTrue(terminal.lines[1].hasPrefix("First"))
            terminal.send(.character("9"))
            XCTAssertTrue(terminal.lines[1].hasPrefix("First"), "a digit without a tab does nothing")
            XCTAssertEqual(chosen, [2, 0, 1, 0])
            // An alert takes Tab for its buttons instead of the tabs switching under it.
            first.present(AlertView(title: "Sure?", message: "", actions: [AlertAction(title: "OK", style: .cancel)]))
            terminal.send(.tab)
            XCTAssertEqual(tabs.selectedIndex, 0)
        }
    }

    func testTheTabBarCountsInTheMinimumSize() {
        MainActor.assumeIsolated {
            let screen = TestScreen(content: Label("x"))
            screen.minimum = Size(width: 10, height: 5)
            let tabs = TabBarController(tabs: [.init(title: "Only", navigation: NavigationController(root: screen))])
            let terminal = HeadlessTerminal(width: 20, height: 5, root: tabs)
            XCTAssertEqual(terminal.lines[0], "Terminal too small:")
            XCTAssertEqual(terminal.lines[1], "20×5, needs 10×6.")
        }
    }

    /// A word longer than many lines (a server's 50,000 characters) is cut into full lines,
    /// each continuation indented, the rest joining the next word; leading spaces stay.
    func testAVeryLongWordIsCutIntoFullLines() {
        MainActor.assumeIsolated {
            let document = DocumentView()
            document.paragraphs = [
                DocumentParagraph(
                    [StyledText("• "), StyledText(String(repeating: "가", count: 50_000) + "a b")], continuation: "  "),
                DocumentParagraph([StyledText("   indented")]),
            ]
            let lines = document.lines(forWidth: 20).map { $0.map(\.text).joined() }
            XCTAssertEqual(lines.count, 5_558)
            XCTAssertEqual(lines[0], "•", "a word that does not fit after the bullet starts the next line")
            XCTAssertEqual(Set(lines[1..<5_556]), ["  " + String(repeating: "가", count: 9)])
            XCTAssertEqual(lines[5_556], "  가가가가가a b")
            XCTAssertEqual(lines[5_557], "   indented")
        }
    }

    func testDocumentsWrapKeepStylesAndScroll() {
        MainActor.assumeIsolated {
            let document = DocumentView()
            var bottoms = 0
            let subscription = document.rx.reachedBottom.subscribe(onNext: { bottoms += 1 })
            defer { subscription.dispose() }
            let screen = TestScreen(content: document)
            let terminal = HeadlessTerminal(width: 20, height: 5, root: NavigationController(root: screen))
            document.paragraphs = [
                DocumentParagraph([StyledText("Heading", style: TextStyle(bold: true))]),
                DocumentParagraph([
                    StyledText("plain words and "), StyledText("bold ones", style: TextStyle(bold: true)),
                    StyledText(" that wrap"),
                ]),
                DocumentParagraph([StyledText("• "), StyledText("a list item that wraps")], continuation: "  "),
                DocumentParagraph([StyledText("│ let  spaced = code that is cut")], wraps: false),
                .blank,
                DocumentParagraph([StyledText("한국어와 👩‍💻 emoji")]),
            ]
            XCTAssertEqual(
                document.lines(forWidth: 20).map { $0.map(\.text).joined() },
                [
                    "Heading", "plain words and bold", "ones that wrap", "• a list item that", "  wraps",
                    "│ let  spaced = cod…", "", "한국어와 👩‍💻 emoji",
                ])
            XCTAssertEqual(document.lines(forWidth: 20)[1].last, StyledText("bold", style: TextStyle(bold: true)))
            XCTAssertEqual(terminal.lines[1], "Heading")
            XCTAssertEqual(terminal.application.lastFrame[0, 1].style, TextStyle(bold: true))
            XCTAssertEqual(terminal.lines[4], "• a list item t 50%", "where the reader is")
            terminal.send(.down, .down)
            XCTAssertEqual(terminal.lines[1], "ones that wrap")
            terminal.send(.end)
            XCTAssertEqual(terminal.lines[4], "한국어와 👩‍💻 emo end")
            XCTAssertEqual(bottoms, 1)
            terminal.send(.down)
            XCTAssertEqual(bottoms, 2, "Down at the end asks for more")
            terminal.send(.home)
            XCTAssertEqual(terminal.lines[1], "Heading")
            // Narrower: the same text re-wraps.
            terminal.resize(width: 12, height: 5)
            XCTAssertEqual(document.lines(forWidth: 12).first.map { $0.map(\.text).joined() }, "Heading")
            XCTAssertEqual(document.lines(forWidth: 12)[1].map(\.text).joined(), "plain words")
        }
    }
}
