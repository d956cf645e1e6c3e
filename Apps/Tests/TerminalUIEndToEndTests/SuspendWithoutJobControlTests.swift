import Foundation
import TmuxTesting
import XCTest

/// Ctrl-Z in a program that no job-control shell started — `script -c gallery` here, as
/// `ssh -t host app` and a terminal's `-e app` do — must not stop it for
/// good: its process group is orphaned, no one could continue it (issue 54, item 13: SIGSTOP
/// froze it; `q` and Ctrl-C were ignored until someone sent SIGCONT). With SIGTSTP the kernel
/// discards the stop, and the app takes its terminal back and goes on.
final class SuspendWithoutJobControlTests: XCTestCase {
    func testCtrlZWithNoShellToContinueItKeepsTheAppRunning() throws {
        guard let gallery = TmuxSession.executable(named: "gallery") else { return XCTFail("gallery was not built") }
        // `script` runs it in a session of its own, as `ssh -t` does: no shell with job control,
        // and not tmux's child (tmux continues a pane's process when it stops).
        let session = try TmuxSession(command: "script -qec \"'\(gallery)'\" /dev/null")
        session.waitFor("Each page")
        session.send("Enter")
        session.waitFor("‹ Back (Esc)  Chat")
        session.send("C-z")
        session.send("Escape")
        session.waitFor("Each page")
        session.send("q")
        session.assertTerminalRestored(hiding: "Each page")
        XCTAssertEqual(session.exitStatus(), 0)
    }
}
