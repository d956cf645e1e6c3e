import Foundation
import GitHubAPI
import OfflineGitHub
import SwiftHubViewModels
import XCTest

/// Events in a sentence: refs and missing parts as words, every type (modelled or not) said in
/// words, in English and in Korean.
final class EventSummaryTests: XCTestCase {
    override func tearDown() {
        Localization.language = .english
        super.tearDown()
    }

    /// Refs and missing parts read as words, with single spaces.
    func testSummariesOfRefsAndMissingParts() {
        func event(_ type: EventType, _ payload: EventPayload) -> GitHubEvent {
            GitHubEvent(
                id: "1", type: type, actor: EventActor(id: 1, login: "alice", avatarUrl: ""),
                repo: EventRepository(id: 1, name: "o/r"),
                payload: payload, createdAt: Date(timeIntervalSince1970: 0))
        }
        XCTAssertEqual(
            event(.push, EventPayload(ref: "refs/heads/feature/x", size: 2)).summary,
            "alice pushed 2 commits to feature/x at o/r")
        XCTAssertEqual(
            event(.push, EventPayload(ref: "refs/tags/v1", size: 1)).summary,
            "alice pushed 1 commit to refs/tags/v1 at o/r")
        XCTAssertEqual(event(.push, EventPayload()).summary, "alice pushed 0 commits to a branch at o/r")
        XCTAssertEqual(event(.create, EventPayload(refType: "repository")).summary, "alice created repository at o/r")
        XCTAssertEqual(event(.create, EventPayload(ref: "v2", refType: "tag")).summary, "alice created tag v2 at o/r")
        XCTAssertEqual(
            event(.other("DeleteEvent"), EventPayload(ref: "", refType: "branch")).summary,
            "alice deleted branch at o/r")
        XCTAssertEqual(
            event(.other("DeleteEvent"), EventPayload(ref: "old")).summary, "alice deleted a branch old at o/r")
    }

    func testEventSummaries() {
        let events = FixtureData.standard.events
        XCTAssertEqual(events[0].summary, "octocat pushed 1 commit to develop at octocat/swift-rx")
        XCTAssertEqual(events[1].summary, "eun-ji starred carol/swift-forms")
        XCTAssertEqual(events[36].summary, "octocat edited the wiki of dave/swift-rx-2")
        let actor = events[0].actor
        let repo = events[0].repo
        let date = events[0].createdAt
        func summary(_ type: EventType, _ payload: EventPayload = EventPayload()) -> String {
            GitHubEvent(id: "x", type: type, actor: actor, repo: repo, payload: payload, createdAt: date).summary
        }
        XCTAssertEqual(
            summary(.push, EventPayload(ref: "refs/heads/dev", size: 3)),
            "octocat pushed 3 commits to dev at octocat/swift-rx")
        XCTAssertEqual(
            summary(.other("DeleteEvent"), EventPayload(ref: "old", refType: "branch")),
            "octocat deleted branch old at octocat/swift-rx")
        XCTAssertEqual(summary(.other("PublicEvent")), "octocat made octocat/swift-rx public")
        XCTAssertEqual(summary(.other("SecurityAdvisoryEvent")), "octocat: security advisory at octocat/swift-rx")
    }

    func testSummariesInKorean() {
        Localization.language = .korean
        let events = FixtureData.standard.events
        XCTAssertEqual(events[0].summary, "octocat 님이 octocat/swift-rx의 develop에 커밋 1개를 푸시했습니다")
        XCTAssertEqual(events[1].summary, "eun-ji 님이 carol/swift-forms에 별표했습니다")
        let actor = events[0].actor
        func summary(_ type: EventType, _ payload: EventPayload = EventPayload()) -> String {
            GitHubEvent(id: "x", type: type, actor: actor, repo: events[0].repo, payload: payload, createdAt: Date())
                .summary
        }
        XCTAssertEqual(
            summary(.push, EventPayload(ref: "refs/heads/dev", size: 3)),
            "octocat 님이 octocat/swift-rx의 dev에 커밋 3개를 푸시했습니다")
        XCTAssertEqual(
            summary(.issues, EventPayload(action: "reopened", issue: .init(number: 7, title: nil))),
            "octocat 님이 octocat/swift-rx의 이슈 #7을(를) 다시 열었습니다")
        XCTAssertEqual(
            summary(.create, EventPayload(ref: "v2", refType: "tag")), "octocat 님이 octocat/swift-rx에 태그 v2을(를) 만들었습니다")
    }
}
