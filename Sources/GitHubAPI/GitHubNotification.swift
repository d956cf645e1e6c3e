import Foundation

/// A notification thread of the signed-in account (GitHub's `/notifications` item).
public struct GitHubNotification: Codable, Equatable, Sendable {
    /// The thread's id, used to mark it as read.
    public let id: String
    /// Whether the account has not read it yet.
    public let unread: Bool
    /// Why the account is notified: "mention", "review_requested", "author", "comment",
    /// "assign", "subscribed", …
    public let reason: String
    /// When the thread last changed.
    public let updatedAt: Date
    /// What the thread is about.
    public let subject: Subject
    /// The repository the thread is in.
    public let repository: Repository

    /// What the thread is about.
    public struct Subject: Codable, Equatable, Sendable {
        /// The issue's, pull request's or release's title.
        public let title: String
        /// "Issue", "PullRequest", "Release", "Commit", …
        public let type: String
        /// The API URL of the issue, pull request or release (`…/issues/12`), when there is one.
        public let url: String?

        /// A subject as GitHub describes it.
        public init(title: String, type: String, url: String?) {
            self.title = title
            self.type = type
            self.url = url
        }

        /// The issue or pull request number at the end of ``url``.
        public var number: Int? {
            guard type == "Issue" || type == "PullRequest", let url else { return nil }
            return url.split(separator: "/").last.flatMap { Int($0) }
        }
    }

    /// A thread as GitHub lists it.
    public init(id: String, unread: Bool, reason: String, updatedAt: Date, subject: Subject, repository: Repository) {
        self.id = id
        self.unread = unread
        self.reason = reason
        self.updatedAt = updatedAt
        self.subject = subject
        self.repository = repository
    }

    /// The reasons GitHub counts as taking part in the thread (its `participating` filter).
    public static let participatingReasons: Set<String> = ["mention", "review_requested", "author", "comment", "assign", "team_mention", "manual", "state_change"]

    /// Whether the account takes part in the thread rather than only watching the repository.
    public var isParticipating: Bool { Self.participatingReasons.contains(reason) }

    /// The same thread, read.
    public func markedRead() -> GitHubNotification {
        GitHubNotification(id: id, unread: false, reason: reason, updatedAt: updatedAt, subject: subject, repository: repository)
    }
}

/// Which notifications to list (GitHub's `all` and `participating` parameters).
public enum NotificationFilter: String, Equatable, Sendable, CaseIterable {
    /// Only threads not read yet (GitHub's default).
    case unread
    /// Read ones too.
    case all
    /// Unread threads the account takes part in.
    case participating
}
