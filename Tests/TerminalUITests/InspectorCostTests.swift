import RxCore
import RxLanes
import RxTesting
import RxUI
import XCTest

@testable import TerminalUI

/// A view that counts how often it is drawn.
final class CountingView: View {
    var draws = 0
    var text = "counted" {
        didSet { setNeedsDisplay() }
    }

    override func intrinsicHeight(forWidth width: Int) -> Int { 1 }
    override func draw(in canvas: inout Canvas) {
        draws += 1
        canvas.draw(text, at: frame.origin, clip: frame)
    }
}

/// The open inspector costs what its overlay costs (issue 54, items 10 and 16): a key it
/// ignores draws nothing (it repainted the whole screen, `ESC [2J`, ~5.3 KB at 120×40), its
/// clock draws no view, and a title of any length costs a frame what the cells shown cost.
final class InspectorCostTests: WidgetTestCase, @unchecked Sendable {
    @MainActor
    private func inspected(title: String = "Test") -> (HeadlessTerminal, CountingView) {
        let view = CountingView()
        let screen = TestScreen(title: title, content: view)
        let terminal = HeadlessTerminal(width: 60, height: 12, root: NavigationController(root: screen))
        terminal.application.inspector = LaneInspector(
            recorder: LaneRecorder(clock: { 0 }), columnSeconds: 1, resources: { .init(total: 0, byKind: []) })
        terminal.send(.function(12))
        return (terminal, view)
    }

    func testAKeyTheInspectorIgnoresDrawsNothing() {
        MainActor.assumeIsolated {
            let (terminal, view) = inspected()
            let frames = terminal.application.framesDrawn
            terminal.clearOutput()
            terminal.send(.character("x"), .down, .enter)
            XCTAssertEqual(terminal.output, "")
            XCTAssertEqual(terminal.application.framesDrawn, frames)
            terminal.send(.escape)
            XCTAssertFalse(terminal.output.contains("\u{1B}[2J"), "closing redraws the overlay's rows only")
            XCTAssertEqual(terminal.lines[1], "counted")
            XCTAssertEqual(view.draws > 0, true)
        }
    }

    func testTheInspectorsClockDrawsNoView() {
        MainActor.assumeIsolated {
            let (terminal, view) = inspected()
            let draws = view.draws
            let frames = terminal.application.framesDrawn
            for _ in 0..<5 {
                terminal.application.tickAnimation()
                terminal.application.renderIfNeeded()
            }
            XCTAssertEqual(terminal.application.framesDrawn, frames + 5)
            XCTAssertEqual(view.draws, draws, "the overlay is drawn over the screens as they were")
            XCTAssertEqual(terminal.lines[1], "counted")
            view.text = "changed"
            terminal.application.tickAnimation()
            terminal.refresh()
            XCTAssertEqual(view.draws, draws + 1, "a view that asked is drawn")
            XCTAssertEqual(terminal.lines[1], "changed")
        }
    }

    /// The clock's frame compares only the overlay's rows (now and before): the renderer takes
    /// the caller's word that no other row changed.
    func testOnlyTheRowsSaidToChangeAreCompared() {
        var renderer = FrameRenderer()
        var frame = Canvas(size: Size(width: 4, height: 3))
        _ = renderer.render(frame)
        frame.draw("a", at: Point(x: 0, y: 0))
        frame.draw("b", at: Point(x: 0, y: 2))
        XCTAssertEqual(renderer.render(frame, changedRows: 2..<3), "\u{1B}[?25l\u{1B}[3;1H\u{1B}[0mb")
        XCTAssertEqual(renderer.render(frame, changedRows: 5..<9), "\u{1B}[?25l", "rows past the frame are none")
    }

    /// A 100,000-character title from a server: the inspector's bar shows what fits, and cutting
    /// it reads no more of it than fits.
    func testALongTitleIsCutReadingOnlyWhatIsShown() {
        MainActor.assumeIsolated {
            let title = String(repeating: "t", count: 100_000)
            let (terminal, _) = inspected(title: title)
            XCTAssertEqual(
                terminal.lines.first { $0.hasPrefix(" Stream inspector") },
                " Stream inspector · " + String(repeating: "t", count: 39) + "…")
        }
        var read = 0
        let characters = repeatElement(Character("t"), count: 100_000).lazy.map { character -> Character in
            read += 1
            return character
        }
        XCTAssertEqual(
            DisplayWidth.truncate(characters: characters, toWidth: 40), String(repeating: "t", count: 39) + "…")
        XCTAssertEqual(read, 41, "40 cells and the character that does not fit")
        XCTAssertEqual(DisplayWidth.truncate("한글한글", toWidth: 5), "한글…")
        XCTAssertEqual(DisplayWidth.truncate("a한b", toWidth: 3), "a…")
        XCTAssertEqual(DisplayWidth.truncate("a한", toWidth: 3), "a한")
        XCTAssertEqual(DisplayWidth.pad("a한b", toWidth: 3), "a… ")
    }
}
