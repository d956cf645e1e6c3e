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

/// The tabbed application, headless, over a fake service that answers at once: the tab bar,
/// notifications, sign-in and sign-out across tabs, and the repository's sections.
final class SwiftHubTabbedScreenTests: RxTestCase, @unchecked Sendable {
    @MainActor
    private func start(_ service: FakeGitHub, height: Int = 20) -> (HeadlessTerminal, TabBarController) {
        let tabs = SwiftHubRouter(service: service).tabs(login: "octocat")
        return (HeadlessTerminal(width: 80, height: height, root: tabs), tabs)
    }

    /// The title bar under the tab bar, without the account on its right.
    @MainActor
    private func title(_ terminal: HeadlessTerminal) -> String {
        var line = terminal.lines[1]
        for status in ["Not signed in", "Signed in as "] {
            if let range = line.range(of: status) { line = String(line[..<range.lowerBound]) }
        }
        return line.trimmingCharacters(in: .whitespaces)
    }

    func testNotificationsAcrossSignInAndSignOut() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (terminal, tabs) = start(service)
            XCTAssertEqual(terminal.lines[0], " 1 Search │ 2 Events │ 3 Notifications │ 4 Profile │ 5 Settings")
            XCTAssertEqual(title(terminal), "Events · octocat")
            terminal.send(.character("3"))
            XCTAssertEqual(title(terminal), "Notifications")
            XCTAssertEqual(terminal.lines[3], " Sign in to see your notifications — press l")
            // Signed out, the one thing to do here is to sign in; the rest of the keys come back with an account.
            XCTAssertEqual(terminal.lines[19], " l: sign in  ?: keys  q: quit")
            // Signing in from here shows the account's events, and Notifications fill in.
            terminal.send(.character("l"))
            terminal.type("fixture-alice")
            terminal.send(.enter)
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(
                terminal.lines[1], "Events · alice                                               Signed in as alice")
            terminal.send(.character("n"))
            let unread = service.data.notifications(of: "alice").filter(\.unread)
            let first = unread[0]
            // The repository's line heads its threads and is never selected: the first thread is.
            XCTAssertEqual(
                Array(terminal.lines[3...5]),
                [
                    "   \(first.repository.fullName)",
                    "",
                    " › ● \(first.subject.title)",
                ])
            XCTAssertEqual(
                terminal.lines[19], " Enter: open  m: read  M: all read  ←/→: filter  r: refresh  ?: keys  q: quit")
            terminal.send(.up)
            XCTAssertEqual(terminal.lines[5], " › ● \(first.subject.title)", "↑ does not select the header")
            terminal.send(.character("m"))
            XCTAssertEqual(terminal.lines[5], " › ○ \(first.subject.title)")
            XCTAssertEqual(service.readNotifications, [first.id])
            terminal.send(.enter)
            terminal.refresh()
            XCTAssertEqual(
                title(terminal), "‹ Back (Esc)  Issue #\(first.subject.number!) · \(first.repository.fullName)")
            XCTAssertEqual(
                terminal.lines[3],
                " \(service.data.issue(of: first.repository.fullName, number: first.subject.number!)!.title) #\(first.subject.number!)"
            )
            terminal.send(.escape, .character("4"))
            XCTAssertEqual(terminal.lines[3], " Alice (@alice)")
            terminal.send(.character("o"))
            XCTAssertEqual(terminal.lines[3], " Not signed in.")
            XCTAssertEqual(title(terminal), "Profile")
            XCTAssertTrue(terminal.lines[1].hasSuffix("Not signed in"))
            terminal.send(.tab, .backTab, .character("3"))
            XCTAssertEqual(terminal.lines[3], " Sign in to see your notifications — press l")
        }
    }

    func testTheRepositorySectionsOpenTheirLists() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (terminal, _) = start(service, height: 24)
            terminal.send(.enter) // eun-ji starred carol/swift-forms
            XCTAssertEqual(title(terminal), "‹ Back (Esc)  carol/swift-forms")
            @MainActor func open(_ section: RepositorySection) {
                terminal.send(.home)
                terminal.send(
                    contentsOf: Array(repeating: .down, count: RepositorySection.allCases.firstIndex(of: section)!))
                terminal.send(.enter)
            }
            open(.readme)
            XCTAssertEqual(
                Array(terminal.lines[3...5]),
                [" swift-forms", "", " A forms library for reactive apps — fast, tested and Sendable."])
            terminal.send(.escape)
            open(.commits)
            let commit = service.data.commits(of: "carol/swift-forms")![0]
            XCTAssertEqual(title(terminal), "‹ Back (Esc)  Commits · carol/swift-forms")
            XCTAssertEqual(terminal.lines[3], " › \(commit.shortSHA) \(commit.headline)")
            terminal.send(.escape)
            open(.branches)
            XCTAssertTrue(terminal.lines.contains("   main (protected)"), terminal.text)
            terminal.send(.escape)
            open(.contributors)
            XCTAssertEqual(terminal.lines[3], " › carol")
            terminal.send(.enter)
            XCTAssertEqual(title(terminal), "‹ Back (Esc)  User · carol")
            terminal.send(.escape, .escape)
            open(.forks)
            let fork = service.data.forks(of: "carol/swift-forms")![0]
            XCTAssertEqual(terminal.lines[3], " › \(fork.fullName)")
            terminal.send(.enter)
            XCTAssertEqual(title(terminal), "‹ Back (Esc)  \(fork.fullName)")
            terminal.send(.escape, .escape)
            open(.pullRequests)
            let pull = service.data.pullRequests(of: "carol/swift-forms", state: .open)![0]
            XCTAssertEqual(title(terminal), "‹ Back (Esc)  Pull requests · carol/swift-forms")
            XCTAssertEqual(terminal.lines[3], " › #\(pull.number) \(pull.title)")
            terminal.send(.enter)
            terminal.refresh()
            XCTAssertEqual(title(terminal), "‹ Back (Esc)  Pull request #\(pull.number) · carol/swift-forms")
            XCTAssertTrue(
                terminal.lines[4].hasPrefix(
                    " Open · \(pull.user?.login ?? "") wants to merge \(pull.head.ref) into main"),
                terminal.lines[4])
            terminal.send(.escape, .escape)
            open(.events)
            XCTAssertEqual(title(terminal), "‹ Back (Esc)  Events · carol/swift-forms")
        }
    }

    /// Once the search field is left (Esc, or ↓ into the results), the user can get back into
    /// it to type another query: ↑ from the top of the results, or `/` from anywhere.
    func testTheSearchFieldCanBeReachedAgainAfterLeavingIt() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (terminal, tabs) = start(service)
            terminal.send(.character("1"))
            XCTAssertTrue(terminal.lines[1].hasSuffix("Esc: leave field"), terminal.lines[1])
            terminal.type("rx")
            terminal.send(.enter, .down)
            XCTAssertFalse(terminal.lines[1].hasSuffix("Esc: leave field"), "↓ moves to the results")
            terminal.send(.down, .up, .up)
            XCTAssertTrue(
                terminal.lines[1].hasSuffix("Esc: leave field"), "↑ from the first result goes back into the field")
            terminal.type("-x")
            XCTAssertEqual(terminal.lines[2], " Search: rx-x")
            // `/` from another tab: the Search tab, with the cursor in its field.
            terminal.send(.escape, .character("2"), .character("/"))
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertTrue(terminal.lines[1].hasSuffix("Esc: leave field"), terminal.lines[1])
            terminal.send(.backspace, .backspace)
            XCTAssertEqual(terminal.lines[2], " Search: rx")
        }
    }
}

@MainActor
extension HeadlessTerminal {
    /// Sends keys built in code.
    func send(contentsOf keys: [Key]) {
        for key in keys { send(key) }
    }
}
