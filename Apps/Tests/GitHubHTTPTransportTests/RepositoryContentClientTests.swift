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

/// Repository sections, notifications, stars and organizations: the client against the
/// offline server over real HTTP on loopback.
final class RepositoryContentClientTests: FixtureServerTestCase {
    private var client: GitHubClient!
    private let data = FixtureData.standard

    // After RxTestCase counts the live resources (in setUp): the session's account relay is one.
    override func setUp() {
        super.setUp()
        client = GitHubClient(baseURL: server.baseURL, token: "fixture-alice", timeout: 5)
    }

    override func tearDown() {
        client = nil
        super.tearDown()
    }

    /// Follows `next` links until the last page.
    private func all<Item>(_ load: (Int) -> Single<Paged<Item>>) throws -> [Item] {
        var items: [Item] = []
        var page: Int? = 1
        while let current = page {
            let answer = try result(of: load(current))
            items += answer.items
            page = answer.nextPage
        }
        return items
    }

    func testIssuesArePagedByStateAndHoldNoPullRequests() throws {
        let open = try all { self.client.send(GitHub.issues(fullName: "octocat/swift-rx", state: .open, page: $0)) }
        let closed = try all { self.client.send(GitHub.issues(fullName: "octocat/swift-rx", state: .closed, page: $0)) }
        XCTAssertEqual(open.map(\.number), data.issues(of: "octocat/swift-rx", state: .open)?.map(\.number))
        XCTAssertEqual(closed.map(\.number), data.issues(of: "octocat/swift-rx", state: .closed)?.map(\.number))
        XCTAssertEqual(open.count, 42)
        XCTAssertEqual(closed.count, 32)
        XCTAssertEqual(open.prefix(3).map(\.number), [110, 109, 107])
        XCTAssertTrue(open.allSatisfy { $0.state == .open && $0.number % 3 != 0 && $0.pullRequest == nil })
        XCTAssertTrue(server.requests.contains("GET /repos/octocat/swift-rx/issues?state=open&page=2&per_page=30"))
        let issue = try result(of: client.send(GitHub.issue(fullName: "octocat/swift-rx", number: 109)))
        XCTAssertEqual(issue, open[1])
        XCTAssertEqual(issue.comments, 34)
        XCTAssertEqual(issue.title, "Deprecation warnings with the latest toolchain")
    }

    func testCommentsArePagedOldestFirst() throws {
        let comments = try all {
            self.client.send(GitHub.issueComments(fullName: "octocat/swift-rx", number: 109, page: $0))
        }
        XCTAssertEqual(comments.count, 34)
        XCTAssertEqual(comments, data.comments(of: "octocat/swift-rx", number: 109)?.map(\.withSimpleUser))
        XCTAssertEqual(comments.map(\.createdAt), comments.map(\.createdAt).sorted())
        XCTAssertEqual(comments.prefix(3).map(\.user?.login), ["bob", "carol", "dave"])
    }

    func testPullRequestsCommitsBranchesReleasesContributorsStargazersAndForks() throws {
        let name = "alice/swift-mvvm"
        let pulls = try all { self.client.send(GitHub.pullRequests(fullName: name, state: .closed, page: $0)) }
        XCTAssertEqual(pulls, data.pullRequests(of: name, state: .closed)?.map(\.withSimpleUser))
        XCTAssertFalse(pulls.isEmpty)
        XCTAssertEqual(
            try result(of: client.send(GitHub.pullRequest(fullName: name, number: pulls[0].number))), pulls[0])
        let commits = try all { self.client.send(GitHub.commits(fullName: name, page: $0)) }
        XCTAssertEqual(commits.count, 46)
        XCTAssertEqual(commits, data.commits(of: name)?.map(\.withSimpleAuthor))
        XCTAssertEqual(commits[0].sha.count, 40)
        XCTAssertEqual(Set(commits.map(\.sha)).count, 46, "every commit has its own hash")
        // ?sha= with a branch name: that branch's history, from its head.
        let head = data.branches(of: name)!.first { $0.name == "release/1.1" }!.commit.sha
        let branchCommits = try all {
            self.client.send(GitHub.commits(fullName: name, branch: "release/1.1", page: $0))
        }
        XCTAssertEqual(branchCommits.first?.sha, head)
        XCTAssertEqual(branchCommits, Array(commits.drop { $0.sha != head }))
        XCTAssertEqual(
            error(of: client.send(GitHub.commits(fullName: name, branch: "no-such-branch"))),
            .http(status: 404, message: "Not Found"))
        XCTAssertEqual(
            try all { self.client.send(GitHub.branches(fullName: name, page: $0)) }.map(\.name),
            ["feature/mvvm-async", "main", "release/1.1"])
        XCTAssertEqual(
            try all { self.client.send(GitHub.releases(fullName: name, page: $0)) }.map(\.tagName),
            ["v1.3.0", "v1.2.1", "v1.1.0", "v1.0.1"])
        XCTAssertEqual(
            try all { self.client.send(GitHub.contributors(fullName: name, page: $0)) }.map(\.login),
            ["alice", "bob", "carol"])
        XCTAssertEqual(
            try all { self.client.send(GitHub.stargazers(fullName: name, page: $0)) }.map(\.login), ["alice"])
        XCTAssertEqual(data.repository(name)?.stargazersCount, 1, "the count is the list's length")
        let forks = try all { self.client.send(GitHub.forks(fullName: name, page: $0)) }
        XCTAssertEqual(forks.map(\.fullName), ["eun-ji/swift-mvvm", "bob/swift-mvvm"], "newest first")
        XCTAssertEqual(
            try result(of: client.send(GitHub.repository(fullName: forks[0].fullName))), forks[0],
            "a fork opens like any repository"
        )
    }

