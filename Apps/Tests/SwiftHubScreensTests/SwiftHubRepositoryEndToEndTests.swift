import Foundation
import OfflineGitHub
import SwiftHubViewModels
import TmuxTesting
import XCTest

/// Runs `swifthub` in tmux on a repository: star and unstar it, fork it, open and comment on an
/// issue, read its README, issues, languages, commits, pull requests' files and code.
final class SwiftHubRepositoryEndToEndTests: SwiftHubEndToEndTestCase {
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
        session.waitFor(" \(comments[0].user?.login ?? "") commented")
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
}
