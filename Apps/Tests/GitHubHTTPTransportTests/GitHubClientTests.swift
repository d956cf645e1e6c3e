import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
import GitHubSession
import OfflineGitHub
import RxCore
import RxTesting
import XCTest

/// The client against the offline server over real HTTP on loopback.
final class GitHubClientTests: FixtureServerTestCase {
    private var client: GitHubClient!

    // After RxTestCase counts the live resources (in setUp): the session's account relay is one.
    override func setUp() {
        super.setUp()
        client = GitHubClient(baseURL: server.baseURL, token: "secret-token", timeout: 5)
    }

    override func tearDown() {
        client = nil
        super.tearDown()
    }

    func testUserAndRepositoryDecodeGitHubShapedJSON() throws {
        let user = try result(of: client.send(GitHub.user(login: "eun-ji")))
        XCTAssertEqual(user.name, "김은지")
        XCTAssertEqual(user.location, "Busan")
        XCTAssertFalse(user.isOrganization)
        XCTAssertTrue(try result(of: client.send(GitHub.user(login: "reactivex"))).isOrganization)
        let octocat = try result(of: client.send(GitHub.user(login: "octocat")))
        XCTAssertEqual(
            [octocat.company, octocat.blog, octocat.publicRepos.map(String.init)],
            ["@reactivex", "octocat.example", "6"])
        let repository = try result(of: client.send(GitHub.repository(fullName: "octocat/swift-rx")))
        XCTAssertEqual(repository.owner?.login, "octocat")
        XCTAssertEqual(repository.language, "Swift")
        XCTAssertEqual(repository.createdAt, Date(timeIntervalSince1970: 1_767_225_600))
    }

    func testEventsArePagedWithTheLinkHeader() throws {
        let first = try result(of: client.send(GitHub.receivedEvents(login: "octocat")))
        XCTAssertEqual(first.items.count, 30)
        XCTAssertEqual(first.nextPage, 2)
        let expected = FixtureData.standard.receivedEvents("octocat")
        XCTAssertEqual(first.items.map(\.id), expected.prefix(30).map(\.id))
        let pages = Int((Double(expected.count) / 30).rounded(.up))
        let last = try result(of: client.send(GitHub.receivedEvents(login: "octocat", page: pages)))
        XCTAssertNil(last.nextPage)
        XCTAssertEqual(last.items.map(\.id), expected.dropFirst((pages - 1) * 30).map(\.id))
        XCTAssertEqual(server.requests.first, "GET /users/octocat/received_events?page=1&per_page=30")
    }

    func testEveryEventTypeDecodesAndUnknownTypesAreKept() throws {
        var all: [GitHubEvent] = []
        var page: Int? = 1
        while let current = page {
            let fetched = try result(of: client.send(GitHub.performedEvents(login: "octocat", page: current)))
            all += fetched.items
            page = fetched.nextPage
        }
        XCTAssertEqual(all.count, FixtureData.standard.performedEvents("octocat").count)
        var types = Set<EventType>()
        for fullName in FixtureData.standard.repositories.map(\.fullName) {
            types.formUnion(try result(of: client.send(GitHub.repositoryEvents(fullName: fullName))).items.map(\.type))
        }
        let expected: Set<EventType> = [
            .push, .watch, .fork, .create, .issues, .pullRequest, .issueComment, .release, .other("GollumEvent"),
        ]
        XCTAssertEqual(types, expected)
        let organization = try result(of: client.send(GitHub.organizationEvents(login: "reactivex")))
        XCTAssertTrue(organization.items.allSatisfy { $0.repo.name.hasPrefix("reactivex/") })
        XCTAssertFalse(organization.items.isEmpty)
    }

    func testSearchHonoursQuerySortAndPaging() throws {
        let found = try result(of: client.send(GitHub.searchRepositories(query: "swift", sort: "stars")))
        XCTAssertEqual(found.items.count, 30)
        XCTAssertEqual(found.nextPage, 2)
        XCTAssertEqual(
            found.items.map { $0.stargazersCount ?? 0 }, found.items.map { $0.stargazersCount ?? 0 }.sorted(by: >))
        let korean = try result(of: client.send(GitHub.searchRepositories(query: "한국어")))
        XCTAssertEqual(korean.items.count, 10)
        XCTAssertNil(korean.nextPage)
        XCTAssertEqual(try result(of: client.send(GitHub.searchRepositories(query: "nothing-matches"))).items, [])
        XCTAssertEqual(server.requests.first, "GET /search/repositories?q=swift&sort=stars&page=1&per_page=30")
    }

