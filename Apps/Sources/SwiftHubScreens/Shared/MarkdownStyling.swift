import Foundation
import SwiftHubViewModels
import TerminalUI

/// How Markdown looks in the terminal: headings bold (level 1 and 2 underlined too), emphasis
/// bold or italic, code yellow in a gutter, links blue and underlined with their address dim,
/// list items with hanging bullets, quotes behind a bar.
enum MarkdownStyling {
    static func paragraphs(_ blocks: [MarkdownBlock]) -> [DocumentParagraph] {
        blocks.map { block in
            switch block.kind {
            case .heading(let level):
                let style = TextStyle(bold: true, underline: level <= 2, foreground: level == 1 ? .cyan : nil)
                return DocumentParagraph(block.spans.map { StyledText($0.text, style: style) })
            case .paragraph:
                return DocumentParagraph(runs(block.spans))
            case .listItem(let depth, let marker):
                let indent = String(repeating: "  ", count: depth)
                let lead = indent + marker + " "
                return DocumentParagraph(
                    [StyledText(lead, style: TextStyle(dim: true))] + runs(block.spans),
                    continuation: String(repeating: " ", count: DisplayWidth.of(lead)))
            case .quote:
                return DocumentParagraph(
                    [StyledText("▌ ", style: TextStyle(dim: true))] + runs(block.spans, base: TextStyle(dim: true)),
                    continuation: "▌ ")
            case .code:
                return DocumentParagraph(
                    [StyledText("│ ", style: TextStyle(dim: true))]
                        + block.spans.map { StyledText($0.text, style: TextStyle(foreground: .yellow)) },
                    wraps: false)
            case .rule:
                return DocumentParagraph(
                    [StyledText(String(repeating: "─", count: 40), style: TextStyle(dim: true))], wraps: false)
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
            case .code: style.foreground = .yellow
            case .link:
                style.underline = true
                style.foreground = .blue
            case .linkAddress: style.dim = true
            }
            return StyledText(span.text, style: style)
        }
    }
}
