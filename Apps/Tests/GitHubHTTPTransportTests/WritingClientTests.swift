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

/// Opening issues and posting comments over real HTTP on loopback: what GitHub takes is kept
/// and served with the rest; what it refuses gets its 4xx with a JSON body.
final class WritingClientTests: FixtureServerTestCase {
    private var alice: GitHubClient!

    override func setUp() {
        super.setUp()
        alice = GitHubClient(baseURL: server.baseURL, token: "fixture-alice", timeout: 5)
    }

    override func tearDown() {
        alice = nil
        super.tearDown()
    }

    func testAnIssueAndACommentAreKeptAndServedWithTheRest() throws {
        let issue = try result(
            of: alice.send(GitHub.createIssue(fullName: "carol/swift-forms", title: " 한글 👩‍💻 ", body: "Steps:\n1.")))
        XCTAssertEqual(issue.number, 24)
        XCTAssertEqual(issue.title, "한글 👩‍💻", "the title trimmed")
        XCTAssertEqual(issue.user?.login, "alice")
        XCTAssertEqual(issue.state, .open)
        let open = try result(of: alice.send(GitHub.issues(fullName: "carol/swift-forms", state: .open)))
        XCTAssertEqual(open.items.first?.number, 24, "newest first")
        let comment = try result(
            of: alice.send(GitHub.createComment(fullName: "carol/swift-forms", number: 24, body: "**+1**")))
        XCTAssertEqual(comment.body, "**+1**")
        XCTAssertEqual(try result(of: alice.send(GitHub.issue(fullName: "carol/swift-forms", number: 24))).comments, 1)
        XCTAssertEqual(
            try result(of: alice.send(GitHub.issueComments(fullName: "carol/swift-forms", number: 24))).items,
            [comment])
        let bundled = try result(of: alice.send(GitHub.issueComments(fullName: "octocat/swift-rx", number: 3)))
        _ = try result(of: alice.send(GitHub.createComment(fullName: "octocat/swift-rx", number: 3, body: "on a PR")))
        XCTAssertEqual(
            try result(of: alice.send(GitHub.issueComments(fullName: "octocat/swift-rx", number: 3))).items.last?.body,
            "on a PR")
        XCTAssertEqual(
            try result(of: alice.send(GitHub.issueComments(fullName: "octocat/swift-rx", number: 3))).items.count,
            bundled.items.count + 1)
        let repository = try result(of: alice.send(GitHub.repository(fullName: "carol/swift-forms")))
        XCTAssertEqual(
            repository.openIssuesCount, (FixtureData.standard.repository("carol/swift-forms")?.openIssuesCount ?? 0) + 1
        )
    }

    func testWhatGitHubRefusesIsRefusedWithItsStatusAndAJSONBody() throws {
        XCTAssertEqual(
            error(of: alice.send(GitHub.createIssue(fullName: "carol/swift-forms", title: "  ", body: "x"))),
            .http(status: 422, message: "Validation Failed: title must not be empty"))
        XCTAssertEqual(
            error(of: alice.send(GitHub.createIssue(fullName: "carol/nothing", title: "x", body: ""))),
            .http(status: 404, message: "Not Found"))
        XCTAssertEqual(
            error(of: alice.send(GitHub.createComment(fullName: "carol/swift-forms", number: 999, body: "x"))),
            .http(status: 404, message: "Not Found"))
        XCTAssertEqual(
            error(of: alice.send(GitHub.createComment(fullName: "carol/swift-forms", number: 1, body: " "))),
            .http(status: 422, message: "Validation Failed: body must not be empty"))
        let nobody = GitHubClient(baseURL: server.baseURL, timeout: 5)
        XCTAssertEqual(
            error(of: nobody.send(GitHub.createIssue(fullName: "carol/swift-forms", title: "x", body: ""))),
            .http(status: 401, message: "Requires authentication"))
        let port = Int(server.port)
        func post(_ body: String, length: Int? = nil) -> [String] {
            let answer = LoopbackSocket.exchangeWithHeaders(
                "POST /repos/carol/swift-forms/issues HTTP/1.1\r\nHost: x\r\nAuthorization: token fixture-alice\r\n"
                    + "Content-Type: application/json\r\nContent-Length: \(length ?? body.utf8.count)\r\n"
                    + "Connection: close\r\n\r\n\(body)",
                port: port)
            return ["\(answer.status)", answer.body]
        }
        XCTAssertEqual(
            post("{\"title\": "),
            [
                "400",
                #"{"documentation_url":"https://docs.github.com/rest","message":"Problems parsing JSON","status":"400"}"#,
            ])
        XCTAssertEqual(
            post(#"{"title": 3, "body": ""}"#).first, "400", "a title that is not a string")
        let huge = #"{"title": "x", "body": ""# + String(repeating: "a", count: 300_000) + #""}"#
        XCTAssertEqual(
            post(huge),
            [
                "413",
                #"{"documentation_url":"https://docs.github.com/rest","message":"The request body is larger than 256 KiB.","status":"413"}"#,
            ])
        XCTAssertEqual(try result(of: alice.send(GitHub.user(login: "alice"))).login, "alice", "still serving")
    }

    func testAForkIsKeptListedCountedAndFoundByName() throws {
        let data = FixtureData.standard
        // A repository alice neither owns nor forked among the bundled data.
        let original = try XCTUnwrap(
            data.repositories.first { repository in
                repository.owner?.login != "alice" && repository.owner?.type == "User"
                    && !(data.forks(of: repository.fullName) ?? []).contains { $0.ownerLogin == "alice" }
            })
        let name = original.fullName
        let before = try result(of: alice.send(GitHub.repository(fullName: name))).forksCount
        let fork = try result(of: alice.send(GitHub.fork(fullName: name)))
        XCTAssertEqual(fork.fullName, "alice/\(original.name)")
        XCTAssertEqual(fork.owner?.login, "alice")
        XCTAssertEqual(try result(of: alice.send(GitHub.fork(fullName: name))), fork, "forked once")
        XCTAssertEqual(try result(of: alice.send(GitHub.repository(fullName: fork.fullName))), fork)
        XCTAssertEqual(try result(of: alice.send(GitHub.repository(fullName: name))).forksCount, (before ?? 0) + 1)
        XCTAssertEqual(try result(of: alice.send(GitHub.forks(fullName: name))).items.first, fork, "the newest")
        XCTAssertTrue(try result(of: alice.send(GitHub.userRepositories(login: "alice"))).items.contains(fork))
        // A bundled fork is answered as it is: carol/swift-forms was forked by alice already.
        XCTAssertEqual(
            try result(of: alice.send(GitHub.fork(fullName: "carol/swift-forms"))).fullName, "alice/swift-forms")
        XCTAssertEqual(
            error(of: alice.send(GitHub.fork(fullName: "alice/swift-mvvm"))),
            .http(status: 422, message: "Validation Failed: alice/swift-mvvm belongs to alice already"))
        XCTAssertEqual(
            error(of: alice.send(GitHub.fork(fullName: "carol/nothing"))), .http(status: 404, message: "Not Found"))
    }
}
