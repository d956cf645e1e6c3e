import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
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
        XCTAssertEqual(missing.body, #"{"documentation_url":"https://docs.github.com/rest","message":"Not Found"}"#)
    }
}
