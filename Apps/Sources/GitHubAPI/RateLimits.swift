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

        private enum CodingKeys: String, CodingKey { case limit, used, remaining, reset }

        /// Reads GitHub's window; without `used` (GitHub added it in 2020) it is what is not
        /// remaining.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            limit = try container.decode(Int.self, forKey: .limit)
            remaining = try container.decode(Int.self, forKey: .remaining)
            reset = try container.decode(Int.self, forKey: .reset)
            used = try container.decodeIfPresent(Int.self, forKey: .used) ?? max(0, limit &- remaining)
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

    private enum CodingKeys: String, CodingKey { case resources, rate }

    /// A resource's name, whatever GitHub calls it.
    private struct ResourceKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads GitHub's answer; a key of `resources` that is not a window (GitHub's description
    /// does not forbid others) is left out rather than failing the answer.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let windows = try container.nestedContainer(keyedBy: ResourceKey.self, forKey: .resources)
        var resources: [String: Limit] = [:]
        for key in windows.allKeys {
            if let limit = try? windows.decode(Limit.self, forKey: key) { resources[key.stringValue] = limit }
        }
        self.resources = resources
        rate = try container.decode(Limit.self, forKey: .rate)
    }
}
