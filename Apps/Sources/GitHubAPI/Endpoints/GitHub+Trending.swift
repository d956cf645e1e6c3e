import Foundation

extension Route {
    /// Repositories trending in a period (the offline GitHub's; GitHub's own API has no trending).
    package static let trendingRepositories = Route(.get, "/trending/repositories")
    /// Developers trending in a period (the offline GitHub's).
    package static let trendingDevelopers = Route(.get, "/trending/developers")
}

extension GitHub {
    /// Repositories most starred in `period`, in `language` when given (`nil`: any). Served by
    /// the offline GitHub: api.github.com answers 404, which the screen explains.
    package static func trendingRepositories(since period: TrendingPeriod, language: String?) -> Endpoint<
        [TrendingRepository]
    > {
        .json(.trendingRepositories, query: trendingQuery(period, language))
    }

    /// Developers most active in `period`, in repositories of `language` when given.
    package static func trendingDevelopers(since period: TrendingPeriod, language: String?) -> Endpoint<
        [TrendingDeveloper]
    > {
        .json(.trendingDevelopers, query: trendingQuery(period, language))
    }

    private static func trendingQuery(_ period: TrendingPeriod, _ language: String?) -> [URLQueryItem] {
        [URLQueryItem(name: "since", value: period.rawValue)]
            + (language.map { [URLQueryItem(name: "language", value: $0.lowercased())] } ?? [])
    }
}
