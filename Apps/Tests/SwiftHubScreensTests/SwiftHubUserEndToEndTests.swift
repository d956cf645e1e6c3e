import Foundation
import TmuxTesting
import XCTest

/// Runs `swifthub` in tmux on a user's screen: follow and unfollow, and on through followers.
final class SwiftHubUserEndToEndTests: SwiftHubEndToEndTestCase {
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

    /// From an event's actor to their followers, and on to one of them.
    func testFollowAUsersFollowers() throws {
        let session = try TmuxSession(command: launch(), width: 100, height: 30)
        session.waitFor("› eun-ji starred carol/swift-forms")
        session.send("u")
        session.waitFor("User · eun-ji")
        session.waitFor("Busan · 3 followers · 3 following")
        session.send("f")
        session.waitFor("Followers of eun-ji")
        session.waitFor("› octocat")
        session.send("Down", "Down", "Enter")
        session.waitFor("User · dave")
        session.send("g")
        session.waitFor("dave follows")
        session.waitFor("— end of list —")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }
}
