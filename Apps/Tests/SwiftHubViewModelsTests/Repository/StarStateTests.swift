import SwiftHubViewModels
import XCTest

/// The star as a pure value: optimistic toggles, waiting toggles, refusals.
final class StarStateTests: XCTestCase {
    private func fold(_ events: [StarState.Event]) -> StarState {
        events.reduce(StarState()) { $0.reduced(by: $1) }
    }

    func testAToggleFlipsAtOnceAndARefusalPutsItBack() {
        var state = fold([.account("alice"), .count(2), .starred(false), .toggle])
        XCTAssertEqual(state.text, "★ Starred (s: unstar)")
        XCTAssertEqual(state.count, 3)
        let request = StarState.Request(id: 1, wanted: true)
        XCTAssertEqual(state.launched, request)
        state = state.reduced(by: .finished(request, failure: "refused"))
        XCTAssertEqual(state.text, "☆ Not starred (s: star)")
        XCTAssertEqual(state.count, 2)
        XCTAssertEqual(state.message, "refused")
        XCTAssertNil(state.running)
    }

    func testAToggleWhileARequestRunsWaitsForIt() {
        var state = fold([.account("alice"), .count(2), .starred(false), .toggle, .toggle])
        XCTAssertNil(state.launched, "the second toggle waits")
        XCTAssertEqual(state.waitingToggles, 1)
        state = state.reduced(by: .finished(StarState.Request(id: 1, wanted: true), failure: nil))
        XCTAssertEqual(state.launched, StarState.Request(id: 2, wanted: false))
        XCTAssertEqual(state.text, "☆ Not starred (s: star)")
        XCTAssertEqual(state.count, 2)
    }

    func testSignedOutOrUnansweredTogglesStartNothing() {
        let signedOut = fold([.account(nil), .toggle])
        XCTAssertEqual(signedOut.message, "Sign in to star repositories — press l")
        XCTAssertEqual(signedOut.text, "☆ Sign in (l) to star")
        let unanswered = fold([.account("alice"), .toggle])
        XCTAssertNil(unanswered.launched)
        XCTAssertNil(unanswered.message)
        XCTAssertEqual(unanswered.text, "")
    }
}
