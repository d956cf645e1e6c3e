import SwiftHubViewModels
import XCTest

/// Source split into coloured runs: what each run is, runs that always spell their line, and
/// comments and strings carried across lines.
final class SyntaxHighlighterTests: XCTestCase {
    private func kinds(_ tokens: [CodeToken]) -> [String] {
        tokens.map { token in
            switch token.kind {
            case .plain: token.text
            case .keyword: "K(\(token.text))"
            case .type: "T(\(token.text))"
            case .string: "S(\(token.text))"
            case .number: "N(\(token.text))"
            case .comment: "C(\(token.text))"
            case .attribute: "A(\(token.text))"
            case .key: "Key(\(token.text))"
            case .literal: "L(\(token.text))"
            }
        }
    }

    func testSwiftRunsSayWhatTheyAre() {
        let lines = SyntaxHighlighter(language: .swift).lines(
            """
            @testable import Rx
            let 값 = try run("a \\"b\\"", 0x1F, 2.5) // 주석
            guard x == nil else { return Options() }
            """)
        XCTAssertEqual(
            lines.map(kinds),
            [
                ["A(@testable)", " ", "K(import)", " ", "T(Rx)"],
                [
                    "K(let)", " 값 = ", "K(try)", " run(", "S(\"a \\\"b\\\"\")", ", ", "N(0x1F)", ", ", "N(2.5)", ") ",
                    "C(// 주석)",
                ],
                ["K(guard)", " x == ", "L(nil)", " ", "K(else)", " { ", "K(return)", " ", "T(Options)", "() }"],
            ].map { $0 })
    }

    func testCommentsAndMultilineStringsCarryAcrossLines() {
        let lines = SyntaxHighlighter(language: .swift).lines(
            "let a = 1 /* one\ntwo */ let b = \"\"\"\ntext \"quoted\"\n\"\"\" + c\n")
        XCTAssertEqual(
            lines.map(kinds),
            [
                ["K(let)", " a = ", "N(1)", " ", "C(/* one)"],
                ["C(two */)", " ", "K(let)", " b = ", "S(\"\"\")"],
                ["S(text \"quoted\")"],
                ["S(\"\"\")", " + c"],
            ], "a final newline makes no empty line")
    }

    func testJSONKeysAreNotStrings() {
        XCTAssertEqual(
            SyntaxHighlighter(language: .json).lines(#"{ "name": "rx", "n": -1.5, "ok": true, "x": null }"#).map(kinds),
            [
                [
                    "{ ", "Key(\"name\")", ": ", "S(\"rx\")", ", ", "Key(\"n\")", ": -", "N(1.5)", ", ", "Key(\"ok\")",
                    ": ", "L(true)", ", ", "Key(\"x\")", ": ", "L(null)", " }",
                ]
            ])
    }

    func testEveryLineIsSpelledByItsRunsWhateverItHolds() {
        let text = "a \"unclosed\n/* never closed\nstill */ \"\\\" 👩‍💻 ❤️ é\n\ttab\n"
        for language in [CodeLanguage.swift, .rust, .go, .c, .kotlin, .typeScript, .json, .plainText, .markdown] {
            let lines = SyntaxHighlighter(language: language).lines(text)
            XCTAssertEqual(
                lines.map { $0.map(\.text).joined() },
                ["a \"unclosed", "/* never closed", "still */ \"\\\" 👩‍💻 ❤️ é", "\ttab"],
                "\(language)")
        }
    }

    func testTheLanguageComesFromTheFilesName() {
        XCTAssertEqual(
            [
                "a/B.swift", "x.kt", "lib.rs", "main.go", "a.h", "index.ts", "a.json", ".swift-format", "README.md",
                "LICENSE",
            ]
            .map { CodeLanguage(path: $0) },
            [.swift, .kotlin, .rust, .go, .c, .typeScript, .json, .json, .markdown, .plainText])
    }
}
