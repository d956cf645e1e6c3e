import Foundation
import TmuxTesting
import XCTest

/// Runs `swifthub` in tmux and opens the stream inspector (F12) over the search screen while a
/// search is typed: the lanes of the search show what was typed and what came back, and move
/// as time passes; Esc gives the keys back to the search field. Over a repository pushed from
/// the results it shows the repository's lanes and not the search's; popped, the search's again.
final class SwiftHubInspectorEndToEndTests: SwiftHubEndToEndTestCase {
    /// The inspector's line for `lane`, from its first marble to its end.
    private func marbles(of lane: String, in screen: String) -> String? {
        guard let line = screen.components(separatedBy: "\n").first(where: { $0.hasPrefix(" \(lane) ") }) else {
            return nil
        }
        return String(line.dropFirst(lane.count + 2)).trimmingCharacters(in: .whitespaces)
    }

    func testF12OverASearchShowsItsLanesMovingAndEscGivesTheKeysBack() throws {
        let session = try TmuxSession(command: "\(launch())", width: 100, height: 30)
        session.waitFor("Events · octocat")
        session.send("/")
        session.waitFor("Type to search")
        session.send("key")
        session.waitFor("Search: key")
        session.send("F12")
        session.waitFor("Stream inspector · Search · 0.25 s/column · Esc closes")
        session.waitFor(" search query ")
        // Only the search's lanes: the events screen, on the tab it left, keeps its lanes out.
        XCTAssertNil(marbles(of: "events", in: session.screen), session.screen)
        // Each text typed is a marble: "k", "ke", "key" all start with k.
        let first = marbles(of: "search query", in: session.screen)
        XCTAssertTrue(first?.contains("k") == true, session.screen)
        // The line scrolls left as time passes, with no key pressed.
        let deadline = Date().addingTimeInterval(10)
        var moved = first
        while moved == first && Date() < deadline {
            usleep(100_000)
            moved = marbles(of: "search query", in: session.screen)
        }
        XCTAssertNotEqual(moved, first, "the lane never moved:\n\(session.screen)")
        XCTAssertTrue(moved.map { $0.count > (first?.count ?? 0) } == true, "\(first ?? "") → \(moved ?? "")")
        // Keys typed while it is open go to the inspector, not to the search field.
        session.send("zz")
        usleep(300_000)
        XCTAssertFalse(session.screen.contains("Search: keyzz"), session.screen)
        session.send("Escape")
        session.waitForAbsence(of: "Stream inspector")
        session.send("chain")
        session.waitFor("4 repositories")
        session.send("F12")
        session.waitFor("Stream inspector")
        session.waitFor(" search results ")
        XCTAssertTrue(marbles(of: "search results", in: session.screen)?.contains("4") == true, session.screen)
        session.send("Escape")
        session.waitForAbsence(of: "Stream inspector")
        session.send("Down", "Enter")
        session.waitFor("‹ Back (Esc)  alice/swift-keychain")
        session.send("F12")
        session.waitFor("Stream inspector · alice/swift-keychain · 0.25 s/column · Esc closes")
        session.waitFor(" repository loading ")
        // Over the pushed repository, its lanes and none of the search's under it.
        let repository = session.screen
        XCTAssertNotNil(marbles(of: "repository", in: repository), repository)
        XCTAssertNotNil(marbles(of: "star", in: repository), repository)
        XCTAssertNil(marbles(of: "search query", in: repository), repository)
        XCTAssertNil(marbles(of: "search results", in: repository), repository)
        session.send("Escape")
        session.waitForAbsence(of: "Stream inspector")
        // Back on the search, its lanes are back.
        session.send("Escape")
        session.waitForAbsence(of: "‹ Back (Esc)")
        session.send("F12")
        session.waitFor("Stream inspector · Search · 0.25 s/column · Esc closes")
        session.waitFor(" search query ")
        XCTAssertNil(marbles(of: "repository", in: session.screen), session.screen)
        session.send("Escape")
        session.waitForAbsence(of: "Stream inspector")
        session.send("Escape", "q")
        XCTAssertEqual(session.exitStatus(), 0)
    }
}
