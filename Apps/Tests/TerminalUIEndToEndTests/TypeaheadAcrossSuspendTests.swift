import Foundation
import TmuxTesting
import XCTest

/// Keys typed while the app is stopped, or in the moment between Ctrl-Z and its stop, wait in
/// the terminal's queue; when the app runs again it takes the terminal back with that queue kept,
/// and reads them. It flushed them: an Escape typed just after Ctrl-Z was lost (a CI run of
/// `SuspendWithoutJobControlTests` stayed on the Chat page).
final class TypeaheadAcrossSuspendTests: XCTestCase {
    func testAKeyTypedWhileStoppedIsReadWhenContinued() throws {
        guard let gallery = TmuxSession.executable(named: "gallery") else { return XCTFail("gallery was not built") }
        // The gallery runs in a process group of its own, in the foreground, with a parent (the
        // pane's shell) that has no job control: Ctrl-Z stops it, and nothing continues it or
        // takes the terminal from it — the keys typed next wait for the gallery alone.
        let launcher = """
            import os, signal, sys
            os.setpgid(0, 0)
            signal.signal(signal.SIGTTOU, signal.SIG_IGN)
            os.tcsetpgrp(0, os.getpgrp())
            signal.signal(signal.SIGTTOU, signal.SIG_DFL)
            print("GALLERY-PID", os.getpid(), flush=True)
            os.execv(sys.argv[1], sys.argv[1:])
            """
        let session = try TmuxSession(
            command: "python3 -c \(TmuxSession.shellQuoted(launcher)) \(TmuxSession.shellQuoted(gallery))")
        session.waitFor("Each page")
        session.send("Enter")
        session.waitFor("‹ Back (Esc)  Chat")
        session.send("C-z")
        session.waitFor("GALLERY-PID")
        let pidLine = session.screen.split(separator: "\n").first { $0.hasPrefix("GALLERY-PID") } ?? ""
        guard let pid = pidLine.split(separator: " ").last.flatMap({ pid_t($0) }) else {
            return XCTFail("no process id on the screen:\n\(session.screen)")
        }
        XCTAssertTrue(waitUntilStopped(pid), "the gallery stopped on Ctrl-Z")
        // In canonical mode, as the app left the terminal: a line not yet ended, readable by no one.
        session.send("Escape")
        XCTAssertEqual(kill(pid, SIGCONT), 0)
        session.waitFor("Each page")
        XCTAssertFalse(session.screen.contains("‹ Back (Esc)  Chat"), session.screen)
        session.send("q")
        session.assertTerminalRestored(hiding: "Each page")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// Polls the process's state in `/proc` until it is stopped (`T`), for up to 20 seconds.
    private func waitUntilStopped(_ pid: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            // The state follows the command's name, which is in parentheses.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return true }
            usleep(20_000)
        }
        return false
    }
}
