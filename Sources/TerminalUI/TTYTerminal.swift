import Dispatch
import Foundation
import RxCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What the crash handlers need, kept where an async-signal-safe handler can reach it: a
// handler runs on whichever thread crashed, outside any actor, and may not allocate. So it is
// raw memory allocated once, before any handler is installed, behind one constant; outside a
// crash only the main actor (entering and leaving the terminal) writes it.
//
// The saved settings live in heap storage of our own, larger than any platform's `termios`:
// a global `termios` was laid out smaller than what `tcgetattr` writes on this toolchain.
//
// While the alternate screen is up, standard error goes to a temporary file: a message
// written there (a Swift runtime error, an unhandled-error report) would otherwise be drawn
// over the screen and wiped when it is restored. Restoring replays the file onto the real
// standard error, so the reason for a crash is the last thing on the terminal.
private final class CrashHandlerState: @unchecked Sendable {
    let savedSettings: UnsafeMutablePointer<termios>
    /// [0]: settings saved (1) or not; [1]: the real standard error's copy; [2]: the capture
    /// file; [3]: whether a crash goes on to the previous handler (1) or ends the process (0).
    private let descriptors = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
    /// Previous handlers of the crash signals (the Swift runtime's backtracer among them), by
    /// signal number.
    let previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
    /// "terminated by signal NN" messages, prepared before any crash.
    let crashMessages = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 * 96)

    init() {
        let size = max(256, MemoryLayout<termios>.size)
        let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        savedSettings = raw.bindMemory(to: termios.self, capacity: 1)
        descriptors.initialize(repeating: -1, count: 4)
        descriptors[0] = 0
        descriptors[3] = 0
    }

    /// Whether a crash signal is passed on to the handler installed before ours (the Swift
    /// runtime's backtracer) rather than ending the process at once.
    var chainsToPreviousHandler: Bool {
        get { descriptors[3] == 1 }
        set { descriptors[3] = newValue ? 1 : 0 }
    }

    var hasSavedSettings: Bool {
        get { descriptors[0] != 0 }
        set { descriptors[0] = newValue ? 1 : 0 }
    }
    var realStandardError: Int32 {
        get { descriptors[1] }
        set { descriptors[1] = newValue }
    }
    var capturedStandardError: Int32 {
        get { descriptors[2] }
        set { descriptors[2] = newValue }
    }
}

private let crashState = CrashHandlerState()

private let restoreSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

private func captureStandardError() {
    var template = Array("/tmp/reactivemvvm-stderr-XXXXXX".utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard file >= 0 else { return }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    crashState.realStandardError = dup(STDERR_FILENO)
    crashState.capturedStandardError = file
    dup2(file, STDERR_FILENO)
}

/// Puts the real standard error back and copies what was captured onto it, with
/// async-signal-safe calls only. What was captured may carry outside text (an app's warning
/// quoting a server, a runtime error quoting a file name): it goes through the terminal gate,
/// byte by byte (``ByteEscaper``), as it is copied.
private func replayStandardError() {
    guard crashState.realStandardError >= 0, crashState.capturedStandardError >= 0 else { return }
    dup2(crashState.realStandardError, STDERR_FILENO)
    _ = lseek(crashState.capturedStandardError, 0, SEEK_SET)
    var buffer = (
        UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
        UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0)
    )
    var escaped = buffer
    withUnsafeMutableBytes(of: &buffer) { bytes in
        withUnsafeMutableBytes(of: &escaped) { output in
            var escaper = ByteEscaper()
            var used = 0
            func emit(_ byte: UInt8) {
                if used == output.count {
                    _ = Glibc.write(STDERR_FILENO, output.baseAddress, used)
                    used = 0
                }
                output[used] = byte
                used += 1
            }
            while true {
                let count = read(crashState.capturedStandardError, bytes.baseAddress, bytes.count)
                if count <= 0 { break }
                for index in 0..<count { escaper.feed(bytes[index], emit) }
            }
            escaper.finish(emit)
            if used > 0 { _ = Glibc.write(STDERR_FILENO, output.baseAddress, used) }
        }
    }
    close(crashState.capturedStandardError)
    crashState.capturedStandardError = -1
}

