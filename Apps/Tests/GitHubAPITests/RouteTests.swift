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
            GitHub.receivedEvents(login: "octocat").request.url(baseURL: URL(string: "http://127.0.0.1:8080/api/")!)
                .absoluteString,
            "http://127.0.0.1:8080/api/users/octocat/received_events?page=1&per_page=30")
    }
}
