import XCTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GitHubFixtureServer
import TmuxTesting

/// Bad requests to the offline server get a GitHub-shaped 4xx and never take it down.
final class FixtureServerBadRequestTests: FixtureServerTestCase {
    private func send(_ request: String, readTimeout: Int = 10) throws -> (status: Int, body: String) {
        LoopbackSocket.exchange(request, port: Int(server.port), readTimeout: readTimeout)
    }

    private func get(_ target: String) throws -> (status: Int, body: String) {
        try send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    }

    func testHugeOrMalformedPageNumbersAreRejectedWith422() throws {
        for target in ["/users/octocat/received_events?page=9223372036854775807",
                       "/users/octocat/repos?page=1e17&per_page=100",
                       "/search/repositories?q=swift&page=9223372036854775807",
                       "/users/octocat/events?per_page=-5",
                       "/users/octocat/events?page=0"] {
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
}
