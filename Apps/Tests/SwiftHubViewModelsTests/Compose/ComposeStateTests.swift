import SwiftHubViewModels
import XCTest

/// The text being written, as a pure value: what stops a send, what a send carries, and that
/// a refusal keeps every character.
final class ComposeStateTests: XCTestCase {
    private func fold(_ kind: ComposeState.Kind, _ events: [ComposeState.Event]) -> ComposeState {
        events.reduce(ComposeState(kind: kind)) { $0.reduced(by: $1) }
    }

    func testAnIssueNeedsASignInAndATitle() {
        let signedOut = fold(.issue, [.title("Crash"), .send])
        XCTAssertEqual(signedOut.message, "Sign in to write — press l")
        XCTAssertNil(signedOut.launched)
        XCTAssertEqual(signedOut.status, "Sign in (l) to write")
        let untitled = fold(.issue, [.account("alice"), .title("   "), .body("steps"), .send])
        XCTAssertEqual(untitled.message, "An issue needs a title")
        XCTAssertNil(untitled.launched)
        let long = fold(.issue, [.account("alice"), .title(String(repeating: "가", count: 257))])
        XCTAssertEqual(long.problem, "The title has 257 characters; GitHub takes 256")
        let sent = fold(.issue, [.account("alice"), .title("  Crash 👩‍💻 "), .body("steps\n"), .send])
        XCTAssertEqual(sent.launched, ComposeState.Draft(title: "Crash 👩‍💻", body: "steps\n"))
        XCTAssertTrue(sent.isSending)
        XCTAssertEqual(sent.status, "Sending…")
    }

    func testASendWhileSendingIsIgnoredAndARefusalKeepsTheText() {
        var state = fold(.comment, [.account("alice"), .body("+1"), .send])
        XCTAssertNotNil(state.launched)
        state = state.reduced(by: .send)
        XCTAssertNil(state.launched, "one request at a time")
        state = state.reduced(by: .refused("Not sent: timeout — your text is kept"))
        XCTAssertEqual(state.message, "Not sent: timeout — your text is kept")
        XCTAssertFalse(state.isSending)
        XCTAssertEqual(state.body, "+1")
        XCTAssertEqual(state.status, "Ctrl-S posts the comment")
        state = state.reduced(by: .send).reduced(by: .sent(.issue("o/n", number: 3, .issue)))
        XCTAssertEqual(state.sentTo, .issue("o/n", number: 3, .issue))
        XCTAssertNil(state.reduced(by: .send).launched, "nothing is sent twice")
        XCTAssertEqual(fold(.comment, [.account("alice"), .body(" \n "), .send]).message, "Write the comment first")
    }
}
