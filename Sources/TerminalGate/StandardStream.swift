#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written only through the terminal gate
/// (``TerminalText/escaped(_:keepingLineBreaks:)``): the one way text leaves for the terminal
/// outside a frame — an error message, a warning, `--help`, a server's log line.
///
/// `print` and `FileHandle.standardError.write` send whatever they are given; a server's message
/// quoted in an error could retitle the window, write the clipboard (OSC 52) or colour the shell
/// after the program ends. `Scripts/check-terminal-writes.py` (run by CI) fails on any other write
/// to descriptor 1 or 2 in the apps, the servers and TerminalUI.
public struct StandardStream: Sendable {
    /// The descriptor written to.
    public let descriptor: Int32

    /// A stream writing to `descriptor` (a pipe's, in a test); ``output`` and ``error`` are the
    /// process's.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Standard output (descriptor 1).
    public static let output = StandardStream(descriptor: 1)

    /// Standard error (descriptor 2).
    public static let error = StandardStream(descriptor: 2)

    /// Writes `text` escaped by ``TerminalText/escaped(_:keepingLineBreaks:)`` — line feeds and
    /// tabs kept unless `keepingLineBreaks` is false — in full, with no buffering: what was
    /// written is out when this returns, before a following `exit`. A closed descriptor or a
    /// full pipe is not an error the caller could do anything about: the rest is dropped.
    public func write(_ text: String, keepingLineBreaks: Bool = true) {
        var bytes = Array(TerminalText.escaped(text, keepingLineBreaks: keepingLineBreaks).utf8)
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                #else
                let written = Darwin.write(descriptor, base + offset, buffer.count - offset)
                #endif
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
