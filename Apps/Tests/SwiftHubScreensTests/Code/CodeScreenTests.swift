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

/// A repository's code as it draws: folders and files, then a file's numbered, coloured lines.
final class CodeScreenTests: SwiftHubScreenTestCase, @unchecked Sendable {
    func testBrowseToAFileAndReadItsColouredLines() {
        MainActor.assumeIsolated {
            let router = SwiftHubRouter(service: FakeGitHub(scheduler: nil))
            let navigation = NavigationController(root: router.startScreen(login: "octocat"))
            let terminal = HeadlessTerminal(width: 72, height: 16, root: navigation)
            navigation.push(router.screen(for: .folder("octocat/swift-rx", path: "")))
            terminal.refresh()
            XCTAssertEqual(
                Array(terminal.lines[2...7]),
                [" › Sources/", "   folder", "   Tests/", "   folder", "   .swift-format", "   302 B"])
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  Code · octocat/swift-rx")
            terminal.send(.enter)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  Sources · octocat/swift-rx")
            terminal.send(.enter)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  Sources/Rx · octocat/swift-rx")
            terminal.send(.down, .enter)
            XCTAssertEqual(titleBar(terminal), "‹ Back (Esc)  RxError.swift · octocat/swift-rx")
            XCTAssertEqual(
                Array(terminal.lines[2...8]),
                [
                    " 1  /// Why a rx could not run.",
                    " 2  public enum RxError: Error, Equatable, Sendable {",
                    " 3      /// The input held nothing to read; the message says so in the…",
                    " 4      case empty(String)",
                    " 5      /// A field that is not a number, and where it was (0-based).",
                    " 6      case notANumber(field: String, at: Int)",
                    " 7  }",
                ])
            XCTAssertEqual(terminal.lines[14], " Swift · 7 lines · 297 B")
            XCTAssertEqual(terminal.lines[15], " ↑/↓: scroll  r: reload")
            let frame = terminal.application.lastFrame
            XCTAssertEqual(frame[4, 3].style.foreground, .magenta, "public is a keyword")
            XCTAssertEqual(frame[16, 3].style.foreground, .cyan, "RxError is a type")
            XCTAssertTrue(frame[4, 2].style.italic, "a comment is italic")
            XCTAssertTrue(frame[1, 3].style.dim, "line numbers are dim")
        }
    }
}
