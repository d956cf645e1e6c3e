import GitHubAPI
import Synchronization

/// Kept answers in memory, for tests (and a session that must write nothing).
package final class InMemoryResponseCache: ResponseCache {
    private let kept = Mutex<[String: GitHubResponse]>([:])

    /// An empty cache.
    package init() {}

    package func response(for key: String) -> GitHubResponse? { kept.withLock { $0[key] } }

    package func store(_ response: GitHubResponse, for key: String) { kept.withLock { $0[key] = response } }

    @discardableResult package func removeAll() -> ResponseCacheUsage {
        kept.withLock { kept in
            defer { kept = [:] }
            return Self.usage(of: kept)
        }
    }

    package var usage: ResponseCacheUsage { kept.withLock { Self.usage(of: $0) } }

    private static func usage(of kept: [String: GitHubResponse]) -> ResponseCacheUsage {
        ResponseCacheUsage(entries: kept.count, bytes: kept.values.reduce(0) { $0 + $1.body.count })
    }
}
