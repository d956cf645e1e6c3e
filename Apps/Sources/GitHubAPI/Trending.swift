import Foundation

/// How far back trending looks.
package enum TrendingPeriod: String, Codable, CaseIterable, Equatable, Sendable {
    /// The last day, week or month.
    case daily, weekly, monthly

    /// "today", "this week", "this month".
    package var words: String { ["today", "this week", "this month"][Self.allCases.firstIndex(of: self)!] }
}

/// A repository trending in a period: it, and the stars it got in that period.
package struct TrendingRepository: Codable, Equatable, Sendable {
    /// The repository.
    package let repository: Repository
    /// Stars given in the period.
    package let periodStars: Int

    /// `repository` with `periodStars` stars in the period.
    package init(repository: Repository, periodStars: Int) {
        self.repository = repository
        self.periodStars = periodStars
    }
}

/// A developer trending in a period: the account, what it did, and its most starred repository.
package struct TrendingDeveloper: Codable, Equatable, Sendable {
    /// The account.
    package let user: User
    /// Pushes, pull requests, issues, branches and releases in the period.
    package let periodContributions: Int
    /// Its most starred repository (in the language asked for, when one was), if it has one.
    package let popularRepository: Repository?

    /// `user` with `periodContributions` in the period and `popularRepository`.
    package init(user: User, periodContributions: Int, popularRepository: Repository?) {
        self.user = user
        self.periodContributions = periodContributions
        self.popularRepository = popularRepository
    }
}
