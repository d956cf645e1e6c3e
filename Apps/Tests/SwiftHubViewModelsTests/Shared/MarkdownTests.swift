import GitHubSession
import SwiftHubViewModels
import XCTest

/// Markdown as READMEs, issues and comments use it, read into blocks a terminal draws.
final class MarkdownTests: XCTestCase {
    func testBlocks() {
        let blocks = Markdown.parse(
            """
            # Title

            A paragraph
            that continues.

            ## Install
            - one
              - nested
            - two
              continued
            3. third

            > quoted **bold**

            ```swift
            let x  = 1
            ```
            ---
            """)
        XCTAssertEqual(
            blocks.map(\.kind),
            [
                .heading(level: 1), .blank, .paragraph, .blank, .heading(level: 2),
                .listItem(depth: 0, marker: "•"), .listItem(depth: 1, marker: "◦"), .listItem(depth: 0, marker: "•"),
                .listItem(depth: 0, marker: "3."),
                .blank, .quote, .blank, .code, .rule,
            ])
        XCTAssertEqual(
            blocks.map(\.plainText),
            [
                "Title", "", "A paragraph that continues.", "", "Install", "one", "nested", "two continued", "third",
                "", "quoted bold", "", "let x  = 1", "",
            ])
    }

    func testInlineEmphasisCodeAndLinks() {
        XCTAssertEqual(
            Markdown.inline("a **b** *c* _d_ `e` [f](https://g.example) snake_case_name 2 * 3"),
            [
                MarkdownSpan("a "), MarkdownSpan("b", .bold), MarkdownSpan(" "), MarkdownSpan("c", .italic),
                MarkdownSpan(" "), MarkdownSpan("d", .italic),
                MarkdownSpan(" "), MarkdownSpan("e", .code), MarkdownSpan(" "), MarkdownSpan("f", .link),
                MarkdownSpan(" (https://g.example)", .linkAddress),
                MarkdownSpan(" snake_case_name 2 * 3"),
            ])
        XCTAssertEqual(Markdown.inline("unclosed **bold and `code"), [MarkdownSpan("unclosed **bold and `code")])
        XCTAssertEqual(
            Markdown.inline("감사합니다 **한국어** 👩‍💻"),
            [MarkdownSpan("감사합니다 "), MarkdownSpan("한국어", .bold), MarkdownSpan(" 👩‍💻")])
    }
}
