import Foundation
import SwiftHubViewModels
import TerminalUI

/// How Markdown looks in the terminal: headings bold (level 1 and 2 underlined too), emphasis
/// bold or italic, code in a gutter, links underlined with their address as secondary text (colours from ``Theme``),
/// list items with hanging bullets, quotes behind a bar.
@MainActor
enum MarkdownStyling {
    static func paragraphs(_ blocks: [MarkdownBlock]) -> [DocumentParagraph] {
        blocks.map { block in
            switch block.kind {
            case .heading(let level):
                let theme = Theme.current
                var style = level == 1 ? theme.title : theme.strong
                style.underline = style.underline || level == 2
                return DocumentParagraph(block.spans.map { StyledText($0.text, style: style) })
            case .paragraph:
                return DocumentParagraph(runs(block.spans))
            case .listItem(let depth, let marker):
                let indent = String(repeating: "  ", count: depth)
                let lead = indent + marker + " "
                return DocumentParagraph(
                    [StyledText(lead, style: Theme.current.secondary)] + runs(block.spans),
                    continuation: String(repeating: " ", count: DisplayWidth.of(lead)))
            case .quote:
                return DocumentParagraph(
                    [StyledText("▌ ", style: Theme.current.secondary)]
                        + runs(block.spans, base: Theme.current.secondary),
                    continuation: "▌ ")
            case .code:
                return DocumentParagraph(
                    [StyledText("│ ", style: Theme.current.secondary)]
                        + block.spans.map { StyledText($0.text, style: Theme.current.code) },
                    wraps: false)
            case .rule:
                return DocumentParagraph(
                    [StyledText(String(repeating: "─", count: 40), style: Theme.current.secondary)], wraps: false)
            case .blank:
                return .blank
            }
        }
    }

    private static func runs(_ spans: [MarkdownSpan], base: TextStyle = .plain) -> [StyledText] {
        spans.map { span in
            var style = base
            switch span.emphasis {
            case .none: break
            case .bold: style.bold = true
            case .italic: style.italic = true
            case .code: style = Appearance.combine(style, Theme.current.code)
            case .link: style = Appearance.combine(style, Theme.current.link)
            case .linkAddress: style = Appearance.combine(style, Theme.current.secondary)
            }
            return StyledText(span.text, style: style)
        }
    }
}
