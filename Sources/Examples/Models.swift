import Foundation

/// A GitHub account: a user or an organization.
public struct GitHubAccount: Equatable, Sendable {
    public let login: String
    public let avatarURL: String
    public let isOrganization: Bool

    public init(login: String, avatarURL: String = "", isOrganization: Bool = false) {
        self.login = login
        self.avatarURL = avatarURL
        self.isOrganization = isOrganization
    }
}

/// A repository and its owner.
public struct Repository: Equatable, Sendable {
    public let fullName: String
    public let summary: String
    public let stars: Int
    public let owner: GitHubAccount

    public init(fullName: String, summary: String = "", stars: Int = 0, owner: GitHubAccount) {
        self.fullName = fullName
        self.summary = summary
        self.stars = stars
        self.owner = owner
    }
}

/// An event of GitHub's activity feed.
public struct ActivityEvent: Equatable, Sendable {
    public let id: String
    public let action: String
    public let actor: GitHubAccount
    public let repository: Repository

    public init(id: String, action: String, actor: GitHubAccount, repository: Repository) {
        self.id = id
        self.action = action
        self.actor = actor
        self.repository = repository
    }
}
