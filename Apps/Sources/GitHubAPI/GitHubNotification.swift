import Foundation

/// A notification thread of the signed-in account (GitHub's `/notifications` item).
package struct GitHubNotification: Codable, Equatable, Sendable {
    /// The thread's id, used to mark it as read.
    package let id: String
    /// Whether the account has not read it yet.
    package let unread: Bool
    /// Why the account is notified: "mention", "review_requested", "author", "comment",
    /// "assign", "subscribed", …
    package let reason: String
    /// When the thread last changed.
    package let updatedAt: Date
    /// What the thread is about.
    package let subject: Subject
    /// The repository the thread is in: a minimal one (no counts, no dates), as GitHub sends it.
    package let repository: Repository

    /// What the thread is about.
    package struct Subject: Codable, Equatable, Sendable {
        /// The issue's, pull request's or release's title.
        package let title: String
        /// "Issue", "PullRequest", "Release", "Commit", …
        package let type: String
        /// The API URL of the issue, pull request or release (`…/issues/12`), when there is one.
        package let url: String?

        /// A subject as GitHub describes it.
        package init(title: String, type: String, url: String?) {
            self.title = title
            self.type = type
            self.url = url
        }

        /// The issue or pull request number at the end of ``url``.
        package var number: Int? {
            guard type == "Issue" || type == "PullRequest", let url else { return nil }
            return url.split(separator: "/").last.flatMap { Int($0) }
        }
    }

    /// A thread as GitHub lists it.
    package init(id: String, unread: Bool, reason: String, updatedAt: Date, subject: Subject, repository: Repository) {
        self.id = id
        self.unread = unread
        self.reason = reason
        self.updatedAt = updatedAt
        self.subject = subject
        self.repository = repository
    }

    /// The reasons GitHub counts as taking part in the thread (its `participating` filter).
    package static let participatingReasons: Set<String> = [
        "mention", "review_requested", "author", "comment", "assign", "team_mention", "manual", "state_change",
    ]

    /// Whether the account takes part in the thread rather than only watching the repository.
    package var isParticipating: Bool { Self.participatingReasons.contains(reason) }

    /// The same thread, read.
    package func markedRead() -> GitHubNotification {
        GitHubNotification(
            id: id, unread: false, reason: reason, updatedAt: updatedAt, subject: subject, repository: repository)
    }
}

/// Which notifications to list (GitHub's `all` and `participating` parameters).
package enum NotificationFilter: String, Equatable, Sendable, CaseIterable {
    /// Only threads not read yet (GitHub's default).
    case unread
    /// Read ones too.
    case all
    /// Unread threads the account takes part in.
    case participating
}
