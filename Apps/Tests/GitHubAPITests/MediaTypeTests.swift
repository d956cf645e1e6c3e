import Foundation
import GitHubAPI
import XCTest

/// Media types that change GitHub's answer are asked for where SwiftHub shows what they add.
final class MediaTypeTests: XCTestCase {
    /// GitHub sends a search item's `text_matches` only to `Accept: …text-match+json`; the code
    /// search screen shows them, and the other searches ask the same way.
    func testSearchesAskForTextMatches() {
        let accepts = [
            GitHub.searchCode(query: "q").request, GitHub.searchIssues(query: "q").request,
            GitHub.searchRepositories(query: "q").request, GitHub.searchUsers(query: "q").request,
        ].map { $0.headers["Accept"] }
        XCTAssertEqual(accepts, Array(repeating: "application/vnd.github.text-match+json", count: 4))
        // The media type survives a `map` (the search endpoints are mapped into pages).
        XCTAssertEqual(
            GitHub.searchCode(query: "q", page: 2).map { page, _ in page.items.count }.request.headers["Accept"],
            "application/vnd.github.text-match+json")
    }

    /// Everything else is sent with GitHub's default media type (the transport adds it), and
    /// the website's OAuth endpoints ask for JSON.
    func testOtherEndpointsLeaveAcceptToTheTransport() {
        XCTAssertNil(GitHub.notifications(filter: .all).request.headers["Accept"])
        XCTAssertNil(GitHub.starredRepositories(login: "a").request.headers["Accept"])
        XCTAssertEqual(GitHub.requestDeviceCode(clientID: "c").request.headers["Accept"], "application/json")
    }
}
