import Foundation
import GitHubAPI
import GitHubSession
import SwiftHubViewModels
import XCTest

/// What the banner says for each kind of failure, and which key it offers.
final class ErrorMessageTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    func testRetryableErrorsOfferRetryAndOthersDoNot() {
        XCTAssertEqual(
            errorMessage(GitHubError.unreachable(reason: "connection refused"), now: now),
            "The server is unreachable (connection refused). — press r to retry")
        XCTAssertEqual(
            errorMessage(GitHubError.http(status: 503, message: "Service Unavailable"), now: now),
            "GitHub answered 503: Service Unavailable — press r to retry")
        XCTAssertEqual(
            errorMessage(GitHubError.http(status: 404, message: "Not Found"), now: now),
            "GitHub answered 404: Not Found")
        XCTAssertEqual(
            errorMessage(GitHubError.http(status: 422, message: "Validation Failed: q is missing"), now: now),
            "GitHub answered 422: Validation Failed: q is missing")
    }

    func testARefusedTokenOffersSignIn() {
        XCTAssertEqual(
            errorMessage(GitHubError.http(status: 401, message: "Bad credentials"), now: now),
            "GitHub answered 401: Bad credentials — press l to sign in")
    }

    func testTheRateLimitResetIsSaidRelativeToNow() {
        func message(_ seconds: TimeInterval) -> String {
            errorMessage(GitHubError.rateLimited(resetAt: now.addingTimeInterval(seconds)), now: now)
        }
        XCTAssertEqual(message(720), "Rate limit exceeded; it resets in 12 min. — press r to retry")
        XCTAssertEqual(message(45), "Rate limit exceeded; it resets in 45 s. — press r to retry")
        XCTAssertEqual(message(7_500), "Rate limit exceeded; it resets in 2 h 5 min. — press r to retry")
        XCTAssertEqual(message(-10), "Rate limit exceeded; it resets now. — press r to retry")
    }

    func testSearchSaysHowToSearchAgain() {
        XCTAssertEqual(
            errorMessage(GitHubError.timeout, retryHint: "press Enter to search again", now: now),
            "The server did not answer in time. — press Enter to search again")
    }

    func testAFailedNextPageSaysHowToTryThatPageAgain() {
        XCTAssertEqual(
            loadMoreErrorMessage(GitHubError.timeout, now: now),
            "Could not load more: The server did not answer in time. — press ↓ at the last row to try again")
        XCTAssertEqual(
            loadMoreErrorMessage(GitHubError.http(status: 404, message: "Not Found"), now: now),
            "Could not load more: GitHub answered 404: Not Found")
    }
}
