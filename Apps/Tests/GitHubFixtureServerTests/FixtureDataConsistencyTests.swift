import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
import GitHubSession
import OfflineGitHub
import XCTest

/// The offline GitHub is one consistent world: nothing is dated after the clock it was built
/// for, a pull request was opened when its "opened" event says, and the counts a repository
/// shows are the lengths of the lists served for it.
final class FixtureDataConsistencyTests: XCTestCase {
    private let data = FixtureData.standard

    func testNothingIsDatedInTheFuture() {
        let now = data.base
        var late: [String] = []
        func check(_ date: Date?, _ what: @autoclosure () -> String) {
            if let date, date > now { late.append("\(what()) at \(date)") }
        }
        for event in data.events { check(event.createdAt, "event \(event.id)") }
        for repository in data.repositories {
            let name = repository.fullName
            check(repository.createdAt, "\(name) created")
            check(repository.updatedAt, "\(name) updated")
            for fork in data.forks(of: name) ?? [] {
                check(fork.createdAt, "fork \(fork.fullName) created")
                check(fork.updatedAt, "fork \(fork.fullName) updated")
            }
            for state in [IssueState.open, .closed] {
                for issue in data.issues(of: name, state: state) ?? [] {
                    check(issue.createdAt, "\(name)#\(issue.number) created")
                    check(issue.updatedAt, "\(name)#\(issue.number) updated")
                    check(issue.closedAt, "\(name)#\(issue.number) closed")
                    for comment in data.comments(of: name, number: issue.number) ?? [] {
                        check(comment.createdAt, "comment on \(name)#\(issue.number)")
                    }
                }
                for pull in data.pullRequests(of: name, state: state) ?? [] {
                    check(pull.createdAt, "\(name) pull #\(pull.number) created")
                    check(pull.closedAt, "\(name) pull #\(pull.number) closed")
                    check(pull.mergedAt, "\(name) pull #\(pull.number) merged")
                }
            }
            for commit in data.commits(of: name) ?? [] {
                check(commit.commit.author.date, "commit \(commit.shortSHA) of \(name)")
            }
            for release in data.releases(of: name) ?? [] {
                check(release.publishedAt, "release \(release.tagName) of \(name)")
            }
        }
        for user in data.users where user.type == "User" {
            for notification in data.notifications(of: user.login) {
                check(notification.updatedAt, "notification \(notification.id) of \(user.login)")
            }
        }
        XCTAssertEqual(late, [], "\(late.count) timestamps after \(now)")
    }

    func testPullRequestsWereOpenedWhenTheirOpenedEventsSay() {
        var checked = 0
        for event in data.events where event.type == .pullRequest && event.payload.action == "opened" {
            guard let number = event.payload.pullRequest?.number,
                let pull = data.pullRequest(of: event.repo.name, number: number)
            else {
                XCTFail("event \(event.id) points at a pull request that is not served")
                continue
            }
            XCTAssertEqual(pull.createdAt, event.createdAt, "\(event.repo.name) pull #\(number)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0)
    }

    func testCountsAreTheLengthsOfTheListsServed() {
        for repository in data.repositories {
            let name = repository.fullName
            XCTAssertEqual(repository.stargazersCount, data.stargazers(of: name)?.count, "\(name) stars")
            XCTAssertEqual(repository.forksCount, data.forks(of: name)?.count, "\(name) forks")
            let openItems =
                (data.issues(of: name, state: .open) ?? []).count
                + (data.pullRequests(of: name, state: .open) ?? []).count
            XCTAssertEqual(
                repository.openIssuesCount, openItems, "\(name) open issues and pull requests, as GitHub counts them")
        }
    }

    func testAnAccountsCountsAreTheLengthsOfItsLists() {
        for user in data.users {
            XCTAssertEqual(user.followers, data.followers(of: user.login).count, "\(user.login) followers")
            if !user.isOrganization {
                XCTAssertEqual(user.following, data.following(of: user.login).count, "\(user.login) following")
            }
        }
    }
}
