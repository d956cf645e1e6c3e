import Foundation
import InProcessServing
import Logging
import TerminalGate
import TmuxTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Every path out to the terminal goes through the one gate (issue 54): hostile text — ESC
/// sequences that retitle the window and write the clipboard, BEL, an 8-bit CSI (C1), a bidi
/// override — given to each executable leaves as visible stand-ins, on standard error and
/// standard output, in usage errors, `--help`, error messages, the servers' log lines, the crash
/// handler's message and the standard error replayed after the screen.
final class LeavingTextEndToEndTests: XCTestCase {
    /// ESC ] 0 (window title), BEL, ESC ] 52 (clipboard), 8-bit CSI, a right-to-left override (no
    /// "=": ArgumentParser reads `--name=value`).
    private static let hostile = "\u{1B}]0;OWNED\u{7}\u{1B}]52;c;eA\u{7}\u{9B}31m\u{202E}x"
    /// The same as the gate writes it.
    private static let standIns = "␛]0;OWNED␇␛]52;c;eA␇\u{FFFD}31m\u{FFFD}x"

    /// Runs an executable built beside the tests; its exit status, standard output and error.
    private func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: [UInt8], error: [UInt8]) {
        guard let path = TmuxSession.executable(named: name) else {
            throw XCTSkip("\(name) was not built (swift build --package-path Apps)")
        }
        // Files, not pipes: neither stream can fill up and hold the process while the other is read.
        let base = NSTemporaryDirectory() + "leaving-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: base + ".out")
            try? FileManager.default.removeItem(atPath: base + ".err")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        process.standardOutput = FileHandle(forWritingAtPath: base + ".out")
        process.standardError = FileHandle(forWritingAtPath: base + ".err")
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // A process that does not end within 60 s (a server that started) is ended, and fails.
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: deadline)
        process.waitUntilExit()
        deadline.cancel()
        let output = FileManager.default.contents(atPath: base + ".out") ?? Data()
        let error = FileManager.default.contents(atPath: base + ".err") ?? Data()
        return (process.terminationStatus, Array(output), Array(error))
    }

    /// No byte a terminal acts on: C0 controls but line feed, DEL, and C1 controls and bidi
    /// controls as UTF-8.
    private func assertNothingActsOnTheTerminal(
        _ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = String(decoding: bytes, as: UTF8.self)
        let acting = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.properties.isBidiControl
        }
        XCTAssertEqual(acting.map(\.value), [], "\(what): \(text.debugDescription)", file: file, line: line)
    }

    /// ArgumentParser's "Unknown option" quotes the argument as given: through the gate, for
    /// the three apps and the two servers.
    func testEveryExecutablesUsageErrorLeavesEscaped() throws {
        for name in ["swifthub", "retrospect", "gallery", "github-fixture-server", "retrospect-server"] {
            let result = try run(name, ["--" + Self.hostile])
            XCTAssertEqual(result.status, 64, name)
            let error = String(decoding: result.error, as: UTF8.self)
            XCTAssertTrue(error.contains("Unknown option '--\(Self.standIns)'"), "\(name): \(error)")
            assertNothingActsOnTheTerminal(result.error, name)
            XCTAssertEqual(result.output, [], name)
        }
    }

    /// `--help` reaches standard output (through the gate), whole.
    func testHelpIsWrittenToStandardOutput() throws {
        for name in ["swifthub", "github-fixture-server"] {
            let result = try run(name, ["--help"])
            XCTAssertEqual(result.status, 0, name)
            let output = String(decoding: result.output, as: UTF8.self)
            XCTAssertTrue(output.contains("USAGE: \(name)"), "\(name): \(output)")
            XCTAssertTrue(output.hasSuffix("\n"), name)
            assertNothingActsOnTheTerminal(result.output, name)
        }
    }

    /// Values quoted in validation errors and error messages: a `--theme` and a `--lang`, a
    /// `--server`, a fault, a database path.
    func testArgumentsQuotedInErrorsLeaveEscaped() throws {
        // A file that is not a database, named with the sequences: refused, naming it.
        let notADatabase = NSTemporaryDirectory() + "leaving-\(UUID().uuidString)-" + Self.hostile
        XCTAssertTrue(FileManager.default.createFile(atPath: notADatabase, contents: Data("notes\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: notADatabase) }
        let cases: [(String, [String], Int32)] = [
            ("swifthub", ["--theme", Self.hostile], 64),
            ("swifthub", ["--lang", Self.hostile], 64),
            ("retrospect", ["--server", "ftp://" + Self.hostile], 64),
            ("github-fixture-server", ["--fault", Self.hostile], 64),
            ("retrospect-server", ["--port", "0", "--database", notADatabase], 1),
        ]
        for (name, arguments, status) in cases {
            let result = try run(name, arguments)
            XCTAssertEqual(result.status, status, "\(name) \(arguments)")
            let error = String(decoding: result.error, as: UTF8.self)
            XCTAssertTrue(error.contains("␛]0;OWNED␇"), "\(name) \(arguments): \(error)")
            assertNothingActsOnTheTerminal(result.error, "\(name) \(arguments)")
        }
    }

    /// A server's log line: message and metadata escaped, line breaks included (a forged line
    /// would otherwise follow), one line ended by one line feed.
    func testAServersLogLineLeavesEscapedOnOneLine() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        var logger = Logger(label: "server") { GatedLogHandler(label: $0, stream: StandardStream(descriptor: ends[1])) }
        logger.logLevel = .info
        logger[metadataKey: "path"] = "/\(Self.hostile)"
        logger.notice("request \(Self.hostile)\nnotice forged: line")
        logger.debug("below the level")
        close(ends[1])
        let text = String(
            decoding: FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(
            text.hasSuffix(
                " notice server: path=/\(Self.standIns) [TerminalUIEndToEndTests] request \(Self.standIns)␊notice forged: line\n"
            ),
            text)
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, text)
        assertNothingActsOnTheTerminal(Array(text.utf8), "log line")
    }

    /// A crash: the program's name (argv[0], the caller's choice) in the crash handler's message
    /// and what was written to standard error while the screen was up are replayed through the
    /// gate, so the terminal shows the sequences instead of acting on them.
    func testTheCrashMessageAndTheReplayedStandardErrorLeaveEscaped() throws {
        guard let probe = TmuxSession.executable(named: "terminal-crash-probe") else {
            return XCTFail("terminal-crash-probe was not built")
        }
        let folder = NSTemporaryDirectory() + "crash-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let link = folder + "/\u{1B}]0;NAME\u{7}probe"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: probe)
        let session = try TmuxSession(
            command: "SWIFT_BACKTRACE=interactive=no '\(link)' '\u{1B}]0;TITLE\u{7}\u{1B}[41mred'", width: 150,
            height: 40)
        session.assertTerminalRestored(hiding: "crash probe running")
        // The runtime's backtrace follows: read the lines scrolled off the top too.
        let screen = session.history(lines: 2_000)
        XCTAssertTrue(screen.contains("crash probe: about to index past the end ␛]0;TITLE␇␛[41mred"), screen)
        XCTAssertTrue(screen.contains("␛]0;NAME␇probe: terminated by signal"), screen)
    }
}
