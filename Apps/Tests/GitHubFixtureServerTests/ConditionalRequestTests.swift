import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubHTTPTransport
import GitHubServerTesting
import GitHubSession
import RxCore
import RxTesting
import TmuxTesting
import XCTest

/// A transport that remembers the status of every answer it brings back.
private final class StatusRecorder: GitHubTransport, @unchecked Sendable {
    let base: GitHubTransport
    private let lock = NSLock()
    private var seen: [String] = []
    init(_ base: GitHubTransport) { self.base = base }
    var statuses: [String] { lock.withLock { seen } }
    func send(_ request: GitHubRequest) -> Single<GitHubResponse> {
        base.send(request).do(onSuccess: { [weak self] response in
            guard let self else { return }
            let asked = request.headers["If-None-Match"] == nil ? "" : " (If-None-Match)"
            self.lock.withLock { self.seen.append("\(request.cacheKey)\(asked) → \(response.status)") }
        })
    }
}

/// The offline GitHub answers conditional GETs as GitHub does, and the session keeps answers
/// and asks again with their tags: a page seen before costs a `304` without a body.
final class ConditionalRequestTests: FixtureServerTestCase {
    func testTheServerTagsAnswersAndSaysNotModifiedWithoutABody() throws {
        let port = Int(server.port)
        let first = LoopbackSocket.exchangeWithHeaders(
            "GET /users/octocat HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", port: port)
        XCTAssertEqual(first.status, 200)
        let etag = try XCTUnwrap(
            first.headers.first { $0.lowercased().hasPrefix("etag: ") }.map { String($0.dropFirst("etag: ".count)) })
        XCTAssertTrue(etag.hasPrefix("\"") && etag.hasSuffix("\""), etag)
        XCTAssertTrue(first.body.contains("\"login\":\"octocat\""))
        for asked in [etag, "W/\(etag)", "\"other\", \(etag)", "*"] {
            let again = LoopbackSocket.exchangeWithHeaders(
                "GET /users/octocat HTTP/1.1\r\nHost: x\r\nIf-None-Match: \(asked)\r\nConnection: close\r\n\r\n",
                port: port)
            XCTAssertEqual(again.status, 304, asked)
            XCTAssertEqual(again.body, "", asked)
            XCTAssertTrue(
                again.headers.contains("etag: \(etag)") || again.headers.contains("ETag: \(etag)"), "\(again.headers)")
        }
        let stale = LoopbackSocket.exchange(
            "GET /users/octocat HTTP/1.1\r\nHost: x\r\nIf-None-Match: \"stale\"\r\nConnection: close\r\n\r\n",
            port: port)
        XCTAssertEqual(stale.status, 200)
        XCTAssertEqual(stale.body, first.body)
        // Another page is another tag; a write is never conditional.
        let page2 = LoopbackSocket.exchangeWithHeaders(
            "GET /users/octocat/repos?page=2&per_page=5 HTTP/1.1\r\nHost: x\r\nIf-None-Match: \(etag)\r\nConnection: close\r\n\r\n",
            port: port)
        XCTAssertEqual(page2.status, 200)
    }

    func testTheSessionAsksAgainWithTheTagAndUsesTheKeptAnswer() throws {
        let recorder = StatusRecorder(HTTPTransport(baseURL: server.baseURL, timeout: 20))
        let cache = InMemoryResponseCache()
        let session = GitHubSession(transport: recorder, responseCache: cache)
        let first = try result(of: session.send(GitHub.user(login: "octocat")))
        let second = try result(of: session.send(GitHub.user(login: "octocat")))
        XCTAssertEqual(second, first)
        XCTAssertEqual(
            recorder.statuses,
            ["GET /users/octocat → 200", "GET /users/octocat (If-None-Match) → 304"])
        XCTAssertEqual(cache.usage.entries, 1)
        // A changed answer replaces the kept one: starring changes the stargazer count.
        _ = try result(of: session.signIn(token: "fixture-alice"))
        let before = try result(of: session.send(GitHub.repository(fullName: "octocat/swift-rx")))
        _ = try result(of: session.send(GitHub.setStarred(true, fullName: "octocat/swift-rx")))
        let after = try result(of: session.send(GitHub.repository(fullName: "octocat/swift-rx")))
        XCTAssertEqual(after.stargazersCount, (before.stargazersCount ?? 0) + 1)
        XCTAssertEqual(
            Array(recorder.statuses.suffix(2)),
            ["PUT /user/starred/octocat/swift-rx → 204", "GET /repos/octocat/swift-rx (If-None-Match) → 200"])
        // Signing out forgets what the account was shown.
        session.signOut()
        XCTAssertEqual(cache.usage, ResponseCacheUsage(entries: 0, bytes: 0))
    }

    func testKeptAnswersAreFilesOnlyTheOwnerCanRead() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let cache = FileResponseCache.standard(
            for: URL(string: "http://127.0.0.1:8080")!, environment: ["XDG_CACHE_HOME": home.path])
        XCTAssertEqual(cache.folder, home.path + "/reactivemvvm/swifthub/http_127.0.0.1_8080")
        XCTAssertNil(cache.response(for: "GET /user"))
        let answer = GitHubResponse(status: 200, headers: ["ETag": "\"1\"", "Link": "<x>"], body: Data("{}".utf8))
        cache.store(answer, for: "GET /user")
        XCTAssertEqual(cache.response(for: "GET /user"), answer)
        XCTAssertNil(cache.response(for: "GET /users"), "another key is a miss")
        let file = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: cache.folder).first)
        let mode = { (path: String) in
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue
        }
        XCTAssertEqual(mode(cache.folder + "/" + file), 0o600)
        XCTAssertEqual(mode(cache.folder), 0o700)
        // A damaged file is a miss, not a crash.
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: cache.folder + "/" + file))
        XCTAssertNil(cache.response(for: "GET /user"))
        cache.store(answer, for: "GET /user")
        cache.store(answer, for: "GET /user/repos")
        let usage = cache.usage
        XCTAssertEqual(usage.entries, 2)
        XCTAssertGreaterThan(usage.bytes, 0)
        XCTAssertEqual(cache.removeAll(), usage)
        XCTAssertEqual(cache.usage, ResponseCacheUsage(entries: 0, bytes: 0))
    }
}
