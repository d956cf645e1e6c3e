import Foundation
import GitHubAPI
import GitHubServerTesting
import OfflineGitHub
import TmuxTesting
import XCTest

/// The query parameters GitHub documents for a repository's issue and pull-request lists are
/// applied (they were ignored before), and releases, branches and labels carry GitHub's links.
final class ListQueryParameterTests: FixtureServerTestCase {
    private let data = FixtureData.standard
    private let repository = "octocat/swift-rx"

    private func get(_ target: String) -> (status: Int, body: String) {
        LoopbackSocket.exchange(
            "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: Int(server.port))
    }

    private func objects(_ target: String) throws -> [[String: Any]] {
        let answer = get(target)
        XCTAssertEqual(answer.status, 200, answer.body)
        return try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [[String: Any]], answer.body)
    }

    private func numbers(_ target: String) throws -> [Int] {
        try objects(target).map { try XCTUnwrap($0["number"] as? Int) }
    }

    /// `labels`, `since`, `sort` and `direction` of `GET /repos/O/N/issues`, as GitHub applies them.
    func testIssueListsApplyLabelsSinceSortAndDirection() throws {
        let issues = try XCTUnwrap(data.issues(of: repository, state: nil))
        let bug = issues.filter { $0.labels.map(\.name).contains("bug") }
        XCTAssertFalse(bug.isEmpty)
        XCTAssertEqual(
            try numbers("/repos/\(repository)/issues?state=all&per_page=100&labels=BUG"),
            bug.map(\.number))
        // Every label named: no issue has two.
        XCTAssertEqual(get("/repos/\(repository)/issues?state=all&labels=bug,enhancement").body, "[]")

        let middle = issues.map(\.updatedAt).sorted()[issues.count / 2]
        let since = middle.formatted(.iso8601)
        XCTAssertEqual(
            try numbers("/repos/\(repository)/issues?state=all&per_page=100&since=\(since)"),
            issues.filter { $0.updatedAt >= middle }.map(\.number))

        let open = try XCTUnwrap(data.issues(of: repository, state: .open))
        XCTAssertEqual(
            try numbers("/repos/\(repository)/issues?per_page=100&sort=updated&direction=asc"),
            open.sorted { ($0.updatedAt, $0.number) < ($1.updatedAt, $1.number) }.map(\.number))
        XCTAssertEqual(
            try numbers("/repos/\(repository)/issues?per_page=100&sort=comments"),
            open.sorted { ($0.comments, $0.number) > ($1.comments, $1.number) }.map(\.number))
        XCTAssertNotEqual(
            open.sorted { ($0.comments, $0.number) > ($1.comments, $1.number) }.map(\.number), open.map(\.number))
        XCTAssertEqual(
            try numbers("/repos/\(repository)/issues?per_page=100&direction=asc"), open.map(\.number).reversed())
        // What GitHub does not document is ignored: the default order, newest first.
        XCTAssertEqual(
            try numbers("/repos/\(repository)/issues?per_page=100&sort=stars&since=yesterday"), open.map(\.number))
    }

    /// `head`, `base`, `sort` and `direction` of `GET /repos/O/N/pulls`; a sort other than
    /// `created` is ascending unless told otherwise, as GitHub documents.
    func testPullRequestListsApplyHeadBaseSortAndDirection() throws {
        let pulls = try XCTUnwrap(data.pullRequests(of: repository, state: nil))
        let first = try XCTUnwrap(pulls.first)
        let owner = try XCTUnwrap(first.user?.login)
        XCTAssertEqual(
            try numbers("/repos/\(repository)/pulls?state=all&head=\(owner):\(first.head.ref)"), [first.number])
        XCTAssertEqual(try numbers("/repos/\(repository)/pulls?state=all&head=\(first.head.ref)"), [first.number])
        XCTAssertEqual(get("/repos/\(repository)/pulls?state=all&base=no-such-branch").body, "[]")
        XCTAssertEqual(
            try numbers("/repos/\(repository)/pulls?state=all&per_page=100&base=\(first.base.ref)"), pulls.map(\.number)
        )

        XCTAssertEqual(
            try numbers("/repos/\(repository)/pulls?state=all&per_page=100&sort=updated"),
            pulls.sorted { ($0.updatedAt, $0.number) < ($1.updatedAt, $1.number) }.map(\.number))
        let comments = Dictionary(
            uniqueKeysWithValues: pulls.map {
                ($0.number, data.comments(of: repository, number: $0.number)?.count ?? 0)
            })
        XCTAssertEqual(
            try numbers("/repos/\(repository)/pulls?state=all&per_page=100&sort=popularity&direction=desc"),
            pulls.sorted { (comments[$0.number] ?? 0, $0.number) > (comments[$1.number] ?? 0, $1.number) }
                .map(\.number))
    }

    /// A release's `url` and `html_url`, a branch's `protection_url` and its tip's `url`, a
    /// label's `url`, as GitHub writes them (none before).
    func testReleasesBranchesAndLabelsCarryTheirURLs() throws {
        let api = "http://127.0.0.1:\(server.port)"
        let release = try XCTUnwrap(data.releases(of: repository)?.first)
        let releases = try objects("/repos/\(repository)/releases")
        XCTAssertEqual(releases.first?["url"] as? String, "\(api)/repos/\(repository)/releases/\(release.id)")
        XCTAssertEqual(
            releases.first?["html_url"] as? String, "https://github.com/\(repository)/releases/tag/\(release.tagName)")

        let branch = try XCTUnwrap(data.branches(of: repository)?.first)
        let branches = try objects("/repos/\(repository)/branches")
        XCTAssertEqual(
            branches.first?["protection_url"] as? String,
            "\(api)/repos/\(repository)/branches/\(PathSegment.encode(branch.name))/protection")
        XCTAssertEqual(
            (branches.first?["commit"] as? [String: Any])?["url"] as? String,
            "\(api)/repos/\(repository)/commits/\(branch.commit.sha)")

        let issue = try XCTUnwrap(data.issues(of: repository, state: .open)?.first { !$0.labels.isEmpty })
        let answer = get("/repos/\(repository)/issues/\(issue.number)")
        let labels = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])?["labels"]
                as? [[String: Any]])
        XCTAssertEqual(
            labels.map { $0["url"] as? String },
            issue.labels.map { "\(api)/repos/\(repository)/labels/\(PathSegment.encode($0.name))" })
    }
}
