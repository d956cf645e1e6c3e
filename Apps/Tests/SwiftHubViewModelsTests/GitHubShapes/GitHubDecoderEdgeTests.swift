import Foundation
import GitHubAPI
import MVVMTesting
import OfflineGitHub
import RxCore
import RxTesting
import RxUI
import SwiftHubViewModels
import XCTest

/// Answers GitHub's description allows that SwiftHub once refused or showed wrongly: a state
/// the description does not enumerate, dates with fractional seconds, an empty `blog`.
final class GitHubDecoderEdgeTests: RxTestCase {
    private let now = Date(timeIntervalSince1970: 1_704_326_400) // 2024-01-04T00:00:00Z

    /// An issue as GitHub's description allows it, with `state` and `created_at` as given.
    private func issueJSON(state: String, createdAt: String = "2024-01-01T00:00:00Z") -> String {
        """
        {"number": 7, "title": "A new state", "body": null, "state": "\(state)", "user": null, "comments": 0,
         "labels": [], "created_at": "\(createdAt)", "updated_at": "2024-01-02T00:00:00Z", "closed_at": null,
         "repository_url": "https://api.github.com/repos/octocat/swift-rx"}
        """
    }

    private func issue(_ json: String) throws -> Issue {
        try GitHub.issue(fullName: "octocat/swift-rx", number: 7).decode(
            GitHubResponse(status: 200, body: Data(json.utf8)))
    }

    /// The description types `state` as a string and names `open` and `closed` only in words:
    /// a state GitHub adds decodes, keeps its text, and shows in the row, the search row and
    /// the issue's header.
    func testAStateGitHubAddsDecodesAndShows() throws {
        let issue = try issue(issueJSON(state: "triaged"))
        XCTAssertEqual(issue.state, .other("triaged"))
        XCTAssertEqual(issue.state.rawValue, "triaged")
        XCTAssertNil(IssueState(rawValue: "triaged"), "a list filter is open or closed only")
        XCTAssertEqual(IssueCellViewModel(issue: issue, now: now).detail, "triaged · opened 3 days ago by —")
        XCTAssertEqual(
            IssueSearchCellViewModel(issue: issue).detail, "octocat/swift-rx · issue · triaged · 0 comments")

        let answer = try XCTUnwrap(JSONValue(data: Data(issueJSON(state: "triaged").utf8)))
        let service = SchemaGitHub(github: InMemoryGitHub()) { operation, _ in
            operation.key == "GET /repos/{owner}/{repo}/issues/{issue_number}" ? answer : nil
        }
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let now = self.now
            let output = IssueViewModel(
                fullName: "octocat/swift-rx", number: 7, kind: .issue, service: service, now: { now }
            )
            .transform(input: .init(load: scheduler.taps(at: 100), loadMore: .never()))
            let header = scheduler.record(output.document.map { $0.prefix(2).map(\.plainText) })
            scheduler.start()
            header.assertLastValue(["A new state #7", "triaged · — opened it 3 days ago"])
        }
        XCTAssertEqual(service.failures, [])
    }

    /// `date-time` allows fractional seconds (RFC 3339); they decode to the millisecond, with
    /// `Z` or an offset.
    func testDatesWithFractionalSecondsDecode() throws {
        let utc = try issue(issueJSON(state: "open", createdAt: "2024-01-01T00:00:00.123Z"))
        XCTAssertEqual(utc.createdAt.timeIntervalSince1970, 1_704_067_200.123, accuracy: 0.0005)
        let offset = try issue(issueJSON(state: "open", createdAt: "2024-01-01T09:00:00.5+09:00"))
        XCTAssertEqual(offset.createdAt.timeIntervalSince1970, 1_704_067_200.5, accuracy: 0.0005)
        let whole = try issue(issueJSON(state: "closed", createdAt: "2024-01-01T00:00:00Z"))
        XCTAssertEqual(whole.createdAt.timeIntervalSince1970, 1_704_067_200)
        XCTAssertEqual(whole.state, .closed)
        XCTAssertThrowsError(try issue(issueJSON(state: "open", createdAt: "yesterday")))
    }

    /// GitHub sends `"blog": ""` for an account without one: the profile leaves it out (no
    /// stray " · " before the repositories).
    func testAnEmptyBlogIsAbsent() throws {
        let answer = try XCTUnwrap(
            JSONValue(
                data: Data(
                    """
                    {"login": "octocat", "id": 1, "avatar_url": "", "type": "User", "name": null, "bio": null,
                     "location": null, "company": "", "blog": "", "public_repos": 2, "followers": 1, "following": 0}
                    """.utf8)))
        let service = SchemaGitHub(github: InMemoryGitHub()) { operation, _ in
            operation.key == "GET /users/{username}" ? answer : nil
        }
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = UserViewModel(login: "octocat", service: service).transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(), selection: .never(), eventsSelection: .never()))
            let details = scheduler.record(output.details)
            scheduler.start()
            details.assertLastValue(["octocat (@octocat)", "", "1 follower · 0 following", "2 public repositories"])
        }
        XCTAssertEqual(service.failures, [])
    }
}
