import Foundation
import GitHubAPI
import GitHubHTTPTransport
import GitHubServerTesting
import RxCore
import RxTesting
import TmuxTesting
import XCTest

/// A server may redirect anywhere: a `Location` with a port past 65535 was handed to
/// AsyncHTTPClient, which traps on it (SIGILL, from any answer on any screen) — issue 54, item 4.
/// Each target is now checked before it is followed; and a header the client refuses never
/// brings the token into the error (item 15).
final class HostileRedirectTests: XCTestCase {
    private func outcome(_ transport: HTTPTransport, _ request: GitHubRequest) -> Result<GitHubResponse, Error> {
        transport.send(request).asObservable().toBlocking(timeout: 30).materialize().singleResult
    }

    private func answer(redirectingTo location: String, status: Int = 302) throws -> (CannedHTTPServer, HTTPTransport) {
        let server = try CannedHTTPServer(status: status, headers: ["Location": location], body: "{}")
        let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(server.port)"))
        return (server, HTTPTransport(baseURL: url, timeout: 10))
    }

    func testARedirectToAPortPastTCPsIsATypedError() throws {
        let (server, transport) = try answer(redirectingTo: "http://127.0.0.1:99999/user")
        defer { server.stop() }
        XCTAssertThrowsError(try outcome(transport, GitHubRequest(method: .get, path: "/user")).get()) {
            XCTAssertEqual(
                $0 as? GitHubError,
                .unreachable(
                    reason:
                        "the server redirected to an address that cannot be used: port 99999 is not one TCP has (1 to 65535)"
                ))
        }
    }

    /// Foundation reads no port from this one, and the client would have gone to port 80.
    func testARedirectToAPortPastIntIsATypedError() throws {
        let (server, transport) = try answer(redirectingTo: "http://127.0.0.1:18446744073709551617/", status: 308)
        defer { server.stop() }
        XCTAssertThrowsError(try outcome(transport, GitHubRequest(method: .get, path: "/user")).get()) {
            XCTAssertEqual(
                $0 as? GitHubError,
                .unreachable(
                    reason:
                        "the server redirected to an address that cannot be used: port 18446744073709551617 is not one TCP has (1 to 65535)"
                ))
        }
    }

    /// A redirect on the same server is followed — five times at most.
    func testRedirectsAreFollowedUpToFive() throws {
        let (server, transport) = try answer(redirectingTo: "/again", status: 301)
        defer { server.stop() }
        XCTAssertThrowsError(try outcome(transport, GitHubRequest(method: .get, path: "/user")).get()) {
            XCTAssertEqual($0 as? GitHubError, .unreachable(reason: "more than 5 redirects"))
        }
    }

    /// An `--api` with such a port never reaches the client either.
    func testABaseURLWithAPortPastTCPsIsATypedError() throws {
        let transport = HTTPTransport(baseURL: try XCTUnwrap(URL(string: "http://127.0.0.1:99999")), timeout: 5)
        XCTAssertThrowsError(try outcome(transport, GitHubRequest(method: .get, path: "/user")).get()) {
            XCTAssertEqual($0 as? GitHubError, .unreachable(reason: "no URL for /user on http://127.0.0.1:99999"))
        }
    }

    /// A token with a line break: the client refuses the header, and the error says so
    /// without the token (it used to quote the whole `Authorization` value).
    func testARefusedHeaderNeverBringsTheTokenIntoTheError() throws {
        let server = try CannedHTTPServer(body: "{}")
        defer { server.stop() }
        let transport = HTTPTransport(baseURL: try XCTUnwrap(URL(string: "http://127.0.0.1:\(server.port)")))
        let request = GitHubRequest(
            method: .get, path: "/user", headers: ["Authorization": "Bearer ghp_SECRET123\r\nX-Injected: 1"])
        XCTAssertThrowsError(try outcome(transport, request).get()) { error in
            XCTAssertEqual(
                error as? GitHubError,
                .unreachable(
                    reason: "a header holds characters HTTP does not allow (a line break or a control character)"))
            XCTAssertFalse("\(error)".contains("SECRET"))
        }
    }
}
