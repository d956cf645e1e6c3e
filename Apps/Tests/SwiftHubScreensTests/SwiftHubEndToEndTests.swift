import Foundation
import OfflineGitHub
import SwiftHubViewModels
import TmuxTesting
import XCTest

/// Runs `swifthub` (with its offline server) in tmux: browse events, page down, open a
/// repository, go back, search, quit — reading the screen at each step.
final class SwiftHubEndToEndTests: XCTestCase {
    /// Each test keeps its saved token in a folder of its own, never in the user's ~/.config.
    private var configHome: URL!

    override func setUpWithError() throws {
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swifthub-config-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: configHome)
    }

    /// The command that starts swifthub with this test's config folder; fails the test when
    /// swifthub was not built.
    private func launch() throws -> String {
        guard let app = TmuxSession.executable(named: "swifthub") else {
            XCTFail("swifthub was not built")
            throw XCTSkip("no executable")
        }
        return swiftHubCommand(app, home: configHome)
    }

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

    /// A wrong token typed into the login screen shows GitHub's answer and the app goes on.
    func testAFailedSignInShowsTheErrorAndTheAppLivesOn() throws {
        let session = try TmuxSession(command: "\(launch())", width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.send("l")
        session.waitFor("Sign in with a GitHub personal access token.")
        session.waitFor("Offline, the bundled server accepts fixture-LOGIN, such as fixture-octocat.")
        session.send("abcdefgh", "Enter")
        session.waitFor("✖ GitHub answered 401: Bad credentials")
        // Enter while a sign-in runs is ignored, so each attempt is awaited before the next.
        session.send("C-u", "fixture-alice", "Enter")
        session.waitFor("Events · alice")
        session.waitFor("Signed in as alice")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

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

    /// The offline server, run on its own, receives the bad requests that used to kill it
    /// while the app talks to it; the app keeps working.
    func testTheAppKeepsWorkingWhileTheServerGetsBadRequests() throws {
        guard let serverBinary = TmuxSession.executable(named: "github-fixture-server") else {
            return XCTFail("github-fixture-server was not built")
        }
        let port = LoopbackSocket.freePort()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: serverBinary)
        server.arguments = ["--port", "\(port)"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        let session = try TmuxSession(
            command: "sleep 1; \(launch()) --api http://127.0.0.1:\(port) --user octocat", width: 100, height: 30)
        session.waitFor("Events · octocat")
        for target in [
            "/users/octocat/received_events?page=9223372036854775807", "/users/octocat/repos?page=1e17&per_page=100",
            "users/octocat/repos", "/search/repositories?q=swift&page=9223372036854775807",
        ] {
            let status = LoopbackSocket.get(target, port: port).status
            XCTAssertTrue([400, 422].contains(status), "\(target): \(status)")
        }
        session.send("r")
        session.waitFor("› eun-ji starred carol/swift-forms")
        session.send("/", "keychain")
        session.waitFor("4 repositories")
        session.send("Escape", "q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// Signed in, `s` stars a repository at once (the count too) and again unstars it; `?`
    /// shows the screen's keys.
    func testStarAndUnstarARepository() throws {
        let session = try TmuxSession(command: "\(launch()) --token fixture-alice", width: 100, height: 30)
        session.waitFor("Events · alice")
        // The fourth and last of the "forms" results.
        let last = FixtureData.standard.search("forms", sort: nil).last!.fullName
        session.send("/", "forms", "Enter")
        session.waitFor("   \(last)\n")
        session.send("Down", "End", "Enter")
        session.waitFor("‹ Back (Esc)  \(last)")
        session.waitFor("☆ Not starred (s: star)")
        session.waitFor("   Forks ")
        let before = session.screen.components(separatedBy: "\n").first { $0.hasPrefix(" ★ ") } ?? ""
        let count = Int(before.dropFirst(3).prefix { $0.isNumber }) ?? -1
        session.send("s")
        session.waitFor("★ Starred (s: unstar)")
        session.waitFor(" ★ \(count + 1)   Forks")
        // A reload and, before its answers arrive, an unstar: the unstar wins.
        session.send("r", "s")
        session.waitFor("☆ Not starred (s: star)")
        session.waitFor(" ★ \(count)   Forks")
        session.send("?")
        session.waitFor("Here: Enter: open section o: owner s: star w: watch k: fork r: reload")
        session.send("Enter", "q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// A sign-in is kept for the next launch in a file only the user can read, and the profile
    /// screen's sign-out forgets it.
    func testTheTokenIsKeptBetweenLaunchesUntilSignOut() throws {
        let first = try TmuxSession(command: launch(), width: 100, height: 30)
        first.waitFor("Not signed in")
        first.send("l")
        first.waitFor("Sign in with a GitHub personal access token.")
        first.send("fixture-carol", "Enter")
        first.waitFor("Signed in as carol")
        first.send("q")
        XCTAssertEqual(first.exitStatus(), 0)
        let file = configHome.appendingPathComponent("reactivemvvm/swifthub/offline.token").path
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(
            FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }, "fixture-carol\n")

        let second = try TmuxSession(command: launch(), width: 100, height: 30)
        second.waitFor("Events · carol")
        second.waitFor("Signed in as carol")
        XCTAssertFalse(second.screen.contains("fixture-carol"), "the token is never shown")
        second.send("p")
        second.waitFor("Carol (@carol)")
        second.send("o")
        second.waitFor("Not signed in.")
        second.waitFor("Press l to sign in with a personal access token.")
        second.send("q")
        XCTAssertEqual(second.exitStatus(), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file))

        let third = try TmuxSession(command: launch(), width: 100, height: 30)
        third.waitFor("Events · octocat")
        third.waitFor("Not signed in")
        third.send("q")
        XCTAssertEqual(third.exitStatus(), 0)
    }

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

    /// Ctrl-B on the sign-in screen: a username and a password (the offline GitHub takes
    /// fixture-LOGIN as LOGIN's password); a wrong one says so, the right one signs in and is
    /// kept for the next launch like a token.
    func testSignInWithAUsernameAndPassword() throws {
        let first = try TmuxSession(command: launch(), width: 100, height: 30)
        first.waitFor("Not signed in")
        first.send("l")
        first.waitFor("Ctrl-B: username & password")
        first.send("C-b")
        first.waitFor("Sign in with a username and a password, where the server accepts them.")
        first.send("alice", "Down", "hunter2", "Enter")
        first.waitFor("GitHub answered 401: Bad credentials")
        XCTAssertTrue(first.screen.contains("Password: •••••••"), first.screen)
        first.send("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        first.send("fixture-alice", "Enter")
        first.waitFor("Events · alice")
        first.waitFor("Signed in as alice")
        first.send("q")
        XCTAssertEqual(first.exitStatus(), 0)
        let file = configHome.appendingPathComponent("reactivemvvm/swifthub/offline.token").path
        XCTAssertEqual(
            FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) },
            "Basic YWxpY2U6Zml4dHVyZS1hbGljZQ==\n")

        let second = try TmuxSession(command: launch(), width: 100, height: 30)
        second.waitFor("Events · alice")
        second.waitFor("Signed in as alice")
        second.send("q")
        XCTAssertEqual(second.exitStatus(), 0)
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

    func testBadCommandLineArgumentsAreExplained() throws {
        let session = try TmuxSession(command: "\(launch()) --api not-a-url")
        session.waitFor("Error: --api must be an http(s) URL")
        XCTAssertEqual(session.exitStatus(), 64)
    }

    /// Offline, `--token fixture-LOGIN` opens LOGIN's events; a refused token says why and
    /// exits 1, without the usage text (it is not a usage mistake).
    func testATokenAtStartSignsInOrSaysWhyNot() throws {
        let signedIn = try TmuxSession(command: "\(launch()) --token fixture-alice", width: 100, height: 30)
        signedIn.waitFor("Events · alice")
        signedIn.send("q")
        XCTAssertEqual(signedIn.exitStatus(), 0)

        let refused = try TmuxSession(command: "\(launch()) --token fixture-nobody")
        refused.waitFor("error: could not sign in with --token: GitHub answered 401: Bad credentials")
        XCTAssertEqual(refused.exitStatus(), 1)
        XCTAssertFalse(refused.screen.contains("USAGE"), refused.screen)
    }

    /// F follows at once with the count and the server keeps it; signed out, it asks to sign in.
    func testFollowAndUnfollowAUser() throws {
        let session = try TmuxSession(command: "\(launch()) --token fixture-alice", width: 100, height: 30)
        session.waitFor("Events · alice")
        session.waitFor("› octocat pushed")
        session.send("u")
        session.waitFor("User · octocat")
        session.waitFor("Seoul · 3 followers · 3 following")
        session.waitFor("✓ Following (F: unfollow)")
        session.waitFor("e: events  f: followers  g: following  s: starred  o: orgs  F: follow")
        session.send("F")
        session.waitFor("＋ Not following (F: follow)")
        session.waitFor("Seoul · 2 followers · 3 following")
        // Back on the events first: the user screen about to open again reads exactly as the
        // one just left, so waiting for its text alone could match the old screen.
        session.send("Escape")
        session.waitFor("Events · alice")
        session.send("u")
        session.waitFor("User · octocat")
        session.waitFor("＋ Not following (F: follow)")
        session.waitFor("Seoul · 2 followers · 3 following")
        // `f` is enabled once the account is known: the hint line lists it.
        session.waitFor("e: events  f: followers")
        session.send("f")
        session.waitFor("Followers of octocat")
        session.waitFor("— end of list —")
        XCTAssertFalse(session.screen.contains("Alice (@alice)"), session.screen)
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// A new issue (title, ↓, a multi-line body in Hangul and emoji, Ctrl-S) opens as written;
    /// a comment on it (c, Ctrl-S) shows under it; the list shows it with its comment.
    func testOpenAnIssueAndCommentOnIt() throws {
        let session = try TmuxSession(command: "\(launch()) --token fixture-alice", width: 100, height: 30)
        session.waitFor("Events · alice")
        session.send("/")
        session.send("carol/swift-forms")
        // carol/swift-forms-3 matches too, and has more stars.
        session.waitFor("2 repositories")
        session.send("Escape", "Down", "Enter")
        session.waitFor("‹ Back (Esc)  carol/swift-forms ")
        session.waitFor("› README")
        session.send("Down", "Enter")
        session.waitFor("Issues · carol/swift-forms")
        session.waitFor("c: new issue")
        session.send("c")
        session.waitFor("New issue · carol/swift-forms")
        session.waitFor("An issue needs a title")
        session.send("C-s")
        session.waitFor("✖ An issue needs a title")
        session.send("Crash on 한글 👩‍💻")
        session.waitFor("Ctrl-S opens the issue")
        session.send("Down", "Steps:", "Enter", "1. type é")
        session.send("C-s")
        session.waitFor("Issue #24 · carol/swift-forms")
        session.waitFor(" Crash on 한글 👩‍💻 #24")
        session.waitFor(" 1. type é")
        session.send("c")
        session.waitFor("Comment on #24 · carol/swift-forms")
        session.send("Same here 🐧", "C-s")
        session.waitFor("Issue #24 · carol/swift-forms")
        session.waitFor(" alice commented just now")
        session.waitFor(" Same here 🐧")
        session.send("Escape")
        session.waitFor("Issues · carol/swift-forms")
        session.send("r")
        session.waitFor("› #24 Crash on 한글 👩‍💻")
        session.waitFor("opened just now by alice · 1 comment")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// k forks the repository into the signed-in account and opens the fork; on one's own it says why not.
    func testForkARepository() throws {
        let session = try TmuxSession(command: "\(launch()) --token fixture-alice", width: 100, height: 30)
        session.waitFor("Events · alice")
        let first = FixtureData.standard.search("swift-rx", sort: nil)[0]
        session.send("/")
        session.send("swift-rx")
        session.waitFor("› \(first.fullName)")
        session.send("Escape", "Enter")
        session.waitFor("k: fork")
        session.send("k")
        session.waitFor("‹ Back (Esc)  alice/\(first.name) ")
        session.waitFor("Owner alice")
        session.send("k")
        session.waitFor("✖ alice/\(first.name) is yours: GitHub forks others' repositories")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
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

    /// Ctrl-D on the sign-in screen: a device code to enter, a wait, then the approved account's events.
    func testSignInWithADeviceCode() throws {
        let session = try TmuxSession(command: "\(launch()) --approve-device-codes-after 1", width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.send("l")
        session.waitFor("Ctrl-D: device code")
        session.send("C-d")
        session.waitFor("Sign in with GitHub's device flow.")
        session.waitFor("/login/device and enter this code:")
        session.waitFor("Waiting for you to approve the code…")
        session.waitFor("Signed in as octocat")
        session.waitFor("Events · octocat")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// From an event's actor to their followers, and on to one of them.
    func testFollowAUsersFollowers() throws {
        let session = try TmuxSession(command: launch(), width: 100, height: 30)
        session.waitFor("› eun-ji starred carol/swift-forms")
        session.send("u")
        session.waitFor("User · eun-ji")
        session.waitFor("Busan · 3 followers · 3 following")
        session.send("f")
        session.waitFor("Followers of eun-ji")
        session.waitFor("› Octocat (@octocat)")
        session.send("Down", "Down", "Enter")
        session.waitFor("User · dave")
        session.send("g")
        session.waitFor("dave follows")
        session.waitFor("— end of list —")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
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

    /// A repository's README, its issues, one issue's comments, the closed ones, its languages, and back.
    func testOpenARepositoryItsIssuesAnIssuesCommentsAndItsLanguages() throws {
        let session = try TmuxSession(command: launch(), width: 100, height: 30)
        session.waitFor("› eun-ji starred carol/swift-forms")
        session.send("Enter")
        session.waitFor("› README")
        session.send("Enter")
        session.waitFor("README · carol/swift-forms")
        session.waitFor("│ .package(url: \"https://github.com/carol/swift-forms.git\", from: \"1.3.0\")")
        session.waitFor("• Documentation (https://carol.example/docs) and examples")
        session.send("Escape", "Down", "Enter")
        session.waitFor("Issues · carol/swift-forms")
        session.waitFor("  Open | Closed")
        let issue = FixtureData.standard.issues(of: "carol/swift-forms", state: .open)!.first { $0.comments >= 2 }!
        let comments = FixtureData.standard.comments(of: "carol/swift-forms", number: issue.number)!
        let row = FixtureData.standard.issues(of: "carol/swift-forms", state: .open)!.firstIndex(of: issue)!
        session.waitFor("#\(issue.number) \(issue.title)")
        session.send(Array(repeating: "Down", count: row) + ["Enter"])
        session.waitFor("Issue #\(issue.number) · carol/swift-forms")
        session.waitFor(" \(issue.title) #\(issue.number)")
        session.waitFor(" \(comments[0].user.login) commented")
        session.waitFor(" \(comments.count) comments")
        session.send("Escape", "Right")
        let closed = FixtureData.standard.issues(of: "carol/swift-forms", state: .closed)!
        session.waitFor("› #\(closed[0].number) \(closed[0].title)")
        session.send("Escape")
        session.waitFor("Enter: open section  o: owner  s: star  w: watch  k: fork  r: reload")
        // The last section: the languages, a bar and a line each, most code first.
        let languages = FixtureData.standard.languages(of: "carol/swift-forms")!.sorted { $0.value > $1.value }
        session.send("End", "Enter")
        session.waitFor("Languages · carol/swift-forms")
        session.waitFor("\(languages.count) languages · ")
        session.waitFor("■ \(languages[0].key)")
        session.waitFor(" Lines of code")
        session.waitFor(" Kotlin    4 files · 56 code · 4 comments · 0 blank")
        session.send("Escape")
        session.waitFor("Enter: open section  o: owner  s: star  w: watch  k: fork  r: reload")
        session.send("Escape")
        session.waitFor("Events · octocat")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// A repository's newest commit with its changed files in colour, then a pull request's files.
    func testReadACommitsChangesAndAPullRequestsFiles() throws {
        let data = FixtureData.standard
        let name = "carol/swift-forms"
        let session = try TmuxSession(command: launch(), width: 100, height: 30)
        session.waitFor("› eun-ji starred \(name)")
        session.send("Enter")
        session.waitFor("› README")
        // README, Issues, Pull requests, Commits: the fourth section.
        session.send("Down", "Down", "Down", "Enter")
        session.waitFor("Commits · \(name)")
        let newest = data.commits(of: name)![0]
        let commit = data.commit(of: name, sha: newest.sha)!
        let file = commit.files![0]
        session.waitFor("› \(newest.shortSHA) \(newest.headline)")
        session.send("Enter")
        session.waitFor("Commit \(newest.shortSHA) · \(name)")
        session.waitFor(" \(newest.headline)")
        session.waitFor(" M \(file.filename)  +\(file.additions) −\(file.deletions)")
        session.waitFor(file.patch!.split(separator: "\n")[0].description)
        let files = commit.files!.count
        session.waitFor(
            " \(files == 1 ? "1 file" : "\(files) files") changed · +\(commit.stats!.additions) −\(commit.stats!.deletions)"
        )
        session.send("Escape", "Escape", "Up", "Enter")
        session.waitFor("Pull requests · \(name)")
        let pull = data.pullRequests(of: name, state: .open)![0]
        session.waitFor("› #\(pull.number) \(pull.title)")
        session.send("Enter")
        session.waitFor("Pull request #\(pull.number) · \(name)")
        session.waitFor("f: files")
        session.send("f")
        session.waitFor("Files of #\(pull.number) · \(name)")
        let changed = data.pullRequestFiles(of: name, number: pull.number)!
        session.waitFor("\(ChangedFileHeading(changed[0]).letter) \(ChangedFileHeading(changed[0]).path)")
        session.waitFor(" \(changed.count == 1 ? "1 file" : "\(changed.count) files") changed")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// A repository's code: the root folder, a source file numbered and coloured, the README rendered.
    func testBrowseARepositorysCodeAndReadAFile() throws {
        let session = try TmuxSession(command: launch(), width: 100, height: 30)
        session.waitFor("› eun-ji starred carol/swift-forms")
        session.send("Enter")
        session.waitFor("› README")
        // Code is the one before the last, Languages.
        session.send("End", "Up", "Enter")
        session.waitFor("Code · carol/swift-forms")
        session.waitFor("› src/")
        session.waitFor("  config.json")
        session.send("Enter")
        session.waitFor("src · carol/swift-forms")
        session.waitFor("› forms.kt")
        session.send("Enter")
        session.waitFor("forms.kt · carol/swift-forms")
        session.waitFor(" 1  // The forms library: forms.kt.")
        session.waitFor("Kotlin · ")
        session.send("Escape", "Escape")
        session.waitFor("› src/")
        session.send("End", "Up", "Enter")
        session.waitFor("README.md · carol/swift-forms")
        session.waitFor("│ .package(url: \"https://github.com/carol/swift-forms.git\", from: \"1.3.0\")")
        session.waitFor("Markdown · ")
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

    /// Tabs: 3 shows notifications (signed in: grouped, m marks one read, All shows read
    /// ones too, M marks all read), 4 the profile, whose sign-out leaves Notifications asking
    /// to sign in.
    func testNotificationsMarkReadAndSignOut() throws {
        let session = try TmuxSession(command: "\(launch()) --token fixture-alice", width: 100, height: 30)
        session.waitFor("Events · alice")
        session.waitFor(" 1 Search │ 2 Events │ 3 Notifications │ 4 Profile")
        let unread = FixtureData.standard.notifications(of: "alice").filter(\.unread)
        let first = unread.first { $0.repository.fullName == unread[0].repository.fullName }!
        session.send("3")
        session.waitFor("  Unread | All | Participating")
        session.waitFor("   \(first.repository.fullName)")
        session.waitFor("› ● \(first.subject.title)")
        session.send("m")
        session.waitFor("› ○ \(first.subject.title)")
        // Read threads leave the unread list on the next load, and stay under All.
        session.send("r")
        session.waitFor("  Unread | All | Participating")
        session.waitForAbsence(of: "○ \(first.subject.title)")
        session.send("Right")
        session.waitFor("○ \(first.subject.title)")
        // M marks every thread read; the unread filter then has none.
        session.send("M")
        session.waitForAbsence(of: " ● ")
        session.send("Left")
        session.waitFor("All caught up — no unread notifications")
        session.send("4")
        session.waitFor("Alice (@alice)")
        session.send("o")
        session.waitFor("Not signed in.")
        session.send("3")
        session.waitFor("Sign in to see your notifications — press l")
        session.send("Tab")
        session.waitFor("Press l to sign in with a personal access token.")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// Against a server that accepts connections and never answers, the first screen shows at
    /// once with what it waits for, and q quits (status 0) without waiting for the network.
    func testTheFirstScreenShowsAtOnceAndQQuitsWhileTheServerIsSilent() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        XCTAssertTrue(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let session = try TmuxSession(command: "\(launch()) --api http://127.0.0.1:\(port) --user octocat")
        session.waitFor("Opening octocat…", timeout: 10)
        XCTAssertTrue(session.screen.contains("q: quit"), session.screen)
        session.send("q")
        XCTAssertEqual(session.exitStatus(timeout: 10), 0)
    }
}
