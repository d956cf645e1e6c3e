import GitHubAPI
import GitHubFixtureServer
import GitHubSession
import RxCore
import RxTesting
import XCTest

/// A test case with the offline GitHub running on a free port for each test, stopped after it.
open class FixtureServerTestCase: RxTestCase {
    package var server: GitHubFixtureServer!

    open override func setUpWithError() throws {
        try super.setUpWithError()
        server = GitHubFixtureServer()
        try server.start()
    }

    open override func tearDown() {
        server.stop()
        server = nil
        super.tearDown()
    }

    /// The value `single` succeeds with (waiting up to 20 s), or the test fails.
    package func result<Value>(of single: Single<Value>) throws -> Value {
        try single.toBlocking(timeout: 20).single()
    }

    /// The `GitHubError` `single` fails with, or `nil` when it succeeds.
    package func error<Value>(of single: Single<Value>) -> GitHubError? {
        switch single.toBlocking(timeout: 20).materialize() {
        case .completed: return nil
        case .failed(_, let error): return error as? GitHubError
        }
    }
}
