import Foundation

/// A repository, as any of GitHub's answers describes one: in full (`GET /repos/{o}/{r}`), as a
/// search result, or minimal (notifications, code search, an account's and an organization's
/// lists, forks), where GitHub may leave out the counts, the dates and the default branch — those
/// are `nil` then, and a screen shows them as unknown. Which fields are optional follows GitHub's
/// REST description (2022-11-28) for every operation that answers a repository.
package struct Repository: Codable, Equatable, Sendable {
    /// The repository's numeric id.
    package let id: Int
    /// The name without the owner ("swift-rx").
    package let name: String
    /// `owner/name`, the form API paths use.
    package let fullName: String
    /// The account that owns it (GitHub's description lets it be `null`; see ``ownerLogin``).
    package let owner: User?
    /// One line about it, if the owner wrote one.
    package let description: String?
    /// Its main language, as GitHub guesses it.
    package let language: String?
    /// How many accounts starred it; `nil` where GitHub sends a minimal repository without it.
    package let stargazersCount: Int?
    /// How many forks it has; `nil` where GitHub sends a minimal repository without it.
    package let forksCount: Int?
    /// Open issues and open pull requests together, as GitHub counts them; `nil` where GitHub
    /// sends a minimal repository without it.
    package let openIssuesCount: Int?
    /// When it was created; `nil` where GitHub leaves it out (minimal) or sends `null`.
    package let createdAt: Date?
    /// When it last changed (a push, settings); `nil` where GitHub leaves it out or sends `null`.
    package let updatedAt: Date?
    /// People watching it (GitHub's `subscribers_count`; absent from search results).
    package let subscribersCount: Int?
    /// Its license, as GitHub names it ("MIT License").
    package let license: License?
    /// Its web site, when one is set.
    package let homepage: String?
    /// The branch pull requests target by default ("main").
    package let defaultBranch: String?

    /// A repository's license.
    package struct License: Codable, Equatable, Sendable {
        /// GitHub's key for the license ("mit"); a minimal repository's license may lack it.
        package let key: String?
        /// The license's name; a minimal repository's license may lack it.
        package let name: String?

        /// A license.
        package init(key: String?, name: String?) {
            self.key = key
            self.name = name
        }
    }

    /// A repository; the optional fields are those GitHub may leave out or send as `null`.
    package init(
        id: Int, name: String, fullName: String, owner: User?, description: String?, language: String?,
        stargazersCount: Int?, forksCount: Int?, openIssuesCount: Int?, createdAt: Date?, updatedAt: Date?,
        subscribersCount: Int? = nil, license: License? = nil, homepage: String? = nil, defaultBranch: String? = nil
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.owner = owner
        self.description = description
        self.language = language
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.openIssuesCount = openIssuesCount
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.subscribersCount = subscribersCount
        self.license = license
        self.homepage = homepage
        self.defaultBranch = defaultBranch
    }

    /// The owner's login: ``owner``'s, or the part of ``fullName`` before the slash when GitHub
    /// sent no owner.
    package var ownerLogin: String {
        owner?.login ?? String(fullName.prefix { $0 != "/" })
    }

    /// The same repository with other counts (those left `nil` as they are).
    package func with(
        stargazersCount: Int, forksCount: Int? = nil, subscribersCount: Int? = nil, openIssuesCount: Int? = nil
    ) -> Repository {
        Repository(
            id: id, name: name, fullName: fullName, owner: owner, description: description, language: language,
            stargazersCount: stargazersCount, forksCount: forksCount ?? self.forksCount,
            openIssuesCount: openIssuesCount ?? self.openIssuesCount,
            createdAt: createdAt,
            updatedAt: updatedAt, subscribersCount: subscribersCount ?? self.subscribersCount, license: license,
            homepage: homepage, defaultBranch: defaultBranch)
    }
}