/// Restores the terminal with async-signal-safe calls only.
private func restoreTerminalUnsafely() {
    guard crashState.hasSavedSettings else { return }
    _ = restoreSequence.withUnsafeBufferPointer { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, crashState.savedSettings)
    crashState.hasSavedSettings = false
    replayStandardError()
}

/// A crash signal: restore the terminal, say what happened on standard error in one line, then
/// end the process with that signal.
///
/// The Swift runtime's backtracer, when it is the previous handler, asks on a terminal for a
/// key before it lets the process die; with the terminal just handed back, that left the
/// process running unseen, reading keys. So it gets the signal only when the developer asked
/// for a backtrace that does not wait (`SWIFT_BACKTRACE` with `interactive=no`); otherwise the
/// default action ends the process. The signal is blocked while this handler runs, so the
/// `raise` below is delivered as the handler returns: a fault re-executes and ends the process
/// the same way.
private func handleCrash(_ code: Int32) {
    restoreTerminalUnsafely()
    guard code > 0 && code < 64 else {
        signal(code, SIG_DFL)
        raise(code)
        return
    }
    let message = crashState.crashMessages + Int(code) * 96
    _ = Glibc.write(STDERR_FILENO, message, strlen(message))
    if crashState.chainsToPreviousHandler {
        _ = sigaction(code, crashState.previousCrashActions + Int(code), nil)
    } else {
        signal(code, SIG_DFL)
    }
    raise(code)
}

/// The process's real terminal: raw mode and the alternate screen while the application
/// runs, restored on every way out — quit, Ctrl-C, SIGTERM, SIGINT, SIGHUP, and crashes that
/// raise a signal (a trap, an abort, a bad access).
@MainActor
public final class TTYTerminal: TerminalHost {
    private let lock = NSLock()
    private var buffer = Data()

