import Foundation
import GitHubSession
import RxCore
import RxTesting
import SwiftHubScreens
import SwiftHubTestSupport
import SwiftHubViewModels
import TerminalUI
import XCTest

/// The settings tab, headless: a theme or language chosen there rebuilds every tab in it, is
/// saved, and reaches TerminalUI's widgets too.
final class SettingsScreenTests: RxTestCase, @unchecked Sendable {
    override func tearDown() {
        MainActor.assumeIsolated { SwiftHubRouter(service: FakeGitHub(scheduler: nil)).use(AppSettings()) }
        super.tearDown()
    }

    func testChoosingAThemeAndALanguageRebuildsEveryTabInThem() {
        MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let router = SwiftHubRouter(service: service)
            let store = InMemorySettingsStore()
            router.settingsStore = store
            router.use(AppSettings())
            let terminal = HeadlessTerminal(width: 80, height: 14, root: router.tabs(login: "octocat"))
            terminal.send(.character("5"))
            XCTAssertEqual(
                Array(terminal.lines.prefix(12)),
                [
                    " 1 Search │ 2 Events │ 3 Notifications │ 4 Profile │ 5 Settings",
                    "Settings                                                          Not signed in",
                    "",
                    " › Theme",
                    "   Dark · Enter: next theme",
                    "   Language",
                    "   English · Enter: next language",
                    "   Not signed in",
                    "   Press l to sign in",
                    "   About SwiftHub",
                    "   Version \(AboutDocument.version) and the licences of its dependencies",
                    "",
                ])
            XCTAssertEqual(terminal.lines[13], " Enter: change  ?: keys  q: quit")
            XCTAssertEqual(terminal.application.lastFrame[1, 4].style, TextStyle(dim: true), "dark: details dimmed")
            // Dark → light: saved, and the rebuilt tabs stay on Settings.
            terminal.send(.enter)
            XCTAssertEqual(store.load(), AppSettings(theme: .light))
            XCTAssertEqual(terminal.lines[4], "   Light · Enter: next theme")
            XCTAssertEqual(Theme.current.name, .light)
            // Light → high contrast: nothing dimmed, the selection underlined as well.
            terminal.send(.enter)
            XCTAssertEqual(terminal.lines[4], "   High contrast · Enter: next theme")
            let frame = terminal.application.lastFrame
            XCTAssertEqual(frame[1, 4].style, .plain, "high contrast dims nothing")
            XCTAssertEqual(frame[1, 0].style, .plain, "nor the tab bar")
            XCTAssertEqual(frame[3, 3].style, TextStyle(bold: true, underline: true, inverse: true))
            // English → 한국어: every tab, the title bar and the widgets' own words.
            terminal.send(.down, .enter)
            XCTAssertEqual(store.load(), AppSettings(theme: .highContrast, language: .korean))
            XCTAssertEqual(terminal.lines[0], " 1 검색 │ 2 이벤트 │ 3 알림 │ 4 프로필 │ 5 설정")
            XCTAssertEqual(terminal.lines[5], "   언어")
            XCTAssertEqual(terminal.lines[6], "   한국어 · Enter: 다음 언어")
            XCTAssertEqual(terminal.lines[13], " Enter: 변경  ?: 키  q: 종료")
            // About opens in Korean, with a Korean back button.
            terminal.send(.down, .down, .down, .enter)
            XCTAssertTrue(terminal.lines[1].hasPrefix("‹ 뒤로 (Esc)  SwiftHub 정보"), terminal.lines[1])
            XCTAssertEqual(terminal.lines[3], " SwiftHub \(AboutDocument.version)")
        }
    }

    /// A comment being written on the Events tab survives a theme change: that tab keeps its
    /// whole stack, where it used to be rebuilt and the text lost without a question (issue 54,
    /// item 7). The other tabs are rebuilt in the new theme.
    func testASettingsChangeKeepsATabWithUnsentText() throws {
        try MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let router = SwiftHubRouter(service: service)
            router.settingsStore = InMemorySettingsStore()
            router.use(AppSettings())
            let terminal = HeadlessTerminal(width: 80, height: 16, root: router.tabs(login: "octocat"))
            let events = try XCTUnwrap(router.tabBar).tabs[SwiftHubRouter.Tab.events.rawValue].navigation
            events.push(router.screen(for: .issue("octocat/swift-rx", number: 4, .issue)))
            terminal.send(.character("c"))
            terminal.type("a draft not yet sent")
            terminal.send(.escape, .character("5"), .enter)
            XCTAssertEqual(Theme.current.name, .light)
            XCTAssertEqual(terminal.lines[4], "   Light · Enter: next theme")
            terminal.send(.character("2"))
            XCTAssertTrue(terminal.text.contains("a draft not yet sent"), terminal.text)
            XCTAssertEqual(
                try XCTUnwrap(router.tabBar).tabs[SwiftHubRouter.Tab.events.rawValue].navigation.screens.count, 3)
            // Without text, the tab is rebuilt as before: its stack starts again.
            terminal.send(.character("5"), .enter)
            XCTAssertEqual(
                try XCTUnwrap(router.tabBar).tabs[SwiftHubRouter.Tab.search.rawValue].navigation.screens.count, 1)
        }
    }

    /// A sign-in as another account puts the new feed over a stack holding a comment being
    /// written, rather than replacing the stack: Esc goes back to the comment (issue 54, item 7).
    func testASignInKeepsACommentBeingWrittenUnderTheNewFeed() throws {
        try MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let router = SwiftHubRouter(service: service)
            router.use(AppSettings())
            let terminal = HeadlessTerminal(width: 80, height: 16, root: router.tabs(login: "octocat"))
            let events = try XCTUnwrap(router.tabBar).tabs[SwiftHubRouter.Tab.events.rawValue].navigation
            events.push(router.screen(for: .issue("octocat/swift-rx", number: 4, .issue)))
            terminal.send(.character("c"))
            terminal.type("a draft not yet sent")
            terminal.send(.escape, .character("5"), .character("l"))
            terminal.type("fixture-alice")
            terminal.send(.enter)
            XCTAssertTrue(terminal.lines[1].hasPrefix("‹ Back (Esc)  Events · alice"), terminal.text)
            XCTAssertEqual(events.screens.count, 4, "the feed over the events, the issue and the comment")
            terminal.send(.escape)
            XCTAssertTrue(terminal.text.contains("a draft not yet sent"), terminal.text)
        }
    }

    /// Settings that cannot be saved say so on the settings screen that is shown after the
    /// change — the one built again in the new theme — rather than on the one it replaced
    /// (issue 54, item 8).
    func testSettingsThatCannotBeSavedSaySoOnTheRebuiltScreen() {
        final class RefusingStore: SettingsStore, @unchecked Sendable {
            func load() -> AppSettings? { nil }
            func save(_ settings: AppSettings) throws {
                throw FileSettingsStore.Failure.cannotWrite(
                    path: "/home/u/.config/reactivemvvm/swifthub/settings.json", errno: EACCES)
            }
        }
        MainActor.assumeIsolated {
            let router = SwiftHubRouter(service: FakeGitHub(scheduler: nil))
            router.settingsStore = RefusingStore()
            router.use(AppSettings())
            let terminal = HeadlessTerminal(width: 120, height: 16, root: router.tabs(login: "octocat"))
            terminal.send(.character("5"), .enter)
            XCTAssertEqual(Theme.current.name, .light, "it applies all the same")
            XCTAssertEqual(
                Array(terminal.lines.suffix(2)),
                [
                    "✖ The settings apply until you quit but could not be saved: cannot write",
                    "/home/u/.config/reactivemvvm/swifthub/settings.json: Permission denied",
                ],
                terminal.text)
        }
    }

    /// Screens name styles by role (`Theme.current.added`); only `Theme.swift` says which colour.
    func testNoScreenWritesAColour() throws {
        let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/SwiftHubScreens")
        let files = FileManager.default.enumerator(atPath: screens.path)?.compactMap { $0 as? String } ?? []
        XCTAssertGreaterThan(files.count, 20)
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") && file != "Shared/Theme.swift" {
            let text = try String(contentsOf: screens.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("TextStyle(") || line.contains("foreground:") || line.contains("TerminalColor") {
                offenders.append("\(file):\(number + 1)")
            }
        }
        XCTAssertEqual(offenders, [])
    }
}
