import Foundation

/// Everything that can go wrong talking to GitHub, typed so that screens can say what
/// happened and whether retrying helps.
public enum GitHubError: Error, Equatable, CustomStringConvertible, Sendable {
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

    public var description: String {
        switch self {
        case .unreachable(let reason): return "The server is unreachable (\(reason))."
        case .timeout: return "The server did not answer in time."
        case .http(let status, let message): return "GitHub answered \(status): \(message)"
        case .rateLimited(let resetAt):
            if let resetAt {
                let formatter = ISO8601DateFormatter()
                return "Rate limit exceeded; it resets at \(formatter.string(from: resetAt))."
            }
            return "Rate limit exceeded."
        case .undecodable(let endpoint, let reason): return "Unexpected data from \(endpoint): \(reason)"
        }
    }

    /// Whether trying again may succeed.
    public var isRetryable: Bool {
        switch self {
        case .unreachable, .timeout, .rateLimited: return true
        case .http(let status, _): return status >= 500
        case .undecodable: return false
        }
    }
}
