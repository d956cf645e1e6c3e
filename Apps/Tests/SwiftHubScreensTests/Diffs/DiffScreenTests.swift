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

/// A commit's changes as they draw: the message, the file's heading, numbered lines in colour.
final class DiffScreenTests: SwiftHubScreenTestCase, @unchecked Sendable {
    func testACommitDrawsItsMessageAndNumberedColouredLines() {
        MainActor.assumeIsolated {
            let router = SwiftHubRouter(service: FakeGitHub(scheduler: nil), now: { FixtureDataBase.now })
            let navigation = NavigationController(root: router.startScreen(login: "octocat"))
            let terminal = HeadlessTerminal(width: 72, height: 20, root: navigation)
            navigation.push(
                router.screen(for: .diff(.commit("alice/swift-mvvm", sha: "6d32b9fefd68b60c98d2ed7f82624ac85079d46d"))))
            terminal.refresh()
            XCTAssertEqual(
                Array(terminal.lines[0...16]),
                [
                    "‹ Back (Esc)  Commit 6d32b9f · alice/swift-mvvm           Not signed in", "",
                    " Add tests for mvvm", " Longer explanation of the change.",
                    " alice committed 3 days ago · 6d32b9fefd68b60c98d2ed7f82624ac85079d46d", "",
                    " M Sources/Mvvm/MvvmOptions.swift  +1 −1",
                    " @@ -14,7 +14,7 @@ extension Observable {",
                    " 14 14      return values.map { $0 * 2 }",
                    " 15 15  }",
                    " 16 16      case empty(String)",
                    " 17    -import Foundation",
                    "    17 +    case empty(String)",
                    " 18 18      throw ParseError.empty(\"한국어 입력\")",
                    " 19 19      XCTAssertEqual(result, [1, 2, 3])",
                    " 20 20          .package(url: \"https://example.com/x.git\", from: \"1.0.…",
                    " No newline at end of file",
                ])
            XCTAssertEqual(terminal.lines[18], " 1 file changed · +1 −1")
            XCTAssertEqual(terminal.lines[19], " ↑/↓: scroll  u: author  r: reload")
            let frame = terminal.application.lastFrame
            XCTAssertEqual(frame[7, 11].style.foreground, .red, "a removed line is red")
            XCTAssertEqual(frame[7, 12].style.foreground, .green, "an added line is green")
            XCTAssertEqual(frame[7, 8].style.foreground, nil, "a line both versions have is plain")
            XCTAssertEqual(frame[1, 7].style.foreground, .cyan, "a hunk header is cyan")
            XCTAssertTrue(frame[1, 11].style.dim, "line numbers are dim")
            // u opens the author.
            terminal.send(.character("u"))
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  User · alice")
        }
    }
}

/// The fixture data's clock, three days on.
private enum FixtureDataBase {
    static let now = Date(timeIntervalSince1970: 1_767_225_600 + 3 * 86_400)
}
