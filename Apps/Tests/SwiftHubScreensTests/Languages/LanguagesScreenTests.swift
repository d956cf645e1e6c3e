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

/// The languages screen as it draws: the summary, the bar in colours, a line per language.
final class LanguagesScreenTests: SwiftHubScreenTestCase, @unchecked Sendable {
    func testTheBarAndTheLinesDraw() {
        MainActor.assumeIsolated {
            let router = SwiftHubRouter(service: FakeGitHub(scheduler: nil))
            let navigation = NavigationController(root: router.startScreen(login: "octocat"))
            let terminal = HeadlessTerminal(width: 60, height: 12, root: navigation)
            navigation.push(router.screen(for: .languages("dave/swift-json")))
            terminal.refresh()
            XCTAssertEqual(
                Array(terminal.lines[0...7]),
                [
                    "‹ Back (Esc)  Languages · dave/swift-json     Not signed in", "",
                    " 3 languages · 51.0 KB of code", " " + String(repeating: "█", count: 46), "",
                    " ■ Rust    86.0 %  43.9 KB", " ■ C       12.2 %  6.2 KB", " ■ Shell    1.8 %  924 B",
                ])
            XCTAssertEqual(terminal.lines[11], " ↑/↓: scroll  r: reload")
            // 86.0 %, 12.2 % and 1.8 % of 46 cells, by largest remainder: 39, 6 and 1.
            let bar = (1...46).map { terminal.application.lastFrame[$0, 3].style.foreground }
            XCTAssertEqual(bar, Array(repeating: .blue, count: 39) + Array(repeating: .yellow, count: 6) + [.magenta])
            XCTAssertEqual(
                terminal.application.lastFrame[1, 6].style.foreground, .yellow, "C's square takes C's colour")
        }
    }

    func testTheLinesOfCodeFollowTheBytes() {
        MainActor.assumeIsolated {
            let router = SwiftHubRouter(service: FakeGitHub(scheduler: nil))
            let navigation = NavigationController(root: router.startScreen(login: "octocat"))
            let terminal = HeadlessTerminal(width: 60, height: 16, root: navigation)
            navigation.push(router.screen(for: .languages("carol/swift-forms")))
            terminal.refresh()
            XCTAssertEqual(
                Array(terminal.lines[7...11]),
                [
                    "", " Lines of code", " Kotlin    4 files · 56 code · 4 comments · 0 blank",
                    " Markdown  1 file · 14 code · 0 comments · 8 blank",
                    " JSON      1 file · 9 code · 0 comments · 0 blank",
                ])
        }
    }
}
