import GitHubAPI
import GitHubSession
import RxCore
import RxTesting
import SwiftHubScreens
import SwiftHubTestSupport
import SwiftHubViewModels
import TerminalUI
import XCTest

/// The launch screen, headless: it shows at once, keys typed while it waits reach the app once
/// it shows, and a failed launch quits with the reason.
final class LaunchScreenTests: RxTestCase, @unchecked Sendable {
    @MainActor
    private func launch(_ request: LaunchRequest, scheduler: TestScheduler, service: FakeGitHub) -> HeadlessTerminal {
        let viewModel = LaunchViewModel(service: service, request: request, forgetSavedToken: {})
        let screen = LaunchScreen(viewModel: viewModel) { account in
            SwiftHubRouter(service: service).tabs(login: account.login, isOrganization: account.isOrganization)
        }
        return HeadlessTerminal(width: 80, height: 20, root: NavigationController(root: screen))
    }

    func testKeysTypedWhileWaitingReachTheAppOnceItShows() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let service = FakeGitHub(scheduler: scheduler, latency: .seconds(10))
            let terminal = launch(LaunchRequest(user: "alice"), scheduler: scheduler, service: service)
            XCTAssertEqual(terminal.lines[0], "SwiftHub")
            XCTAssertEqual(terminal.lines[2], " ⠋ Opening alice…")
            XCTAssertEqual(terminal.lines[4], " q: quit")
            terminal.send(.character("1"), .character("r"), .character("x"))
            scheduler.advanceTo(20)
            terminal.refresh()
            XCTAssertEqual(terminal.lines[0], " 1 Search │ 2 Events │ 3 Notifications │ 4 Profile │ 5 Settings")
            XCTAssertTrue(terminal.lines[1].hasPrefix("Search"), terminal.lines[1])
            XCTAssertTrue(terminal.text.contains("rx"), "typed ahead into the search field:\n\(terminal.text)")
            XCTAssertNil(terminal.application.quitRequest)
        }
    }

    func testAFailedLaunchQuitsWithTheReason() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let service = FakeGitHub(scheduler: scheduler, latency: .seconds(10))
            let terminal = launch(LaunchRequest(user: "nobody-here"), scheduler: scheduler, service: service)
            scheduler.advanceTo(20)
            terminal.refresh()
            XCTAssertEqual(terminal.application.quitRequest?.status, 1)
            XCTAssertEqual(
                terminal.application.quitRequest?.message, "error: there is no GitHub account named nobody-here.")
        }
    }
}
