import Foundation

/// A GitHub account: a user or an organization.
package struct User: Codable, Equatable, Sendable {
    /// The account's numeric id, which never changes.
    package let id: Int
    /// The handle ("octocat"), unique on GitHub; it can be renamed.
    package let login: String
    /// The avatar image's URL.
    package let avatarUrl: String
    /// "User" or "Organization".
    package let type: String
    /// The display name, when the account set one ("김은지").
    package let name: String?
    /// The profile's short text.
    package let bio: String?
    /// Where the account says it is, as typed.
    package let location: String?
    /// How many public repositories it owns (absent from lists).
    package let publicRepos: Int?
    /// How many accounts follow it (absent from lists).
    package let followers: Int?
    /// How many accounts it follows (absent from lists).
    package let following: Int?
    /// Where the account works, as its owner wrote it ("@reactivex").
    package let company: String?
    /// A web site, as its owner wrote it (often without a scheme).
    package let blog: String?

    /// An account; the optional fields are those GitHub leaves out of lists.
    package init(
        id: Int, login: String, avatarUrl: String, type: String = "User", name: String? = nil, bio: String? = nil,
        location: String? = nil, publicRepos: Int? = nil, followers: Int? = nil, following: Int? = nil,
        company: String? = nil, blog: String? = nil
    ) {
        self.company = company
        self.blog = blog
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
        self.type = type
        self.name = name
        self.bio = bio
        self.location = location
        self.publicRepos = publicRepos
        self.followers = followers
        self.following = following
    }

    /// The same account with other follower and following counts.
    package func with(followers: Int?, following: Int?) -> User {
        User(
            id: id, login: login, avatarUrl: avatarUrl, type: type, name: name, bio: bio, location: location,
            publicRepos: publicRepos, followers: followers, following: following, company: company, blog: blog)
    }

    /// Whether it is an organization rather than a person.
    package var isOrganization: Bool { type == "Organization" }

    private enum CodingKeys: String, CodingKey {
        case id, login, avatarUrl, type, name, bio, location, publicRepos, followers, following, company, blog
    }

    /// Reads GitHub's account; a `type` it left out (real answers recorded in 2015 did) reads
    /// as a person's, "User".
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id), login: try container.decode(String.self, forKey: .login),
            avatarUrl: try container.decode(String.self, forKey: .avatarUrl),
            type: try container.decodeIfPresent(String.self, forKey: .type) ?? "User",
            name: try container.decodeIfPresent(String.self, forKey: .name),
            bio: try container.decodeIfPresent(String.self, forKey: .bio),
            location: try container.decodeIfPresent(String.self, forKey: .location),
            publicRepos: try container.decodeIfPresent(Int.self, forKey: .publicRepos),
            followers: try container.decodeIfPresent(Int.self, forKey: .followers),
            following: try container.decodeIfPresent(Int.self, forKey: .following),
            company: try container.decodeIfPresent(String.self, forKey: .company),
            blog: try container.decodeIfPresent(String.self, forKey: .blog))
    }
}