    func testHTTPErrorsAreTyped() {
        XCTAssertEqual(error(of: client.send(GitHub.user(login: "nobody"))), .http(status: 404, message: "Not Found"))
        server.inject(.status(500), pathPrefix: "/users")
        XCTAssertEqual(
            error(of: client.send(GitHub.user(login: "octocat"))), .http(status: 500, message: "Injected failure"))
        XCTAssertEqual(error(of: client.send(GitHub.user(login: "octocat")))?.description, nil, "the fault was used up")
    }

    /// A 422 says what exactly failed, from GitHub's `errors` list, not just "Validation Failed".
    func testAValidationFailureSaysWhatFailed() {
        XCTAssertEqual(
            error(of: client.send(GitHub.searchRepositories(query: " "))),
            .http(status: 422, message: "Validation Failed: q must not be empty"))
        XCTAssertEqual(
            error(of: client.send(GitHub.receivedEvents(login: "octocat", page: 200_000))),
            .http(status: 422, message: "Validation Failed: page must be a whole number from 1 to 100000"))
        XCTAssertEqual(
            error(of: client.send(GitHub.receivedEvents(login: "octocat", page: 200_000)))?.isRetryable, false)
    }

    /// Starring is per account and lasts while the server runs; the star count follows; it
    /// needs a token.
    func testStarringAndUnstarring() throws {
        let alice = GitHubClient(baseURL: server.baseURL, token: "fixture-alice", timeout: 5)
        let before = try result(of: alice.send(GitHub.repository(fullName: "carol/swift-forms"))).stargazersCount
        XCTAssertEqual(try result(of: alice.send(GitHub.isStarred(fullName: "carol/swift-forms"))), false)
        guard
            case .completed = alice.send(GitHub.setStarred(true, fullName: "carol/swift-forms")).asObservable()
                .toBlocking(
                    timeout: 20
                ).materialize()
        else {
            return XCTFail("starring completes")
        }
        XCTAssertEqual(try result(of: alice.send(GitHub.isStarred(fullName: "carol/swift-forms"))), true)
        XCTAssertEqual(
            try result(of: alice.send(GitHub.repository(fullName: "carol/swift-forms"))).stargazersCount,
            (before ?? 0) + 1)
        let bob = GitHubClient(baseURL: server.baseURL, token: "fixture-bob", timeout: 5)
        XCTAssertEqual(
            try result(of: bob.send(GitHub.isStarred(fullName: "carol/swift-forms"))), false, "stars are per account")
        _ = alice.send(GitHub.setStarred(false, fullName: "carol/swift-forms")).asObservable().toBlocking(timeout: 20)
            .materialize()
        XCTAssertEqual(try result(of: alice.send(GitHub.isStarred(fullName: "carol/swift-forms"))), false)
        XCTAssertEqual(
            try result(of: alice.send(GitHub.repository(fullName: "carol/swift-forms"))).stargazersCount, before)
        let anonymous = GitHubClient(baseURL: server.baseURL, timeout: 5).send(
            GitHub.setStarred(
                true, fullName: "carol/swift-forms"
            )
        ).asObservable().toBlocking(timeout: 20).materialize()
        guard case .failed(_, GitHubError.http(401, "Requires authentication")) = anonymous else {
            return XCTFail("starring without a token is a 401, got \(anonymous)")
        }
        guard
            case .failed(_, GitHubError.http(404, _)) = alice.send(GitHub.setStarred(true, fullName: "carol/nothing"))
                .asObservable()
                .toBlocking(timeout: 20).materialize()
        else {
            return XCTFail("an unknown repository is a 404")
        }
        XCTAssertEqual(
            server.requests.filter { $0.hasPrefix("PUT") || $0.hasPrefix("DELETE") },
            [
                "PUT /user/starred/carol/swift-forms", "DELETE /user/starred/carol/swift-forms",
                "PUT /user/starred/carol/swift-forms", "PUT /user/starred/carol/nothing",
            ])
    }

    func testUserSearch() throws {
        let found = try result(of: client.send(GitHub.searchUsers(query: "swift-lang")))
        XCTAssertEqual(found.items.map(\.login), ["alice", "carol", "eun-ji", "swift-lang"])
        XCTAssertEqual(found.totalCount, 4)
        XCTAssertEqual(server.requests.first, "GET /search/users?q=swift-lang&page=1&per_page=30")
        XCTAssertEqual(
            error(of: client.send(GitHub.searchUsers(query: " "))),
            .http(status: 422, message: "Validation Failed: q must not be empty"))
    }

