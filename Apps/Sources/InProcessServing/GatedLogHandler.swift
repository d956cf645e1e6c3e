import Logging
import TerminalGate

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A server's log lines on standard error, one line each, through the terminal gate.
///
/// swift-log's own `StreamLogHandler` writes a message as it is, and what a server logs can
/// quote its clients (a path, a header, an error about a request): an escape sequence in it
/// would act on the terminal the server runs in, and a line break would forge a log line. Here
/// the whole line — message and metadata — is escaped with its line breaks, then ended with
/// one. The format is `StreamLogHandler`'s: `TIME LEVEL LABEL: [METADATA] [SOURCE] MESSAGE`.
package struct GatedLogHandler: LogHandler {
    package var logLevel: Logger.Level = .info
    package var metadata: Logger.Metadata = [:]
    private let label: String
    private let stream: StandardStream

    /// A handler for the logger named `label`, writing to `stream` (a pipe in a test).
    package init(label: String, stream: StandardStream = .error) {
        self.label = label
        self.stream = stream
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let shown =
            merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        let line = "\(Self.timestamp()) \(event.level) \(label):\(shown) [\(event.source)] \(event.message)"
        stream.write(TerminalText.escapedLine(line) + "\n")
    }

    /// The local time as `2026-11-29T10:40:00+0000`, as `StreamLogHandler` writes it.
    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "<unknown>" }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Logger {
    /// A server's logger: lines through the terminal gate (``GatedLogHandler``) at `level` and above.
    package static func gated(label: String, level: Logger.Level = .info) -> Logger {
        var logger = Logger(label: label) { GatedLogHandler(label: $0) }
        logger.logLevel = level
        return logger
    }
}
