import XCTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GitHubFixtureServer

/// Bad requests to the offline server get a GitHub-shaped 4xx and never take it down.
final class FixtureServerBadRequestTests: XCTestCase {
    private var server: GitHubFixtureServer!

    override func setUpWithError() throws {
        server = GitHubFixtureServer()
        try server.start()
    }

    override func tearDown() {
        server.stop()
        server = nil
    }

    /// Sends `request` as raw bytes and returns the status code and body of the answer.
    private func send(_ request: String, readTimeout: Int = 10) throws -> (status: Int, body: String) {
        let port = UInt16(server.baseURL.port!)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(connected, 0)
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBufferPointer { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        let statusLine = text.components(separatedBy: "\r\n").first ?? ""
        let status = statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
        let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, body)
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