    func testFollowersAndFollowing() throws {
        XCTAssertEqual(
            try result(of: client.send(GitHub.followers(login: "octocat"))).items.map(\.login),
            ["alice", "dave", "eun-ji"])
        XCTAssertEqual(
            try result(of: client.send(GitHub.following(login: "alice"))).items.map(\.login),
            ["octocat", "bob", "carol", "eun-ji"])
        XCTAssertEqual(
            try result(of: client.send(GitHub.followers(login: "reactivex"))).items.map(\.login),
            ["octocat", "bob", "dave"])
        XCTAssertEqual(try result(of: client.send(GitHub.user(login: "bob"))).followers, 5)
        XCTAssertEqual(
            error(of: client.send(GitHub.followers(login: "nobody"))), .http(status: 404, message: "Not Found"))
        XCTAssertEqual(server.requests.first, "GET /users/octocat/followers?page=1&per_page=30")
    }

    func testRateLimitCarriesTheResetTime() {
        let reset = Date(timeIntervalSince1970: 1_800_000_000)
        server.inject(.rateLimit(resetAt: reset))
        let failure = error(of: client.send(GitHub.receivedEvents(login: "octocat")))
        XCTAssertEqual(failure, .rateLimited(resetAt: reset))
        XCTAssertEqual(
            failure?.description(relativeTo: reset.addingTimeInterval(-12 * 60)),
            "Rate limit exceeded; it resets in 12 min.")
        XCTAssertEqual(failure?.isRetryable, true)
    }

    func testMalformedJSONNamesTheEndpoint() {
        server.inject(.malformedJSON)
        guard
            case .undecodable(let endpoint, let reason)? = error(
                of: client.send(GitHub.searchRepositories(query: "rx")))
        else {
            return XCTFail("expected undecodable")
        }
        XCTAssertEqual(endpoint, "GET /search/repositories")
        XCTAssertEqual(reason, "invalid JSON at the top level")
    }

    func testADroppedConnectionIsUnreachable() {
        server.inject(.dropConnection)
        guard case .unreachable? = error(of: client.send(GitHub.user(login: "octocat"))) else {
            return XCTFail("expected unreachable")
        }
    }

    func testAServerThatIsDownIsUnreachable() {
        let url = server.baseURL
        server.stop()
        let offline = GitHubClient(baseURL: url, timeout: 5)
        guard case .unreachable? = error(of: offline.send(GitHub.user(login: "octocat"))) else {
            return XCTFail("expected unreachable")
        }
    }

    func testASlowServerTimesOut() {
        server.inject(.delay(3))
        let impatient = GitHubClient(baseURL: server.baseURL, timeout: 0.5)
        XCTAssertEqual(error(of: impatient.send(GitHub.user(login: "octocat"))), .timeout)
    }

    func testDisposingCancelsTheRequest() {
        server.inject(.delay(1))
        var events = 0
        let subscription = client.send(GitHub.user(login: "octocat")).subscribe { _ in events += 1 }
        subscription.dispose()
        let deadline = Date().addingTimeInterval(1.5)
        while Date() < deadline { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05)) }
        XCTAssertEqual(events, 0)
    }

    func testTokensSignIn() throws {
        let signedIn = GitHubClient(baseURL: server.baseURL, token: "fixture-alice", timeout: 5)
        XCTAssertEqual(try result(of: signedIn.send(GitHub.authenticatedUser())).login, "alice")
        XCTAssertEqual(
            error(of: client.send(GitHub.authenticatedUser())), .http(status: 401, message: "Bad credentials"))
    }

    func testLinkHeaderParsing() {
        XCTAssertEqual(
            LinkHeader.nextPage(
                "<https://api.github.com/x?page=3&per_page=30>; rel=\"next\", <https://api.github.com/x?page=9>; rel=\"last\""
            ), 3)
        XCTAssertNil(LinkHeader.nextPage("<https://api.github.com/x?page=9>; rel=\"last\""))
        XCTAssertNil(LinkHeader.nextPage(nil))
    }

    /// A client whose last reference goes away inside its own request's completion — as a
    /// temporary sign-in client does when the token is wrong — must not take the process down
    /// (its session used to be invalidated synchronously on its own delegate queue).
    func testAClientReleasedInsideItsOwnCompletionDoesNotCrash() throws {
        for token in ["abcdefgh", "fixture-nobody"] {
            let finished = DispatchSemaphore(value: 0)
            let outcome = LockedBox<String>("")
            var temporary: GitHubClient? = GitHubClient(baseURL: server.baseURL, token: token, timeout: 5)
            let subscription = temporary!.send(GitHub.authenticatedUser())
                .map { [temporary] user in "\(user.login) via \(temporary.map { "\($0)" } ?? "")" }
                .subscribe(
                    onSuccess: {
                        outcome.set($0)
                        finished.signal()
                    },
                    onFailure: {
                        outcome.set("\($0)")
                        finished.signal()
                    })
            temporary = nil
            XCTAssertEqual(finished.wait(timeout: .now() + 20), .success)
            XCTAssertTrue(outcome.value.contains("401"), "a wrong token is a 401, got: \(outcome.value)")
            subscription.dispose()
        }
    }
}
