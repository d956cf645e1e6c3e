import XCTest
import RxCore
import RxUI
import RxTesting
import TerminalUI
import GitHubAPI
import SwiftHubViewModels
import SwiftHubScreens

/// The SwiftHub screens, headless, over a fake service that answers at once.
final class SwiftHubScreenTests: RxTestCase {
    private func start(_ service: FakeGitHub, scheduler: SchedulerType = MainScheduler.instance) -> (HeadlessTerminal, NavigationController) {
        let router = SwiftHubRouter(service: service, scheduler: scheduler)
        let navigation = NavigationController(root: router.startScreen(login: "octocat"))
        return (HeadlessTerminal(width: 80, height: 16, root: navigation), navigation)
    }

    func testTheEventsScreenListsTheFeed() {
        let (terminal, _) = start(FakeGitHub(scheduler: nil))
        XCTAssertEqual(Array(terminal.lines.prefix(6)), [
            "Events · octocat",
            "  Received | Performed",
            " › eun-ji starred carol/swift-forms",
            "   2025-12-31 23:30",
            "   dave forked reactivex/swift-animations-2 to dave/swift-animations-2",
            "   2025-12-31 23:00",
        ])
        XCTAssertEqual(terminal.lines[15], " Enter: repo  u: user  ←/→: feed  r: refresh  /: search  l: login  q: quit")
    }

    func testSelectingAnEventOpensTheRepositoryAndEscapeComesBack() {
        let (terminal, navigation) = start(FakeGitHub(scheduler: nil))
        terminal.send(.enter)
        XCTAssertEqual(Array(terminal.lines.prefix(5)), [
            "‹ Back (Esc)  carol/swift-forms",
            "",
            " A forms library for reactive apps",
            " ★ 2120   Forks 443   Issues 11   Kotlin",
            " Owner carol · updated 2025-12-28 19:00",
        ])
        XCTAssertEqual(terminal.lines[5], " Events — Enter: user  r: refresh  R: reload details  Esc: back")
        XCTAssertEqual(terminal.lines[6], " › eun-ji starred carol/swift-forms")
        terminal.send(.enter)
        XCTAssertEqual(terminal.lines[0], "‹ Back (Esc)  eun-ji")
        terminal.send(.escape, .escape)
        XCTAssertEqual(navigation.screens.count, 1)
        terminal.send(.character("u"))
        XCTAssertEqual(terminal.lines[1], " 김은지 (@eun-ji)")
    }

    func testFeedSwitchAndPaging() {
        let service = FakeGitHub(scheduler: nil)
        let (terminal, _) = start(service)
        terminal.send(.right)
        XCTAssertEqual(terminal.lines[2], " › octocat pushed 1 commit to main at octocat/swift-rx")
        terminal.send(.left, .end)
        XCTAssertEqual(service.requests, ["received octocat 1", "performed octocat 1", "received octocat 1", "received octocat 2"])
    }

    func testErrorsShowInTheBannerAndRRetries() {
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

    func testSearchAsYouType() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        let (terminal, _) = start(FakeGitHub(scheduler: nil), scheduler: scheduler)
        terminal.send(.character("/"))
        terminal.type("keychain")
        XCTAssertEqual(terminal.lines[2], " Type to search")
        scheduler.advanceTo(100)
        XCTAssertEqual(Array(terminal.lines.prefix(5)), [
            "‹ Back (Esc)  Search",
            " Search: keychain",
            " 4 Repositories",
            " › eun-ji/swift-keychain-4",
            "   ★ 1400 · Go · A keychain library — 한국어 문서 포함 for reactive apps",
        ])
        XCTAssertEqual(terminal.lines[15], " Tab: results  Enter: open  Esc: back  (q quits from the results)")
        terminal.send(.tab, .enter)
        XCTAssertEqual(terminal.lines[0], "‹ Back (Esc)  eun-ji/swift-keychain-4")
    }

    /// Tab on Events keeps the focus on the list (the feed switch answers Left/Right anyway).
    func testTabOnEventsDoesNotStrandTheFocusOnTheSwitch() {
        let (terminal, _) = start(FakeGitHub(scheduler: nil))
        terminal.send(.tab, .enter)
        XCTAssertEqual(terminal.lines[0], "‹ Back (Esc)  carol/swift-forms")
    }

    func testTheUserScreenSaysItsKeys() {
        let (terminal, _) = start(FakeGitHub(scheduler: nil))
        terminal.send(.character("u"))
        XCTAssertEqual(terminal.lines[0], "‹ Back (Esc)  eun-ji")
        XCTAssertTrue(terminal.lines.contains(" Repositories — Enter: open  e: events  r: refresh  Esc: back"), terminal.lines.joined(separator: "\n"))
    }

    func testLoginReplacesTheStartScreen() {
        let (terminal, navigation) = start(FakeGitHub(scheduler: nil))
        terminal.send(.character("l"))
        terminal.type("bad token")
        XCTAssertEqual(terminal.lines[8], " A token has at least 8 characters and no spaces.")
        terminal.send(.control("u"))
        terminal.type("fixture-nobody")
        terminal.send(.tab, .enter)
        XCTAssertEqual(terminal.lines[15], "✖ GitHub answered 404: Not Found")
        terminal.send(.backTab, .control("u"))
        terminal.type("fixture-alice")
        terminal.send(.tab, .enter)
        XCTAssertEqual(terminal.lines[0], "Events · alice")
        XCTAssertEqual(navigation.screens.count, 1)
    }

    /// Enter in the token field signs in, as the Sign in button does.
    func testEnterInTheTokenFieldSignsIn() {
        let (terminal, navigation) = start(FakeGitHub(scheduler: nil))
        terminal.send(.character("l"))
        terminal.type("fixture-nobody")
        terminal.send(.enter)
        XCTAssertEqual(terminal.lines[15], "✖ GitHub answered 404: Not Found")
        terminal.send(.control("u"))
        terminal.type("fixture-alice")
        terminal.send(.enter)
        XCTAssertEqual(terminal.lines[0], "Events · alice")
        XCTAssertEqual(navigation.screens.count, 1)
    }
}
