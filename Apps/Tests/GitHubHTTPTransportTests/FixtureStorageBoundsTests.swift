import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
import GitHubSession
import OfflineGitHub
import RxCore
import RxTesting
import TmuxTesting
import XCTest

/// The offline GitHub keeps what is posted within bounds — per item, per repository and in
/// all — and a post over one is a 422 with GitHub's JSON error body, over real HTTP on
/// loopback. Small bounds here; the server's own are 2,500 comments per item, 2,500 issues per
/// repository and 8 MiB of posted text.
final class FixtureStorageBoundsTests: FixtureServerTestCase {
    private var alice: GitHubClient!
    /// The offline GitHub with small bounds, beside the test case's own.
    private var bounded: GitHubFixtureServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        bounded = GitHubFixtureServer(
            storageBounds: FixtureStorageBounds(commentsPerItem: 3, issuesPerRepository: 2, textBytes: 64))
        try bounded.start()
        alice = GitHubClient(baseURL: bounded.baseURL, token: "fixture-alice", timeout: 5)
    }

    /// Released after the leak check, which counts from after `setUpWithError`.
    override func tearDown() {
        super.tearDown()
        alice = nil
        bounded.stop()
        bounded = nil
    }

    func testTheServersOwnBounds() {
        XCTAssertEqual(
            FixtureStorageBounds.standard,
            FixtureStorageBounds(commentsPerItem: 2_500, issuesPerRepository: 2_500, textBytes: 8 << 20))
    }

    func testAnItemKeepsAtMostItsBoundOfPostedComments() throws {
        for index in 0..<3 {
            _ = try result(
                of: alice.send(GitHub.createComment(fullName: "carol/swift-forms", number: 1, body: "\(index)")))
        }
        XCTAssertEqual(
            error(of: alice.send(GitHub.createComment(fullName: "carol/swift-forms", number: 1, body: "one more"))),
            .http(
                status: 422,
                message: "Validation Failed: the offline GitHub keeps at most 3 comments per issue or pull request"))
        _ = try result(of: alice.send(GitHub.createComment(fullName: "carol/swift-forms", number: 2, body: "other")))
    }

    func testARepositoryKeepsAtMostItsBoundOfOpenedIssues() throws {
        for index in 0..<2 {
            _ = try result(
                of: alice.send(GitHub.createIssue(fullName: "carol/swift-forms", title: "\(index)", body: "")))
        }
        XCTAssertEqual(
            error(of: alice.send(GitHub.createIssue(fullName: "carol/swift-forms", title: "t", body: ""))),
            .http(status: 422, message: "Validation Failed: the offline GitHub keeps at most 2 issues per repository"))
    }

    func testPostedTextIsBoundedInAllWithGitHubsErrorBody() throws {
        // 60 of the 64 bytes, then 4 more fit; a fifth byte does not.
        _ = try result(
            of: alice.send(
                GitHub.createComment(fullName: "octocat/swift-rx", number: 1, body: String(repeating: "a", count: 60))))
        _ = try result(of: alice.send(GitHub.createIssue(fullName: "carol/swift-forms", title: "ab", body: "cd")))
        let refused = "Validation Failed: the offline GitHub keeps at most 64 bytes of posted text"
        XCTAssertEqual(
            error(of: alice.send(GitHub.createComment(fullName: "octocat/swift-rx", number: 2, body: "x"))),
            .http(status: 422, message: refused))
        XCTAssertEqual(
            error(of: alice.send(GitHub.createIssue(fullName: "carol/swift-forms", title: "t", body: ""))),
            .http(status: 422, message: refused), "an issue's title counts too")
        let answer = LoopbackSocket.exchangeWithHeaders(
            "POST /repos/octocat/swift-rx/issues/2/comments HTTP/1.1\r\nHost: x\r\n"
                + "Authorization: token fixture-alice\r\nContent-Type: application/json\r\nContent-Length: 12\r\n"
                + "Connection: close\r\n\r\n{\"body\":\"x\"}",
            port: Int(bounded.port))
        XCTAssertEqual(answer.status, 422)
        XCTAssertEqual(
            answer.body,
            #"{"documentation_url":"https://docs.github.com/rest","errors":[{"code":"custom","field":"body","message":"the offline GitHub keeps at most 64 bytes of posted text","resource":"IssueComment"}],"message":"Validation Failed"}"#
        )
        XCTAssertEqual(try result(of: alice.send(GitHub.user(login: "alice"))).login, "alice", "still serving")
    }
}
