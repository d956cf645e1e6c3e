import Foundation
import GitHubAPI
import GitHubFixtureServer
import OfflineGitHub
import XCTest

/// Trending from the offline events: stars in the period for repositories, contributions for
/// developers; the longer the period, the more it holds.
final class FixtureTrendingTests: XCTestCase {
    private let data = FixtureData.standard

    func testARepositoryTrendsByTheStarsItGotInThePeriod() throws {
        let today = data.trendingRepositories(since: .daily, language: nil)
        let week = data.trendingRepositories(since: .weekly, language: nil)
        XCTAssertFalse(today.isEmpty)
        XCTAssertGreaterThan(week.map(\.periodStars).reduce(0, +), today.map(\.periodStars).reduce(0, +))
        XCTAssertEqual(
            week.map(\.periodStars).reduce(0, +), data.events.filter { $0.type == .watch }.count,
            "the events reach back less than a week: every star counts this week")
        XCTAssertEqual(data.trendingRepositories(since: .monthly, language: nil), week)
        let dayStart = data.base.addingTimeInterval(-86_400)
        for trending in today {
            XCTAssertEqual(
                trending.periodStars,
                data.events.filter {
                    $0.type == .watch && $0.repo.name == trending.repository.fullName
                        && $0.createdAt ?? .distantPast > dayStart
                }.count, trending.repository.fullName)
        }
        XCTAssertEqual(today.map(\.periodStars), today.map(\.periodStars).sorted(by: >), "most stars first")
        let swift = data.trendingRepositories(since: .weekly, language: "SWIFT")
        XCTAssertFalse(swift.isEmpty)
        XCTAssertTrue(swift.allSatisfy { $0.repository.language == "Swift" })
    }

    func testADeveloperTrendsByWhatTheyDidInThePeriod() {
        let week = data.trendingDevelopers(since: .weekly, language: nil)
        XCTAssertEqual(
            week.map(\.periodContributions).reduce(0, +),
            data.events.filter { [.push, .pullRequest, .issues, .create, .release].contains($0.type) }.count)
        XCTAssertEqual(
            week.map(\.periodContributions), week.map(\.periodContributions).sorted(by: >), "most active first")
        for developer in week {
            let best = data.repositories(of: developer.user.login).compactMap(\.stargazersCount).max()
            XCTAssertEqual(developer.popularRepository?.stargazersCount, best, developer.user.login)
        }
        XCTAssertTrue(
            data.trendingDevelopers(since: .daily, language: "rust").allSatisfy {
                $0.popularRepository == nil || $0.popularRepository?.language == "Rust"
            })
    }
}
