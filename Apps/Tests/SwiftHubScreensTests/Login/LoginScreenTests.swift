import GitHubAPI
import GitHubSession
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubScreens
import SwiftHubTestSupport
import SwiftHubViewModels
import TerminalUI
import XCTest

/// The sign-in screen says which tokens the server accepts when the app knows it (offline:
/// fixture-LOGIN), and nothing when it does not.
final class LoginScreenTests: RxTestCase, @unchecked Sendable {
    func testTheOfflineTokenHintIsShownWhenGiven() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let router = SwiftHubRouter(service: service)
            router.signInTokenHint = "Offline, the bundled server accepts fixture-LOGIN, such as fixture-octocat."
            let terminal = HeadlessTerminal(
                width: 90, height: 16, root: NavigationController(root: router.loginScreen()))
            XCTAssertEqual(terminal.lines[2], " Sign in with a GitHub personal access token.")
            XCTAssertEqual(
                terminal.lines[4], " Offline, the bundled server accepts fixture-LOGIN, such as fixture-octocat.")
            let plain = HeadlessTerminal(
                width: 90, height: 16, root: NavigationController(root: SwiftHubRouter(service: service).loginScreen()))
            XCTAssertFalse(plain.text.contains("fixture-LOGIN"), plain.text)
        }
    }
}
