import Foundation
import GitHubAPI
import XCTest

/// An endpoint reads its own answers: values from 2xx, typed errors from the rest.
final class EndpointTests: XCTestCase {
    private func response(_ status: Int, _ body: String, headers: [String: String] = [:]) -> GitHubResponse {
        GitHubResponse(status: status, headers: headers, body: Data(body.utf8))
    }

    private func error<Value>(_ endpoint: Endpoint<Value>, _ response: GitHubResponse) -> GitHubError? {
        do {
            _ = try endpoint.decode(response)
            return nil
        } catch {
            return error
        }
    }

    func testAPagedAnswerReadsItsNextPageFromTheLinkHeader() throws {
        let link =
            "<http://x/users/a/followers?page=3>; rel=\"next\", <http://x/users/a/followers?page=9>; rel=\"last\""
        let page = try GitHub.followers(login: "a", page: 2).decode(
            response(200, #"[{"id": 1, "login": "bob", "avatar_url": "", "type": "User"}]"#, headers: ["Link": link]))
        XCTAssertEqual(page.items.map(\.login), ["bob"])
        XCTAssertEqual(page.nextPage, 3)
    }

    func testStatusesBecomeTheirErrors() {
        let user = GitHub.user(login: "nobody")
        XCTAssertEqual(
            error(user, response(404, #"{"message": "Not Found"}"#)), .http(status: 404, message: "Not Found"))
        XCTAssertEqual(error(user, response(502, "<html>")), .http(status: 502, message: "Bad Gateway"))
        XCTAssertEqual(
            error(
                GitHub.searchUsers(query: ""),
                response(422, #"{"message": "Validation Failed", "errors": [{"field": "q", "code": "missing"}]}"#)),
            .http(status: 422, message: "Validation Failed: q missing"))
        let now = Date(timeIntervalSince1970: 1_000)
        XCTAssertEqual(
            GitHubError(response: response(429, "{}", headers: ["Retry-After": "30"]), now: now),
            .rateLimited(resetAt: Date(timeIntervalSince1970: 1_030)))
        XCTAssertEqual(
            GitHubError(
                response: response(403, "{}", headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "5000"])),
            .rateLimited(resetAt: Date(timeIntervalSince1970: 5_000)))
    }

    func testABodyThatIsNotTheModelIsUndecodableAndSaysWhere() {
        XCTAssertEqual(
            error(GitHub.user(login: "a"), response(200, #"{"id": "one"}"#)),
            .undecodable(endpoint: "GET /users/a", reason: "expected Int at id"))
    }

    func testStarringIsReadFromTheStatusAlone() throws {
        XCTAssertTrue(try GitHub.isStarred(fullName: "a/b").decode(response(204, "")))
        XCTAssertFalse(try GitHub.isStarred(fullName: "a/b").decode(response(404, "{}")))
        XCTAssertEqual(GitHub.setStarred(false, fullName: "a/b").request.method, .delete)
        XCTAssertNoThrow(try GitHub.markNotificationRead(id: "7").decode(response(205, "")))
    }

    func testLanguagesComeMostBytesFirstWithTheirNamesAsWritten() throws {
        let languages = try GitHub.languages(fullName: "a/b").decode(
            response(200, #"{"C": 10, "Vim_script": 30, "Swift": 30}"#))
        XCTAssertEqual(
            languages,
            [
                LanguageShare(name: "Swift", bytes: 30), LanguageShare(name: "Vim_script", bytes: 30),
                LanguageShare(name: "C", bytes: 10),
            ], "names as GitHub writes them, ties by name")
    }

    func testACommitReadsItsStatsAndFilesAsGitHubWritesThem() throws {
        let endpoint = GitHub.commit(fullName: "a/b", sha: "1a2b3c4")
        XCTAssertEqual(endpoint.name, "GET /repos/a/b/commits/1a2b3c4")
        let commit = try endpoint.decode(
            response(
                200,
                #"""
                {"sha": "1a2b3c4d", "author": null,
                 "commit": {"message": "Move it", "author": {"name": "Ann", "date": "2026-01-01T00:00:00Z"}},
                 "stats": {"additions": 2, "deletions": 1, "total": 3},
                 "files": [
                   {"filename": "b.swift", "previous_filename": "a.swift", "status": "renamed",
                    "additions": 0, "deletions": 0, "changes": 0},
                   {"filename": "c.swift", "status": "modified", "additions": 2, "deletions": 1, "changes": 3,
                    "patch": "@@ -1 +1,2 @@\n-x\n+y\n+z"}]}
                """#))
        XCTAssertEqual(commit.stats, Commit.Stats(additions: 2, deletions: 1))
        XCTAssertEqual(
            commit.files,
            [
                ChangedFile(
                    filename: "b.swift", status: .renamed, additions: 0, deletions: 0, patch: nil,
                    previousFilename: "a.swift"),
                ChangedFile(
                    filename: "c.swift", status: .modified, additions: 2, deletions: 1,
                    patch: "@@ -1 +1,2 @@\n-x\n+y\n+z"),
            ])
        let listed = try GitHub.commits(fullName: "a/b").decode(
            response(
                200,
                #"[{"sha": "1a2b3c4d", "author": null, "commit": {"message": "m", "author": {"name": "Ann", "date": "2026-01-01T00:00:00Z"}}}]"#
            ))
        XCTAssertNil(listed.items[0].files, "a list's commits have no files")
        XCTAssertEqual(
            GitHub.pullRequestFiles(fullName: "a/b", number: 12, page: 2).request.description,
            "GET /repos/a/b/pulls/12/files?page=2")
    }

    func testContentsAreAFolderForAnArrayAndAFileForAnObject() throws {
        let endpoint = GitHub.contents(fullName: "a/b", path: "Sources")
        XCTAssertEqual(
            try endpoint.decode(
                response(200, #"[{"type": "dir", "name": "A", "path": "Sources/A", "size": 0, "sha": "x"}]"#)),
            .directory([ContentItem(type: .dir, name: "A", path: "Sources/A", size: 0)]))
        let file = try endpoint.decode(
            response(
                200,
                #"{"type": "file", "name": "a.md", "path": "a.md", "size": 9, "encoding": "base64", "content": "7ZWc6riA\nIOyViOuFlQ==\n"}"#
            ))
        guard case .file(let item) = file else { return XCTFail("a file") }
        XCTAssertEqual(item.data.flatMap { String(data: $0, encoding: .utf8) }, "한글 안녕", "base64 across lines")
        XCTAssertEqual(
            ContentItem(file: "x/a.md", text: "한글 안녕").data.flatMap { String(data: $0, encoding: .utf8) }, "한글 안녕")
        XCTAssertEqual(
            error(GitHub.contents(fullName: "a/b", path: "nope"), response(404, #"{"message": "Not Found"}"#)),
            .http(status: 404, message: "Not Found"))
    }
}
