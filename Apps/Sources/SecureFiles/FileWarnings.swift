import OutsideValues
import TerminalGate

/// Where a file that is ignored is reported: one line per refusal, naming the file and saying
/// why (a link, not a regular file, too large, another user's). The apps use
/// ``standardError``; tests pass a closure that records the lines.
package struct FileWarnings: Sendable {
    /// Receives one line, without its newline.
    package let report: @Sendable (String) -> Void

    /// Warnings sent to `report`.
    package init(_ report: @escaping @Sendable (String) -> Void) { self.report = report }

    /// Each line written to standard error through the terminal gate (``StandardStream``), in
    /// one line: it names paths from the environment and logins from a server, and it reaches
    /// the terminal. A closed or full standard error loses the line and never stops the process
    /// (a terminal app's standard error is captured while it draws and shown when it ends).
    package static let standardError = FileWarnings { line in
        StandardStream.error.write(TerminalText.escapedLine(line) + "\n")
    }

    /// Says that `path` is treated as absent, and why.
    func ignoring(_ path: String, because reason: String) {
        report("warning: ignoring \(path): \(reason)")
    }
}
