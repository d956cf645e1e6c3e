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

/// The SwiftHub screens, headless, over a fake service that answers at once.
/// Test entry points stay nonisolated (XCTest on Linux cannot call main-actor test methods) and
/// run their bodies on the main actor, which is the thread XCTest runs them on.
final class SwiftHubScreenTests: RxTestCase, @unchecked Sendable {
    @MainActor
    private func start(_ service: FakeGitHub, scheduler: SchedulerType = MainScheduler.instance) -> (
        HeadlessTerminal, NavigationController
    ) {
        let router = SwiftHubRouter(service: service, scheduler: scheduler)
        let navigation = NavigationController(root: router.startScreen(login: "octocat"))
        return (HeadlessTerminal(width: 80, height: 16, root: navigation), navigation)
    }

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
            XCTAssertEqual(terminal.lines[15], " Enter: open  u: user  ←/→: feed  r: refresh  ?: keys  q: quit")
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
                    " ★ 2   Forks 2   Issues 14   Kotlin   Watchers 50",
                    " Owner carol · updated \(updated)",
                ])
            XCTAssertEqual(terminal.lines[5], " No license · branch main")
            XCTAssertEqual(terminal.lines[6], " ☆ Sign in (l) to star")
            XCTAssertEqual(terminal.lines[7], " Enter: open section  o: owner  s: star  r: reload")
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

    func testSearchAsYouType() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
            let (terminal, _) = start(FakeGitHub(scheduler: nil), scheduler: scheduler)
            terminal.send(.character("/"))
            terminal.type("keychain")
            XCTAssertEqual(terminal.lines[3], " Type to search  · Any language (f)")
            XCTAssertEqual(terminal.lines[4], " Searching…")
            scheduler.advanceTo(100)
            XCTAssertEqual(
                Array(terminal.lines.prefix(5)),
                [
                    "‹ Back (Esc)  Search                                           Esc: leave field",
                    " Search: keychain",
                    "  Repositories | Users   Sort:  Best match | Stars | Forks | Updated",
                    " 4 repositories  · Any language (f)",
                    " › alice/swift-keychain",
                ])
            XCTAssertEqual(
                terminal.lines[15], " Enter: search  ↓: results  ←/→: sort  f: language  u: users")
            terminal.send(.down, .enter)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  alice/swift-keychain")
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

    func testTheUserScreenSaysItsKeys() {
        MainActor.assumeIsolated {
            let (terminal, _) = start(FakeGitHub(scheduler: nil))
            terminal.send(.character("u"))
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  User · eun-ji")
            XCTAssertTrue(
                terminal.lines.contains(" Enter: repo  e: events  f: followers  g: following  s: starred  o: orgs"),
                terminal.text)
            terminal.send(.character("f"))
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  Followers of eun-ji")
            XCTAssertEqual(
                Array(terminal.lines[2...7]),
                [
                    " › Octocat (@octocat)", "   Seoul · Writes Swift at reactivex",
                    "   Alice (@alice)", "   Berlin · Writes Swift at swift-lang",
                    "   Dave (@dave)", "   Oslo · Writes Swift at reactivex",
                ])
            terminal.send(.down, .enter)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  User · alice")
            terminal.send(.character("g"))
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  alice follows")
        }
    }

    func testLoginReplacesTheStartScreen() {
        MainActor.assumeIsolated {
            let (terminal, navigation) = start(FakeGitHub(scheduler: nil))
            terminal.send(.character("l"))
            terminal.type("bad token")
            XCTAssertEqual(terminal.lines[8], " A token has at least 8 characters and no spaces.")
            terminal.send(.control("u"))
            terminal.type("fixture-nobody")
            terminal.send(.down, .enter)
            XCTAssertEqual(terminal.lines[15], "✖ GitHub answered 401: Bad credentials")
            terminal.send(.backTab, .control("u"))
            terminal.type("fixture-alice")
            terminal.send(.tab, .enter)
            XCTAssertEqual(
                terminal.lines[0], "Events · alice                                               Signed in as alice")
            XCTAssertEqual(navigation.screens.count, 1)
        }
    }

    /// Enter in the token field signs in, as the Sign in button does.
    func testEnterInTheTokenFieldSignsIn() {
        MainActor.assumeIsolated {
            let (terminal, navigation) = start(FakeGitHub(scheduler: nil))
            terminal.send(.character("l"))
            terminal.type("fixture-nobody")
            terminal.send(.enter)
            XCTAssertEqual(terminal.lines[15], "✖ GitHub answered 401: Bad credentials")
            terminal.send(.control("u"))
            terminal.type("fixture-alice")
            terminal.send(.enter)
            XCTAssertEqual(
                terminal.lines[0], "Events · alice                                               Signed in as alice")
            XCTAssertEqual(navigation.screens.count, 1)
        }
    }
}

