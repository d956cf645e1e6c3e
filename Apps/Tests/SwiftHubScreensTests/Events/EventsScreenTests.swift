import GitHubAPI
import GitHubSession
import RxCore
import RxTesting
import RxUI
import SwiftHubScreens
import SwiftHubTestSupport
import SwiftHubViewModels
import TerminalUI
import XCTest

/// The events screen: the feed, its switch, paging, errors and opening what an event is about.
final class EventsScreenTests: SwiftHubScreenTestCase, @unchecked Sendable {
    func testTheEventsScreenListsTheFeed() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let events = service.data.receivedEvents("octocat")
            let (terminal, _) = start(service)
            XCTAssertEqual(
                Array(terminal.lines.prefix(6)),
                [
                    "Events · octocat                                                  Not signed in",
                    "  Received | Performed",
                    " › eun-ji starred carol/swift-forms",
                    "   " + RelativeDate.describe(events[0].createdAt, now: Date()),
                    "   dave forked reactivex/swift-animations-2 to dave/swift-animations-2",
                    "   " + RelativeDate.describe(events[1].createdAt, now: Date()),
                ])
            XCTAssertEqual(
                terminal.lines[15], " Enter: open  u: user  ←/→: feed  t: trending  r: refresh  ?: keys  q: quit")
        }
    }

    func testSelectingAnEventOpensTheRepositoryAndEscapeComesBack() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (terminal, navigation) = start(service)
            terminal.send(.enter)
            let updated = RelativeDate.describe(service.data.repository("carol/swift-forms")!.updatedAt, now: Date())
            XCTAssertEqual(
                Array(terminal.lines.prefix(5)),
                [
                    "‹ Back (Esc)  carol/swift-forms                                   Not signed in",
                    "",
                    " A forms library for reactive apps",
                    " ★ 2   Forks 2   Issues 14   Kotlin   Watchers 1",
                    " Owner carol · updated \(updated)",
                ])
            XCTAssertEqual(terminal.lines[5], " No license · branch main")
            XCTAssertEqual(terminal.lines[6], " ☆ Sign in (l) to star   ○ Sign in (l) to watch")
            XCTAssertEqual(terminal.lines[7], " Enter: open section  o: owner  s: star  w: watch  k: fork  r: reload")
            XCTAssertEqual(Array(terminal.lines[8...11]), [" › README", "   Issues", "   Pull requests", "   Commits"])
            XCTAssertEqual(
                terminal.lines[15], "   Stargazers                                                                 2")
            terminal.send(.enter)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  README · carol/swift-forms")
            XCTAssertEqual(terminal.lines[2], " swift-forms")
            terminal.send(.escape, .character("o"))
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  User · carol")
            terminal.send(.escape, .escape)
            XCTAssertEqual(navigation.screens.count, 1)
            terminal.send(.character("u"))
            XCTAssertEqual(terminal.lines[1], " 김은지 (@eun-ji)")
        }
    }

    func testFeedSwitchAndPaging() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (terminal, _) = start(service)
            terminal.send(.right)
            XCTAssertEqual(terminal.lines[2], " › octocat pushed 1 commit to develop at octocat/swift-rx")
            terminal.send(.left, .end)
            XCTAssertEqual(
                service.requests,
                [
                    "GET /users/octocat/received_events", "GET /users/octocat/events",
                    "GET /users/octocat/received_events", "GET /users/octocat/received_events?page=2",
                ])
        }
    }

    func testErrorsShowInTheBannerAndRRetries() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            service.failure = .unreachable(reason: "connection refused")
            let (terminal, _) = start(service)
            XCTAssertEqual(terminal.lines[15], "✖ The server is unreachable (connection refused). — press r to retry")
            XCTAssertEqual(terminal.lines[2], " No events")
            service.failure = nil
            terminal.send(.character("r"))
            XCTAssertEqual(terminal.lines[2], " › eun-ji starred carol/swift-forms")
            XCTAssertNotEqual(terminal.lines[15].first, "✖")
        }
    }

    /// Tab on Events keeps the focus on the list (the feed switch answers Left/Right anyway).
    func testTabOnEventsDoesNotStrandTheFocusOnTheSwitch() {
        MainActor.assumeIsolated {
            let (terminal, _) = start(FakeGitHub(scheduler: nil))
            terminal.send(.tab, .enter)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  carol/swift-forms")
        }
    }

    /// Paging to the end and then refreshing used to show one row with the old selection.
    func testRefreshAfterPagingToTheEndStartsAgainAtTheTop() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (terminal, _) = start(service)
            terminal.send(.end, .end, .end, .end, .end, .end, .end, .end)
            XCTAssertFalse(
                terminal.lines.contains("   — end of list —"), "the last page is loaded, but its rows are still below")
            terminal.send(.end)
            XCTAssertTrue(terminal.lines.contains("   — end of list —"), terminal.lines.joined(separator: "\n"))
            terminal.send(.character("r"))
            XCTAssertEqual(terminal.lines[2], " › eun-ji starred carol/swift-forms")
            XCTAssertEqual(terminal.lines[4], "   dave forked reactivex/swift-animations-2 to dave/swift-animations-2")
            XCTAssertFalse(terminal.lines.contains("   — end of list —"))
        }
    }

    /// Down pressed at the last row while the next page loads moves on into it when it arrives.
    func testDownPressedWhileAPageLoadsIsNotLost() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let service = FakeGitHub(scheduler: scheduler, latency: .seconds(10))
            let (terminal, _) = start(service, scheduler: scheduler)
            scheduler.advanceTo(20)
            terminal.send(.end)
            XCTAssertEqual(
                service.requests, ["GET /users/octocat/received_events", "GET /users/octocat/received_events?page=2"])
            terminal.send(.down, .down, .down)
            XCTAssertEqual(service.requests.count, 2, "one page request while it loads")
            scheduler.advanceTo(40)
            let selected = terminal.lines.first { $0.hasPrefix(" › ") }
            XCTAssertEqual(
                selected,
                " › " + EventCellViewModel(event: service.data.receivedEvents("octocat")[32], now: Date()).title,
                "row 30 + 3 Down presses")
        }
    }

    /// A long error wraps instead of losing its hint at the right edge.
    func testALongErrorWrapsWithItsHint() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            service.failure = .unreachable(
                reason: "the connection to 127.0.0.1:8080 was refused because nothing listens there")
            let (terminal, _) = start(service, width: 60, height: 16)
            XCTAssertEqual(
                Array(terminal.lines.suffix(3)),
                [
                    "✖ The server is unreachable (the connection to",
                    "127.0.0.1:8080 was refused because nothing listens there). —",
                    "press r to retry",
                ])
        }
    }
}
