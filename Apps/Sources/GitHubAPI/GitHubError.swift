import Foundation

/// Everything that can go wrong talking to GitHub, typed so that screens can say what
/// happened and whether retrying helps.
package enum GitHubError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The server could not be reached (offline, refused, the connection dropped).
    case unreachable(reason: String)
    /// No answer within the request timeout.
    case timeout
    /// GitHub answered with an error status and its message.
    case http(status: Int, message: String)
    /// The rate limit is used up (403/429); it resets at `resetAt` when GitHub said so.
    case rateLimited(resetAt: Date?)
    /// The body of `endpoint` could not be decoded.
    case undecodable(endpoint: String, reason: String)
    /// The answer was larger than the client accepts (`limit` bytes).
    case responseTooLarge(limit: Int)

    /// What went wrong, in a sentence for a banner (reset times relative to now).
    package var description: String { description(relativeTo: Date()) }

    /// The description, with a rate limit's reset said relative to `now` ("in 12 min").
    package func description(relativeTo now: Date) -> String {
        switch self {
        case .unreachable(let reason): return "The server is unreachable (\(reason))."
        case .timeout: return "The server did not answer in time."
        case .http(let status, let message): return "GitHub answered \(status): \(message)"
        case .rateLimited(let resetAt):
            guard let resetAt else { return "Rate limit exceeded." }
            return "Rate limit exceeded; it resets \(Self.relative(seconds: Self.secondsUntil(resetAt, from: now)))."
        case .undecodable(let endpoint, let reason): return "Unexpected data from \(endpoint): \(reason)"
        case .responseTooLarge(let limit):
            return
                "The answer was larger than \(limit / 1_048_576 > 0 ? "\(limit / 1_048_576) MiB" : "\(limit) bytes")."
        }
    }

    /// "in 45 s", "in 12 min", "in 2 h 5 min", or "now" for a moment already past
    /// (`seconds` from ``secondsUntil(_:from:)``, so at most ``longestWait``).
    static func relative(seconds: Int) -> String {
        if seconds <= 0 { return "now" }
        if seconds < 60 { return "in \(seconds) s" }
        let minutes = (seconds + 59) / 60
        if minutes < 60 { return "in \(minutes) min" }
        return minutes % 60 == 0 ? "in \(minutes / 60) h" : "in \(minutes / 60) h \(minutes % 60) min"
    }

    /// Whether trying again may succeed.
    package var isRetryable: Bool {
        switch self {
        case .unreachable, .timeout, .rateLimited: return true
        case .http(let status, _): return status >= 500
        case .undecodable, .responseTooLarge: return false
        }
    }
}
