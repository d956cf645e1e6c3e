import Foundation
import GitHubAPI

/// The offline GitHub without HTTP: the fixture server's routes and the state they keep
/// (stars given, notifications read), answering a request in memory exactly as the running
/// server answers it over a socket.
package final class InMemoryGitHub: Sendable {
    /// Where its `Link` headers point.
    package static let baseURL = URL(string: "http://fixture.github.invalid")!
    /// The data it answers from.
    package let data: FixtureData
    private let shared = SharedFixtureState()
    private let routes: FixtureRoutes

    /// GitHub answering from `data`.
    package init(data: FixtureData = .standard) {
        self.data = data
        routes = FixtureRoutes(data: data, state: shared)
    }

    /// The answer to `request`: the route's, 404 for an unknown path, 405 for another method.
    package func respond(to request: GitHubRequest) -> GitHubResponse {
        routes.respond(to: request, baseURL: Self.baseURL)
    }

    /// Approves every device-flow code handed out so far, as `login` (the user entering the
    /// code in a browser, in a test).
    package func approveDeviceCodes(as login: String) {
        shared.mutex.withLock { state in
            for key in state.deviceCodes.keys { state.deviceCodes[key]?.approvedAs = login }
        }
    }

    /// The repositories `login` starred while it runs (lowercased full names).
    package func starred(by login: String) -> Set<String> {
        shared.mutex.withLock { $0.starred[login.lowercased(), default: []] }
    }

    /// Replaces what `login` has starred while it runs.
    package func setStarred(_ fullNames: Set<String>, by login: String) {
        shared.mutex.withLock { $0.starred[login.lowercased()] = Set(fullNames.map { $0.lowercased() }) }
    }

    /// The notification threads `login` marked read while it runs.
    package func readNotifications(of login: String) -> Set<String> {
        shared.mutex.withLock { $0.readNotifications[login.lowercased(), default: []] }
    }

    /// Replaces the threads `login` has marked read.
    package func setReadNotifications(_ ids: Set<String>, of login: String) {
        shared.mutex.withLock { $0.readNotifications[login.lowercased()] = ids }
    }
}
