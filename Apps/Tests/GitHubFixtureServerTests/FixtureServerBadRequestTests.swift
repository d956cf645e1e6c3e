import Foundation
import GitHubFixtureServer
import GitHubServerTesting
import TmuxTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Bad requests to the offline server get a GitHub-shaped 4xx and never take it down.
final class FixtureServerBadRequestTests: FixtureServerTestCase {
    private func send(_ request: String, readTimeout: Int = 10) throws -> (status: Int, body: String) {
        LoopbackSocket.exchange(request, port: Int(server.port), readTimeout: readTimeout)
    }

    private func get(_ target: String) throws -> (status: Int, body: String) {
        try send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    }

    /// GitHub takes a token as `Bearer TOKEN` or `token TOKEN`; so does the offline server.
    func testBothAuthorizationSchemesSignIn() throws {
        for header in ["Bearer fixture-alice", "token fixture-alice", "TOKEN fixture-alice"] {
            let answer = try send(
                "GET /user HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: \(header)\r\nConnection: close\r\n\r\n")
            XCTAssertEqual(answer.status, 200, header)
            XCTAssertTrue(answer.body.contains("\"login\":\"alice\""), answer.body)
        }
        let refused = try send(
            "GET /user HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Basic fixture-alice\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(
            refused.body,
            "{\"documentation_url\":\"https://docs.github.com/rest\",\"message\":\"Bad credentials\",\"status\":\"401\"}"
        )
    }

    func testHugeOrMalformedPageNumbersAreRejectedWith422() throws {
        for target in [
            "/users/octocat/received_events?page=9223372036854775807",
            "/users/octocat/repos?page=1e17&per_page=100",
            "/search/repositories?q=swift&page=9223372036854775807",
            "/users/octocat/events?per_page=-5",
            "/users/octocat/events?page=0",
        ] {
            let answer = try get(target)
            XCTAssertEqual(answer.status, 422, target)
            XCTAssertTrue(answer.body.contains("\"message\""), "GitHub-shaped body for \(target): \(answer.body)")
        }
        // Still serving.
        XCTAssertEqual(try get("/users/octocat").status, 200)
    }

    func testARequestTargetWithoutALeadingSlashIsABadRequest() throws {
        for target in ["users/octocat/repos", "*", "http//x"] {
            let answer = try get(target)
            XCTAssertEqual(answer.status, 400, target)
        }
        XCTAssertEqual(try get("/%").status, 404, "a path that matches no route")
        XCTAssertEqual(try get("/users/octocat").status, 200)
    }

    func testAnIncompleteRequestIsClosedAfterTheReadTimeout() throws {
        server.stop()
        server = GitHubFixtureServer(readTimeout: 1)
        try server.start()
        let started = Date()
        let answer = try send("GET /users/octocat HTTP/1.1\r\nHost: 127", readTimeout: 20)
        XCTAssertEqual(answer.status, -1, "no answer to an incomplete request")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "the server closed it itself")
        XCTAssertEqual(try get("/users/octocat").status, 200)
    }

    /// Every request the server cannot serve gets a 4xx with GitHub's JSON error body, at
    /// the HTTP level too: a request that is not HTTP (an empty 400 before), a CONNECT (an empty
    /// 400 that never ended before), a malformed chunked
    /// body (413 before), headers over 80 KiB (431), an unknown route (404), a known path with
    /// a method it does not take (405 with Allow).
    func testEveryBadRequestGetsA4xxWithAJSONBody() throws {
        func error(_ message: String, _ status: Int = 400) -> String {
            "{\"documentation_url\":\"https://docs.github.com/rest\",\"message\":\"\(message)\",\"status\":\"\(status)\"}"
        }
        let port = Int(server.port)
        let cases: [(name: String, request: String, status: Int, allow: String?, body: String)] = [
            (
                "no colon in a header", "GET /users/octocat HTTP/1.1\r\nHost x\r\n\r\n", 400, nil,
                error("The request is not valid HTTP/1.1.")
            ),
            ("not HTTP at all", "\u{1}\u{2} nonsense\r\n\r\n", 400, nil, error("The request is not valid HTTP/1.1.")),
            (
                "CONNECT to a host's SSH port", "CONNECT host:22 HTTP/1.1\r\nHost: host:22\r\n\r\n", 400, nil,
                error("CONNECT is not served here: this is not a proxy.")
            ),
            (
                "CONNECT without a Host", "CONNECT 127.0.0.1:22 HTTP/1.1\r\n\r\n", 400, nil,
                error("CONNECT is not served here: this is not a proxy.")
            ),
            (
                "a malformed chunk size",
                "PUT /user/starred/octocat/hello-world HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
                400, nil, error("The request's chunked body is malformed.")
            ),
            (
                "headers over 80 KiB",
                "GET /users/octocat HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 100_000)
                    + "\r\n\r\n",
                431, nil, error("The request's headers are larger than this server accepts.", 431)
            ),
            (
                "an unknown route", "GET /nowhere HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 404, nil,
                error("Not Found", 404)
            ),
            (
                "POST to a GET route",
                "POST /users/octocat HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
                405, "Allow: GET, HEAD", error("POST is not allowed here; use GET, HEAD.", 405)
            ),
            (
                "PATCH to the star",
                "PATCH /user/starred/octocat/hello-world HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
                405, "Allow: GET, HEAD, PUT, DELETE",
                error("PATCH is not allowed here; use GET, HEAD, PUT, DELETE.", 405)
            ),
            (
                "DELETE to a file deep in a repository",
                "DELETE /repos/octocat/swift-rx/contents/Sources/Rx/Rx.swift HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                405, "Allow: GET, HEAD", error("DELETE is not allowed here; use GET, HEAD.", 405)
            ),
            (
                "trending since an unknown period",
                "GET /trending/repositories?since=yearly HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 422, nil,
                #"{"documentation_url":"https://docs.github.com/rest","errors":[{"code":"invalid","field":"since","message":"since must be daily, weekly or monthly","resource":"Trending"}],"message":"Validation Failed"}"#
            ),
            (
                "a file that is not there",
                "GET /repos/octocat/swift-rx/contents/Sources/None.swift HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                404, nil, error("Not Found", 404)
            ),
        ]
        for item in cases {
            let answer = LoopbackSocket.exchangeWithHeaders(item.request, port: port)
            XCTAssertEqual(answer.status, item.status, item.name)
            XCTAssertEqual(answer.body, item.body, item.name)
            XCTAssertTrue(
                answer.headers.contains("Content-Type: application/json; charset=utf-8"),
                "\(item.name): \(answer.headers)")
            if let allow = item.allow {
                XCTAssertTrue(answer.headers.contains(allow), "\(item.name): \(answer.headers)")
            }
        }
        XCTAssertEqual(try get("/users/octocat").status, 200, "still serving")
    }
}
