import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program in a detached tmux session of a fixed size, sends it keys and reads its
/// screen — end-to-end tests as a person would use the program. Waits poll with generous
/// bounds, since their subject is real time.
package final class TmuxSession {
    /// The tmux session's name, unique per session.
    package let name: String
    private let sttyFile: String

    /// Starts `command` in an `width`×`height` session. When the program exits, the shell
    /// records the terminal's settings and prints `EXITED` and the exit status.
    package convenience init(command: String, width: Int = 80, height: Int = 24) throws {
        try self.init(width: width, height: height) { sttyFile in
            ["sh", "-c", "\(command); status=$?; stty -a > '\(sttyFile)'; echo EXITED $status; sleep 120"]
        }
    }

    /// Starts an interactive shell with job control (bash, without start-up files, prompt
    /// `$ `), for tests that type command lines and use Ctrl-Z and `fg` as a person would.
    package static func interactiveShell(width: Int = 80, height: Int = 24) throws -> TmuxSession {
        try TmuxSession(width: width, height: height) { _ in
            ["env", "PS1=$ ", "bash", "--norc", "--noprofile", "-i"]
        }
    }

    private init(width: Int, height: Int, program: (String) -> [String]) throws {
        name = "rxmvvm-\(ProcessInfo.processInfo.processIdentifier)-\(Int.random(in: 0..<1_000_000))"
        sttyFile = NSTemporaryDirectory() + "\(name).stty"
        guard TmuxSession.run(["-V"], session: name).hasPrefix("tmux") else {
            // Scripts/test.sh and CI install tmux and require it: there a missing tmux fails
            // the test instead of skipping it, so a run never passes without driving the apps.
            if ProcessInfo.processInfo.environment["REACTIVEMVVM_REQUIRE_TMUX"] == "1" { throw TmuxMissing() }
            throw XCTSkip("tmux is not installed (Scripts/install-dependencies.sh installs it)")
        }
        TmuxSession.run(
            ["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)"] + program(sttyFile), session: name)
    }

    /// The screen's text with the lines scrolled off the top (up to `lines` of them).
    package func history(lines: Int = 200) -> String {
        TmuxSession.run(["capture-pane", "-p", "-t", name, "-S", "-\(lines)"], session: name)
    }

    deinit {
        TmuxSession.run(["kill-session", "-t", name], session: name)
        try? FileManager.default.removeItem(atPath: sttyFile)
    }

    /// The path of an executable built next to the test bundle.
    package static func executable(named executableName: String) -> String? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                executableName
            ).path,
            FileManager.default.currentDirectoryPath + "/.build/debug/\(executableName)",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The screen's text.
    package var screen: String { TmuxSession.run(["capture-pane", "-p", "-t", name], session: name) }

    /// The screen's text with its attributes and colours as tmux holds them, as SGR escape
    /// sequences (`capture-pane -e`): what a theme changes.
    package var styledScreen: String { TmuxSession.run(["capture-pane", "-p", "-e", "-t", name], session: name) }

    /// Sends tmux key names ("Enter", "Escape", "C-c") or literal text.
    package func send(_ keys: String...) { TmuxSession.run(["send-keys", "-t", name] + keys, session: name) }

    /// Sends keys built in code (`["Down", "Down", "Enter"]`).
    package func send(_ keys: [String]) { TmuxSession.run(["send-keys", "-t", name] + keys, session: name) }

    /// The process id of the session's shell.
    package var shellProcessID: String {
        TmuxSession.run(["list-panes", "-t", name, "-F", "#{pane_pid}"], session: name).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Waits until the screen contains `text`; fails showing the screen if it never does.
    @discardableResult
    package func waitFor(_ text: String, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line)
        -> Bool
    {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen.contains(text) { return true }
            usleep(50_000)
        }
        XCTFail("the screen never showed \"\(text)\":\n\(screen)", file: file, line: line)
        return false
    }

    /// Waits for the program to exit and returns its exit status (128 + N for signal N).
    package func exitStatus(timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        guard waitFor("EXITED", timeout: timeout, file: file, line: line) else { return nil }
        // The marker may follow what the terminal echoed after the program left it (`^[`).
        let line = screen.components(separatedBy: "\n").last { $0.contains("EXITED ") } ?? ""
        guard let marker = line.range(of: "EXITED ", options: .backwards) else { return nil }
        return line[marker.upperBound...].split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Waits until the screen no longer contains `text`.
    package func waitForAbsence(
        of text: String, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line
    ) {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !screen.contains(text) { return }
            usleep(50_000)
        }
        XCTFail("the screen still shows \"\(text)\":\n\(screen)", file: file, line: line)
    }

    /// Waits for the program to exit, then checks that it left the alternate screen and put
    /// the terminal back in canonical mode with echo and signals.
    package func assertTerminalRestored(hiding text: String, file: StaticString = #filePath, line: UInt = #line) {
        waitFor("EXITED", file: file, line: line)
        XCTAssertFalse(screen.contains(text), "the alternate screen was left", file: file, line: line)
        let settings = (try? String(contentsOfFile: sttyFile, encoding: .utf8)) ?? ""
        let words = Set(settings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        for flag in ["icanon", "echo", "isig"] {
            XCTAssertTrue(words.contains(flag), "\(flag) restored:\n\(settings)", file: file, line: line)
        }
    }

    /// `argument` in single quotes for `/bin/sh`, each quote inside closed, escaped and reopened.
    /// Done scalar by scalar: a quote followed by a combining mark is one `Character`, which a
    /// search for "'" would not find, and the command would end inside an open quote.
    package static func shellQuoted(_ argument: String) -> String {
        var quoted = String.UnicodeScalarView()
        quoted.append("'")
        for scalar in argument.unicodeScalars {
            if scalar == "'" { quoted.append(contentsOf: "'\\''".unicodeScalars) } else { quoted.append(scalar) }
        }
        quoted.append("'")
        return String(quoted)
    }

    /// Runs tmux through `/bin/sh`, waiting with `waitpid` and reading output from a file:
    /// Foundation's `Process` can wait forever on a client that starts the tmux server.
    @discardableResult
    static func run(_ arguments: [String], session: String) -> String {
        let outputFile = NSTemporaryDirectory() + "\(session).\(Int.random(in: 0..<1_000_000)).out"
        let quoted = arguments.map(shellQuoted).joined(separator: " ")
        let command = "tmux \(quoted) > '\(outputFile)' 2>/dev/null < /dev/null"
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] =
            ["/bin/sh", "-c", command].map { (text: String) in strdup(text) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: outputFile)
        return output
    }
}

/// tmux is not installed where the run requires it (`REACTIVEMVVM_REQUIRE_TMUX=1`).
package struct TmuxMissing: Error, CustomStringConvertible {
    package var description: String {
        "tmux is not installed, and this run requires it: run Scripts/install-dependencies.sh"
    }
}
