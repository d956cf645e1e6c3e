import Foundation
import GitHubAPI
import GitHubServerTesting
import OfflineGitHub
import TmuxTesting
import XCTest

/// Query parameters GitHub documents for the lists the offline GitHub serves, which it ignored
/// before: each is applied as GitHub applies it.
final class DocumentedQueryParameterTests: FixtureServerTestCase {
    private let data = FixtureData.standard
    private let repository = "octocat/swift-rx"

    private func get(_ target: String) -> (status: Int, body: String) {
        LoopbackSocket.exchange(
            "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: Int(server.port))
    }

    private func values(_ key: String, _ target: String) throws -> [String] {
        let answer = get(target)
        XCTAssertEqual(answer.status, 200, "\(target): \(answer.body)")
        let objects = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [[String: Any]], answer.body)
        return try objects.map { object in
            let value = try XCTUnwrap(object[key], "\(key) in \(object)")
            return (value as? String) ?? "\(value)"
        }
    }

    /// A `per_page` over 100 is 100, as GitHub's pagination guide says (a 422 before).
    func testAPerPageOverTheMaximumIsTheMaximum() throws {
        let issues = try XCTUnwrap(data.issues(of: repository, state: nil))
        XCTAssertGreaterThan(issues.count, 100)
        XCTAssertEqual(
            try values("number", "/repos/\(repository)/issues?state=all&per_page=1000"),
            issues.prefix(100).map { "\($0.number)" })
        XCTAssertEqual(try values("login", "/users/octocat/followers?per_page=101").count, 3)
        XCTAssertEqual(get("/users/octocat/followers?per_page=0").status, 422)
    }

    /// An account's repositories: by full name unless told otherwise; `type=member` lists none.
    func testAnAccountsRepositoriesTakeTypeSortAndDirection() throws {
        let owned = data.repositories.filter { $0.owner.login == "octocat" }
        XCTAssertEqual(
            try values("full_name", "/users/octocat/repos"), owned.map(\.fullName).sorted(),
            "by full name, ascending")
        XCTAssertNotEqual(owned.map(\.fullName).sorted(), owned.map(\.fullName))
        let newest = owned.sorted { $0.createdAt > $1.createdAt }.map(\.fullName)
        XCTAssertEqual(try values("full_name", "/users/octocat/repos?sort=created"), newest)
        XCTAssertEqual(try values("full_name", "/users/octocat/repos?sort=created&direction=asc"), newest.reversed())
        XCTAssertEqual(
            try values("full_name", "/users/octocat/repos?sort=full_name&direction=desc"),
            owned.map(\.fullName).sorted().reversed())
        XCTAssertEqual(try values("full_name", "/users/octocat/repos?type=all").count, owned.count)
        XCTAssertEqual(get("/users/octocat/repos?type=member").body, "[]")
        // What GitHub does not document is ignored.
        XCTAssertEqual(try values("full_name", "/users/octocat/repos?sort=stars"), owned.map(\.fullName).sorted())
    }

    /// Forks newest first by default; `oldest` the other way.
    func testForksTakeSort() throws {
        let name = "alice/swift-mvvm"
        XCTAssertEqual(try values("full_name", "/repos/\(name)/forks"), ["eun-ji/swift-mvvm", "bob/swift-mvvm"])
        XCTAssertEqual(
            try values("full_name", "/repos/\(name)/forks?sort=oldest"), ["bob/swift-mvvm", "eun-ji/swift-mvvm"])
        XCTAssertEqual(
            try values("full_name", "/repos/\(name)/forks?sort=watchers"), ["eun-ji/swift-mvvm", "bob/swift-mvvm"])
    }

    /// Starred repositories most recently starred first; `direction=asc` the other way,
    /// `sort=updated` by when each last changed.
    func testStarredRepositoriesTakeSortAndDirection() throws {
        let starred = try XCTUnwrap(data.starredRepositories(of: "alice")).map(\.fullName)
        XCTAssertGreaterThan(starred.count, 1)
        XCTAssertEqual(try values("full_name", "/users/alice/starred?per_page=100"), starred)
        XCTAssertEqual(try values("full_name", "/users/alice/starred?per_page=100&direction=asc"), starred.reversed())
        let updated = try XCTUnwrap(data.starredRepositories(of: "alice")).sorted { $0.updatedAt > $1.updatedAt }
        XCTAssertEqual(try values("full_name", "/users/alice/starred?per_page=100&sort=updated"), updated.map(\.fullName))
    }

