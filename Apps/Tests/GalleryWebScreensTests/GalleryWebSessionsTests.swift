import Foundation
import RxCore
import RxLanes
import RxTesting
import WebServing
import WebUI
import XCTest

@testable import GalleryWebScreens

/// A hundred tabs of the gallery in one server, in virtual time: each its own session with its
/// own view models (and half with the stream inspector open), all released once their
/// connections dropped and the grace period passed.
final class GalleryWebSessionsTests: RxTestCase, @unchecked Sendable {
    final class Received: @unchecked Sendable {
        var messages: [String] = []
    }

    func testAHundredTabsAreReleasedAfterTheGracePeriod() throws {
        try MainActor.assumeIsolated {
            let start = Resources.total
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let recorder = LaneRecorder(clock: { [scheduler] in Double(scheduler.clock) / 10 })
            let sessions = WebSessions(gracePeriod: .seconds(30), scheduler: scheduler) {
                GalleryWebMenuScreen.root(
                    scheduler: scheduler,
                    inspector: LaneInspectorView(
                        recorder: recorder, scheduler: scheduler, resources: { .init(total: nil, byKind: []) }))
            }
            var connections: [WebSessions.Connection] = []
            for tab in 0..<100 {
                let received = Received()
                let connection = sessions.connect(resuming: nil) { received.messages.append($0) }
                let pattern = #"<ul id=\\"w[0-9]+\\" class=\\"list\\""#
                let list = try XCTUnwrap(received.messages[0].range(of: pattern, options: .regularExpression))
                let listID = received.messages[0][list].dropFirst(9).prefix { $0 != "\\" }
                // Row 4 opens the tip calculator: a view model and its bindings per tab.
                XCTAssertTrue(sessions.receive(#"{"t":"activate","id":"\#(listID)","i":4}"#, on: connection))
                XCTAssertTrue(received.messages.last?.contains("Tip calculator") == true)
                if tab.isMultiple(of: 2) { sessions.receive(#"{"t":"key","k":"F12"}"#, on: connection) }
                connections.append(connection)
            }
            XCTAssertEqual(sessions.count, 100)
            XCTAssertEqual(Set(connections.map(\.sessionID)).count, 100, "one session per tab")
            scheduler.advanceTo(50)
            for connection in connections { sessions.disconnect(connection) }
            scheduler.advanceTo(50 + 299)
            XCTAssertEqual(sessions.count, 100, "kept for the grace period")
            scheduler.advanceTo(50 + 301)
            XCTAssertEqual(sessions.count, 0, "every session closed after it")
            XCTAssertEqual(Resources.total, start, "every tab's view models, bindings and inspector timer released")
        }
    }
}
