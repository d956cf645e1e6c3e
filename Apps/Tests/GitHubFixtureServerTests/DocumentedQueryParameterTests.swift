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

    private func signedIn(_ method: String, _ target: String, body: String = "") -> (status: Int, body: String) {
        LoopbackSocket.exchange(
            "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: token fixture-octocat\r\n"
                + (body.isEmpty ? "" : "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n")
                + "Connection: close\r\n\r\n\(body)",
            port: Int(server.port))
    }

    private func values(_ key: String, _ target: String, signedIn: Bool = false) throws -> [String] {
        let answer = signedIn ? self.signedIn("GET", target) : get(target)
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
        XCTAssertEqual(
            try values("number", "/repos/\(repository)/issues?state=all&per_page=1000"), issues.map { "\($0.number)" })
        let found = data.searchIssues("is:issue")
        XCTAssertGreaterThan(found.count, 200)
        let search = get("/search/issues?q=is:issue&per_page=1000")
        XCTAssertEqual(search.status, 200)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(search.body.utf8)) as? [String: Any])
        XCTAssertEqual(
            try XCTUnwrap(object["items"] as? [[String: Any]]).compactMap { $0["number"] as? Int },
            found.prefix(100).map(\.number))
        XCTAssertEqual(try values("login", "/users/octocat/followers?per_page=101").count, 3)
        XCTAssertEqual(get("/users/octocat/followers?per_page=0").status, 422)
    }

    /// GitHub serves the first 1,000 results of a search: a page starting past them is a 422
    /// (served before), and the `Link` header's last page is the one holding the 1,000th.
    func testASearchServesItsFirstThousandResults() throws {
        // Issues and pull requests with an "e" in the title or body: most of them.
        let found = data.searchIssues("e")
        XCTAssertGreaterThan(found.count, 1_020)
        func numbers(_ body: String) throws -> [Int] {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any], body)
            return try XCTUnwrap(object["items"] as? [[String: Any]]).compactMap { $0["number"] as? Int }
        }
        XCTAssertEqual(
            try numbers(get("/search/issues?q=e&per_page=100&page=10").body),
            found.dropFirst(900).prefix(100).map(\.number))
        let past = get("/search/issues?q=e&per_page=100&page=11")
        XCTAssertEqual(past.status, 422)
        XCTAssertEqual(
            past.body,
            #"{"documentation_url":"https://docs.github.com/rest","message":"Only the first 1000 search results are available"}"#
        )
        // 30 a page: page 34 holds results 991 to 1,020 and is the last.
        let last = LoopbackSocket.exchangeWithHeaders(
            "GET /search/issues?q=e&page=34 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
            port: Int(server.port))
        XCTAssertEqual(try numbers(last.body), found.dropFirst(990).prefix(30).map(\.number))
        let link = try XCTUnwrap(
            last.headers.first { $0.lowercased().hasPrefix("link: ") }.map { String($0.dropFirst("link: ".count)) },
            "\(last.headers)")
        XCTAssertEqual(link, "<http://127.0.0.1:\(server.port)/search/issues?q=e&page=34>; rel=\"last\"")
        XCTAssertEqual(get("/search/issues?q=e&page=35").status, 422)
        // However few the results: a search of fewer than 1,000 refuses page 11 at 100 a page.
        XCTAssertLessThan(data.searchIssues("is:issue").count, 1_000)
        XCTAssertEqual(get("/search/issues?q=is:issue&per_page=100&page=11").status, 422)
    }

    /// An account's repositories: by full name unless told otherwise; `type=member` lists none.
    func testAnAccountsRepositoriesTakeTypeSortAndDirection() throws {
        let owned = data.repositories.filter { $0.ownerLogin == "octocat" }
        XCTAssertEqual(
            try values("full_name", "/users/octocat/repos"), owned.map(\.fullName).sorted(),
            "by full name, ascending")
        XCTAssertNotEqual(owned.map(\.fullName).sorted(), owned.map(\.fullName))
        let newest = owned.sorted { $0.createdAt ?? .distantPast > $1.createdAt ?? .distantPast }.map(\.fullName)
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
        let updated = try XCTUnwrap(data.starredRepositories(of: "alice")).sorted {
            $0.updatedAt ?? .distantPast > $1.updatedAt ?? .distantPast
        }
        XCTAssertEqual(
            try values("full_name", "/users/alice/starred?per_page=100&sort=updated"), updated.map(\.fullName))
    }

    /// `since`, `until`, `author` and `path` of `GET /repos/O/N/commits`.
    func testCommitsTakeSinceUntilAuthorAndPath() throws {
        let commits = try XCTUnwrap(data.commits(of: repository))
        let middle = try XCTUnwrap(commits[10].commit.author.date)
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
        let encoded = try XCTUnwrap(
            newest.addingPercentEncoding(
                withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "/-._"))))
        XCTAssertEqual(
            try values("sha", "/repos/\(repository)/commits?per_page=100&path=\(encoded)"), touching.map(\.sha))
        // A folder: the commits changing any file under it.
        let nested = try XCTUnwrap(
            commits.lazy.compactMap { self.data.commit(of: self.repository, sha: $0.sha)?.files }.joined()
                .first { $0.filename.contains("/") }?.filename)
        let folder = try XCTUnwrap(nested.split(separator: "/").first.map(String.init))
        let underFolder = commits.filter { commit in
            data.commit(of: repository, sha: commit.sha)?.files?.contains { $0.filename.hasPrefix(folder + "/") }
                ?? false
        }
        XCTAssertEqual(
            try values("sha", "/repos/\(repository)/commits?per_page=100&path=\(folder)/"), underFolder.map(\.sha))
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
            try values("id", "/repos/\(repository)/issues/\(commented.number)/comments?per_page=100&since=\(since)"),
            comments.dropFirst().map { "\($0.id)" })

        let byBob = issues.filter { $0.user?.login == "bob" }.map { "\($0.number)" }
        XCTAssertFalse(byBob.isEmpty)
        XCTAssertEqual(try values("number", "/repos/\(repository)/issues?state=all&per_page=100&creator=bob"), byBob)
        XCTAssertEqual(
            try values("number", "/repos/\(repository)/issues?state=all&per_page=100&assignee=none").count,
            min(100, issues.count))
        XCTAssertEqual(get("/repos/\(repository)/issues?state=all&assignee=*").body, "[]")
        XCTAssertEqual(get("/repos/\(repository)/issues?state=all&milestone=1").body, "[]")
        // No bundled text mentions anyone: an issue and a comment posted now do.
        XCTAssertEqual(get("/repos/\(repository)/issues?state=all&mentioned=alice").body, "[]")
        let mentioning = signedIn("POST", "/repos/\(repository)/issues", body: #"{"title":"Ping","body":"cc @alice"}"#)
        XCTAssertEqual(mentioning.status, 201, mentioning.body)
        let lookalike = signedIn(
            "POST", "/repos/\(repository)/issues", body: #"{"title":"Other","body":"cc @alice-b"}"#)
        XCTAssertEqual(lookalike.status, 201, lookalike.body)
        let commentedOn = try XCTUnwrap(issues.last { $0.state == .open })
        XCTAssertEqual(
            signedIn(
                "POST", "/repos/\(repository)/issues/\(commentedOn.number)/comments",
                body: #"{"body":"Thanks @ALICE."}"#
            )
            .status, 201)
        let posted =
            try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(mentioning.body.utf8)) as? [String: Any])["number"] as? Int
        XCTAssertEqual(
            try values("number", "/repos/\(repository)/issues?state=all&per_page=100&mentioned=alice"),
            [posted.map { "\($0)" } ?? "", "\(commentedOn.number)"])
    }

    /// `ref` of the contents and the README: a branch, a release's tag or a commit is served (the
    /// same files: the offline GitHub keeps one tree); another ref is GitHub's 404.
    func testContentsTakeARef() throws {
        let root = get("/repos/\(repository)/contents/")
        XCTAssertEqual(root.status, 200)
        let sha = try XCTUnwrap(data.commits(of: repository)?[3].sha)
        let tag = try XCTUnwrap(data.releases(of: repository)?.first?.tagName)
        for ref in ["develop", tag, sha, String(sha.prefix(7))] {
            XCTAssertEqual(get("/repos/\(repository)/contents/?ref=\(ref)").body, root.body, ref)
            XCTAssertEqual(get("/repos/\(repository)/readme?ref=\(ref)").status, 200, ref)
        }
        for target in ["contents/README.md", "contents", "readme"] {
            let wrong = get("/repos/\(repository)/\(target)?ref=no-such-branch")
            XCTAssertEqual(wrong.status, 404, target)
            XCTAssertEqual(
                wrong.body,
                #"{"documentation_url":"https://docs.github.com/rest","message":"No commit found for the ref no-such-branch","status":"404"}"#
            )
        }
    }

    /// `since` and `before` of the notifications; `last_read_at` of marking them all read leaves
    /// the threads updated after it unread.
    func testNotificationsTakeSinceBeforeAndLastReadAt() throws {
        let threads = data.notifications(of: "octocat")
        let times = threads.map(\.updatedAt).sorted()
        let middle = times[times.count / 2]
        XCTAssertGreaterThan(middle, times[0])
        let stamp = middle.formatted(.iso8601)
        XCTAssertEqual(
            try values("id", "/notifications?all=true&since=\(stamp)", signedIn: true),
            threads.filter { $0.updatedAt >= middle }.map(\.id))
        XCTAssertEqual(
            try values("id", "/notifications?all=true&before=\(stamp)", signedIn: true),
            threads.filter { $0.updatedAt < middle }.map(\.id))
        XCTAssertEqual(signedIn("PUT", "/notifications", body: #"{"last_read_at":"\#(stamp)"}"#).status, 205)
        let unread = threads.filter { $0.unread && $0.updatedAt > middle }.map(\.id)
        XCTAssertFalse(unread.isEmpty)
        XCTAssertEqual(try values("id", "/notifications", signedIn: true), unread)
        XCTAssertEqual(signedIn("PUT", "/notifications", body: "not json").status, 400)
    }

    /// `order=asc` of a sorted search lists the fewest first (equal ones in best-match order);
    /// without `sort` GitHub ignores it.
    func testSearchesTakeSortAndOrder() throws {
        func values(_ key: String, _ target: String) throws -> [String] {
            let answer = get(target)
            XCTAssertEqual(answer.status, 200, answer.body)
            let object = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any], answer.body)
            return try XCTUnwrap(object["items"] as? [[String: Any]]).compactMap { item in
                item[key].map { ($0 as? String) ?? "\($0)" }
            }
        }
        func fewestFirst<Item>(_ items: [Item], _ key: (Item) -> Double) -> [Item] {
            items.enumerated().sorted { first, second in
                key(first.element) != key(second.element)
                    ? key(first.element) < key(second.element) : first.offset < second.offset
            }.map(\.element)
        }
        let bestMatch = data.search("swift", sort: nil)
        XCTAssertEqual(
            try values("full_name", "/search/repositories?q=swift&per_page=100&sort=forks&order=asc"),
            fewestFirst(bestMatch) { Double($0.forksCount ?? 0) }.prefix(100).map(\.fullName))
        XCTAssertEqual(
            try values("full_name", "/search/repositories?q=swift&per_page=100&sort=forks"),
            data.search("swift", sort: "forks").prefix(100).map(\.fullName))
        XCTAssertEqual(
            try values("full_name", "/search/repositories?q=swift&per_page=100&order=asc"),
            bestMatch.prefix(100).map(\.fullName))

        let people = data.searchUsers("swift")
        XCTAssertGreaterThan(people.count, 2)
        XCTAssertEqual(
            try values("login", "/search/users?q=swift&sort=repositories&order=asc"),
            fewestFirst(people) { Double($0.publicRepos ?? 0) }.map(\.login))
        XCTAssertEqual(
            try values("login", "/search/users?q=swift&sort=joined"), people.sorted { $0.id > $1.id }.map(\.login))

        let issues = data.searchIssues("repo:\(repository) is:issue")
        XCTAssertEqual(
            try values("number", "/search/issues?q=repo:\(repository)+is:issue&per_page=100&sort=comments"),
            fewestFirst(issues) { -Double($0.comments) }.prefix(100).map { "\($0.number)" })
        XCTAssertEqual(
            try values("number", "/search/issues?q=repo:\(repository)+is:issue&per_page=100&sort=created&order=asc"),
            fewestFirst(issues) { $0.createdAt.timeIntervalSince1970 }.prefix(100).map { "\($0.number)" })
    }
}
