import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// A row of the notifications list: a repository's heading, or one thread under it.
package enum NotificationRow: Equatable {
    /// A heading: the repository's full name, above its threads.
    case repository(String)
    /// A thread, with whether it is unread as shown (marking read changes it at once).
    case thread(GitHubNotification, unread: Bool)

    /// "● Fix crash on empty input", "○ …" once read.
    package var title: String {
        switch self {
        case .repository(let fullName): return fullName
        case .thread(let notification, let unread): return "\(unread ? "●" : "○") \(notification.subject.title)"
        }
    }

    /// The kind, number and reason: "Pull request #12 · review requested · 3 hours ago".
    package func detail(now: Date) -> String {
        guard case .thread(let notification, _) = self else { return "" }
        let kind: String
        switch notification.subject.type {
        case "PullRequest": kind = localized("Pull request")
        case "Issue": kind = localized("Issue")
        case "Release": kind = localized("Release")
        case "Commit": kind = localized("Commit")
        default: kind = notification.subject.type
        }
        let number = notification.subject.number.map { " #\($0)" } ?? ""
        return
            "\(kind)\(number) · \(Self.reason(notification.reason)) · \(RelativeDate.describe(notification.updatedAt, now: now))"
    }

    /// Why GitHub notified, in words ("review_requested" → "review requested"); a reason GitHub
    /// adds later reads as its words.
    static func reason(_ reason: String) -> String {
        switch reason {
        case "assign": localized("assign")
        case "author": localized("author")
        case "comment": localized("comment")
        case "ci_activity": localized("ci activity")
        case "invitation": localized("invitation")
        case "manual": localized("manual")
        case "mention": localized("mention")
        case "review_requested": localized("review requested")
        case "security_alert": localized("security alert")
        case "state_change": localized("state change")
        case "subscribed": localized("subscribed")
        case "team_mention": localized("team mention")
        default: reason.replacingOccurrences(of: "_", with: " ")
        }
    }
}