/// Behaviour of the screens that users hit: refresh after paging, keys pressed while a page
/// loads, Esc leaving the search field, Enter searching, a long error wrapping.
final class SwiftHubScreenBehaviourTests: RxTestCase, @unchecked Sendable {
    @MainActor
    private func start(
        _ service: FakeGitHub, scheduler: SchedulerType = MainScheduler.instance, width: Int = 80, height: Int = 16
    ) -> (HeadlessTerminal, NavigationController) {
        let router = SwiftHubRouter(service: service, scheduler: scheduler)
        let navigation = NavigationController(root: router.startScreen(login: "octocat"))
        return (HeadlessTerminal(width: width, height: height, root: navigation), navigation)
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

    /// Esc leaves the search field (the title bar says so while in it); then q quits and Esc
    /// goes back. Enter in the field searches at once, without waiting for the debounce.
    func testEscLeavesTheSearchFieldAndEnterSearchesNow() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
            let service = FakeGitHub(scheduler: nil)
            let (terminal, navigation) = start(service, scheduler: scheduler)
            terminal.send(.character("/"))
            terminal.type("keychain")
            terminal.send(.enter)
            XCTAssertEqual(terminal.lines[3], " 4 repositories  · Any language (f)", "no debounce after Enter")
            XCTAssertEqual(service.requests.last, "GET /search/repositories?q=keychain")
            XCTAssertTrue(terminal.lines[0].hasSuffix("Esc: leave field"))
            terminal.send(.escape)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  Search")
            XCTAssertEqual(navigation.screens.count, 2, "the first Esc only left the field")
            // From the results, ←/→ change the order and u the kind; each searches again.
            terminal.send(.right, .right)
            XCTAssertEqual(
                service.requests.suffix(2),
                ["GET /search/repositories?q=keychain&sort=stars", "GET /search/repositories?q=keychain&sort=forks"])
            terminal.send(.character("u"))
            XCTAssertEqual(service.requests.last, "GET /search/users?q=keychain")
            XCTAssertEqual(terminal.lines[3], " 0 users")
            XCTAssertEqual(terminal.lines[4], " No users match “keychain”")
            terminal.send(.character("u"))
            XCTAssertEqual(terminal.lines[3], " 4 repositories  · Any language (f)")
            terminal.send(.escape)
            XCTAssertEqual(navigation.screens.count, 1)
        }
    }

    /// Emoji, flags, ZWJ families and combining marks in the search field: searched as typed,
    /// drawn without breaking the line.
    func testGraphemeClustersInTheSearchField() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
            let service = FakeGitHub(scheduler: nil)
            let (terminal, _) = start(service, scheduler: scheduler)
            terminal.send(.character("/"))
            terminal.type("👍🏽🇰🇷❤️👨‍👩‍👧e\u{301}한")
            scheduler.advanceTo(100)
            XCTAssertEqual(service.requests.last, "GET /search/repositories?q=👍🏽🇰🇷❤️👨‍👩‍👧e\u{301}한")
            XCTAssertEqual(terminal.lines[1], " Search: 👍🏽🇰🇷❤️👨‍👩‍👧e\u{301}한")
            XCTAssertEqual(terminal.lines[4], " No repositories match “👍🏽🇰🇷❤️👨‍👩‍👧e\u{301}한”")
            terminal.send(.backspace, .backspace)
            scheduler.advanceTo(200)
            XCTAssertEqual(service.requests.last, "GET /search/repositories?q=👍🏽🇰🇷❤️👨‍👩‍👧")
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

    /// Esc while "Signing in…" leaves the login screen; the answer that arrives later changes
    /// nothing (the request was cancelled with the screen's bindings).
    func testEscWhileSigningInGoesBackAndTheLateAnswerIsIgnored() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let service = FakeGitHub(scheduler: scheduler, latency: .seconds(10))
            let (terminal, navigation) = start(service, scheduler: scheduler)
            scheduler.advanceTo(20)
            terminal.send(.character("l"))
            terminal.type("fixture-alice")
            terminal.send(.enter)
            XCTAssertEqual(service.requests.last, "GET /user")
            terminal.send(.escape, .escape)
            XCTAssertEqual(navigation.screens.count, 1)
            scheduler.advanceTo(100)
            XCTAssertTrue(terminal.lines[0].hasPrefix("Events · octocat"), terminal.lines[0])
            XCTAssertTrue(terminal.lines[0].hasSuffix("Not signed in"), terminal.lines[0])
        }
    }
}

/// The title bar without the status at its right edge ("Not signed in", "Signed in as …").
@MainActor
func titleBar(_ terminal: HeadlessTerminal) -> String {
    var line = terminal.lines[0]
    for status in ["Not signed in", "Signed in as "] {
        if let range = line.range(of: status) { line = String(line[..<range.lowerBound]) }
    }
    return line.trimmingCharacters(in: .whitespaces)
}
