import RxCore
import RxLanes
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    var now = 0.0
}

final class LaneInspectorTests: WidgetTestCase, @unchecked Sendable {
    private struct Failure: Error {}

    @MainActor
    private func inspected(
        width: Int = 50, height: Int = 10
    ) -> (HeadlessTerminal, TestScreen, LaneRecorder, ManualClock) {
        let clock = ManualClock()
        let recorder = LaneRecorder(clock: { clock.now })
        let (terminal, screen) = terminal(Label("The screen under the inspector"), width: width, height: height)
        terminal.application.inspector = LaneInspector(
            recorder: recorder, columnSeconds: 1,
            resources: { .init(total: 5, byKind: [("MapSink<Int, Int>", 2), ("PublishSubject<String>", 1)]) })
        return (terminal, screen, recorder, clock)
    }

    func testF12OpensTheLanesAsMarbleLinesOverTheScreen() {
        MainActor.assumeIsolated {
            let (terminal, _, recorder, clock) = inspected()
            let query = PublishSubject<String>()
            let subscription = query.lane("search", recorder: recorder).subscribe()
            clock.now = 2
            query.onNext("a")
            clock.now = 5
            query.onNext("b")
            Observable<Int>.error(Failure()).lane("failing", recorder: recorder).subscribe(onError: { _ in }).dispose()
            clock.now = 9.5
            terminal.send(.function(12))
            XCTAssertEqual(
                terminal.lines,
                [
                    "Test",
                    "The screen under the inspector",
                    " Stream inspector · Test · 1 s/column · Esc closes",
                    " No lane of this screen is live. Streams are name…",
                    " app · subscribed outside any screen",
                    " search " + String(repeating: " ", count: 31) + "^-a--b----",
                    " failing" + String(repeating: " ", count: 36) + "#",
                    " 0 events/s · 5 live resources",
                    "   2 × MapSink<Int, Int>",
                    "   1 × PublishSubject<String>",
                ])
            clock.now = 5.5
            terminal.application.tickAnimation()
            XCTAssertEqual(terminal.lines[7], " 1 events/s · 5 live resources")
            subscription.dispose()
        }
    }

    func testWhileOpenKeysGoToTheInspectorAndEscGivesTheScreenBack() {
        MainActor.assumeIsolated {
            let (terminal, screen, _, _) = inspected()
            let before = terminal.lines
            terminal.send(.function(12))
            XCTAssertTrue(terminal.application.inspector.isOpen)
            terminal.send(.character("q"), .enter, .up, .tab)
            XCTAssertEqual(screen.keys, [])
            XCTAssertEqual(
                terminal.lines.suffix(5),
                [
                    " Stream inspector · Test · 1 s/column · Esc closes",
                    " No lane of this screen is live. Streams are name…",
                    " 0 events/s · 5 live resources",
                    "   2 × MapSink<Int, Int>",
                    "   1 × PublishSubject<String>",
                ])
            terminal.send(.escape)
            XCTAssertFalse(terminal.application.inspector.isOpen)
            XCTAssertEqual(terminal.lines, before)
            terminal.send(.character("q"))
            XCTAssertEqual(screen.keys, [.character("q")])
        }
    }

    func testClosedItCostsNoFrameAndOpenItRunsTheClock() {
        MainActor.assumeIsolated {
            let (terminal, _, _, _) = inspected()
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
            XCTAssertFalse(terminal.application.isAnimating)
            terminal.send(LaneInspector.key)
            XCTAssertTrue(terminal.application.isAnimating)
            let before = terminal.application.framesDrawn
            terminal.application.tickAnimation()
            terminal.refresh()
            XCTAssertEqual(terminal.application.framesDrawn, before + 1)
            terminal.send(LaneInspector.key)
            XCTAssertFalse(terminal.application.isAnimating)
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
        }
    }

    func testTheLinesScrollLeftAsTimePasses() {
        MainActor.assumeIsolated {
            let (terminal, _, recorder, clock) = inspected()
            let subject = PublishSubject<Int>()
            let subscription = subject.lane("ticks", recorder: recorder).subscribe()
            clock.now = 1
            subject.onNext(7)
            terminal.send(.function(12))
            XCTAssertEqual(terminal.lines[6], " ticks " + String(repeating: " ", count: 40) + "^7")
            clock.now = 4
            terminal.application.tickAnimation()
            XCTAssertEqual(terminal.lines[6], " ticks " + String(repeating: " ", count: 37) + "^7---")
            subject.onCompleted()
            // Lanes ask for no frame: the next tick of the inspector's clock draws the end.
            XCTAssertEqual(terminal.lines[6], " ticks " + String(repeating: " ", count: 37) + "^7---")
            terminal.application.tickAnimation()
            XCTAssertEqual(terminal.lines[6], " ticks " + String(repeating: " ", count: 37) + "^7--|")
            subscription.dispose()
        }
    }
}

final class MarbleLineTests: RxTestCase {
    private func lane(_ entries: [LaneEntry], live: [Int: Double] = [:]) -> LaneSnapshot {
        LaneSnapshot(name: "l", entries: entries, droppedEntries: 0, liveSubscriptions: live, elementCount: 0)
    }

    func testEndsWinOverElementsAndElementsOverStartsInOneColumn() {
        let entries = [
            LaneEntry(time: 0.5, subscription: 1, .subscribed), LaneEntry(time: 0.7, subscription: 1, .next("a")),
            LaneEntry(time: 2.2, subscription: 1, .next("b")), LaneEntry(time: 2.5, subscription: 1, .disposed),
            LaneEntry(time: 4.1, subscription: 2, .subscribed), LaneEntry(time: 4.5, subscription: 2, .error("e")),
        ]
        XCTAssertEqual(MarbleLine.draw(lane(entries), now: 5.5, columns: 6, columnSeconds: 1), "a-x # ")
    }

    func testBlankWideAndControlDescriptionsAreDrawnAsDots() {
        let entries = [
            LaneEntry(time: 1, subscription: 1, .next(" x")), LaneEntry(time: 2, subscription: 1, .next("가")),
            LaneEntry(time: 3, subscription: 1, .next("\u{1B}[31m")), LaneEntry(time: 4, subscription: 1, .next("")),
        ]
        XCTAssertEqual(
            MarbleLine.draw(lane(entries, live: [1: 0]), now: 4, columns: 5, columnSeconds: 1), "-••••")
    }

    func testColumnsSitOnAGridSoMarblesInDifferentColumnsNeverMerge() {
        let entries = [
            LaneEntry(time: 0.9, subscription: 1, .next("a")), LaneEntry(time: 1.1, subscription: 1, .next("b")),
        ]
        XCTAssertEqual(MarbleLine.draw(lane(entries, live: [1: 0]), now: 1.2, columns: 4, columnSeconds: 1), "  ab")
        XCTAssertEqual(MarbleLine.draw(lane(entries, live: [1: 0]), now: 1.9, columns: 4, columnSeconds: 1), "  ab")
        XCTAssertEqual(MarbleLine.draw(lane(entries, live: [1: 0]), now: 2.5, columns: 4, columnSeconds: 1), " ab-")
    }

    func testASubscriptionWhoseStartScrolledOffStillDrawsItsSpan() {
        XCTAssertEqual(MarbleLine.draw(lane([], live: [1: -100]), now: 3, columns: 4, columnSeconds: 1), "----")
    }
}
