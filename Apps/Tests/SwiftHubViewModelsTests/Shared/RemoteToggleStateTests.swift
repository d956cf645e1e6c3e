import SwiftHubViewModels
import XCTest

/// A star (or a watch) as a pure value: optimistic toggles, waiting toggles, refusals.
final class RemoteToggleStateTests: XCTestCase {
    private func fold(_ events: [RemoteToggleState.Event]) -> RemoteToggleState {
        events.reduce(RemoteToggleState(signInMessage: "Sign in to star repositories — press l")) {
            $0.reduced(by: $1)
        }
    }

    func testAToggleFlipsAtOnceAndARefusalPutsItBack() {
        var state = fold([.account("alice"), .count(2), .answer(false), .toggle])
        XCTAssertEqual(state.isOn, true)
        XCTAssertEqual(state.count, 3)
        let request = RemoteToggleState.Request(id: 1, wanted: true)
        XCTAssertEqual(state.launched, request)
        state = state.reduced(by: .finished(request, failure: "refused"))
        XCTAssertEqual(state.isOn, false)
        XCTAssertEqual(state.count, 2)
        XCTAssertEqual(state.message, "refused")
        XCTAssertNil(state.running)
    }

    func testAToggleWhileARequestRunsWaitsForIt() {
        var state = fold([.account("alice"), .count(2), .answer(false), .toggle, .toggle])
        XCTAssertNil(state.launched, "the second toggle waits")
        XCTAssertEqual(state.waitingToggles, 1)
        state = state.reduced(by: .finished(RemoteToggleState.Request(id: 1, wanted: true), failure: nil))
        XCTAssertEqual(state.launched, RemoteToggleState.Request(id: 2, wanted: false))
        XCTAssertEqual(state.isOn, false)
        XCTAssertEqual(state.count, 2)
    }

    func testSignedOutOrUnansweredTogglesStartNothing() {
        let signedOut = fold([.account(nil), .toggle])
        XCTAssertEqual(signedOut.message, "Sign in to star repositories — press l")
        XCTAssertNil(signedOut.launched)
        let unanswered = fold([.account("alice"), .toggle])
        XCTAssertNil(unanswered.launched)
        XCTAssertNil(unanswered.message)
        XCTAssertNil(unanswered.isOn)
    }
}
