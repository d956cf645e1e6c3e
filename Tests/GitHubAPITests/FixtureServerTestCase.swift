import XCTest
import RxTesting
import GitHubFixtureServer

/// A test case with the offline GitHub running on a free port for each test, stopped after it.
class FixtureServerTestCase: RxTestCase {
    var server: GitHubFixtureServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = GitHubFixtureServer()
        try server.start()
    }

    override func tearDown() {
        server.stop()
        server = nil
        super.tearDown()
    }
}