    func testUnknownItemsAndBadStatesAreGitHubErrors() {
        XCTAssertEqual(
            error(of: client.send(GitHub.issue(fullName: "octocat/swift-rx", number: 3))),
            .http(status: 404, message: "Not Found"),
            "3 is a pull request")
        XCTAssertEqual(
            error(of: client.send(GitHub.pullRequest(fullName: "octocat/swift-rx", number: 999))),
            .http(status: 404, message: "Not Found"))
        XCTAssertEqual(
            error(of: client.send(GitHub.commits(fullName: "nobody/nothing"))), .http(status: 404, message: "Not Found")
        )
        XCTAssertEqual(
            error(of: client.send(GitHub.readme(fullName: "octocat/swift-animations"))),
            .http(status: 404, message: "Not Found"),
            "every seventh repository has no README")
        let (status, body) = LoopbackSocket.get("/repos/octocat/swift-rx/issues?state=merged", port: Int(server.port))
        XCTAssertEqual(status, 422)
        XCTAssertTrue(body.contains("state must be open, closed or all"), body)
    }

    func testTheReadmeComesInBase64LinesAndDecodesToMarkdown() throws {
        let readme = try result(of: client.send(GitHub.readme(fullName: "octocat/swift-rx")))
        XCTAssertEqual(readme.encoding, "base64")
        XCTAssertTrue(readme.content.split(separator: "\n").allSatisfy { $0.count <= 60 })
        XCTAssertEqual(readme.text, data.readme(of: "octocat/swift-rx")?.text)
        let lines = readme.text?.components(separatedBy: "\n") ?? []
        XCTAssertEqual(lines.first, "# swift-rx")
        XCTAssertTrue(lines.contains("## 한국어"), "the Korean section survives base64")
    }

    func testLanguagesComeMostBytesFirst() throws {
        XCTAssertEqual(
            try result(of: client.send(GitHub.languages(fullName: "octocat/swift-rx"))),
            [LanguageShare(name: "Swift", bytes: 40_000), LanguageShare(name: "Shell", bytes: 800)])
        let http = data.repositories[3]
        XCTAssertEqual(http.language, "Kotlin")
        XCTAssertEqual(
            try result(of: client.send(GitHub.languages(fullName: http.fullName))),
            [
                LanguageShare(name: "Kotlin", bytes: 43_711), LanguageShare(name: "C", bytes: 6_291),
                LanguageShare(name: "Shell", bytes: 893),
            ])
        XCTAssertEqual(
            error(of: client.send(GitHub.languages(fullName: "octocat/no-such-repository"))),
            .http(status: 404, message: "Not Found"))
    }

