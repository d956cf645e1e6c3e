import Foundation

/// A pull request (GitHub's `/repos/{owner}/{repo}/pulls/{number}` shape, the fields the app shows).
/// Its comments are the comments of the issue with the same number.
package struct PullRequest: Codable, Equatable, Sendable {
    /// The number, shared with the repository's issues.
    package let number: Int
    /// The one-line title.
    package let title: String
    /// The description in Markdown, if there is one.
    package let body: String?
    /// `closed` covers merged ones too; ``mergedAt`` tells them apart.
    package let state: IssueState
    /// Who opened it.
    package let user: User?
    /// When it was opened.
    package let createdAt: Date
    /// When anything about it last changed.
    package let updatedAt: Date
    /// When it was closed or merged; `nil` while open.
    package let closedAt: Date?
    /// When it was merged; `nil` if it was not.
    package let mergedAt: Date?
    /// The branch it comes from.
    package let head: BranchReference
    /// The branch it goes into.
    package let base: BranchReference

    /// One end of a pull request: a branch name.
    package struct BranchReference: Codable, Equatable, Sendable {
        /// The branch name ("alice/fix-leak").
        package let ref: String
        /// A reference to branch `ref`.
        package init(ref: String) { self.ref = ref }
    }

    /// A pull request as GitHub describes it.
    package init(
        number: Int, title: String, body: String?, state: IssueState, user: User?, createdAt: Date, updatedAt: Date,
        closedAt: Date? = nil, mergedAt: Date? = nil, head: BranchReference, base: BranchReference
    ) {
        self.number = number
        self.title = title
        self.body = body
        self.state = state
        self.user = user
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.closedAt = closedAt
        self.mergedAt = mergedAt
        self.head = head
        self.base = base
    }

    /// Whether it was merged (rather than closed unmerged).
    package var isMerged: Bool { mergedAt != nil }
}
