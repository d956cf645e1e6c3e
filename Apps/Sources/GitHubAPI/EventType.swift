import Foundation

/// The kinds of events the client understands; anything else is kept as `.other`.
package enum EventType: Equatable, Hashable, Sendable, Codable {
    /// The event types the app shows in their own words.
    case push, watch, fork, create, issues, pullRequest, issueComment, release
    /// Any other type, by GitHub's name ("GollumEvent"), still shown in words.
    case other(String)

    /// The type for GitHub's name ("PushEvent").
    package init(rawValue: String) {
        switch rawValue {
        case "PushEvent": self = .push
        case "WatchEvent": self = .watch
        case "ForkEvent": self = .fork
        case "CreateEvent": self = .create
        case "IssuesEvent": self = .issues
        case "PullRequestEvent": self = .pullRequest
        case "IssueCommentEvent": self = .issueComment
        case "ReleaseEvent": self = .release
        default: self = .other(rawValue)
        }
    }

    /// GitHub's name of the type.
    package var rawValue: String {
        switch self {
        case .push: return "PushEvent"
        case .watch: return "WatchEvent"
        case .fork: return "ForkEvent"
        case .create: return "CreateEvent"
        case .issues: return "IssuesEvent"
        case .pullRequest: return "PullRequestEvent"
        case .issueComment: return "IssueCommentEvent"
        case .release: return "ReleaseEvent"
        case .other(let value): return value
        }
    }

    /// Reads GitHub's type name.
    package init(from decoder: Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes GitHub's type name.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
