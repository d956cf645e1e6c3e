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

/// The base of the SwiftHub screen tests: the app from its start screen, headless, over a fake
/// service. Test entry points stay nonisolated (XCTest on Linux cannot call main-actor test
/// methods) and run their bodies on the main actor, which is the thread XCTest runs them on.
class SwiftHubScreenTestCase: RxTestCase, @unchecked Sendable {
    /// The events screen of octocat in a navigation stack, on a `width`×`height` terminal.
    @MainActor
    func start(
        _ service: FakeGitHub, scheduler: SchedulerType = MainScheduler.instance, width: Int = 80, height: Int = 16
    ) -> (HeadlessTerminal, NavigationController) {
        let router = SwiftHubRouter(service: service, scheduler: scheduler)
        let navigation = NavigationController(root: router.startScreen(login: "octocat"))
        return (HeadlessTerminal(width: width, height: height, root: navigation), navigation)
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
