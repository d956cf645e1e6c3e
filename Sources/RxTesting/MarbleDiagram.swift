import Foundation
import RxCore

/// Draws recorded timelines as SVG marble diagrams: a row per timeline, a marble per element,
/// a bar for completion, a cross for an error, each labelled with its virtual time. The output
/// depends only on the timelines (no dates, no randomness), so a diagram generated in a test
/// can be compared with a checked-in file; every text is escaped, so element descriptions
/// cannot break the document.
///
/// ```swift
/// let svg = MarbleDiagram.svg([MarbleDiagram.Row("results", observer.events)])
/// ```
public enum MarbleDiagram {
    /// One timeline to draw, its events described as text.
    public struct Row: Equatable, Sendable {
        /// The row's label, drawn at its left.
        public let title: String
        /// The events; an element is drawn with its description.
        public let events: [Recorded<Event<String>>]
        /// Positions in `events` to draw as mismatches (red), as a difference does.
        public let mismatches: Set<Int>

        /// A row titled `title` drawing `events`, elements described by `describe`
        /// (`String(describing:)` by default).
        public init<Element>(
            _ title: String, _ events: [Recorded<Event<Element>>], mismatches: Set<Int> = [],
            describe: (Element) -> String = { String(describing: $0) }
        ) {
            self.title = title
            self.events = events.map { recorded in
                switch recorded.value {
                case .next(let element): Recorded(time: recorded.time, value: .next(describe(element)))
                case .error(let error): Recorded(time: recorded.time, value: .error(error))
                case .completed: Recorded(time: recorded.time, value: .completed)
                }
            }
            self.mismatches = mismatches
        }

        public static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.title == rhs.title && lhs.mismatches == rhs.mismatches
                && lhs.events.map(\.debugDescription) == rhs.events.map(\.debugDescription)
        }
    }

    /// Layout, in pixels.
    static let labelWidth = 120
    static let timelineWidth = 560
    static let rowHeight = 60
    static let marbleRadius = 14
    /// Characters of a description drawn inside its marble; the whole text is its tooltip.
    static let marbleCharacters = 3

    /// An SVG document drawing `rows` on one time scale, from the earliest to the latest event.
    public static func svg(_ rows: [Row]) -> String {
        let times = rows.flatMap { $0.events.map(\.time) }
        let start = times.min() ?? 0
        let span = max(1, (times.max() ?? 0) - start)
        let width = labelWidth + timelineWidth + 60
        let height = rowHeight * max(1, rows.count) + 10
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"sans-serif\" font-size=\"11\">",
            "<style>.axis{stroke:#444;stroke-width:1.5}.marble{stroke:#222;stroke-width:1.5}"
                + ".end{stroke:#222;stroke-width:2}.mismatch{stroke:#d00;stroke-width:3}"
                + ".time{fill:#666;font-size:9px}</style>",
        ]
        for (index, row) in rows.enumerated() {
            let y = rowHeight * index + rowHeight / 2
            let axisEnd = labelWidth + timelineWidth + 40
            lines.append("<text x=\"8\" y=\"\(y + 4)\">\(escaped(row.title))</text>")
            lines.append(
                "<line class=\"axis\" x1=\"\(labelWidth - 10)\" y1=\"\(y)\" x2=\"\(axisEnd)\" y2=\"\(y)\"/>"
                    + "<path d=\"M\(axisEnd) \(y - 4) L\(axisEnd + 8) \(y) L\(axisEnd) \(y + 4) Z\" fill=\"#444\"/>")
            // Events too close to tell apart (the same tick or a few apart) are pushed right,
            // a marble's width from the one before.
            var previousX: Int?
            for (position, recorded) in row.events.enumerated() {
                let base = labelWidth + (recorded.time - start) * timelineWidth / span
                let x = previousX.map { max(base, $0 + 2 * marbleRadius + 2) } ?? base
                previousX = x
                let mismatch = row.mismatches.contains(position)
                lines.append(shape(recorded.value, x: x, y: y, mismatch: mismatch))
                lines.append(
                    "<text class=\"time\" x=\"\(x)\" y=\"\(y + 26)\" text-anchor=\"middle\">\(recorded.time)</text>")
            }
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An SVG document drawing `expected` above `actual` on one time scale; events of either
    /// that the other does not have at the same time are drawn in red.
    public static func difference<Element: Equatable>(
        actual: [Recorded<Event<Element>>], expected: [Recorded<Event<Element>>]
    ) -> String {
        let missing = Set(expected.indices.filter { !actual.contains(expected[$0]) })
        let unexpected = Set(actual.indices.filter { !expected.contains(actual[$0]) })
        return svg([Row("expected", expected, mismatches: missing), Row("actual", actual, mismatches: unexpected)])
    }

    /// Writes ``difference(actual:expected:)`` to `$RXTESTING_DIAGRAM_DIR/File.swift-LINE.svg`
    /// when that variable names a folder (created if missing); returns the file's path, or
    /// `nil` when the variable is unset or the file could not be written.
    static func writeDifference<Element: Equatable>(
        actual: [Recorded<Event<Element>>], expected: [Recorded<Event<Element>>], file: StaticString, line: UInt
    ) -> String? {
        guard let folder = ProcessInfo.processInfo.environment["RXTESTING_DIAGRAM_DIR"], !folder.isEmpty else {
            return nil
        }
        let name = ("\(file)" as NSString).lastPathComponent + "-\(line).svg"
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: folder), withIntermediateDirectories: true)
            try Data(difference(actual: actual, expected: expected).utf8).write(to: url, options: .atomic)
            return url.path
        } catch {
            return nil
        }
    }

    private static func shape(_ event: Event<String>, x: Int, y: Int, mismatch: Bool) -> String {
        let style = mismatch ? "mismatch" : "end"
        switch event {
        case .next(let description):
            let shown =
                description.count > marbleCharacters
                ? String(description.prefix(marbleCharacters - 1)) + "…" : description
            return "<g><title>\(escaped(description))</title>"
                + "<circle class=\"\(mismatch ? "mismatch" : "marble")\" cx=\"\(x)\" cy=\"\(y)\" r=\"\(marbleRadius)\" "
                + "fill=\"\(color(of: description))\"/>"
                + "<text x=\"\(x)\" y=\"\(y + 4)\" text-anchor=\"middle\">\(escaped(shown))</text></g>"
        case .completed:
            return "<g><title>completed</title><line class=\"\(style)\" x1=\"\(x)\" y1=\"\(y - 14)\" x2=\"\(x)\" "
                + "y2=\"\(y + 14)\"/></g>"
        case .error(let error):
            return "<g><title>\(escaped("error: \(error)"))</title>"
                + "<path class=\"\(style)\" d=\"M\(x - 8) \(y - 8) L\(x + 8) \(y + 8) M\(x - 8) \(y + 8) L\(x + 8) \(y - 8)\"/>"
                + "</g>"
        }
    }

    /// A light fill chosen by the description's characters, the same on every run.
    private static func color(of description: String) -> String {
        let palette = ["#fde68a", "#bfdbfe", "#bbf7d0", "#fecaca", "#ddd6fe", "#fed7aa"]
        let sum = description.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
        return palette[sum % palette.count]
    }

    /// `text` safe inside an SVG element or a quoted attribute: markup characters as entities,
    /// characters XML does not allow as U+FFFD.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
                || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
