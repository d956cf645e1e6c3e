import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
import OfflineGitHub
import TmuxTesting
import XCTest

/// Requests a real GitHub client (PyGithub 2.x) sends, over loopback HTTP, answered as GitHub
/// answers them (`Scripts/check-github-client.py` runs the client itself).
final class GitHubClientCompatibilityTests: FixtureServerTestCase {
    private let data = FixtureData.standard

    private func send(_ request: String) -> (status: Int, body: String) {
        LoopbackSocket.exchange(request, port: Int(server.port))
    }

    private func get(_ target: String, token: String? = nil) -> (status: Int, body: String) {
        let authorization = token.map { "Authorization: token \($0)\r\n" } ?? ""
        return send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(authorization)Connection: close\r\n\r\n")
    }

    private func objects(_ body: String) throws -> [[String: Any]] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]], body)
    }

    /// `state=all` lists both states, newest first, as GitHub does (a 422 before); another
    /// value is still a 422 that names the three.
    func testStateAllListsOpenAndClosedIssuesAndPullRequests() throws {
        let name = "octocat/swift-rx"
        let issues = get("/repos/\(name)/issues?state=all&per_page=100&direction=desc")
        XCTAssertEqual(issues.status, 200, issues.body)
        let allIssues = try XCTUnwrap(data.issues(of: name, state: nil))
        XCTAssertEqual(
            try objects(issues.body).map { $0["number"] as? Int }, allIssues.prefix(100).map(\.number))
        XCTAssertEqual(Set(allIssues.map(\.state)), [.open, .closed])
        XCTAssertEqual(
            allIssues.count,
            (data.issues(of: name, state: .open)?.count ?? 0) + (data.issues(of: name, state: .closed)?.count ?? 0))
        let pulls = get("/repos/\(name)/pulls?state=all&per_page=100&sort=created")
        XCTAssertEqual(pulls.status, 200, pulls.body)
        let allPulls = try XCTUnwrap(data.pullRequests(of: name, state: nil))
        XCTAssertEqual(try objects(pulls.body).map { $0["number"] as? Int }, allPulls.prefix(100).map(\.number))
        XCTAssertEqual(Set(allPulls.map(\.state)), [.open, .closed])
        let wrong = get("/repos/\(name)/issues?state=merged")
        XCTAssertEqual(wrong.status, 422)
        XCTAssertEqual(
            wrong.body,
            #"{"documentation_url":"https://docs.github.com/rest","errors":[{"code":"invalid","field":"state","#
                + #""message":"state must be open, closed or all","resource":"Issue"}],"message":"Validation Failed"}"#)
    }

    /// `contents/` with the trailing slash is the root's listing (PyGithub's `get_contents("")`),
    /// and a folder or file asked with a trailing slash is that folder or file (404s before).
    func testContentsWithATrailingSlash() throws {
        let root = get("/repos/octocat/swift-rx/contents")
        XCTAssertEqual(root.status, 200)
        let slash = get("/repos/octocat/swift-rx/contents/")
        XCTAssertEqual(slash.status, 200, slash.body)
        XCTAssertEqual(slash.body, root.body)
        XCTAssertEqual(
            try objects(slash.body).map { $0["path"] as? String },
            ["Sources", "Tests", ".swift-format", "Package.swift", "README.md"])
        let folder = get("/repos/octocat/swift-rx/contents/Sources/Rx/")
        XCTAssertEqual(folder.status, 200, folder.body)
        XCTAssertEqual(folder.body, get("/repos/octocat/swift-rx/contents/Sources/Rx").body)
        let file = get("/repos/octocat/swift-rx/contents/README.md/")
        XCTAssertEqual(file.status, 200, file.body)
        XCTAssertEqual(file.body, get("/repos/octocat/swift-rx/contents/README.md").body)
        let missing = get("/repos/octocat/swift-rx/contents/Nothing/")
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(
            missing.body, #"{"documentation_url":"https://docs.github.com/rest","message":"Not Found","status":"404"}"#)
    }

    private func post(_ target: String, contentType: String, body: String, token: String? = nil) -> (
        status: Int, body: String
    ) {
        let authorization = token.map { "Authorization: token \($0)\r\n" } ?? ""
        return send(
            "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(authorization)Content-Type: \(contentType)\r\n"
                + "Accept: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
    }

    private func object(_ body: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any], body)
    }

    /// GitHub's `url` and `html_url` on what the server answers — a created comment, a commit
    /// and its files, an issue and its author, a folder's entries — pointing at the server that
    /// answered (PyGithub: "contains no URL" before).
    func testObjectsCarryTheirURLs() throws {
        let api = "http://127.0.0.1:\(server.port)"
        let name = "octocat/swift-rx"
        let number = try XCTUnwrap(data.issues(of: name, state: .open)?.first?.number)
        let created = post(
            "/repos/\(name)/issues/\(number)/comments", contentType: "application/json", body: #"{"body":"Hi"}"#,
            token: "fixture-octocat")
        XCTAssertEqual(created.status, 201, created.body)
        let comment = try object(created.body)
        XCTAssertEqual(comment["id"] as? Int, 900_000)
        XCTAssertEqual(comment["url"] as? String, "\(api)/repos/\(name)/issues/comments/900000")
        XCTAssertEqual(
            comment["html_url"] as? String, "https://github.com/\(name)/issues/\(number)#issuecomment-900000")
        XCTAssertEqual(comment["issue_url"] as? String, "\(api)/repos/\(name)/issues/\(number)")
        XCTAssertEqual((comment["user"] as? [String: Any])?["url"] as? String, "\(api)/users/octocat")

        let sha = try XCTUnwrap(data.commits(of: name)?.first?.sha)
        let commitAnswer = get("/repos/\(name)/commits/\(sha)")
        XCTAssertEqual(commitAnswer.status, 200)
        let commit = try object(commitAnswer.body)
        XCTAssertEqual(commit["url"] as? String, "\(api)/repos/\(name)/commits/\(sha)")
        XCTAssertEqual(commit["html_url"] as? String, "https://github.com/\(name)/commit/\(sha)")
        let files = try XCTUnwrap(commit["files"] as? [[String: Any]])
        // Each segment of the path percent-encoded, as GitHub writes it ("Package%2BExtras.swift").
        let filename = try XCTUnwrap(files.first?["filename"] as? String).split(separator: "/")
            .map(PathSegment.encode).joined(separator: "/")
        XCTAssertEqual(files.first?["blob_url"] as? String, "https://github.com/\(name)/blob/\(sha)/\(filename)")
        XCTAssertEqual(files.first?["raw_url"] as? String, "https://github.com/\(name)/raw/\(sha)/\(filename)")
        XCTAssertEqual(files.first?["contents_url"] as? String, "\(api)/repos/\(name)/contents/\(filename)?ref=\(sha)")

        let issue = try object(get("/repos/\(name)/issues/\(number)").body)
        XCTAssertEqual(issue["url"] as? String, "\(api)/repos/\(name)/issues/\(number)")
        XCTAssertEqual(issue["html_url"] as? String, "https://github.com/\(name)/issues/\(number)")
        XCTAssertEqual(issue["comments_url"] as? String, "\(api)/repos/\(name)/issues/\(number)/comments")

        let listing = try objects(get("/repos/\(name)/contents/").body)
        let readme = try XCTUnwrap(listing.first { $0["path"] as? String == "README.md" })
        XCTAssertEqual(readme["url"] as? String, "\(api)/repos/\(name)/contents/README.md?ref=develop")
        XCTAssertEqual(readme["html_url"] as? String, "https://github.com/\(name)/blob/develop/README.md")
        let sources = try XCTUnwrap(listing.first { $0["path"] as? String == "Sources" })
        XCTAssertEqual(sources["html_url"] as? String, "https://github.com/\(name)/tree/develop/Sources")

        let repository = try object(get("/repos/\(name)").body)
        XCTAssertEqual(repository["url"] as? String, "\(api)/repos/\(name)")
        XCTAssertEqual(repository["html_url"] as? String, "https://github.com/\(name)")
        // An error keeps GitHub's body exactly.
        XCTAssertEqual(
            get("/repos/\(name)/issues/99999").body,
            #"{"documentation_url":"https://docs.github.com/rest","message":"Not Found","status":"404"}"#)
    }

    /// `GET /repos/O/N/subscribers` lists the watchers (the owner, and whoever watches while the
    /// server runs); `GET /rate_limit` answers GitHub's overview (404s before).
    func testSubscribersAndRateLimit() throws {
        let name = "octocat/swift-rx"
        let before = get("/repos/\(name)/subscribers?per_page=50")
        XCTAssertEqual(before.status, 200, before.body)
        XCTAssertEqual(try objects(before.body).map { $0["login"] as? String }, ["octocat"])
        let watch = send(
            "PUT /repos/\(name)/subscription HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: token fixture-alice\r\n"
                + "Content-Length: 0\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(watch.status, 200, watch.body)
        XCTAssertEqual(
            try objects(get("/repos/\(name)/subscribers").body).map { $0["login"] as? String }, ["octocat", "alice"])
        let missing = get("/repos/octocat/nothing/subscribers")
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(
            missing.body, #"{"documentation_url":"https://docs.github.com/rest","message":"Not Found","status":"404"}"#)

        let signedIn = get("/rate_limit", token: "fixture-octocat")
        XCTAssertEqual(signedIn.status, 200, signedIn.body)
        let limits = try object(signedIn.body)
        let resources = try XCTUnwrap(limits["resources"] as? [String: [String: Int]])
        // Every resource GitHub's description lists.
        XCTAssertEqual(
            Set(resources.keys),
            [
                "core", "search", "graphql", "code_search", "source_import", "integration_manifest",
                "actions_runner_registration", "scim", "dependency_snapshots", "dependency_sbom",
                "code_scanning_autofix", "copilot_usage_records",
            ])
        XCTAssertEqual(resources["scim"]?["limit"], 15_000)
        let core = try XCTUnwrap(resources["core"])
        XCTAssertEqual(core["limit"], 5_000)
        XCTAssertEqual(core["used"], 0)
        XCTAssertEqual(core["remaining"], 5_000)
        XCTAssertEqual(Double(try XCTUnwrap(core["reset"])), Date().timeIntervalSince1970 + 3_600, accuracy: 60)
        XCTAssertEqual(resources["search"]?["limit"], 30)
        XCTAssertEqual(limits["rate"] as? [String: Int], core)
        let anonymous = try object(get("/rate_limit").body)
        XCTAssertEqual((anonymous["rate"] as? [String: Int])?["limit"], 60)
        let refused = get("/rate_limit", token: "wrong")
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(
            refused.body,
            #"{"documentation_url":"https://docs.github.com/rest","message":"Bad credentials","status":"401"}"#)
    }

    /// The device flow takes a form-encoded body, as RFC 8628 clients send it ("Problems
    /// parsing JSON" before); JSON still works.
    func testTheDeviceFlowTakesAFormEncodedBody() throws {
        let form = "application/x-www-form-urlencoded"
        let code = post("/login/device/code", contentType: form, body: "client_id=pygithub+check&scope=repo%2Cuser")
        XCTAssertEqual(code.status, 200, code.body)
        let deviceCode = try XCTUnwrap(try object(code.body)["device_code"] as? String)
        XCTAssertEqual(deviceCode, "device-9e3779b1")
        let pending = post(
            "/login/oauth/access_token", contentType: form,
            body:
                "client_id=pygithub&device_code=\(deviceCode)&grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code"
        )
        XCTAssertEqual(pending.status, 200)
        XCTAssertEqual(pending.body, #"{"error":"authorization_pending"}"#)
        let wrongGrant = post(
            "/login/oauth/access_token", contentType: form,
            body: "client_id=pygithub&device_code=\(deviceCode)&grant_type=password")
        XCTAssertEqual(wrongGrant.body, #"{"error":"unsupported_grant_type"}"#)
        let missing = post("/login/device/code", contentType: form, body: "scope=repo")
        XCTAssertEqual(missing.status, 400)
        XCTAssertEqual(
            missing.body,
            #"{"documentation_url":"https://docs.github.com/rest","message":"Problems parsing the form","status":"400"}"#
        )
        let json = post("/login/device/code", contentType: "application/json", body: #"{"client_id":"x"}"#)
        XCTAssertEqual(json.status, 200, json.body)
        // The REST API itself still takes only JSON, as GitHub's does.
        let formIssue = post(
            "/repos/octocat/swift-rx/issues", contentType: form, body: "title=Hi", token: "fixture-octocat")
        XCTAssertEqual(formIssue.status, 400)
        XCTAssertEqual(
            formIssue.body,
            #"{"documentation_url":"https://docs.github.com/rest","message":"Problems parsing JSON","status":"400"}"#)
    }

    /// A `+` in the query is a space, as GitHub reads it: PyGithub's searches send
    /// `q=repo:o/n+is:issue` (no match before); a `+` written as `%2B` stays a `+`.
    func testAPlusInTheQueryIsASpace() throws {
        let plus = get("/search/issues?q=repo:octocat/swift-rx+is:issue+is:open&per_page=1")
        let space = get("/search/issues?q=repo:octocat/swift-rx%20is:issue%20is:open&per_page=1")
        XCTAssertEqual(plus.status, 200)
        XCTAssertEqual(plus.body, space.body)
        let count =
            try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(plus.body.utf8)) as? [String: Any])["total_count"] as? Int
        XCTAssertEqual(count, data.searchIssues("repo:octocat/swift-rx is:issue is:open").count)
        XCTAssertGreaterThan(count ?? 0, 0)
        XCTAssertEqual(
            get("/search/repositories?q=c%2B%2B").body, #"{"incomplete_results":false,"items":[],"total_count":0}"#)
    }

    /// A code search result carries its file's `url` and `html_url` (none before).
    func testCodeSearchResultsCarryTheirURLs() throws {
        let answer = get("/search/code?q=import%20repo:octocat/swift-rx&per_page=1")
        XCTAssertEqual(answer.status, 200, answer.body)
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        let item = try XCTUnwrap((body["items"] as? [[String: Any]])?.first)
        let path = try XCTUnwrap(item["path"] as? String).split(separator: "/").map(PathSegment.encode)
            .joined(separator: "/")
        XCTAssertEqual(
            item["url"] as? String,
            "http://127.0.0.1:\(server.port)/repos/octocat/swift-rx/contents/\(path)?ref=develop")
        XCTAssertEqual(item["html_url"] as? String, "https://github.com/octocat/swift-rx/blob/develop/\(path)")
        XCTAssertNil(item["download_url"])
        XCTAssertEqual(
            (item["repository"] as? [String: Any])?["url"] as? String,
            "http://127.0.0.1:\(server.port)/repos/octocat/swift-rx")
    }
}
