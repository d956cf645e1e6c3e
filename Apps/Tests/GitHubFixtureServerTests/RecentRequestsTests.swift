import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
import GitHubSession
import RxCore
import RxTesting
import TmuxTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The request log is a ring of the most recent requests, so memory stays flat however many
/// arrive.
final class RecentRequestsTests: XCTestCase {
    func testTheLogKeepsTheMostRecentRequestsOnly() throws {
        let server = GitHubFixtureServer()
        try server.start()
        defer { server.stop() }
        let port = Int(server.port)
        let total = GitHubFixtureServer.requestLogCapacity + 5
        for index in 0..<total {
            XCTAssertEqual(LoopbackSocket.get("/users/octocat?n=\(index)", port: port).status, 200)
        }
        let requests = server.requests
        XCTAssertEqual(requests.count, GitHubFixtureServer.requestLogCapacity)
        XCTAssertEqual(requests.first, "GET /users/octocat?n=5")
        XCTAssertEqual(requests.last, "GET /users/octocat?n=\(total - 1)")
    }
}
