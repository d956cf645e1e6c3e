import Foundation
import GitHubAPI
import GitHubFixtureServer
import OfflineGitHub
import XCTest

/// The offline `/search/issues`: the same items the repository lists serve, filtered by
/// GitHub's qualifiers.
final class FixtureIssueSearchTests: XCTestCase {
    private let data = FixtureData.standard

    func testARepositorysSearchFindsWhatItsListsHold() {
        let found = data.searchIssues("crash repo:octocat/swift-rx")
        let listed =
            (IssueState.allCases.flatMap { data.issues(of: "octocat/swift-rx", state: $0)! }.map {
                ($0.number, $0.title)
            }
            + IssueState.allCases.flatMap { data.pullRequests(of: "octocat/swift-rx", state: $0)! }.map {
                ($0.number, $0.title)
            })
            .filter { $0.1.lowercased().contains("crash") }
        XCTAssertEqual(Set(found.map(\.number)), Set(listed.map(\.0)))
        XCTAssertEqual(found.count, listed.count)
        XCTAssertGreaterThan(found.count, 2)
        for item in found {
            XCTAssertEqual(item.repositoryFullName, "octocat/swift-rx")
            XCTAssertEqual(item.title, listed.first { $0.0 == item.number }?.1)
        }
        XCTAssertEqual(found.map(\.updatedAt), found.map(\.updatedAt).sorted(by: >), "most recently updated first")
    }

    func testQualifiersNarrowTheSearch() {
        let all = data.searchIssues("crash")
        let pulls = data.searchIssues("crash is:pr")
        let issues = data.searchIssues("crash is:issue")
        XCTAssertEqual(pulls.count + issues.count, all.count)
        XCTAssertTrue(pulls.allSatisfy { $0.pullRequest != nil } && issues.allSatisfy { $0.pullRequest == nil })
        let closed = data.searchIssues("crash state:closed")
        XCTAssertTrue(closed.allSatisfy { $0.state == .closed })
        XCTAssertEqual(closed.count + data.searchIssues("crash is:open").count, all.count)
        let byAlice = data.searchIssues("crash author:alice")
        XCTAssertEqual(byAlice.map(\.number), all.filter { $0.user?.login == "alice" }.map(\.number))
        XCTAssertEqual(data.searchIssues("crash unknown:qualifier"), [])
    }
}
