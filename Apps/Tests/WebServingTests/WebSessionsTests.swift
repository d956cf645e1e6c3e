import Foundation
import RxCore
import RxTesting
import WebServing
import WebUI
import XCTest

final class WebSessionsTests: RxTestCase, @unchecked Sendable {
    /// What one connection was sent.
    final class Received: @unchecked Sendable {
        var messages: [String] = []
    }

    static let firstPage =
        #"<main id="w1"><nav id="w2" hidden="" class="stack horizontal"><button id="w3" type="button">Back</button></nav>"#
        + #"<section id="w4" class="screen"><h1 id="w5">Counter</h1><div id="w6" class="stack vertical">"#
        + #"<p id="w7">Count: 0</p><button id="w8" type="button">Add</button></div><div id="w9"></div>"#
        + #"<p id="w10" hidden="" class="banner" role="alert"></p></section></main>"#

    func testATabGetsThePageThenOnlyPatches() {
        MainActor.assumeIsolated {
            let sessions = WebSessions(scheduler: TestScheduler(initialClock: 0)) { CounterPage.root() }
            let received = Received()
            let connection = sessions.connect(resuming: nil) { received.messages.append($0) }
            let page = try? JSONSerialization.jsonObject(with: Data(received.messages[0].utf8)) as? [String: Any]
            XCTAssertEqual(page?["session"] as? String, connection.sessionID)
            XCTAssertEqual(page?["page"] as? String, Self.firstPage)
            XCTAssertEqual(
                received.messages[0].replacingOccurrences(of: connection.sessionID, with: "ID")
                    .components(separatedBy: #""patches":"#).last,
                #"[{"id":"w8","op":"focus"},{"op":"title","text":"Counter"}],"session":"ID"}"#)
            XCTAssertTrue(sessions.receive(#"{"t":"activate","id":"w8"}"#, on: connection))
            XCTAssertEqual(received.messages.last, #"[{"id":"w7","op":"text","text":"Count: 1"}]"#)
            XCTAssertFalse(sessions.receive(#"{"t":"activate","id":"<script>"}"#, on: connection))
            XCTAssertFalse(sessions.receive(String(repeating: " ", count: 20_000), on: connection))
            XCTAssertEqual(received.messages.count, 2, "a refused message sends nothing")
            sessions.closeAll()
            XCTAssertEqual(sessions.count, 0)
        }
    }

    func testATabThatReconnectsWithinTheGracePeriodGetsItsPageBack() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let sessions = WebSessions(gracePeriod: .seconds(30), scheduler: scheduler) { CounterPage.root() }
            let first = Received()
            let connection = sessions.connect(resuming: nil) { first.messages.append($0) }
            sessions.receive(#"{"t":"activate","id":"w8"}"#, on: connection)
            sessions.disconnect(connection)
            scheduler.advanceTo(29)
            XCTAssertEqual(sessions.count, 1, "kept for the grace period")
            let second = Received()
            let again = sessions.connect(resuming: connection.sessionID) { second.messages.append($0) }
            XCTAssertEqual(again.sessionID, connection.sessionID)
            XCTAssertTrue(second.messages[0].contains(#"<p id=\"w7\">Count: 1</p>"#), "the same page, its state kept")
            sessions.disconnect(connection)
            scheduler.advanceTo(100)
            XCTAssertEqual(sessions.count, 1, "a late drop of the old connection does not end the new one")
            XCTAssertFalse(
                sessions.receive(#"{"t":"activate","id":"w8"}"#, on: connection), "the old connection is gone")
            sessions.receive(#"{"t":"activate","id":"w8"}"#, on: again)
            XCTAssertEqual(second.messages.last, #"[{"id":"w7","op":"text","text":"Count: 2"}]"#)
        }
    }

    func testAPageIsClosedAndItsBindingsDisposedAfterTheGracePeriod() {
        MainActor.assumeIsolated {
            let start = Resources.total
            let scheduler = TestScheduler(initialClock: 0)
            let sessions = WebSessions(gracePeriod: .seconds(30), scheduler: scheduler) { CounterPage.root() }
            let tabs = (0..<3).map { _ in sessions.connect(resuming: nil) { _ in } }
            XCTAssertEqual(Set(tabs.map(\.sessionID)).count, 3, "one session per tab")
            XCTAssertGreaterThan(Resources.total, start)
            for tab in tabs { sessions.disconnect(tab) }
            scheduler.advanceTo(30)
            XCTAssertEqual(sessions.count, 0)
            XCTAssertEqual(Resources.total, start, "every tab's view models and bindings released")
            let late = Received()
            let fresh = sessions.connect(resuming: tabs[0].sessionID) { late.messages.append($0) }
            XCTAssertNotEqual(fresh.sessionID, tabs[0].sessionID, "too late: a new page")
            sessions.closeAll()
        }
    }
}
