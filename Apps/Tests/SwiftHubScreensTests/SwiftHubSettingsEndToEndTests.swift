import Foundation
import TmuxTesting
import XCTest

/// Runs `swifthub` in tmux with its settings: the language and theme kept between launches,
/// the cache cleared, and what each theme draws on the real terminal.
final class SwiftHubSettingsEndToEndTests: SwiftHubEndToEndTestCase {
    /// Korean from the command line; a theme chosen on the settings tab is kept with the
    /// language shown, and the next launch opens in both; English again from the same tab.
    func testLanguageAndThemeFromTheSettingsTabAreKeptBetweenLaunches() throws {
        let first = try TmuxSession(command: "\(launch()) --lang ko", width: 100, height: 30)
        first.waitFor("이벤트 · octocat")
        first.waitFor("› eun-ji 님이 carol/swift-forms에 별표했습니다")
        first.waitFor(" Enter: 열기  u: 사용자  ←/→: 피드  t: 트렌딩  r: 새로 고침  ?: 키  q: 종료")
        first.send("5")
        first.waitFor("한국어 · Enter: 다음 언어")
        first.waitFor("어두운 테마 · Enter: 다음 테마")
        first.send("Enter")
        first.waitFor("밝은 테마 · Enter: 다음 테마")
        first.send("q")
        XCTAssertEqual(first.exitStatus(), 0)
        let file = configHome.appendingPathComponent("reactivemvvm/swifthub/settings.json").path
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(
            FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) },
            "{\n  \"language\" : \"ko\",\n  \"theme\" : \"light\"\n}\n")

        let second = try TmuxSession(command: launch(), width: 100, height: 30)
        second.waitFor("이벤트 · octocat")
        second.send("5")
        second.waitFor("밝은 테마 · Enter: 다음 테마")
        second.send("Down", "Enter")
        second.waitFor("English · Enter: next language")
        second.waitFor(" 1 Search │ 2 Events │ 3 Notifications │ 4 Profile │ 5 Settings")
        // The events were kept to be asked for again with their tag; Clear cache deletes them.
        let cache = configHome.appendingPathComponent("cache/reactivemvvm/swifthub/offline").path
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".json") }
        XCTAssertFalse(kept.isEmpty)
        second.send("Down", "Down", "Down", "Enter")
        second.waitFor("Deleted \(kept.count) kept answers (")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".json") }, [])
        second.send("q")
        XCTAssertEqual(second.exitStatus(), 0)

        let bad = try TmuxSession(command: "\(launch()) --lang fr")
        bad.waitFor("Error: --lang must be en or ko (got \"fr\").")
        XCTAssertEqual(bad.exitStatus(), 64)
    }

    /// The theme reaches the real terminal: dark dims the key hints, high contrast dims
    /// nothing, light draws the repository's star toggle magenta instead of yellow.
    func testTheThemeChangesWhatTheTerminalShows() throws {
        let dim = "\u{1B}[2m"
        let dark = try TmuxSession(command: "\(launch()) --user carol", width: 100, height: 30)
        dark.waitFor("Enter: open  u: user")
        XCTAssertTrue(dark.styledScreen.contains(dim), "the hints are dimmed")
        dark.send("q")
        XCTAssertEqual(dark.exitStatus(), 0)

        let high = try TmuxSession(command: "\(launch()) --user carol --theme high-contrast", width: 100, height: 30)
        high.waitFor("Enter: open  u: user")
        XCTAssertFalse(high.styledScreen.contains(dim), "nothing is dimmed")
        high.send("q")
        XCTAssertEqual(high.exitStatus(), 0)

        let light = try TmuxSession(command: "\(launch()) --user carol --theme light", width: 100, height: 30)
        light.waitFor("Enter: open  u: user")
        light.send("/")
        light.send("forms")
        light.waitFor("carol/swift-forms")
        light.send("Escape")
        // The results are reloaded when the typed query's search lands; an Enter that arrives
        // while the list reloads selects nothing, and a person presses it again — as this does,
        // at most three times, each given 10 s (real time, on a loaded machine).
        var opened = false
        for _ in 0..<3 where !opened {
            light.send("Enter")
            let deadline = Date().addingTimeInterval(10)
            while !opened && Date() < deadline {
                opened = light.screen.contains("☆ Sign in (l) to star")
                if !opened { usleep(100_000) }
            }
        }
        XCTAssertTrue(opened, "the repository never opened:\n\(light.screen)")
        // tmux writes bold magenta as 1 and 35, in one sequence or two.
        let styled = light.styledScreen
        XCTAssertTrue(styled.contains("35m☆ Sign in (l) to star"), styled)
        XCTAssertFalse(styled.contains("33m☆"), "no yellow on a light background")
        light.send("q")
        XCTAssertEqual(light.exitStatus(), 0)
    }
}
