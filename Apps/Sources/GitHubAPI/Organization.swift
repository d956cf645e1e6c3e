import Foundation

/// An organization: the short form `/users/{login}/orgs` lists (GitHub's "organization
/// simple"), or the full one `/orgs/{org}` answers, which adds the profile and the counts.
/// The fields of the full form are `nil` in the short one.
package struct Organization: Codable, Equatable, Sendable {
    /// The organization's numeric id.
    package let id: Int
    /// Its handle ("reactivex").
    package let login: String
    /// Its global id, as GitHub's GraphQL API knows it.
    package let nodeId: String?
    /// Its avatar image's URL.
    package let avatarUrl: String
    /// One line about it, if it has one.
    package let description: String?
    /// Its display name ("ReactiveX"); full form only.
    package let name: String?
    /// The company it names; full form only.
    package let company: String?
    /// A web site, as its owner wrote it; full form only.
    package let blog: String?
    /// Where it says it is; full form only.
    package let location: String?
    /// Its public e-mail address; full form only.
    package let email: String?
    /// "Organization"; full form only.
    package let type: String?
    /// How many public repositories it owns; full form only.
    package let publicRepos: Int?
    /// How many public gists it owns; full form only.
    package let publicGists: Int?
    /// How many accounts follow it; full form only.
    package let followers: Int?
    /// How many accounts it follows (always 0 on GitHub); full form only.
    package let following: Int?
    /// Whether it has organization-wide projects; full form only.
    package let hasOrganizationProjects: Bool?
    /// Whether its repositories can have projects; full form only.
    package let hasRepositoryProjects: Bool?
    /// When it was created; full form only.
    package let createdAt: Date?
    /// When its profile last changed; full form only.
    package let updatedAt: Date?

    /// An organization as `/users/{login}/orgs` lists it.
    package init(id: Int, login: String, nodeId: String? = nil, avatarUrl: String, description: String?) {
        self.init(
            id: id, login: login, nodeId: nodeId, avatarUrl: avatarUrl, description: description, name: nil,
            company: nil, blog: nil, location: nil, email: nil, type: nil, publicRepos: nil, publicGists: nil,
            followers: nil, following: nil, hasOrganizationProjects: nil, hasRepositoryProjects: nil, createdAt: nil,
            updatedAt: nil)
    }

    /// An organization with every field GitHub's `/orgs/{org}` gives.
    package init(
        id: Int, login: String, nodeId: String?, avatarUrl: String, description: String?, name: String?,
        company: String?, blog: String?, location: String?, email: String?, type: String?, publicRepos: Int?,
        publicGists: Int?, followers: Int?, following: Int?, hasOrganizationProjects: Bool?,
        hasRepositoryProjects: Bool?, createdAt: Date?, updatedAt: Date?
    ) {
        self.id = id
        self.login = login
        self.nodeId = nodeId
        self.avatarUrl = avatarUrl
        self.description = description
        self.name = name
        self.company = company
        self.blog = blog
        self.location = location
        self.email = email
        self.type = type
        self.publicRepos = publicRepos
        self.publicGists = publicGists
        self.followers = followers
        self.following = following
        self.hasOrganizationProjects = hasOrganizationProjects
        self.hasRepositoryProjects = hasRepositoryProjects
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The short form `/users/{login}/orgs` lists: the full form's profile and counts left out.
    package var short: Organization {
        Organization(id: id, login: login, nodeId: nodeId, avatarUrl: avatarUrl, description: description)
    }
}
