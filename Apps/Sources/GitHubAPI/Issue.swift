import Foundation

/// An issue (GitHub's `/repos/{owner}/{repo}/issues/{number}` shape, the fields the app shows).
package struct Issue: Codable, Equatable, Sendable {
    /// The number, unique in the repository among issues and pull requests together.
    package let number: Int
    /// The one-line title.
    package let title: String
    /// Markdown; `nil` when the author wrote none.
    package let body: String?
    /// Open or closed.
    package let state: IssueState
    /// Who opened it; `nil` when GitHub sends `null` (its description allows it).
    package let user: User?
    /// How many comments it has (the comments themselves are a separate request).
    package let comments: Int
    /// Its labels ("bug", "good first issue").
    package let labels: [Label]
    /// When it was opened.
    package let createdAt: Date
    /// When anything about it last changed.
    package let updatedAt: Date
    /// When it was closed; `nil` while open.
    package let closedAt: Date?
    /// Present when the item is a pull request: GitHub's issue lists hold both.
    package let pullRequest: PullRequestLink?
    /// The repository's API URL ("https://api.github.com/repos/octocat/swift-rx"), which search
    /// results need to say where an item is; `nil` when an answer leaves it out.
    package let repositoryUrl: String?

    /// "octocat/swift-rx": the last two parts of ``repositoryUrl``, `nil` without one.
    package var repositoryFullName: String? {
        guard let url = repositoryUrl, let range = url.range(of: "/repos/") else { return nil }
        let parts = url[range.upperBound...].split(separator: "/")
        return parts.count >= 2 ? "\(parts[0])/\(parts[1])" : nil
    }

    /// Marks an issue-list item that is a pull request.
    package struct PullRequestLink: Codable, Equatable, Sendable {
        /// The pull request's API URL.
        package let url: String?
        /// A marker for `url`.
        package init(url: String?) { self.url = url }
    }

    /// A label, such as "bug".
    package struct Label: Codable, Equatable, Sendable {
        /// The label's name ("" when GitHub sent a label without one).
        package let name: String
        /// A label named `name`.
        package init(name: String) { self.name = name }

        private enum CodingKeys: String, CodingKey { case name }

        /// Reads a label as GitHub's description allows it: an object whose `name` may be absent
        /// or `null`, or only the name as a string.
        package init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                self.name = name
            } else {
                self.name =
                    try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .name) ?? ""
            }
        }
    }

    /// An issue as GitHub describes it.
    package init(
        number: Int, title: String, body: String?, state: IssueState, user: User?, comments: Int, labels: [Label] = [],
        createdAt: Date, updatedAt: Date, closedAt: Date? = nil, pullRequest: PullRequestLink? = nil,
        repositoryUrl: String? = nil
    ) {
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
        self.repositoryUrl = repositoryUrl
    }
}

/// A comment on an issue or a pull request.
package struct IssueComment: Codable, Equatable, Sendable {
    /// The comment's id.
    package let id: Int
    /// Who wrote it; `nil` when GitHub sends `null` (its description allows it).
    package let user: User?
    /// Markdown; `nil` when GitHub leaves it out (its description does not require it).
    package let body: String?
    /// When it was written.
    package let createdAt: Date

    /// A comment as GitHub lists it.
    package init(id: Int, user: User?, body: String?, createdAt: Date) {
        self.id = id
        self.user = user
        self.body = body
        self.createdAt = createdAt
    }
}
