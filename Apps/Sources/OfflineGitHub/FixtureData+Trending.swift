import Foundation
import GitHubAPI

/// Trending, computed from the offline events: a repository trends by the stars (watch events)
/// it got in the period, a developer by what they did in it. The events reach back about a
/// week, so this week and this month hold the same events; today holds the last day's.
extension FixtureData {
    /// The events of the period before ``base``.
    private func events(in period: TrendingPeriod) -> [GitHubEvent] {
        let days: Double = [TrendingPeriod.daily: 1, .weekly: 7, .monthly: 30][period]!
        let start = base.addingTimeInterval(-days * 86_400)
        return events.filter { $0.createdAt ?? .distantPast > start }
    }

    /// Repositories starred in `period`, most stars in it first (then most stars in all, then
    /// by name), in `language` (any case) when given.
    package func trendingRepositories(since period: TrendingPeriod, language: String?) -> [TrendingRepository] {
        var stars: [String: Int] = [:]
        for event in events(in: period) where event.type == .watch { stars[event.repo.name, default: 0] += 1 }
        return stars.compactMap { name, count -> TrendingRepository? in
            guard let repository = repository(name) else { return nil }
            if let language, (repository.language ?? "").lowercased() != language.lowercased() { return nil }
            return TrendingRepository(repository: repository, periodStars: count)
        }
        .sorted {
            ($0.periodStars, $0.repository.stargazersCount ?? 0, $1.repository.fullName)
                > ($1.periodStars, $1.repository.stargazersCount ?? 0, $0.repository.fullName)
        }
    }

    /// People who pushed, opened issues or pull requests, made branches or released in
    /// `period` (in repositories of `language` when given), most first, then by login.
    package func trendingDevelopers(since period: TrendingPeriod, language: String?) -> [TrendingDeveloper] {
        let kinds: Set<EventType> = [.push, .pullRequest, .issues, .create, .release]
        var contributions: [String: Int] = [:]
        for event in events(in: period) where kinds.contains(event.type) {
            if let language, (repository(event.repo.name)?.language ?? "").lowercased() != language.lowercased() {
                continue
            }
            contributions[event.actor.login, default: 0] += 1
        }
        return contributions.compactMap { login, count -> TrendingDeveloper? in
            guard let user = user(login) else { return nil }
            let popular = repositories(of: login)
                .filter { language == nil || ($0.language ?? "").lowercased() == language!.lowercased() }
                .max { ($0.stargazersCount ?? 0, $1.fullName) < ($1.stargazersCount ?? 0, $0.fullName) }
            return TrendingDeveloper(user: user, periodContributions: count, popularRepository: popular)
        }
        .sorted { ($0.periodContributions, $1.user.login) > ($1.periodContributions, $0.user.login) }
    }
}