    /// The process's terminal; throws ``TerminalError/dumbTerminal`` when `TERM` in
    /// `environment` is `dumb` (Emacs' shell, some CI consoles: no cursor moves), and
    /// ``TerminalError/notATerminal`` when standard input or output is not a terminal.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if environment["TERM"] == "dumb" { throw TerminalError.dumbTerminal }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
    }

    /// The window's size in cells, as the terminal reports it: 80×24 when it does not say (or
    /// says 0), at most 65,535 on a side (its field is 16 bits). Whoever sets the window's size
    /// (`stty`, a resize) is outside the process, so the application reads it only through
    /// ``TerminalApplication/maximumSize``: a larger window gets a message, not a frame.
    public var size: Size {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return Size(width: Int(window.ws_col), height: Int(window.ws_row))
        }
        return Size(width: 80, height: 24)
    }

    /// Writes escape sequences and text to standard output, retrying short writes.
    public func write(_ output: String) {
        let bytes = Array(output.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBufferPointer {
                Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count)
            }
            if written <= 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// Enters raw mode and the alternate screen and installs the restoring handlers.
    public func enter() throws {
        guard tcgetattr(STDIN_FILENO, crashState.savedSettings) == 0 else {
            throw TerminalError.settingsFailed(errno: errno)
        }
        crashState.hasSavedSettings = true
        try enterRawMode(discardingTypeahead: true)
        captureStandardError()
        atexit { restoreTerminalUnsafely() }
        let backtraceSettings = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? ""
        crashState.chainsToPreviousHandler = backtraceSettings.contains("interactive=no")
        // The program's name is whatever started it chose (argv[0]): it leaves through the gate.
        let program = TerminalText.escaped(
            (CommandLine.arguments.first ?? "program").split(separator: "/").last.map(String.init) ?? "program",
            keepingLineBreaks: false)
        for (crash, name) in [
            (SIGSEGV, "SIGSEGV"), (SIGBUS, "SIGBUS"), (SIGILL, "SIGILL"), (SIGABRT, "SIGABRT"), (SIGTRAP, "SIGTRAP"),
            (SIGFPE, "SIGFPE"),
        ] {
            // At most 94 bytes, cut between scalars: a name cut inside a character's bytes would
            // leave bytes that are not UTF-8.
            var kept = Substring(program).unicodeScalars
            var line: String {
                "\(Substring(kept)): terminated by signal \(crash) (\(name)); the terminal was restored.\n"
            }
            while line.utf8.count > 94, !kept.isEmpty { kept.removeLast() }
            let text = Array(line.utf8.prefix(94)) + [0]
            text.withUnsafeBufferPointer {
                (crashState.crashMessages + Int(crash) * 96).update(from: $0.baseAddress!, count: $0.count)
            }
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = { handleCrash($0) }
            #else
            action.__sigaction_handler.sa_handler = { handleCrash($0) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            _ = sigaction(crash, &action, crashState.previousCrashActions + Int(crash))
        }
    }

    /// Raw mode (every key as it is typed, no echo, no signals from keys) and the alternate
    /// screen, from the settings saved by ``enter()``. On entering, what was typed before the
    /// app started is discarded; on resuming it is kept: keys typed between Ctrl-Z and the stop,
    /// or while stopped, were typed for the app.
    private func enterRawMode(discardingTypeahead: Bool) throws {
        var settings = crashState.savedSettings.pointee
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_oflag &= ~tcflag_t(OPOST)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        settings.c_cc.16 = 1 // VMIN
        settings.c_cc.17 = 0 // VTIME
        guard tcsetattr(STDIN_FILENO, discardingTypeahead ? TCSAFLUSH : TCSADRAIN, &settings) == 0 else {
            throw TerminalError.settingsFailed(errno: errno)
        }
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    }

    /// Hands the terminal back to the shell and stops the process, as Ctrl-Z does in any
    /// terminal program: the shell's prompt returns, and `fg` continues the process. When it
    /// runs again — continued, or never stopped — it takes the terminal back (``resume()``)
    /// before returning. Standard error stays captured while stopped.
    ///
    /// The stop is SIGTSTP with its default action, sent to the process group, as the
    /// terminal's own Ctrl-Z is: a shell waiting on a pipeline sees every member of it stop.
    /// A group that no job-control shell started (`ssh -t host app`, a terminal's `-e app`,
    /// `script -c app`) is orphaned, and the kernel discards SIGTSTP for it rather than stop a
    /// process that no one could continue (SIGSTOP, which it cannot discard, froze the app for
    /// good there): the app then simply goes on.
    public func suspend() {
        guard crashState.hasSavedSettings, !isSuspended else { return }
        _ = restoreSequence.withUnsafeBufferPointer { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, crashState.savedSettings)
        isSuspended = true
        // The signal's default action for the moment of sending it, unblocked on this thread
        // (the dispatch source that reports a SIGTSTP from outside may block it here), so that
        // it is delivered here before `kill` returns: stopped and continued, or discarded.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTSTP)
        var blocked = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &signals, &blocked)
        let previous = signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)
        signal(SIGTSTP, previous)
        pthread_sigmask(SIG_SETMASK, &blocked, nil)
        resume()
    }

    /// Whether ``suspend()`` handed the terminal back and ``resume()`` has not taken it again.
    private var isSuspended = false

    /// Takes the terminal again after the process was stopped and continued: raw mode and the
    /// alternate screen; the application then redraws everything. Does nothing unless
    /// ``suspend()`` handed it back.
    public func resume() {
        guard crashState.hasSavedSettings, isSuspended else { return }
        isSuspended = false
        try? enterRawMode(discardingTypeahead: false)
    }

    /// Leaves raw mode and the alternate screen.
    public func restore() { restoreTerminalUnsafely() }
}
