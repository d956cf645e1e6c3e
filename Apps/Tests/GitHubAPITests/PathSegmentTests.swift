import Foundation
import GitHubAPI
import XCTest

/// Every path segment goes through one encoder; a route filled in with hostile names is a URL
/// that does not trap, and the fixture server's matching gives the names back.
final class PathSegmentTests: XCTestCase {
    /// Names a server (GitHub Enterprise, a proxy) could send for a repository or its owner.
    static let hostileNames = [
        "swift-rx ", "a b", "[x]", "back\\slash", "tab\there", "nul\u{0}", "del\u{7F}", "esc\u{1B}[31m", ".", "..",
        "...", ".hidden", "a/b", "%", "%2F", "%zz", "?q=1", "#frag", "한글", "\u{202E}evil", "\u{200B}", "\u{AD}",
        "e\u{301}", "👩‍👩‍👧", "\u{FEFF}", "\u{E0001}", "a;b=c", "@:!$&'()*+,", "",
    ]

    func testOnlyUnreservedCharactersStayAndDotSegmentsAreEncoded() {
        XCTAssertEqual(PathSegment.encode("swift-rx_1.0~"), "swift-rx_1.0~")
        XCTAssertEqual(PathSegment.encode("swift-rx "), "swift-rx%20")
        XCTAssertEqual(PathSegment.encode("[a]\\b"), "%5Ba%5D%5Cb")
        XCTAssertEqual(PathSegment.encode("a\u{1}b\u{7F}"), "a%01b%7F")
        XCTAssertEqual(PathSegment.encode("."), "%2E")
        XCTAssertEqual(PathSegment.encode(".."), "%2E%2E")
        XCTAssertEqual(PathSegment.encode("..a"), "..a", "only a segment of dots alone is special")
        XCTAssertEqual(PathSegment.encode("a/b%"), "a%2Fb%25")
        XCTAssertEqual(PathSegment.encode("é"), "%C3%A9")
        XCTAssertEqual(PathSegment.encode("\u{202E}"), "%E2%80%AE")
    }

    func testNormalizingKeepsEscapesAndEncodesTheRest() {
        XCTAssertEqual(PathSegment.normalize("a%2Fb"), "a%2Fb")
        XCTAssertEqual(PathSegment.normalize("a b[c]%"), "a%20b%5Bc%5D%25")
        XCTAssertEqual(PathSegment.normalize("%4"), "%254")
        XCTAssertEqual(PathSegment.normalize("@:!"), "@:!")
    }

    func testAFullNameIsTwoSegmentsEachEncoded() {
        XCTAssertEqual(
            Route.repository.path(["fullName": "octocat/swift-rx "]), "/repos/octocat/swift-rx%20")
        XCTAssertEqual(Route.repository.path(["fullName": "a b/../c"]), "/repos/a%20b/..%2Fc")
        XCTAssertEqual(Route.repository.path(["fullName": "o/.."]), "/repos/o/%2E%2E")
        XCTAssertEqual(Route.repository.path(["fullName": "./."]), "/repos/%2E/%2E")
        XCTAssertEqual(
            Route.contents.path(["fullName": "o/[n]", "path": "../a b/./c"]),
            "/repos/o/%5Bn%5D/contents/%2E%2E/a%20b/%2E/c")
    }

    func testHostileNamesMakeURLsAndRoundTripThroughMatching() throws {
        let base = try XCTUnwrap(URL(string: "http://127.0.0.1:8080/api/"))
        for owner in Self.hostileNames where !owner.isEmpty && !owner.contains("/") {
            for name in Self.hostileNames where !name.isEmpty {
                let fullName = "\(owner)/\(name)"
                let endpoints: [(Route, GitHubRequest)] = [
                    (Route.repository, GitHub.repository(fullName: fullName).request),
                    (Route.issue, GitHub.issue(fullName: fullName, number: 7).request),
                    (Route.commits, GitHub.commits(fullName: fullName).request),
                ]
                for (route, request) in endpoints {
                    let url = try XCTUnwrap(request.url(baseURL: base), "\(route) \(fullName.debugDescription)")
                    let path = String(url.path(percentEncoded: true).dropFirst("/api".count))
                    XCTAssertEqual(path, request.path, fullName.debugDescription)
                    XCTAssertEqual(route.match(path: path)?["fullName"], fullName, fullName.debugDescription)
                }
            }
            let user = GitHub.user(login: owner).request
            XCTAssertNotNil(user.url(baseURL: base))
            XCTAssertEqual(Route.user.match(path: user.path), ["login": owner], owner.debugDescription)
        }
    }

    func testAPathNotMadeByTheEncoderStillMakesAURL() throws {
        let base = try XCTUnwrap(URL(string: "http://127.0.0.1:8080"))
        let request = GitHubRequest(method: .get, path: "/repos/a b/[c]\\d%/\u{1}")
        XCTAssertEqual(
            request.url(baseURL: base)?.absoluteString, "http://127.0.0.1:8080/repos/a%20b/%5Bc%5D%5Cd%25/%01")
        XCTAssertEqual(
            GitHubRequest(method: .get, path: "users").url(baseURL: base)?.absoluteString,
            "http://127.0.0.1:8080/users")
    }

    func testTheWebBaseURLOfAnyBaseIsAURL() throws {
        XCTAssertEqual(
            GitHubRequest.webBaseURL(forAPI: try XCTUnwrap(URL(string: "https://api.github.com"))).absoluteString,
            "https://github.com")
        XCTAssertEqual(
            GitHubRequest.webBaseURL(forAPI: try XCTUnwrap(URL(string: "https://ghe.example/api/v3/"))).absoluteString,
            "https://ghe.example")
    }
}
