import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class LabelTests: WidgetTestCase, @unchecked Sendable {
    func testLabelsStackAndTruncate() {
        MainActor.assumeIsolated {
            let stack = StackView(
                axis: .vertical,
                [Label("Hello"), Label("A very long line that does not fit"), Label("끝", alignment: .right)])
            let (screen, _) = terminal(stack, width: 20, height: 5)
            XCTAssertEqual(screen.lines, ["Test", "Hello", "A very long line th…", "                  끝", ""])
        }
    }

    /// Key hints too long for the terminal are cut between two hints, else before a word,
    /// with "…" — never inside a word.
    func testKeyHintsAreCutBeforeAWord() {
        MainActor.assumeIsolated {
            let hints = Label.keyHints("Enter: open  r: refresh  q: quit")
            let (screen, _) = terminal(hints, width: 28)
            XCTAssertEqual(screen.lines[1], "Enter: open  r: refresh …")
            hints.text = "Enter: write or read it"
            XCTAssertEqual(screen.lines[1], "Enter: write or read it")
            hints.text = "Enter: write or read the retrospective"
            XCTAssertEqual(screen.lines[1], "Enter: write or read the …")
            hints.text = "Supercalifragilisticexpialidocious!"
            XCTAssertEqual(
                screen.lines[1], "Supercalifragilisticexpiali…", "one word wider than the line is cut inside it")
        }
    }
}
