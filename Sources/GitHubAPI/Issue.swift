import Foundation

/// An issue's or a pull request's state, and the filter of their lists.
public enum IssueState: String, Codable, Equatable, Sendable, CaseIterable {
    case open, closed
}

/// An issue (GitHub's `/repos/{owner}/{repo}/issues/{number}` shape, the fields the app shows).
public struct Issue: Codable, Equatable, Sendable {
    public let number: Int
    public let title: String
    /// Markdown; `nil` when the author wrote none.
    public let body: String?
    public let state: IssueState
    /// Who opened it.
    public let user: User
    /// How many comments it has (the comments themselves are a separate request).
    public let comments: Int
    public let labels: [Label]
    public let createdAt: Date
    public let updatedAt: Date
    public let closedAt: Date?
    /// Present when the item is a pull request: GitHub's issue lists hold both.
    public let pullRequest: PullRequestLink?

    /// Marks an issue-list item that is a pull request.
    public struct PullRequestLink: Codable, Equatable, Sendable {
        public let url: String?
        public init(url: String?) { self.url = url }
    }

    /// A label, such as "bug".
    public struct Label: Codable, Equatable, Sendable {
        public let name: String
        public init(name: String) { self.name = name }
    }

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
    public let id: Int
    public let user: User
    /// Markdown.
    public let body: String
    public let createdAt: Date

    public init(id: Int, user: User, body: String, createdAt: Date) {
        self.id = id
        self.user = user
        self.body = body
        self.createdAt = createdAt
    }
}
