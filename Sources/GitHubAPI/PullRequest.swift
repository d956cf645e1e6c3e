import Foundation

/// A pull request (GitHub's `/repos/{owner}/{repo}/pulls/{number}` shape, the fields the app shows).
/// Its comments are the comments of the issue with the same number.
public struct PullRequest: Codable, Equatable, Sendable {
    public let number: Int
    public let title: String
    public let body: String?
    /// `closed` covers merged ones too; ``mergedAt`` tells them apart.
    public let state: IssueState
    public let user: User
    public let createdAt: Date
    public let updatedAt: Date
    public let closedAt: Date?
    public let mergedAt: Date?
    /// The branch it comes from.
    public let head: BranchReference
    /// The branch it goes into.
    public let base: BranchReference

    /// One end of a pull request: a branch name.
    public struct BranchReference: Codable, Equatable, Sendable {
        public let ref: String
        public init(ref: String) { self.ref = ref }
    }

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
