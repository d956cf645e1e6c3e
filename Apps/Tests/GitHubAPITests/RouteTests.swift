import Foundation
import GitHubAPI
import XCTest

/// A route fills its placeholders for the client and matches paths for the fixture server.
final class RouteTests: XCTestCase {
    func testAPathIsFilledInWithFullNamesAsTwoSegmentsAndOtherValuesAsOne() {
        XCTAssertEqual(
            Route.issue.path(["fullName": "octocat/swift-rx", "number": "12"]), "/repos/octocat/swift-rx/issues/12")
        XCTAssertEqual(Route.user.path(["login": "a b/c"]), "/users/a%20b%2Fc", "a login is one segment, encoded")
        XCTAssertEqual(Route.authenticatedUser.path([:]), "/user")
    }

    func testAPathMatchesOnlyItsOwnShapeAndGivesItsParameters() {
        XCTAssertEqual(
            Route.issueComments.match(path: "/repos/octocat/swift-rx/issues/12/comments"),
            ["fullName": "octocat/swift-rx", "number": "12"])
        XCTAssertEqual(Route.user.match(path: "/users/a%20b"), ["login": "a b"])
        XCTAssertNil(Route.user.match(path: "/users/octocat/repos"), "longer")
        XCTAssertNil(Route.repository.match(path: "/repos/octocat"), "a full name needs two segments")
        XCTAssertNil(Route.repository.match(path: "/repos/octocat/"), "an empty segment is no name")
        XCTAssertNil(Route.searchUsers.match(path: "/search/repositories"))
    }

    func testTheFixtureServerSeesTheTemplateInHummingbirdsSyntax() {
        XCTAssertEqual(Route.issue.colonTemplate, "/repos/:owner/:name/issues/:number")
        XCTAssertEqual(Route.markNotificationRead.colonTemplate, "/notifications/threads/:id")
        XCTAssertEqual(Route.star.description, "PUT /user/starred/{fullName}")
    }

    func testARequestNamesItselfWithoutPerPageOrTheFirstPage() {
        XCTAssertEqual(
            GitHub.searchRepositories(query: "swift rx", sort: "stars", page: 2).request.description,
            "GET /search/repositories?q=swift rx&sort=stars&page=2")
        XCTAssertEqual(
            GitHub.receivedEvents(login: "octocat").request.description, "GET /users/octocat/received_events")
        XCTAssertEqual(
            GitHub.receivedEvents(login: "octocat").request.url(baseURL: URL(string: "http://127.0.0.1:8080/api/")!)?
                .absoluteString,
            "http://127.0.0.1:8080/api/users/octocat/received_events?page=1&per_page=30")
    }

    func testARestOfPathPlaceholderTakesEverySegmentLeft() {
        XCTAssertEqual(
            Route.contents.path(["fullName": "o/n", "path": "Sources/한글 파일.swift"]),
            "/repos/o/n/contents/Sources/%ED%95%9C%EA%B8%80%20%ED%8C%8C%EC%9D%BC.swift", "each segment encoded")
        XCTAssertEqual(
            Route.contents.match(path: "/repos/o/n/contents/Sources/%ED%95%9C%EA%B8%80.swift"),
            ["fullName": "o/n", "path": "Sources/한글.swift"])
        XCTAssertEqual(Route.contents.match(path: "/repos/o/n/contents/a"), ["fullName": "o/n", "path": "a"])
        XCTAssertNil(Route.contents.match(path: "/repos/o/n/contents"), "the root is a route of its own")
        XCTAssertNil(Route.contents.match(path: "/repos/o/n/contents/a//b"), "no empty segment")
        XCTAssertEqual(Route.rootContents.match(path: "/repos/o/n/contents"), ["fullName": "o/n"])
        XCTAssertEqual(Route.contents.colonTemplate, "/repos/:owner/:name/contents/**")
        XCTAssertEqual(
            GitHub.contents(fullName: "o/n", path: "/a/b/").request.description, "GET /repos/o/n/contents/a/b")
        XCTAssertEqual(GitHub.contents(fullName: "o/n", path: "").request.description, "GET /repos/o/n/contents")
    }
}
