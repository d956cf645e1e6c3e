import Foundation

/// A pull request (GitHub's `/repos/{owner}/{repo}/pulls/{number}` shape, the fields the app shows).
/// Its comments are the comments of the issue with the same number.
public struct PullRequest: Codable, Equatable, Sendable {
    /// The number, shared with the repository's issues.
    public let number: Int
    /// The one-line title.
    public let title: String
    /// The description in Markdown, if there is one.
    public let body: String?
    /// `closed` covers merged ones too; ``mergedAt`` tells them apart.
    public let state: IssueState
    /// Who opened it.
    public let user: User
    /// When it was opened.
    public let createdAt: Date
    /// When anything about it last changed.
    public let updatedAt: Date
    /// When it was closed or merged; `nil` while open.
    public let closedAt: Date?
    /// When it was merged; `nil` if it was not.
    public let mergedAt: Date?
    /// The branch it comes from.
    public let head: BranchReference
    /// The branch it goes into.
    public let base: BranchReference

    /// One end of a pull request: a branch name.
    public struct BranchReference: Codable, Equatable, Sendable {
        /// The branch name ("alice/fix-leak").
        public let ref: String
        /// A reference to branch `ref`.
        public init(ref: String) { self.ref = ref }
    }

    /// A pull request as GitHub describes it.
    public init(number: Int, title: String, body: String?, state: IssueState, user: User, createdAt: Date, updatedAt: Date,
                closedAt: Date? = nil, mergedAt: Date? = nil, head: BranchReference, base: BranchReference) {
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
    public var isMerged: Bool { mergedAt != nil }
}
