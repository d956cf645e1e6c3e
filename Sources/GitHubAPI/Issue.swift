import Foundation

/// An issue's or a pull request's state, and the filter of their lists.
public enum IssueState: String, Codable, Equatable, Sendable, CaseIterable {
    /// Not closed yet, or closed (pull requests: merged or not).
    case open, closed
}

/// An issue (GitHub's `/repos/{owner}/{repo}/issues/{number}` shape, the fields the app shows).
public struct Issue: Codable, Equatable, Sendable {
    /// The number, unique in the repository among issues and pull requests together.
    public let number: Int
    /// The one-line title.
    public let title: String
    /// Markdown; `nil` when the author wrote none.
    public let body: String?
    /// Open or closed.
    public let state: IssueState
    /// Who opened it.
    public let user: User
    /// How many comments it has (the comments themselves are a separate request).
    public let comments: Int
    /// Its labels ("bug", "good first issue").
    public let labels: [Label]
    /// When it was opened.
    public let createdAt: Date
    /// When anything about it last changed.
    public let updatedAt: Date
    /// When it was closed; `nil` while open.
    public let closedAt: Date?
    /// Present when the item is a pull request: GitHub's issue lists hold both.
    public let pullRequest: PullRequestLink?

    /// Marks an issue-list item that is a pull request.
    public struct PullRequestLink: Codable, Equatable, Sendable {
        /// The pull request's API URL.
        public let url: String?
        /// A marker for `url`.
        public init(url: String?) { self.url = url }
    }

    /// A label, such as "bug".
    public struct Label: Codable, Equatable, Sendable {
        /// The label's name.
        public let name: String
        /// A label named `name`.
        public init(name: String) { self.name = name }
    }

    /// An issue as GitHub describes it.
    public init(number: Int, title: String, body: String?, state: IssueState, user: User, comments: Int, labels: [Label] = [],
                createdAt: Date, updatedAt: Date, closedAt: Date? = nil, pullRequest: PullRequestLink? = nil) {
        self.number = number
        self.title = title
        self.body = body
        self.state = state
        self.user = user
        self.comments = comments
        self.labels = labels
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.closedAt = closedAt
        self.pullRequest = pullRequest
    }
}

/// A comment on an issue or a pull request.
public struct IssueComment: Codable, Equatable, Sendable {
    /// The comment's id.
    public let id: Int
    /// Who wrote it.
    public let user: User
    /// Markdown.
    public let body: String
    /// When it was written.
    public let createdAt: Date

    /// A comment as GitHub lists it.
    public init(id: Int, user: User, body: String, createdAt: Date) {
        self.id = id
        self.user = user
        self.body = body
        self.createdAt = createdAt
    }
}
