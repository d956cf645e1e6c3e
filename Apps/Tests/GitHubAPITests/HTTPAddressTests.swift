import Foundation
import GitHubAPI
import OutsideValues
import XCTest

/// A URL from outside — `--api`, a redirect's `Location` — is checked before the HTTP client,
/// which traps on a port past 65535 (issue 54, item 4).
final class HTTPAddressTests: XCTestCase {
    private func problem(_ text: String) -> String? { URL(string: text).flatMap(HTTPAddress.problem(with:)) }

    func testPortsTCPHasAreAccepted() {
        for text in [
            "https://api.github.com", "http://127.0.0.1:1/", "http://127.0.0.1:65535/api/v3", "http://[::1]:8080/x",
            "http://user:pw@host:443/", "http://h:/",
        ] {
            XCTAssertNil(problem(text), text)
        }
    }

    func testPortsPastTheirTypeAreRefusedWithAReason() {
        XCTAssertEqual(problem("http://127.0.0.1:99999"), "port 99999 is not one TCP has (1 to 65535)")
        XCTAssertEqual(problem("http://127.0.0.1:65536/x"), "port 65536 is not one TCP has (1 to 65535)")
        XCTAssertEqual(problem("http://127.0.0.1:0/"), "port 0 is not one TCP has (1 to 65535)")
        XCTAssertEqual(problem("http://[::1]:70000/a"), "port 70000 is not one TCP has (1 to 65535)")
        // Foundation gives no port for this one; the client would have used 80.
        XCTAssertEqual(
            problem("http://127.0.0.1:99999999999999999999999/"),
            "port 99999999999999999999999 is not one TCP has (1 to 65535)")
        XCTAssertEqual(problem("ftp://host/"), "not an http(s) address")
        XCTAssertEqual(problem("http:///x"), "an address without a host")
    }

    func testARedirectIsResolvedAndChecked() throws {
        let current = try XCTUnwrap(URL(string: "http://127.0.0.1:8080/user"))
        XCTAssertEqual(
            try HTTPAddress.redirect(status: 301, location: "/users/octocat", from: current)?.absoluteString,
            "http://127.0.0.1:8080/users/octocat")
        XCTAssertNil(try HTTPAddress.redirect(status: 200, location: "/x", from: current))
        XCTAssertNil(try HTTPAddress.redirect(status: 302, location: nil, from: current))
        XCTAssertThrowsError(try HTTPAddress.redirect(status: 302, location: "http://127.0.0.1:99999/", from: current))
        {
            XCTAssertEqual(
                $0 as? GitHubError,
                .unreachable(
                    reason:
                        "the server redirected to an address that cannot be used: port 99999 is not one TCP has (1 to 65535)"
                ))
        }
        let secure = try XCTUnwrap(URL(string: "https://api.github.com/user"))
        XCTAssertThrowsError(try HTTPAddress.redirect(status: 307, location: "http://api.github.com/", from: secure)) {
            XCTAssertEqual($0 as? GitHubError, .unreachable(reason: "the server redirected from https to http"))
        }
    }

    func testOriginsCompareSchemeHostAndPort() throws {
        func url(_ text: String) throws -> URL { try XCTUnwrap(URL(string: text)) }
        XCTAssertTrue(
            HTTPAddress.sameOrigin(try url("https://API.github.com/a"), try url("https://api.github.com:443/b")))
        XCTAssertFalse(HTTPAddress.sameOrigin(try url("https://api.github.com/a"), try url("https://github.com/a")))
        XCTAssertFalse(HTTPAddress.sameOrigin(try url("http://h:80/a"), try url("http://h:8080/a")))
    }
}
