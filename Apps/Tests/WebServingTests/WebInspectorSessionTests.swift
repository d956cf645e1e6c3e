import Foundation
import RxCore
import RxLanes
import RxTesting
import WebServing
import WebUI
import XCTest

/// The stream inspector over a tab's session: F12 from the browser opens it, and its frames
/// reach the tab as patches of what moved, in virtual time (a tick is a tenth of a second).
final class WebInspectorSessionTests: RxTestCase, @unchecked Sendable {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private lazy var recorder = LaneRecorder(clock: { [scheduler] in Double(scheduler.clock) / 10 })

    override func setUp() {
        super.setUp()
        recorder.start()
    }

    override func tearDown() {
        recorder.stop()
        super.tearDown()
    }

    /// Runs what the session queued on the main queue: its coalesced flush.
    private func runMainQueue() {
        for _ in 0..<3 { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001)) }
    }

    func testF12FromTheTabOpensTheInspectorAndAClickDrawsAMarbleInTheNextFrame() {
        MainActor.assumeIsolated {
            let start = Resources.total
            let sessions = WebSessions(scheduler: scheduler) {
                CounterPage.root(
                    inspector: LaneInspectorView(
                        recorder: self.recorder, columnSeconds: 1, columns: 8, scheduler: self.scheduler,
                        resources: { .init(total: nil, byKind: []) }))
            }
            let received = WebSessionsTests.Received()
            let connection = sessions.connect(resuming: nil) { received.messages.append($0) }
            XCTAssertTrue(
                received.messages[0].contains(
                    #"<nav id=\"w2\" class=\"stack horizontal\"><button id=\"w3\" hidden=\"\" type=\"button\">Back</button>"#
                        + #"<button id=\"w4\" type=\"button\" aria-expanded=\"false\">Streams (F12)</button></nav>"#),
                received.messages[0])
            XCTAssertTrue(sessions.receive(#"{"t":"key","k":"F12"}"#, on: connection))
            XCTAssertEqual(received.messages.count, 2)
            XCTAssertTrue(
                received.messages[1].contains(#"{"id":"w4","name":"aria-expanded","op":"attribute","value":"true"}"#))
            XCTAssertTrue(
                received.messages[1].contains(#"<text id=\"w16.n1\" x=\"0\" y=\"16\">count</text>"#),
                received.messages[1])
            scheduler.advanceTo(15)
            sessions.receive(#"{"t":"activate","id":"w9"}"#, on: connection)
            // The frame at 1 s moved the track a column; its flush, queued, goes with the click's.
            XCTAssertEqual(
                received.messages.last,
                #"[{"id":"w8","op":"text","text":"Count: 1"},{"id":"w17","name":"viewBox","op":"attribute","value":"-96 0 128 24"}]"#
            )
            scheduler.advanceTo(16)
            runMainQueue()
            XCTAssertEqual(
                received.messages.last,
                #"[{"html":"<g id=\"w19.m1c1\" class=\"mark next\"><title>Count: 1</title><circle cx=\"24\" cy=\"12\" r=\"7\"></circle>"#
                    + #"<text x=\"24\" y=\"15.5\">C</text></g>","id":"w19","op":"append"},"#
                    + #"{"id":"w20","op":"text","text":"Elements in the last second: 1 · live resources are counted in debug builds"}]"#
            )
            XCTAssertEqual(received.messages.count, 4, "one message a frame")
            sessions.disconnect(connection)
            sessions.closeAll()
            scheduler.advanceTo(17)
            XCTAssertEqual(Resources.total, start, "the page, its inspector and its timer released")
        }
    }
}
