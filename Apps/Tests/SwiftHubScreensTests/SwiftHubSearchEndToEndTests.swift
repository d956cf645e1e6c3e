import Foundation
import OfflineGitHub
import TmuxTesting
import XCTest

/// Runs `swifthub` in tmux on the search tab: typed emoji and combining marks, paging past
/// the first 30 results, and the other kinds — users, issues and pull requests, code.
final class SwiftHubSearchEndToEndTests: SwiftHubEndToEndTestCase {
    /// Emoji with skin tones, flags, ZWJ families and combining marks typed into search:
    /// drawn whole, edited by grapheme, searched, and the app keeps running.
    func testEmojiAndCombiningMarksInSearch() throws {
        let session = try TmuxSession(command: "\(launch())", width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.send("/")
        session.waitFor("Type to search")
        // tmux 3.3a draws 👍🏽 four cells wide and ❤️ one (most terminals: two each), so only
        // what follows them is compared; it must sit where the app put it, with nothing left over.
        session.send("👍🏽🇰🇷❤️", "e\u{301}", "한국어")
        session.waitFor("한국어”")
        XCTAssertTrue(session.screen.contains("0 repositories"), session.screen)
        session.send("BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        session.waitFor("🇰🇷”")
        session.send("BSpace", "BSpace", "BSpace", "한국어")
        session.waitFor("10 repositories")
        session.waitFor("Search: 한국어\n")
        XCTAssertTrue(session.screen.contains(" › "), "results listed: \(session.screen)")
        session.send("Escape", "q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// Search pages past the first 30 results as the list reaches its end.
    func testSearchPagesPastThirty() throws {
        let session = try TmuxSession(command: "\(launch())", width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.send("/", "swift", "Enter")
        session.waitFor("48 repositories")
        session.send("Down", "End", "Down")
        // Down at the 30th row loads the next page and moves into it: the 31st is selected.
        session.waitFor("› \(searchResult(at: 30))")
        session.send("End")
        session.waitFor("› \(lastSearchResult)")
        session.waitFor("— end of list —")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// The 48th "swift" result by stars, as the offline data ranks them.
    private func searchResult(at index: Int) -> String {
        FixtureData.standard.search("swift", sort: "stars")[index].fullName
    }

    private var lastSearchResult: String {
        FixtureData.standard.search("swift", sort: "stars").last!.fullName
    }

    /// Searching users: u switches the kind from the results, Enter opens the account.
    func testSearchUsers() throws {
        let session = try TmuxSession(command: launch(), width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.send("/", "busan", "Enter")
        session.waitFor("No repositories match “busan”")
        session.send("Down", "u")
        session.waitFor("1 user")
        session.waitFor("› 김은지 (@eun-ji)")
        session.send("Enter")
        session.waitFor("User · eun-ji")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// Issues and pull requests: `u` twice from repositories; Enter opens the pull request.
    func testSearchIssuesAndPullRequests() throws {
        let found = FixtureData.standard.searchIssues("crash repo:octocat/swift-rx")
        let pull = found.firstIndex { $0.pullRequest != nil }!
        let session = try TmuxSession(command: launch(), width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.send("/", "crash repo:octocat/swift-rx", "Enter")
        session.waitFor("No repositories match “crash repo:octocat/swift-rx”")
        session.send("Down", "u", "u")
        session.waitFor("\(found.count) issues")
        session.waitFor("› #\(found[0].number) \(found[0].title)")
        session.send(Array(repeating: "Down", count: pull) + ["Enter"])
        session.waitFor("Pull request #\(found[pull].number) · octocat/swift-rx")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// Code search beside the other kinds: each file with its matching line; Enter reads the file.
    func testSearchCodeAndOpenAFile() throws {
        let session = try TmuxSession(command: launch(), width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.send("/")
        session.send("notANumber repo:octocat/swift-rx")
        session.waitFor("repositories")
        session.send("Escape", "u", "u", "u")
        session.waitFor("2 files")
        session.waitFor("› octocat/swift-rx · Sources/Rx/Rx.swift")
        session.waitFor("  case notANumber(field: String, at: Int)")
        session.send("Down", "Enter")
        session.waitFor("RxError.swift · octocat/swift-rx")
        session.waitFor(" 6      case notANumber(field: String, at: Int)")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }
}
