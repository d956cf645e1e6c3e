import Foundation

/// What `GET /rate_limit` answers: each resource's limit (`core`, `search`, …) and, as GitHub
/// still sends it, `rate`, the core limit again.
package struct RateLimits: Codable, Equatable, Sendable {
    /// One resource's window.
    package struct Limit: Codable, Equatable, Sendable {
        /// Requests allowed per window.
        package let limit: Int
        /// Requests made in the current window.
        package let used: Int
        /// Requests left in the current window.
        package let remaining: Int
        /// When the window resets, in seconds since 1970 (GitHub's `reset`).
        package let reset: Int

        /// A window of `limit` requests of which `used` are spent, resetting at `reset`.
        package init(limit: Int, used: Int, reset: Int) {
            self.limit = limit
            self.used = used
            self.remaining = max(0, limit - used)
            self.reset = reset
        }
    }

    /// Each resource's window by name: `core`, `search`, `graphql`.
    package let resources: [String: Limit]
    /// The core window (GitHub keeps it for old clients).
    package let rate: Limit

    /// The answer for these resources; `rate` is their `core`.
    package init(resources: [String: Limit]) {
        self.resources = resources
        self.rate = resources["core"] ?? Limit(limit: 0, used: 0, reset: 0)
    }
}
