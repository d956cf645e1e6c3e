import SwiftHubViewModels
import WebUI

/// A Markdown document (an issue with its comments, a README) as semantic HTML: headings are
/// headings (below the screen's h1, never skipping a level), paragraphs `<p>`, quotes `<blockquote>`, code `<pre><code>`, emphasis `<strong>`,
/// `<em>` and `<code>`. Every text is escaped: a link is its text and address as text, never an
/// `<a>`, and HTML in the Markdown stays text, as the view model keeps it. A change of blocks
/// patches only the blocks that changed, or appends the new ones (comments loaded below).
@MainActor
final class MarkdownView: View {
    /// Shown while there are no blocks ("Loading issue #12…").
    var emptyText = "" { didSet { if emptyText != oldValue { setNeedsDisplay() } } }
    /// The blocks, blank ones left out (the browser spaces paragraphs itself).
    var blocks: [MarkdownBlock] = [] {
        didSet {
            blocks.removeAll { $0.kind == .blank }
            if blocks != oldValue { setNeedsDisplay() }
        }
    }

    override func attributes() -> [Attribute] { [Attribute("class", "markdown")] }

    override func content(id: String) -> NodeContent {
        guard !blocks.isEmpty else {
            return .parts(["<p id=\"\(id).0\" class=\"empty\">\(HTML.escape(emptyText))</p>"])
        }
        let levels = Self.headingLevels(blocks)
        return .parts(blocks.indices.map { Self.html(blocks[$0], level: levels[$0], id: "\(id).\($0)") })
    }

    /// The element level of each block's heading (1 for a block that is not one): the screen's
    /// title is the page's h1, so `#` is an h2, `##` an h3…, but never more than one level
    /// below the heading before it (nor below h6), whatever levels the author skipped: a screen
    /// reader lists the headings as an outline, and axe-core's `heading-order` refuses a skip.
    static func headingLevels(_ blocks: [MarkdownBlock]) -> [Int] {
        var previous = 1
        return blocks.map { block in
            guard case .heading(let level) = block.kind else { return 1 }
            previous = min(6, max(2, level + 1), previous + 1)
            return previous
        }
    }

    private static func html(_ block: MarkdownBlock, level: Int, id: String) -> String {
        let text = block.spans.map(span).joined()
        switch block.kind {
        case .heading:
            let tag = "h\(level)"
            return "<\(tag) id=\"\(id)\">\(text)</\(tag)>"
        case .paragraph, .blank:
            return "<p id=\"\(id)\">\(text)</p>"
        case .listItem(let depth, let marker):
            let indent = String(repeating: "\u{2003}", count: max(0, min(depth, 8)))
            return "<p id=\"\(id)\" class=\"item\">\(indent)\(HTML.escape(marker)) \(text)</p>"
        case .quote:
            return "<blockquote id=\"\(id)\">\(text)</blockquote>"
        case .code:
            return "<pre id=\"\(id)\"><code>\(text)</code></pre>"
        case .rule:
            return "<hr id=\"\(id)\">"
        }
    }

    private static func span(_ span: MarkdownSpan) -> String {
        let text = HTML.escape(span.text)
        switch span.emphasis {
        case .none: return text
        case .bold: return "<strong>\(text)</strong>"
        case .italic: return "<em>\(text)</em>"
        case .code: return "<code>\(text)</code>"
        case .link: return "<span class=\"link\">\(text)</span>"
        case .linkAddress: return "<span class=\"dim\">\(text)</span>"
        }
    }
}
