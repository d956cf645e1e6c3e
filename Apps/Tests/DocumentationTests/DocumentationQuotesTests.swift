import Foundation
import XCTest

/// The READMEs, `docs/` and the DocC articles quote real code. Every line of every `swift` block
/// in them must still be in one source or test file, in the same order, so an edit to the code
/// that a page quotes fails here until the page follows. Whitespace and line breaks do not
/// count (the formatter may wrap a quoted line differently), nor does a trailing comma before
/// a closing bracket; a line that is only `…` marks left-out code; blank lines are ignored, and
/// so are comments (`// …` on a line of its own or after the code): they are the page's words,
/// which a Korean page translates.
final class DocumentationQuotesTests: XCTestCase {
    /// The repository: this file is `Apps/Tests/DocumentationTests/DocumentationQuotesTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryQuotedLineIsStillInTheCodeInTheSameOrder() throws {
        let pages = try Self.pages()
        XCTAssertGreaterThanOrEqual(
            pages.count, 12, "the READMEs and the articles were not found under \(Self.root.path)")
        let code = try Self.swiftFiles(in: ["Sources", "Tests", "Examples", "Apps/Sources", "Apps/Tests"]).map { file in
            (file, Self.normalized(try String(contentsOf: file, encoding: .utf8)))
        }
        var blocks = 0
        for page in pages {
            for block in try Self.swiftBlocks(in: page) {
                blocks += 1
                let lines = block.lines.compactMap(Self.withoutComment).filter { !$0.isEmpty && $0 != "…" }
                let quoted = code.first { Self.contains($0.1, inOrder: lines) }
                if quoted == nil {
                    let (prefix, missing) = Self.longestMatch(of: lines, in: code.map(\.1))
                    XCTFail(
                        """
                        \(page.lastPathComponent):\(block.line): the block starting "\(lines.first ?? "")" is no longer in the code; \
                        the closest file has its first \(prefix) lines, then not "\(missing)"
                        """)
                }
            }
        }
        XCTAssertGreaterThanOrEqual(blocks, 25, "fewer quoted blocks than the pages hold")
    }

    func testTheCheckNoticesALineThatIsNotInTheCode() {
        let source = ["public struct Input {", "public let increment: Observable<Void>", "}"]
        XCTAssertTrue(Self.contains(source, inOrder: ["public struct Input {", "}"]))
        XCTAssertFalse(Self.contains(source, inOrder: ["public let decrement: Observable<Void>"]))
        XCTAssertFalse(
            Self.contains(source, inOrder: ["public let increment: Observable<Void>", "public struct Input {"]),
            "order counts")
        XCTAssertTrue(
            Self.contains(
                ["counts.assertEvents([", ".next(151, 30),", ".next(421, 48),", "])"],
                inOrder: ["counts.assertEvents([.next(151, 30), .next(421, 48)])"]),
            "a line the formatter wrapped, with a trailing comma, is the same line")
        XCTAssertFalse(
            Self.contains(["counts.assertEvents([.next(151, 30)])"], inOrder: ["counts.assertEvents([.next(151, 31)])"])
        )
        XCTAssertEqual(
            [
                "    // git으로: 태그 0.1.0 이상", ".product(name: \"RxUI\", package: \"ReactiveMVVM\"),  // Driver, Signal",
                "let url = \"https://example.com\" // 주소", "let path = \"a // b\"",
            ].map(Self.withoutComment),
            [
                nil, ".product(name: \"RxUI\", package: \"ReactiveMVVM\"),", "let url = \"https://example.com\"",
                "let path = \"a // b\"",
            ],
            "a comment is the page's own words; a // inside a string is code")
    }

    /// A quoted line without its comment, trimmed; `nil` for a line that is only a comment. A
    /// `//` inside a string literal (an odd number of quotes before it) is code.
    static func withoutComment(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return nil }
        var searchStart = trimmed.startIndex
        while let slashes = trimmed.range(of: " //", range: searchStart..<trimmed.endIndex) {
            if trimmed[..<slashes.lowerBound].filter({ $0 == "\"" }).count.isMultiple(of: 2) {
                return String(trimmed[..<slashes.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            searchStart = slashes.upperBound
        }
        return trimmed
    }

    /// The pages that quote code: both READMEs, every DocC article and every page of `docs/`.
    private static func pages() throws -> [URL] {
        let catalogues = try ["Sources", "Apps/Sources"]
            .flatMap {
                try FileManager.default.contentsOfDirectory(
                    at: root.appendingPathComponent($0), includingPropertiesForKeys: nil)
            }
            .flatMap { module in
                (try? FileManager.default.contentsOfDirectory(at: module, includingPropertiesForKeys: nil)) ?? []
            }
            .filter { $0.pathExtension == "docc" }
        let articles = try catalogues.flatMap {
            try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
        }
        .filter { $0.pathExtension == "md" }
        let notes = try FileManager.default.contentsOfDirectory(
            at: root.appendingPathComponent("docs"), includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "md" }
        return [root.appendingPathComponent("README.md"), root.appendingPathComponent("README.ko.md")]
            + (articles + notes).sorted { $0.path < $1.path }
    }

    private static func swiftFiles(in folders: [String]) throws -> [URL] {
        folders.flatMap { folder -> [URL] in
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }
    }

    /// The ```` ```swift ```` blocks of a Markdown page, with the line each starts on.
    private static func swiftBlocks(in page: URL) throws -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        var current: (line: Int, lines: [String])?
        for (index, line) in try String(contentsOf: page, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append(String(line))
                    current = block
                }
            } else if trimmed == "```swift" {
                current = (index + 1, [])
            }
        }
        return blocks
    }

    /// Code without whitespace and without a comma right before `]` or `)`.
    static func normalized(_ code: String) -> String {
        let compact = code.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }
        return String(String.UnicodeScalarView(compact)).replacingOccurrences(of: ",]", with: "]")
            .replacingOccurrences(of: ",)", with: ")")
    }

    static func contains(_ source: [String], inOrder quoted: [String]) -> Bool {
        contains(normalized(source.joined(separator: "\n")), inOrder: quoted)
    }

    static func contains(_ source: String, inOrder quoted: [String]) -> Bool {
        matchedCount(of: quoted, in: source) == quoted.count
    }

    /// How many of `quoted`'s lines, from the first, `source` (normalized) holds in that order.
    private static func matchedCount(of quoted: [String], in source: String) -> Int {
        var position = source.startIndex
        var matched = 0
        for line in quoted {
            // A comma that ends a quoted line may stand before a bracket the source normalizes away.
            var wanted = normalized(line)
            if wanted.count > 1, wanted.hasSuffix(",") { wanted.removeLast() }
            guard let found = source.range(of: wanted, range: position..<source.endIndex) else { break }
            position = found.upperBound
            matched += 1
        }
        return matched
    }

    /// How many quoted lines the best file matches in order, and the first line it lacks.
    private static func longestMatch(of quoted: [String], in files: [String]) -> (Int, String) {
        var best = (0, quoted.first ?? "")
        for source in files {
            let matched = matchedCount(of: quoted, in: source)
            if matched > best.0, matched < quoted.count { best = (matched, quoted[matched]) }
        }
        return best
    }
}
