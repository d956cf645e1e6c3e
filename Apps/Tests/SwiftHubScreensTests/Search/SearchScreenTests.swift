import GitHubAPI
import GitHubSession
import OfflineGitHub
import RxCore
import RxTesting
import RxUI
import SwiftHubScreens
import SwiftHubTestSupport
import SwiftHubViewModels
import TerminalUI
import XCTest

/// The search screen: typing, Esc and Enter, and what the field takes.
final class SearchScreenTests: SwiftHubScreenTestCase, @unchecked Sendable {
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
                    "  Repositories | Users | Issues | Code  · Best match | Stars | Forks | Updated",
                    " 4 repositories  · Any language (f)",
                    " › alice/swift-keychain",
                ])
            XCTAssertEqual(
                terminal.lines[15], " Enter: search  ↓: results  ←/→: sort  f: language  u: kind")
            terminal.send(.down, .enter)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  alice/swift-keychain")
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
            XCTAssertEqual(service.requests.last, "GET /search/issues?q=keychain&sort=updated")
            let issues = FixtureData.standard.searchIssues("keychain")
            XCTAssertEqual(terminal.lines[3], " \(issues.count) issues")
            XCTAssertEqual(terminal.lines[4], " › #\(issues[0].number) \(issues[0].title)")
            terminal.send(.character("u"))
            XCTAssertEqual(service.requests.last, "GET /search/code?q=keychain")
            let files = FixtureData.standard.searchCode("keychain")
            XCTAssertEqual(terminal.lines[3], " \(files.count) files")
            XCTAssertEqual(terminal.lines[4], " › \(files[0].repository.fullName) · \(files[0].path)")
            terminal.send(.character("u"))
            XCTAssertEqual(terminal.lines[3], " 4 repositories  · Any language (f)")
            terminal.send(.escape)
            XCTAssertEqual(navigation.screens.count, 1)
        }
    }

    /// Enter on the empty results while the search is on its way (Enter in the field, then Esc)
    /// is kept, and opens the first result when it arrives; it was lost before. When nothing
    /// matches, nothing opens.
    func testEnterAfterEscWhileTheSearchIsOnItsWayOpensTheFirstResult() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
            let service = FakeGitHub(scheduler: scheduler, latency: .seconds(1))
            let (terminal, navigation) = start(service, scheduler: scheduler)
            terminal.send(.character("/"))
            terminal.type("keychain")
            terminal.send(.enter, .escape, .enter)
            XCTAssertEqual(terminal.lines[4], " Searching…")
            XCTAssertEqual(navigation.screens.count, 2)
            scheduler.advanceTo(150)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  alice/swift-keychain")
            XCTAssertEqual(
                service.requests.suffix(2),
                ["GET /search/repositories?q=keychain", "GET /repos/alice/swift-keychain"])

        }
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
            let service = FakeGitHub(scheduler: scheduler, latency: .seconds(1))
            let (terminal, navigation) = start(service, scheduler: scheduler)
            terminal.send(.character("/"))
            terminal.type("zzzz")
            terminal.send(.enter, .escape, .enter)
            scheduler.advanceTo(400)
            XCTAssertEqual(navigation.screens.count, 2)
            XCTAssertEqual(service.requests.last, "GET /search/repositories?q=zzzz")
            XCTAssertEqual(terminal.lines[4], " No repositories match “zzzz”")
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
}
