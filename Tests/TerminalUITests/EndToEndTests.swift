import XCTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Drives the real `tui-demo` executable in tmux and reads the screen, as a person would.
/// The subject is real time, so waits poll with generous bounds.
final class EndToEndTests: XCTestCase {
    private var session = ""
    private var sttyFile = ""

    override func setUpWithError() throws {
        session = "rxmvvm-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(Int.random(in: 0..<1_000_000))"
        sttyFile = NSTemporaryDirectory() + "\(session).stty"
    }

    override func tearDown() {
        tmux(["kill-session", "-t", session])
        try? FileManager.default.removeItem(atPath: sttyFile)
        super.tearDown()
    }

    static func executable(named name: String) -> String? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name).path,
            FileManager.default.currentDirectoryPath + "/.build/debug/\(name)",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a tmux command through `/bin/sh`, waiting for it with `waitpid` and reading its
    /// output from a file. (Foundation's `Process` can wait forever for a client whose command
    /// starts the tmux server in the background.)
    @discardableResult
    private func tmux(_ arguments: [String]) -> String {
        let outputFile = NSTemporaryDirectory() + "\(session).out"
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let command = "tmux \(quoted) > '\(outputFile)' 2>/dev/null < /dev/null"
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { (text: String) in strdup(text) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: outputFile)
        return output
    }

    private var screen: String { tmux(["capture-pane", "-p", "-t", session]) }

    /// Waits until the screen contains `text`; fails with the screen if it never does.
    @discardableResult
    private func waitFor(_ text: String, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen.contains(text) { return true }
            usleep(50_000)
        }
        XCTFail("screen never showed \"\(text)\":\n\(screen)", file: file, line: line)
        return false
    }

    private func send(_ keys: String...) { tmux(["send-keys", "-t", session] + keys) }

    /// Starts the demo in an 80×24 tmux session; after it exits the shell records the
    /// terminal settings and prints EXITED.
    private func startDemo(file: StaticString = #filePath, line: UInt = #line) throws {
        guard tmux(["-V"]).hasPrefix("tmux") else {
            XCTFail("tmux is not installed (.ci/run installs it)", file: file, line: line)
            throw XCTSkip("no tmux")
        }
        guard let demo = Self.executable(named: "tui-demo") else {
            XCTFail("tui-demo was not built", file: file, line: line)
            throw XCTSkip("no executable")
        }
        let script = "'\(demo)'; stty -a > '\(sttyFile)'; echo EXITED; sleep 120"
        tmux(["new-session", "-d", "-s", session, "-x", "80", "-y", "24", "sh", "-c", script])
        waitFor("TerminalUI Demo", file: file, line: line)
    }

    private func assertTerminalRestored(file: StaticString = #filePath, line: UInt = #line) {
        waitFor("EXITED", file: file, line: line)
        XCTAssertFalse(screen.contains("TerminalUI Demo"), "the alternate screen was left", file: file, line: line)
        let settings = (try? String(contentsOfFile: sttyFile, encoding: .utf8)) ?? ""
        let words = Set(settings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        XCTAssertTrue(words.contains("icanon"), "canonical mode restored:\n\(settings)", file: file, line: line)
        XCTAssertTrue(words.contains("echo"), "echo restored:\n\(settings)", file: file, line: line)
        XCTAssertTrue(words.contains("isig"), "signals restored:\n\(settings)", file: file, line: line)
    }

    func testBrowseTheWidgetsAndQuitWithQ() throws {
        try startDemo()
        XCTAssertTrue(screen.contains("› 1. Swift"))
        XCTAssertTrue(screen.contains("3. 한국어 저장소 (Hangul)"))
        send("octocat", "Tab", "secret1")
        waitFor("Ready: press Log in")
        XCTAssertTrue(screen.contains("Password: •••••••"))
        send("Tab", "Enter")
        waitFor("Welcome, octocat!")
        send("Tab", "Right")
        waitFor("Sorted by Forks")
        send("Tab", "Down", "Down", "Enter")
        waitFor("Selected: 3. 한국어 저장소 (Hangul)")
        XCTAssertTrue(screen.contains("‹ Back (Esc)  Detail"))
        send("Escape")
        waitFor("› 3. 한국어 저장소 (Hangul)")
        send("a")
        waitFor("ReactiveMVVM TerminalUI demo")
        send("Enter")
        let deadline = Date().addingTimeInterval(10)
        while screen.contains("ReactiveMVVM TerminalUI demo") && Date() < deadline { usleep(50_000) }
        XCTAssertFalse(screen.contains("ReactiveMVVM TerminalUI demo"), "the alert closed")
        send("q")
        assertTerminalRestored()
    }

    func testCtrlCRestoresTheTerminal() throws {
        try startDemo()
        send("C-c")
        assertTerminalRestored()
    }

    func testSIGTERMRestoresTheTerminal() throws {
        try startDemo()
        let shell = tmux(["list-panes", "-t", session, "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let pgrep = Process()
        pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pgrep.arguments = ["pkill", "-TERM", "-P", shell, "-f", "tui-demo"]
        try pgrep.run()
        pgrep.waitUntilExit()
        XCTAssertEqual(pgrep.terminationStatus, 0, "the demo process was found")
        assertTerminalRestored()
    }
}
