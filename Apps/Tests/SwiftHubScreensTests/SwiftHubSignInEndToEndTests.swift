import Foundation
import TmuxTesting
import XCTest

/// Runs `swifthub` in tmux through each way of signing in — a token typed or given at start, a
/// username and password, a device code — a refused one, and the token kept until sign-out.
final class SwiftHubSignInEndToEndTests: SwiftHubEndToEndTestCase {
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
}
