import SwiftHubViewModels
import WebUI

/// Lines of code or of a diff, monospaced and unwrapped, each line an element of its own with a
/// dim gutter (line numbers) and spans classed by kind ("keyword", "added"), so the style sheet
/// colours them. Every text is escaped. A change of lines patches the whole view: a file or a
/// diff page is read once, then appended to.
@MainActor
final class CodeView: View {
    /// A run of text with the class that styles it ("" for plain).
    struct Span: Equatable {
        let text: String
        let styleClass: String
    }

    /// One line: its gutter ("12  "), its spans, and a class for the whole line ("added").
    struct Line: Equatable {
        let gutter: String
        let spans: [Span]
        let styleClass: String
    }

    /// What the view says with no lines ("Loading Sources/App.swift…").
    var emptyText = "" { didSet { if emptyText != oldValue { setNeedsDisplay() } } }
    /// The lines, in order.
    var lines: [Line] = [] { didSet { if lines != oldValue { setNeedsDisplay() } } }
    /// What the view is, for screen readers ("Sources/App.swift", "Changes").
    let accessibilityLabel: String

    /// An empty view named `accessibilityLabel`.
    init(accessibilityLabel: String) {
        self.accessibilityLabel = accessibilityLabel
        super.init()
    }

    override func attributes() -> [Attribute] {
        [Attribute("class", "code"), Attribute("role", "region"), Attribute("aria-label", accessibilityLabel)]
    }

    override func content(id: String) -> NodeContent {
        guard !lines.isEmpty else {
            return .parts(["<p id=\"\(id).0\" class=\"empty\">\(HTML.escape(emptyText))</p>"])
        }
        return .parts(
            lines.enumerated().map { index, line in
                let spans = line.spans.map { span in
                    span.styleClass.isEmpty
                        ? HTML.escape(span.text)
                        : "<span class=\"\(span.styleClass)\">\(HTML.escape(span.text))</span>"
                }
                let lineClass = line.styleClass.isEmpty ? "line" : "line \(line.styleClass)"
                return "<div id=\"\(id).\(index)\" class=\"\(lineClass)\"><span class=\"dim\">"
                    + HTML.escape(line.gutter) + "</span>" + spans.joined() + "</div>"
            })
    }

    /// Source lines numbered from 1 in a column as wide as the last number, tokens classed by
    /// their kind; tabs as four spaces.
    static func lines(code: [[CodeToken]]) -> [Line] {
        let width = String(code.count).count
        return code.enumerated().map { offset, tokens in
            let number = String(offset + 1)
            return Line(
                gutter: String(repeating: " ", count: width - number.count) + number + "  ",
                spans: tokens.map {
                    Span(
                        text: $0.text.replacingOccurrences(of: "\t", with: "    "),
                        styleClass: $0.kind == .plain ? "" : "syntax-\($0.kind)")
                },
                styleClass: "")
        }
    }

    /// A diff's rows: headings, the commit's message, each file's heading with its counts, hunks,
    /// and lines numbered before and after the change, added and removed lines classed so.
    static func lines(diff rows: [DiffRow]) -> [Line] {
        let width = String(DiffRow.widestLineNumber(rows)).count
        func number(_ value: Int?) -> String {
            let text = value.map(String.init) ?? ""
            return String(repeating: " ", count: width - text.count) + text
        }
        func plain(_ text: String, _ styleClass: String = "") -> Line {
            Line(gutter: "", spans: [Span(text: text, styleClass: "")], styleClass: styleClass)
        }
        func change(_ old: Int?, _ new: Int?, _ sign: String, _ text: String, _ styleClass: String) -> Line {
            Line(
                gutter: "\(number(old)) \(number(new)) ", spans: [Span(text: sign + text, styleClass: "")],
                styleClass: styleClass)
        }
        return rows.map { row in
            switch row {
            case .heading(let text): plain(text, "strong")
            case .text(let text): plain(text)
            case .detail(let text), .note(let text): plain(text, "dim")
            case .blank: plain("")
            case .file(let heading):
                Line(
                    gutter: "",
                    spans: [
                        Span(text: "\(heading.letter) ", styleClass: "dim"),
                        Span(text: heading.path, styleClass: "strong"),
                        Span(text: "  +\(heading.additions)", styleClass: "added"),
                        Span(text: " −\(heading.deletions)", styleClass: "removed"),
                    ], styleClass: "file")
            case .hunk(let text): plain(text, "hunk")
            case .context(let old, let new, let text): change(old, new, " ", text, "")
            case .added(let new, let text): change(nil, new, "+", text, "added")
            case .removed(let old, let text): change(old, nil, "-", text, "removed")
            }
        }
    }
}
