import Foundation
import TmuxTesting
import XCTest

/// Drives a real TerminalUI program — the `gallery` — in tmux and reads the screen, as a
/// person would: its widgets page, the focus model, and every way out.
final class EndToEndTests: XCTestCase {
    private func startDemo(file: StaticString = #filePath, line: UInt = #line) throws -> TmuxSession {
        guard let gallery = TmuxSession.executable(named: "gallery") else {
            XCTFail("gallery was not built", file: file, line: line)
            throw XCTSkip("no executable")
        }
        let session = try TmuxSession(command: "'\(gallery)'")
        session.waitFor("Gallery", file: file, line: line)
        return session
    }

    func testBrowseTheWidgetsAndQuitWithQ() throws {
        let session = try startDemo()
        session.send("End", "Enter")
        session.waitFor("‹ Back (Esc)  Widgets")
        XCTAssertTrue(session.screen.contains("› 1. Swift"), session.screen)
        XCTAssertTrue(session.screen.contains("3. 한국어 저장소 (Hangul)"))
        session.send("Right")
        session.waitFor("Sorted by Forks")
        session.send("Down", "Down", "Enter")
        session.waitFor("Selected: 3. 한국어 저장소 (Hangul)")
        XCTAssertTrue(session.screen.contains("‹ Back (Esc)  Detail"))
        session.send("Escape")
        session.waitFor("› 3. 한국어 저장소 (Hangul)")
        session.send("a")
        session.waitFor("ReactiveMVVM TerminalUI widgets")
        session.send("Enter")
        session.waitForAbsence(of: "ReactiveMVVM TerminalUI widgets")
        session.send("q")
        session.assertTerminalRestored(hiding: "Widgets")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    /// In a text field `q` is text; Esc leaves the field (the title bar says so while in it),
    /// and then the `q: quit` the screen shows works.
    func testQFromATextFieldIsTextAndEscThenQQuits() throws {
        let session = try startDemo()
        session.send("Down", "Down", "Enter")
        session.waitFor("‹ Back (Esc)  Login form")
        session.waitFor("Esc: leave field")
        session.send("q")
        session.waitFor("User:     q")
        session.send("Escape")
        session.waitForAbsence(of: "Esc: leave field")
        session.send("q")
        session.assertTerminalRestored(hiding: "Login form")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    func testCtrlCRestoresTheTerminal() throws {
        let session = try startDemo()
        session.send("C-c")
        session.assertTerminalRestored(hiding: "Gallery")
        XCTAssertEqual(session.exitStatus(), 130, "interrupted: 128 + SIGINT, as shells expect")
    }

    /// Sends `signal` ("TERM", "SEGV") to the gallery running in `session`.
    private func send(
        signal: String, toGalleryIn session: TmuxSession, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let pkill = Process()
        pkill.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pkill.arguments = ["pkill", "-\(signal)", "-P", session.shellProcessID, "-f", "gallery"]
        try pkill.run()
        pkill.waitUntilExit()
        XCTAssertEqual(pkill.terminationStatus, 0, "the demo process was found", file: file, line: line)
    }

    func testSIGTERMRestoresTheTerminal() throws {
        let session = try startDemo()
        try send(signal: "TERM", toGalleryIn: session)
        session.assertTerminalRestored(hiding: "Gallery")
        XCTAssertEqual(session.exitStatus(), 143, "terminated: 128 + SIGTERM")
    }

    /// A crash restores the terminal and leaves its reason on the terminal: what the program
    /// wrote to standard error while the alternate screen was up, the Swift runtime's message,
    /// and which signal ended it.
    func testACrashLeavesItsReasonOnTheRestoredTerminal() throws {
        guard let probe = TmuxSession.executable(named: "terminal-crash-probe") else {
            return XCTFail("terminal-crash-probe was not built")
        }
        // The Swift runtime's backtracer waits for a key on a terminal; a test cannot answer.
        let session = try TmuxSession(command: "SWIFT_BACKTRACE=interactive=no '\(probe)'", width: 120, height: 60)
        session.assertTerminalRestored(hiding: "crash probe running")
        let screen = session.screen
        XCTAssertTrue(screen.contains("crash probe: about to index past the end"), screen)
        XCTAssertTrue(screen.contains("Fatal error: Index out of range"), screen)
        XCTAssertTrue(screen.contains("terminal-crash-probe: terminated by signal"), screen)
        let status = session.exitStatus() ?? 0
        XCTAssertGreaterThan(status, 128, "ended by a signal")
    }

    /// A crash signal sent from outside (as a crashing library would raise it) restores the
    /// terminal, prints one line and ends the process with that signal; it does not go on
    /// running unseen behind the shell.
    func testACrashSignalFromOutsideEndsTheProcessWithThatSignal() throws {
        for (signal, number) in [("SEGV", 11), ("ABRT", 6), ("BUS", 7)] {
            let session = try startDemo()
            try send(signal: signal, toGalleryIn: session)
            session.assertTerminalRestored(hiding: "Each page")
            XCTAssertTrue(
                session.screen.contains(
                    "gallery: terminated by signal \(number) (SIG\(signal)); the terminal was restored."),
                session.screen)
            XCTAssertEqual(session.exitStatus(), Int32(128 + number), "ended by SIG\(signal)")
        }
    }

    /// Ctrl-Z hands the terminal back to the shell, whose prompt returns in canonical mode;
    /// `fg` draws the screen again and keys work as before.
    func testCtrlZSuspendsAndFgRedraws() throws {
        guard let gallery = TmuxSession.executable(named: "gallery") else { return XCTFail("gallery was not built") }
        let session = try TmuxSession.interactiveShell()
        session.waitFor("$")
        session.send("'\(gallery)'", "Enter")
        session.waitFor("Each page")
        session.send("Enter")
        session.waitFor("‹ Back (Esc)  Chat")
        session.send("C-z")
        session.waitFor("Stopped")
        XCTAssertFalse(session.screen.contains("‹ Back (Esc)  Chat"), session.screen)
        session.send("clear; stty -a | grep -o -w -e icanon -e echo -e isig | sort | tr '\\n' ' '", "Enter")
        session.waitFor("echo icanon isig")
        session.send("fg", "Enter")
        session.waitFor("‹ Back (Esc)  Chat")
        XCTAssertTrue(session.screen.contains("No messages yet — say hi."), session.screen)
        session.send("Escape")
        session.waitFor("Each page")
        session.send("q")
        session.waitForAbsence(of: "Each page")
        session.send("echo STATUS $?", "Enter")
        session.waitFor("STATUS 0")
    }
}