    /// `since`, `until`, `author` and `path` of `GET /repos/O/N/commits`.
    func testCommitsTakeSinceUntilAuthorAndPath() throws {
        let commits = try XCTUnwrap(data.commits(of: repository))
        let middle = commits[10].commit.author.date
        let stamp = middle.formatted(.iso8601)
        XCTAssertEqual(
            try values("sha", "/repos/\(repository)/commits?per_page=100&since=\(stamp)"),
            commits.prefix(11).map(\.sha))
        XCTAssertEqual(
            try values("sha", "/repos/\(repository)/commits?per_page=100&until=\(stamp)"),
            commits.dropFirst(10).map(\.sha))
        let byAlice = commits.filter { $0.author?.login == "alice" }.map(\.sha)
        XCTAssertFalse(byAlice.isEmpty)
        XCTAssertEqual(try values("sha", "/repos/\(repository)/commits?per_page=100&author=ALICE"), byAlice)
        XCTAssertEqual(try values("sha", "/repos/\(repository)/commits?per_page=100&committer=alice"), byAlice)
        let newest = try XCTUnwrap(data.commit(of: repository, sha: commits[0].sha)?.files?.first?.filename)
        let touching = commits.filter { commit in
            data.commit(of: repository, sha: commit.sha)?.files?.contains { $0.filename == newest } ?? false
        }
        XCTAssertLessThan(touching.count, commits.count)
        XCTAssertEqual(
            try values("sha", "/repos/\(repository)/commits?per_page=100&path=\(newest)"), touching.map(\.sha))
        XCTAssertEqual(get("/repos/\(repository)/commits?path=No/Such.swift").body, "[]")
    }

    /// `protected` of `GET /repos/O/N/branches`.
    func testBranchesTakeProtected() throws {
        let branches = try XCTUnwrap(data.branches(of: repository))
        XCTAssertEqual(
            try values("name", "/repos/\(repository)/branches?protected=true"),
            branches.filter(\.protected).map(\.name))
        XCTAssertEqual(
            try values("name", "/repos/\(repository)/branches?protected=false"),
            branches.filter { !$0.protected }.map(\.name))
        XCTAssertEqual(try values("name", "/repos/\(repository)/branches").count, branches.count)
    }

    /// `since` of an issue's comments; `creator`, `mentioned`, `assignee` and `milestone` of
    /// the issue list.
    func testCommentsTakeSinceAndIssuesTakeCreatorMentionedAssigneeAndMilestone() throws {
        let issues = try XCTUnwrap(data.issues(of: repository, state: nil))
        let commented = try XCTUnwrap(issues.first { ($0.comments) > 2 })
        let comments = try XCTUnwrap(data.comments(of: repository, number: commented.number))
        let since = comments[1].createdAt.formatted(.iso8601)
        XCTAssertEqual(
            try values("id", "/repos/\(repository)/issues/\(commented.number)/comments?since=\(since)"),
            comments.dropFirst().map { "\($0.id)" })

        let byBob = issues.filter { $0.user.login == "bob" }.map { "\($0.number)" }
        XCTAssertFalse(byBob.isEmpty)
        XCTAssertEqual(try values("number", "/repos/\(repository)/issues?state=all&per_page=100&creator=bob"), byBob)
        XCTAssertEqual(
            try values("number", "/repos/\(repository)/issues?state=all&per_page=100&assignee=none").count,
            min(100, issues.count))
        XCTAssertEqual(get("/repos/\(repository)/issues?state=all&assignee=*").body, "[]")
        XCTAssertEqual(get("/repos/\(repository)/issues?state=all&milestone=1").body, "[]")
        let mentioning = issues.filter { issue in
            let texts = [issue.body ?? ""] + (data.comments(of: repository, number: issue.number) ?? []).map(\.body)
            return texts.contains { $0.contains("@alice") }
        }
        XCTAssertEqual(
            try values("number", "/repos/\(repository)/issues?state=all&per_page=100&mentioned=alice"),
            mentioning.prefix(100).map { "\($0.number)" })
    }

    /// `order=asc` of a sorted repository search reverses it; without `sort` GitHub ignores it.
    func testRepositorySearchTakesOrder() throws {
        let found = data.search("swift", sort: "stars").prefix(100).map(\.fullName)
        let ascending = data.search("swift", sort: "stars").reversed().prefix(100).map(\.fullName)
        func names(_ target: String) throws -> [String] {
            let answer = get(target)
            XCTAssertEqual(answer.status, 200, answer.body)
            let object = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any], answer.body)
            return try XCTUnwrap(object["items"] as? [[String: Any]]).compactMap { $0["full_name"] as? String }
        }
        XCTAssertEqual(try names("/search/repositories?q=swift&per_page=100&sort=stars&order=asc"), Array(ascending))
        XCTAssertEqual(try names("/search/repositories?q=swift&per_page=100&order=asc"), Array(found))
    }
}
