import Foundation
import OfflineGitHub
import TmuxTesting
import XCTest

/// Runs `swifthub` (with its offline server) in tmux on the events feed: browse events, page
/// down, open a repository, go back, search, quit — reading the screen at each step; an
/// organization's own feed; what is trending.
final class SwiftHubEventsEndToEndTests: SwiftHubEndToEndTestCase {
    func testBrowsePageOpenBackSearchAndQuit() throws {
        let session = try TmuxSession(command: "\(launch())", width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.waitFor("› eun-ji starred carol/swift-forms")
        // Page down: reaching the last loaded row asks for the next page, and a Down pressed
        // at once — while that page loads — moves into it when it arrives.
        session.send("End", "Down")
        session.waitFor("› dave commented on issue #10 at bob/swift-animations-3")
        session.send("Home", "Enter")
        session.waitFor("‹ Back (Esc)  carol/swift-forms")
        session.waitFor("★ 2   Forks 2   Issues 14   Kotlin")
        session.send("Escape")
        session.waitFor("Events · octocat")
        // `/` shows the Search tab; 2 comes back to Events as it was left.
        session.send("/")
        session.waitFor("Type to search")
        session.send("keychain")
        session.waitFor("4 repositories")
        session.waitFor("› alice/swift-keychain")
        // Esc leaves the field, so that 2 switches tabs instead of being typed; q quits.
        session.send("Escape", "2")
        session.waitFor("Events · octocat")
        session.send("q")
        session.assertTerminalRestored(hiding: "Events · octocat")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// An organization opens its own feed: no Received/Performed switch, the org endpoints.
    func testAnOrganizationOpensItsOwnFeed() throws {
        let session = try TmuxSession(command: "\(launch()) --user swift-lang", width: 100, height: 30)
        session.waitFor("Events · swift-lang")
        session.waitFor("Enter: open  u: user  t: trending  r: refresh  ?: keys  q: quit")
        XCTAssertFalse(session.screen.contains("Received | Performed"), session.screen)
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)

        let missing = try TmuxSession(command: "\(launch()) --user no-such-account")
        missing.waitFor("error: there is no GitHub account named no-such-account.")
        XCTAssertEqual(missing.exitStatus(), 1)
    }

    /// t from the events shows what is trending today; →, u and f change the period, the kind
    /// and the language; Enter opens the account.
    func testWhatIsTrending() throws {
        let data = FixtureData.asOfNow()
        let today = data.trendingRepositories(since: .daily, language: nil)[0]
        let developer = data.trendingDevelopers(since: .weekly, language: "swift")[0]
        let session = try TmuxSession(command: launch(), width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.waitFor("t: trending")
        session.send("t")
        session.waitFor("Trending repositories today")
        session.waitFor("› \(today.repository.fullName)")
        session.waitFor("★ \(today.periodStars) today")
        session.send("Right", "u", "f")
        session.waitFor("Trending developers this week in Swift")
        session.waitFor("› \(developer.user.name!) (@\(developer.user.login))")
        session.send("Enter")
        session.waitFor("User · \(developer.user.login)")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }
}
