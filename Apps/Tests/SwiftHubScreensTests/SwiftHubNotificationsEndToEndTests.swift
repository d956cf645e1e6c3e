import Foundation
import OfflineGitHub
import TmuxTesting
import XCTest

/// Runs `swifthub` in tmux on the notifications tab, signed in and after signing out.
final class SwiftHubNotificationsEndToEndTests: SwiftHubEndToEndTestCase {
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
}
