import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubHTTPTransport
import GitHubServerTesting
import GitHubSession
import RxCore
import RxTesting
import XCTest

/// A username and password over the wire: the offline GitHub takes LOGIN with the password
/// fixture-LOGIN (as GitHub takes a token as the password) and refuses anything else with
/// GitHub's 401; a pair that signed in is kept in the token file and signs in again next time.
final class BasicSignInClientTests: FixtureServerTestCase {
    func testAUsernameAndPasswordSignInAndAreKeptForTheNextLaunch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("basic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileTokenStore(path: folder.appendingPathComponent("offline.token").path)
        let session = GitHubSession(transport: HTTPTransport(baseURL: server.baseURL, timeout: 20), tokenStore: store)
        XCTAssertEqual(
            error(of: session.signIn(username: "alice", password: "hunter2")),
            .http(status: 401, message: "Bad credentials"))
        XCTAssertEqual(
            error(of: session.signIn(username: "nobody", password: "fixture-nobody")),
            .http(status: 401, message: "Bad credentials"))
        XCTAssertNil(store.load(), "a refusal keeps nothing")
        XCTAssertEqual(try result(of: session.signIn(username: "alice", password: "fixture-alice")).login, "alice")
        XCTAssertEqual(try result(of: session.send(GitHub.authenticatedUser())).login, "alice", "sent from then on")
        XCTAssertEqual(store.load(), "Basic YWxpY2U6Zml4dHVyZS1hbGljZQ==")

        let next = GitHubSession(transport: HTTPTransport(baseURL: server.baseURL, timeout: 20), tokenStore: store)
        XCTAssertEqual(try result(of: next.signIn(token: try XCTUnwrap(store.load()))).login, "alice")
    }
}
