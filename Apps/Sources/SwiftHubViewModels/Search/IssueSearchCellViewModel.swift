import Foundation
import GitHubAPI

/// One row of an issue search: an issue or a pull request, and where it is.
package struct IssueSearchCellViewModel: Equatable {
    /// The item the row shows.
    package let issue: Issue
    /// "#12 Crash when the forms list is empty".
    package let title: String
    /// "carol/swift-forms · pull request · open · 3 comments".
    package let detail: String

    /// The row for `issue`.
    package init(issue: Issue) {
        self.issue = issue
        title = "#\(issue.number) \(issue.title)"
        detail = [
            issue.repositoryFullName, issue.pullRequest == nil ? localized("issue") : localized("pull request"),
            // The segment's words, lowercased ("open" alone is the key hint's verb).
            issue.state.word,
            issue.comments.shownCount == 1
                ? localized("1 comment") : localized("%ld comments", issue.comments.shownCount),
        ].compactMap { $0 }.joined(separator: " · ")
    }

    /// Where Enter leads: the issue or the pull request in its repository; `nil` when the
    /// answer did not say which repository it is in.
    package var destination: Destination? {
        issue.repositoryFullName.map {
            .issue($0, number: issue.number, issue.pullRequest == nil ? .issue : .pullRequest)
        }
    }
}
