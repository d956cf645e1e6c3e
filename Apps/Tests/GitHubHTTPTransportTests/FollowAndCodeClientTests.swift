import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
import GitHubSession
import OfflineGitHub
import RxCore
import RxTesting
import XCTest

/// Following, a repository's files and a commit's changes: the client against the offline
/// server over real HTTP on loopback.
final class FollowAndCodeClientTests: FixtureServerTestCase {
    private var alice: GitHubClient!

    override func setUp() {
        super.setUp()
        alice = GitHubClient(baseURL: server.baseURL, token: "fixture-alice", timeout: 5)
    }

    override func tearDown() {
        alice = nil
        super.tearDown()
    }

    func testAFollowMovesTheAnswerTheListsAndTheCounts() throws {
        XCTAssertFalse(try result(of: alice.send(GitHub.isFollowing(login: "dave"))))
        XCTAssertEqual(try result(of: alice.send(GitHub.user(login: "dave"))).followers, 4)
        try result(of: alice.send(GitHub.setFollowing(true, login: "dave")))
        XCTAssertTrue(try result(of: alice.send(GitHub.isFollowing(login: "dave"))))
        XCTAssertEqual(try result(of: alice.send(GitHub.user(login: "dave"))).followers, 5)
        XCTAssertEqual(try result(of: alice.send(GitHub.user(login: "alice"))).following, 5)
        XCTAssertEqual(
            try result(of: alice.send(GitHub.followers(login: "dave"))).items.map(\.login),
            ["octocat", "alice", "bob", "carol", "eun-ji"])
        try result(of: alice.send(GitHub.setFollowing(false, login: "octocat")))
        XCTAssertEqual(
            try result(of: alice.send(GitHub.following(login: "alice"))).items.map(\.login),
            ["bob", "carol", "dave", "eun-ji"], "a bundled follow undone")
        XCTAssertEqual(
            error(of: alice.send(GitHub.setFollowing(true, login: "alice"))),
            .http(status: 422, message: "Validation Failed: alice cannot be followed by alice"), "not oneself")
        XCTAssertEqual(
            error(of: alice.send(GitHub.setFollowing(true, login: "reactivex"))),
            .http(status: 422, message: "Validation Failed: reactivex cannot be followed by alice"),
            "not an organization")
        XCTAssertEqual(
            error(of: alice.send(GitHub.setFollowing(true, login: "nobody"))), .http(status: 404, message: "Not Found"))
        let nobody = GitHubClient(baseURL: server.baseURL, timeout: 5)
        XCTAssertEqual(
            error(of: nobody.send(GitHub.isFollowing(login: "dave"))),
            .http(status: 401, message: "Requires authentication"))
    }

    func testFilesAndCommitsComeOverHTTPAsTheDataHasThem() throws {
        let data = FixtureData.standard
        XCTAssertEqual(
            try result(of: alice.send(GitHub.contents(fullName: "octocat/swift-rx", path: ""))),
            data.contents(of: "octocat/swift-rx", path: ""))
        XCTAssertEqual(
            try result(of: alice.send(GitHub.contents(fullName: "octocat/swift-rx", path: "Sources/Rx/Rx.swift"))),
            data.contents(of: "octocat/swift-rx", path: "Sources/Rx/Rx.swift"))
        XCTAssertEqual(
            error(of: alice.send(GitHub.contents(fullName: "octocat/swift-rx", path: "Sources/Rx/None.swift"))),
            .http(status: 404, message: "Not Found"))
        let sha = try XCTUnwrap(data.commits(of: "octocat/swift-rx")?.first?.sha)
        let commit = try result(of: alice.send(GitHub.commit(fullName: "octocat/swift-rx", sha: String(sha.prefix(7)))))
        XCTAssertEqual(commit.files, data.commit(of: "octocat/swift-rx", sha: sha)?.files)
        XCTAssertEqual(
            try result(of: alice.send(GitHub.pullRequestFiles(fullName: "octocat/swift-rx", number: 3))).items,
            data.pullRequestFiles(of: "octocat/swift-rx", number: 3))
        XCTAssertEqual(
            try result(of: alice.send(GitHub.searchCode(query: "notANumber repo:octocat/swift-rx"))).items.map(\.path),
            ["Sources/Rx/Rx.swift", "Sources/Rx/RxError.swift"])
    }
}
