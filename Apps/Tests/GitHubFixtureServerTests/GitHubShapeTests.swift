import Foundation
import GitHubAPI
import GitHubServerTesting
import OfflineGitHub
import TmuxTesting
import XCTest

/// The offline GitHub answers in the shapes GitHub's description (api.github.com, 2022-11-28)
/// defines, built key by key (before, it encoded SwiftHub's own models: 14 keys of an account,
/// no `node_id`, `*_url` templates or `site_admin`), serves the routes GitHub's clients walk,
/// and honours the media types that change an answer. Scripts/check-github-schema.py checks
/// every route against the description itself; these pin the shapes' exact keys.
final class GitHubShapeTests: FixtureServerTestCase {
    private let data = FixtureData.standard

    private func get(_ target: String, _ headers: [String] = []) -> (status: Int, body: String) {
        let lines = headers.map { $0 + "\r\n" }.joined()
        return LoopbackSocket.exchange(
            "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(lines)Connection: close\r\n\r\n", port: Int(server.port))
    }

    private func json(_ body: String) -> Any? { try? JSONSerialization.jsonObject(with: Data(body.utf8)) }

    private func keys(_ value: Any?) -> [String] { ((value as? [String: Any]) ?? [:]).keys.sorted() }

    /// `GET /users/{username}` is GitHub's `public-user`: every key the description defines.
    func testAnAccountIsAPublicUserInFull() {
        let answer = get("/users/alice")
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(
            keys(json(answer.body)),
            [
                "avatar_url", "bio", "blog", "company", "created_at", "email", "events_url", "followers",
                "followers_url", "following", "following_url", "gists_url", "gravatar_id", "hireable", "html_url", "id",
                "location", "login", "name", "node_id", "organizations_url", "public_gists", "public_repos",
                "received_events_url", "repos_url", "site_admin", "starred_url", "subscriptions_url",
                "twitter_username", "type", "updated_at", "url", "user_view_type",
            ])
        let user = json(answer.body) as? [String: Any]
        XCTAssertEqual(user?["node_id"] as? String, "MDQ6VXNlcjI=")
        XCTAssertEqual(user?["site_admin"] as? Bool, false)
        XCTAssertEqual(
            user?["following_url"] as? String, "http://127.0.0.1:\(server.port)/users/alice/following{/other_user}")
    }

    /// `GET /user/repos` lists the signed-in account's repositories (a 401 without a token), and
    /// `GET /users/{username}/events/public` an account's events: routes PyGithub and octokit
    /// walk, 404 before.
    func testTheRoutesGitHubsClientsWalkAreServed() {
        let mine = get("/user/repos", ["Authorization: token fixture-octocat"])
        XCTAssertEqual(mine.status, 200)
        XCTAssertEqual(
            ((json(mine.body) as? [[String: Any]]) ?? []).compactMap { $0["full_name"] as? String },
            data.repositories(of: "octocat").map(\.fullName))
        let refused = get("/user/repos")
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(
            refused.body,
            #"{"documentation_url":"https://docs.github.com/rest","message":"Requires authentication","status":"401"}"#)
        let events = get("/users/octocat/events/public")
        XCTAssertEqual(events.status, 200)
        XCTAssertEqual(
            ((json(events.body) as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String },
            Array(data.performedEvents("octocat").prefix(30).map(\.id)))
    }

    /// `text_matches` come under `application/vnd.github.text-match+json`, as GitHub sends them.
    func testTextMatchesComeOnlyWhenAskedFor() {
        let plain = get("/search/repositories?q=rx&per_page=1")
        XCTAssertEqual(plain.status, 200)
        // Unasked, none: GitHub sends them only under the text-match media type.
        XCTAssertFalse(plain.body.contains("text_matches"), plain.body)
        let asked = get(
            "/search/repositories?q=rx&per_page=1", ["Accept: application/vnd.github.text-match+json"])
        let item = ((json(asked.body) as? [String: Any])?["items"] as? [[String: Any]])?.first
        let matches = (item?["text_matches"] as? [[String: Any]]) ?? []
        XCTAssertEqual(matches.map { $0["property"] as? String }, ["name", "description"])
        XCTAssertEqual(matches.first?["fragment"] as? String, item?["name"] as? String)
        XCTAssertEqual(
            (matches.first?["matches"] as? [[String: Any]])?.first?["text"] as? String, "rx", "\(matches)")
    }

    /// Under `application/vnd.github.star+json` each starred repository comes wrapped with
    /// `starred_at`; without it, as the repository itself.
    func testTheStarMediaTypeGivesStarredAt() {
        let starred = data.starredRepositories(of: "octocat")?.prefix(2).map(\.fullName)
        let wrapped =
            (json(get("/users/octocat/starred?per_page=2", ["Accept: application/vnd.github.star+json"]).body)
                as? [[String: Any]]) ?? []
        XCTAssertEqual(wrapped.map { $0.keys.sorted() }, [["repo", "starred_at"], ["repo", "starred_at"]])
        XCTAssertEqual(wrapped.compactMap { ($0["repo"] as? [String: Any])?["full_name"] as? String }, starred)
        let plain = (json(get("/users/octocat/starred?per_page=2").body) as? [[String: Any]]) ?? []
        XCTAssertEqual(plain.compactMap { $0["full_name"] as? String }, starred)
        XCTAssertNil(plain.first?["starred_at"])
    }

    /// An event names its repository as GitHub does (id, name, API URL: no more), its actor with
    /// `display_login`, and a pull request event carries the minimal pull request.
    func testAnEventIsGitHubsEvent() throws {
        let events = (json(get("/repos/octocat/swift-rx/events?per_page=100").body) as? [[String: Any]]) ?? []
        let first = try XCTUnwrap(events.first)
        XCTAssertEqual(keys(first), ["actor", "created_at", "id", "payload", "public", "repo", "type"])
        XCTAssertEqual(keys(first["repo"]), ["id", "name", "url"])
        XCTAssertEqual(keys(first["actor"]), ["avatar_url", "display_login", "gravatar_id", "id", "login", "url"])
        let received = (json(get("/users/octocat/received_events?per_page=100").body) as? [[String: Any]]) ?? []
        let pull = try XCTUnwrap(received.first { $0["type"] as? String == "PullRequestEvent" })
        let payload = pull["payload"] as? [String: Any]
        XCTAssertEqual(keys(payload), ["action", "number", "pull_request"])
        XCTAssertEqual(keys(payload?["pull_request"]), ["base", "head", "id", "number", "url"])
    }
}
