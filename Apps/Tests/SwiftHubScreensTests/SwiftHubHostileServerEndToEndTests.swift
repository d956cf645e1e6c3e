import Foundation
import TmuxTesting
import XCTest

/// `swifthub` against the offline GitHub in its hostile mode (`github-fixture-server --hostile
/// SEED`): names ending in spaces, brackets, backslashes, control and bidi characters; counts
/// of `Int.max`, `Int.min` and -1; 100,000-character texts; a hunk at line `Int.max`. Every tab,
/// a repository, its languages, README, issue, pull request and its files, commit, folder and
/// file, and a user are opened: each screen shows what it got and the app stays alive to quit.
final class SwiftHubHostileServerEndToEndTests: XCTestCase {
    private var configHome: URL!
    private var server: Process?

    override func setUpWithError() throws {
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swifthub-hostile-\(UUID().uuidString)")
    }

    override func tearDown() {
        server?.terminate()
        server?.waitUntilExit()
        try? FileManager.default.removeItem(at: configHome)
    }

    /// Starts the hostile server on a free port; the command that runs swifthub against it.
    private func launchAgainstHostileServer(seed: UInt64) throws -> String {
        guard let serverBinary = TmuxSession.executable(named: "github-fixture-server"),
            let app = TmuxSession.executable(named: "swifthub")
        else {
            XCTFail("github-fixture-server or swifthub was not built")
            throw XCTSkip("no executable")
        }
        let port = LoopbackSocket.freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: serverBinary)
        process.arguments = ["--port", "\(port)", "--hostile", "\(seed)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        server = process
        return "sleep 1; "
            + swiftHubCommand(
                app, home: configHome, arguments: "--api http://127.0.0.1:\(port) --token fixture-octocat")
    }

    func testEveryScreenShowsAHostileServersAnswersAndTheAppLivesOn() throws {
        let session = try TmuxSession(command: launchAgainstHostileServer(seed: 7), width: 100, height: 30)
        // Events: a name with a backslash, a push of 9223372036854775806 commits.
        session.waitFor("Events · octocat\\")
        session.waitFor("› eun-ji starred carol\\/swift-forms")
        // The repository: counts of -1, 0 and Int.min; negative ones are shown as 0 (issue 54).
        session.send("Enter")
        session.waitFor("‹ Back (Esc)  carol\\/swift-forms")
        session.waitFor("★ 0   Forks 0   Issues 0   Kotlin   Watchers 0")
        // Languages of Int.max bytes each: the total stops at Int.max, the shares within 100 %.
        session.send("End", "Enter")
        session.waitFor("Languages · carol\\/swift-forms")
        session.waitFor("2 languages · 8796093022208.0 MB of code")
        session.waitFor("■ Kotlin  100.0 %  8796093022208.0 MB")
        session.send("Escape", "Home", "Enter")
        session.waitFor("README · carol\\/swift-forms")
        session.waitFor("A forms library for reactive apps — fast, tested and Sendable.")
        // An issue whose body was emptied.
        session.send("Escape", "Down", "Enter")
        session.waitFor("Issues · carol\\/swift-forms")
        session.waitFor("› #23 forms ignores cancellation")
        session.send("Enter")
        session.waitFor("Issue #23 · carol\\/swift-forms")
        session.waitFor("Open · dave [x] opened it 5 days ago")
        // A pull request and its files: the hunk at line Int.max is shown as notes, the real one numbered.
        session.send("Escape", "Escape", "Down", "Enter")
        session.waitFor("Pull requests · carol\\/swift-forms")
        session.waitFor("› #18")
        session.send("Enter")
        session.waitFor("Pull request #18 · carol\\/swift-forms")
        session.send("f")
        session.waitFor("Files of #18 · carol\\/swift-forms")
        session.waitFor("M README.md  +9007199254740993 −9007199254740993")
        session.waitFor("@@ -9223372036854775807,2 +9223372036854775807,2 @@")
        session.waitFor(" 6  6  let answer = try run()")
        // A commit whose message holds 100,000 characters of controls, bidi and brackets.
        session.send("Escape", "Escape", "Escape", "Down", "Enter")
        session.waitFor("Commits · carol\\/swift-forms")
        session.waitFor("› f000b09 CI: test on Linux")
        session.send("Enter")
        session.waitFor("Commit f000b09 · carol\\/swift-forms")
        session.waitFor("Longer explanation of the change.", timeout: 40)
        // Code: a folder, a file of 2,048 MB by its size, its text with a hostile first line.
        session.send("Escape", "Escape", "End", "Up", "Enter")
        session.waitFor("Code · carol\\/swift-forms")
        session.waitFor("› src/")
        session.send("Down", "Enter")
        session.waitFor("tests · carol\\/swift-forms")
        session.waitFor("› forms_test.kt")
        session.waitFor("2048.0 MB")
        session.send("Enter")
        session.waitFor("forms_test.kt · carol\\/swift-forms")
        session.waitFor(" 2  // The forms library: forms_test.kt.")
        // The owner: counts of 2^31 and Int.max - 1.
        session.send("Escape", "Escape", "Escape", "o")
        session.waitFor("Carol (@carol\\)")
        session.waitFor("2147483648 followers · 9223372036854775806 following")
        // Every tab, and trending.
        session.send("Escape", "Escape", "1")
        session.waitFor("Type to search")
        session.send("swift")
        session.waitFor(" repositories")
        session.send("Escape", "3")
        session.waitFor("Unread | All | Participating")
        session.waitFor("octocat\\/swift-rx [x]")
        session.send("4")
        session.waitFor("Octocat\\ (@octocat\\)")
        session.send("5")
        session.waitFor("Dark · Enter: next theme")
        session.send("2", "t")
        session.waitFor("Trending repositories today")
        session.waitFor("★ 0 today · 0 stars · Kotlin")
        XCTAssertFalse(session.screen.contains("Fatal error"), session.screen)
        session.send("Escape", "q")
        XCTAssertEqual(session.exitStatus(), 0)
    }
}