    func testNotificationsFilterAndMarkRead() throws {
        let unread = try all { self.client.send(GitHub.notifications(filter: .unread, page: $0)) }
        let everything = try all { self.client.send(GitHub.notifications(filter: .all, page: $0)) }
        let participating = try all { self.client.send(GitHub.notifications(filter: .participating, page: $0)) }
        XCTAssertEqual(everything.count, 16)
        XCTAssertEqual(unread.count, 11)
        XCTAssertEqual(unread.map(\.id), everything.filter(\.unread).map(\.id))
        XCTAssertEqual(participating.map(\.id), unread.filter(\.isParticipating).map(\.id))
        XCTAssertEqual(Set(everything.map(\.repository.fullName)).count, 4)
        _ = try client.send(GitHub.markNotificationRead(id: unread[0].id)).toBlocking(timeout: 20).toArray()
        XCTAssertTrue(server.requests.contains("PATCH /notifications/threads/\(unread[0].id)"))
        XCTAssertEqual(
            try all { self.client.send(GitHub.notifications(filter: .unread, page: $0)) }.map(\.id),
            Array(unread.dropFirst().map(\.id)))
        XCTAssertEqual(
            try all { self.client.send(GitHub.notifications(filter: .all, page: $0)) }.first { $0.id == unread[0].id }?
                .unread, false
        )
        let other = GitHubClient(baseURL: server.baseURL, token: "fixture-bob", timeout: 5)
        XCTAssertEqual(
            error(of: other.send(GitHub.markNotificationRead(id: unread[0].id)).asObservable().asSingle()),
            .http(status: 404, message: "Not Found"),
            "another account's thread")
        let anonymous = GitHubClient(baseURL: server.baseURL, timeout: 5)
        XCTAssertEqual(
            error(of: anonymous.send(GitHub.notifications(filter: .all))),
            .http(status: 401, message: "Requires authentication"))
    }

    func testStarredRepositoriesIncludeNewStarsAndOrganizationsAreListed() throws {
        let before = try all { self.client.send(GitHub.starredRepositories(login: "alice", page: $0)) }
        XCTAssertEqual(before, data.starredRepositories(of: "alice")?.map(\.asListed))
        _ = try client.send(GitHub.setStarred(true, fullName: "carol/swift-http")).toBlocking(timeout: 20).toArray()
        let after = try all { self.client.send(GitHub.starredRepositories(login: "alice", page: $0)) }
        XCTAssertEqual(after.map(\.fullName), ["carol/swift-http"] + before.map(\.fullName))
        XCTAssertTrue(
            try all { self.client.send(GitHub.stargazers(fullName: "carol/swift-http", page: $0)) }.contains {
                $0.login == "alice"
            })
        XCTAssertEqual(
            try all { self.client.send(GitHub.organizations(login: "eun-ji", page: $0)) }.map(\.login),
            ["reactivex", "swift-lang"])
        XCTAssertEqual(
            try all { self.client.send(GitHub.organizations(login: "alice", page: $0)) }.map(\.login), ["swift-lang"])
        XCTAssertEqual(
            try all { self.client.send(GitHub.organizations(login: "reactivex", page: $0)) }.map(\.login), [])
    }

    func testSearchHonoursQualifiers() throws {
        let swift = try result(of: client.send(GitHub.searchRepositories(query: "language:swift stars:>4"))).items
        XCTAssertFalse(swift.isEmpty)
        XCTAssertTrue(swift.allSatisfy { $0.language == "Swift" && $0.stargazersCount ?? 0 > 4 })
        XCTAssertEqual(
            swift.map(\.fullName),
            data.repositories.filter { $0.language == "Swift" && $0.stargazersCount ?? 0 > 4 }
                .sorted { $0.stargazersCount ?? 0 > $1.stargazersCount ?? 0 }.map(\.fullName))
        let alice = try result(of: client.send(GitHub.searchRepositories(query: "user:alice"))).items
        XCTAssertEqual(Set(alice.map(\.ownerLogin)), ["alice"])
        XCTAssertEqual(alice.count, 6)
        let goWithTwoForks = Set(
            data.repositories.filter { $0.language == "Go" && (2...3).contains($0.forksCount ?? 0) }.map(\.fullName))
        XCTAssertFalse(goWithTwoForks.isEmpty)
        XCTAssertEqual(
            Set(
                try result(of: client.send(GitHub.searchRepositories(query: "forks:2..3 language:go"))).items.map(
                    \.fullName)),
            goWithTwoForks)
        XCTAssertEqual(
            try result(of: client.send(GitHub.searchUsers(query: "type:org"))).items.map(\.login),
            ["reactivex", "swift-lang"])
        XCTAssertEqual(
            try result(of: client.send(GitHub.searchUsers(query: "location:busan"))).items.map(\.login), ["eun-ji"])
    }
}
