import Foundation

/// A repository.
package struct Repository: Codable, Equatable, Sendable {
    /// The repository's numeric id.
    package let id: Int
    /// The name without the owner ("swift-rx").
    package let name: String
    /// `owner/name`, the form API paths use.
    package let fullName: String
    /// The account that owns it.
    package let owner: User
    /// One line about it, if the owner wrote one.
    package let description: String?
    /// Its main language, as GitHub guesses it.
    package let language: String?
    /// How many accounts starred it.
    package let stargazersCount: Int
    /// How many forks it has.
    package let forksCount: Int
    /// Open issues and open pull requests together, as GitHub counts them.
    package let openIssuesCount: Int
    /// When it was created.
    package let createdAt: Date
    /// When it last changed (a push, settings).
    package let updatedAt: Date
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
        /// GitHub's key for the license ("mit").
        package let key: String
        /// The license's name.
        package let name: String

        /// A license.
        package init(key: String, name: String) {
            self.key = key
            self.name = name
        }
    }

    /// A repository; the optional fields are those GitHub leaves out of search results.
    package init(
        id: Int, name: String, fullName: String, owner: User, description: String?, language: String?,
        stargazersCount: Int, forksCount: Int, openIssuesCount: Int, createdAt: Date, updatedAt: Date,
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
