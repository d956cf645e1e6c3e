import Foundation
import RxTesting
import XCTest

/// Random input a terminal app must survive, as tmux delivers it: text from every Unicode
/// category that breaks naive handling (format, bidi, controls of C1, tags, combining marks,
/// variation selectors, ZWJ sequences, regional indicators, private use, noncharacters,
/// Hangul and emoji), pastes of it in bursts, named keys, raw bytes (escape sequences cut
/// short, malformed UTF-8) and window resizes. Seeded: a failure names the seed and the step.
///
/// Left out are the keys that end or stop a process by design — `q` (every app's quit key),
/// Ctrl-C, Ctrl-Z and Ctrl-\ — so that the process running at the end proves that nothing
/// else ended it.
package struct KeyStorm {
    /// One thing sent to the terminal.
    package enum Action: Equatable {
        /// Literal text, as typed or pasted (`send-keys -l`).
        case text(String)
        /// A tmux key name ("Up", "F5", "C-d").
        case key(String)
        /// Raw bytes (`send-keys -H`).
        case bytes([UInt8])
        /// A new window size.
        case resize(width: Int, height: Int)
    }

    private static let keyNames = [
        "Up", "Down", "Left", "Right", "Home", "End", "PPage", "NPage", "Enter", "Tab", "BTab", "BSpace", "DC",
        "Escape", "F1", "F2", "F3", "F5", "F8", "F12", "C-a", "C-d", "C-e", "C-k", "C-l", "C-n", "C-p", "C-r",
        "C-s", "C-u", "C-w", "Space", "1", "2", "3", "4", "5", "/", "?", "r", "s", "w", "l", "n", "c", "e",
    ]
    /// Bytes that end or stop a process by design (Ctrl-C, Ctrl-Z, Ctrl-\\, `q`).
    private static let endingBytes: Set<UInt8> = [0x03, 0x1A, 0x1C, UInt8(ascii: "q")]

    private var random: HostileText

    /// A storm fixed by `seed`.
    package init(seed: UInt64) { random = HostileText(seed: seed) }

    private mutating func below(_ bound: Int) -> Int { random.below(bound) }

    /// A scalar of any kind but those that end the process, and NUL, which no argument of a
    /// command can carry (the storm's raw bytes send it).
    private mutating func scalar() -> Unicode.Scalar {
        let scalar = random.scalar()
        let isEnding = scalar.value < 0x80 && Self.endingBytes.contains(UInt8(scalar.value))
        return isEnding || scalar.value == 0 ? "\u{FFFD}" : scalar
    }

    /// The next action and how many keys it counts for (a burst counts each scalar).
    package mutating func nextAction() -> (action: Action, keys: Int) {
        switch below(100) {
        case 0..<40:
            return (.text(String(Character(scalar()))), 1)
        case 40..<50:
            let count = 2 + below(40)
            var text = ""
            text.unicodeScalars.append(contentsOf: (0..<count).map { _ in scalar() })
            return (.text(text), count)
        case 50..<88:
            return (.key(Self.keyNames[below(Self.keyNames.count)]), 1)
        case 88..<98:
            let prefixes: [[UInt8]] = [
                [0x1B], [0x1B, 0x5B], [0x1B, 0x4F], [0xE2, 0x82], [0xF0, 0x9F], [0xC3], [0x00], [],
            ]
            let prefix = prefixes[below(prefixes.count)]
            let tail = (0..<below(6)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return (.bytes((prefix + tail).filter { !Self.endingBytes.contains($0) }), 1)
        default:
            return (.resize(width: 20 + below(140), height: 5 + below(45)), 0)
        }
    }
}

extension TmuxSession {
    /// Sends `action` to the program.
    package func perform(_ action: KeyStorm.Action) {
        switch action {
        case .text(let text): TmuxSession.run(["send-keys", "-t", name, "-l", text], session: name)
        case .key(let key): send(key)
        case .bytes(let bytes):
            guard !bytes.isEmpty else { return }
            TmuxSession.run(
                ["send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) }, session: name)
        case .resize(let width, let height):
            TmuxSession.run(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"], session: name)
        }
    }

    /// The process id of the program the session runs: the shell's child, found in `/proc`.
    package var programProcessID: Int32? {
        guard let shell = Int32(shellProcessID),
            let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc")
        else { return nil }
        for entry in entries {
            guard let pid = Int32(entry), let fields = TmuxSession.statFields(of: pid), fields.count > 1,
                Int32(fields[1]) == shell
            else { continue }
            return pid
        }
        return nil
    }

    /// The fields of `/proc/PID/stat` after the command's name: state, parent, …
    static func statFields(of pid: Int32) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// The CPU time `pid` has used, in clock ticks (user + system, from `/proc/PID/stat`);
    /// `nil` once the process is gone.
    package static func cpuTicks(of pid: Int32) -> Int? {
        // After the command's name: state is field 3 of the whole line, utime 14, stime 15.
        guard let fields = statFields(of: pid), fields.count > 12, fields[0] != "Z", let user = Int(fields[11]),
            let system = Int(fields[12])
        else { return nil }
        return user + system
    }
}

extension TmuxSession {
    /// Sends `keys` keys of the storm seeded `seed` and asserts that the program is running
    /// all along; then brings the window back to `width`×`height`, sends Escape a few times
    /// (out of fields, pushed screens and alerts) and asserts that the program is idle: at most
    /// two clock ticks of CPU (20 ms) in three seconds. Returns the keys sent.
    @discardableResult
    package func assertSurvivesKeyStorm(
        seed: UInt64, keys: Int, width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line
    ) -> Int {
        guard let pid = waitForProgram(file: file, line: line) else { return 0 }
        var storm = KeyStorm(seed: seed)
        var sent = 0
        var step = 0
        while sent < keys {
            let (action, count) = storm.nextAction()
            perform(action)
            sent += count
            step += 1
            if step % 250 == 0, TmuxSession.cpuTicks(of: pid) == nil {
                XCTFail("seed \(seed): the program ended at step \(step):\n\(history())", file: file, line: line)
                return sent
            }
        }
        perform(.resize(width: width, height: height))
        send(["Escape", "Escape", "Escape", "Escape", "Escape", "Escape"])
        // Generous: a debug build works through the keys still queued before it settles.
        let settled = Date().addingTimeInterval(60)
        var before = TmuxSession.cpuTicks(of: pid)
        var idleTicks = Int.max
        while Date() < settled, let start = before {
            usleep(3_000_000)
            guard let end = TmuxSession.cpuTicks(of: pid) else { break }
            idleTicks = end - start
            if idleTicks <= 2 { break }
            before = end
        }
        guard TmuxSession.cpuTicks(of: pid) != nil else {
            XCTFail("seed \(seed): the program ended after the storm:\n\(history())", file: file, line: line)
            return sent
        }
        XCTAssertLessThanOrEqual(
            idleTicks, 2, "seed \(seed): still busy a minute after the storm:\n\(screen)", file: file, line: line)
        return sent
    }

    /// Waits (generously) until the program has started; fails when it never does.
    private func waitForProgram(file: StaticString, line: UInt) -> Int32? {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let pid = programProcessID { return pid }
            usleep(50_000)
        }
        XCTFail("the program never started:\n\(screen)", file: file, line: line)
        return nil
    }
}
