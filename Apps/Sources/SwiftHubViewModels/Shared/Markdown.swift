import Foundation

/// A piece of a Markdown line with its inline emphasis.
package struct MarkdownSpan: Equatable, Sendable {
    /// How a span is drawn.
    package enum Emphasis: Equatable, Sendable {
        /// Plain, `**bold**`, `*italic*`, or `` `code` ``.
        case none, bold, italic, code
        /// A link's text; its address follows in a `.linkAddress` span.
        case link
        /// A link's address, drawn dim after its text.
        case linkAddress
    }

    /// The span's text, markers removed.
    package let text: String
    /// How the span is drawn.
    package let emphasis: Emphasis

    /// A span of `text` drawn with `emphasis`.
    package init(_ text: String, _ emphasis: Emphasis = .none) {
        self.text = text
        self.emphasis = emphasis
    }
}

/// A block of a Markdown document as a terminal shows it: one paragraph, heading, list item,
/// quote, code line or rule.
package struct MarkdownBlock: Equatable, Sendable {
    /// What kind of line a block is, which decides how the screen draws it.
    package enum Kind: Equatable, Sendable {
        /// `#` is level 1.
        case heading(level: Int)
        /// Running text, soft line breaks joined.
        case paragraph
        /// `depth` 0 for a top-level item; `marker` is "•", "◦" or "3.".
        case listItem(depth: Int, marker: String)
        /// A line of a `>` quote.
        case quote
        /// One line of a fenced block, spaces kept.
        case code
        /// A `---` rule.
        case rule
        /// The space between two blocks.
        case blank
    }

    /// What kind of line the block is.
    package let kind: Kind
    /// The block's text in emphasis runs; empty for rules and blanks.
    package let spans: [MarkdownSpan]

    /// A block of `kind` made of `spans`.
    package init(_ kind: Kind, _ spans: [MarkdownSpan] = []) {
        self.kind = kind
        self.spans = spans
    }

    /// The text without emphasis (a link as "text (address)").
    package var plainText: String { spans.map(\.text).joined() }
}

/// Reads the Markdown that GitHub READMEs, issues and comments are written in — headings,
/// paragraphs (soft line breaks joined), `-`/`*`/`+`/`1.` lists with nesting, `>` quotes,
/// fenced code, rules, `**bold**`, `*italic*`/`_italic_`, `` `code` `` and `[links](url)` — into
/// blocks a terminal can draw. HTML, tables and images are kept as their text.
package enum Markdown {
    /// The blocks of `text` in reading order; never fails — anything unrecognised is a paragraph of its text.
    package static func parse(_ text: String) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var paragraph: [String] = []
        var inCode = false
        func flush() {
            guard !paragraph.isEmpty else { return }
            blocks.append(MarkdownBlock(.paragraph, inline(paragraph.joined(separator: " "))))
            paragraph = []
        }
        func blank() {
            flush()
            if let last = blocks.last, last.kind != .blank { blocks.append(MarkdownBlock(.blank)) }
        }
        for rawLine in text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n") {
            let line = rawLine.replacingOccurrences(of: "\t", with: "    ")
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flush()
                inCode.toggle()
                continue
            }
            if inCode {
                blocks.append(MarkdownBlock(.code, [MarkdownSpan(line, .code)]))
                continue
            }
            if trimmed.isEmpty {
                blank()
                continue
            }
            if let level = headingLevel(trimmed) {
                flush()
                let title = trimmed.dropFirst(level).trimmingCharacters(in: .whitespaces)
                blocks.append(
                    MarkdownBlock(
                        .heading(level: level),
                        inline(
                            title.trimmingCharacters(in: CharacterSet(charactersIn: "#")).trimmingCharacters(
                                in: .whitespaces))))
                continue
            }
            if trimmed.count >= 3, Set(trimmed.filter { $0 != " " }).count == 1, let first = trimmed.first,
                "-*_".contains(first)
            {
                flush()
                blocks.append(MarkdownBlock(.rule))
                continue
            }
            if trimmed.hasPrefix(">") {
                flush()
                blocks.append(MarkdownBlock(.quote, inline(trimmed.dropFirst().trimmingCharacters(in: .whitespaces))))
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            if let (marker, rest) = listItem(trimmed) {
                flush()
                let depth = indent / 2
                blocks.append(
                    MarkdownBlock(
                        .listItem(depth: depth, marker: marker == "•" && depth > 0 ? "◦" : marker), inline(rest)))
                continue
            }
            // A line indented under a list item continues it.
            if indent >= 2, paragraph.isEmpty, let last = blocks.last, case .listItem = last.kind {
                blocks[blocks.count - 1] = MarkdownBlock(last.kind, last.spans + [MarkdownSpan(" ")] + inline(trimmed))
                continue
            }
            paragraph.append(trimmed)
        }
        flush()
        while blocks.last?.kind == .blank { blocks.removeLast() }
        while blocks.first?.kind == .blank { blocks.removeFirst() }
        return blocks
    }

    private static func headingLevel(_ line: String) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return hashes
    }

    private static func listItem(_ line: String) -> (marker: String, rest: String)? {
        for bullet in ["- ", "* ", "+ "] where line.hasPrefix(bullet) {
            return ("•", String(line.dropFirst(2)))
        }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, digits.count <= 3, line.dropFirst(digits.count).hasPrefix(". ") {
            return ("\(digits).", String(line.dropFirst(digits.count + 2)))
        }
        return nil
    }

    /// Splits a line into spans by its inline emphasis. Markers without a partner stay text.
    package static func inline(_ text: String) -> [MarkdownSpan] {
        var spans: [MarkdownSpan] = []
        var plain = ""
        let characters = Array(text)
        var index = 0
        func emit(_ span: MarkdownSpan) {
            if !plain.isEmpty {
                spans.append(MarkdownSpan(plain))
                plain = ""
            }
            if !span.text.isEmpty { spans.append(span) }
        }
        /// The index of `marker` at or after `start`, not right after the opening.
        func find(_ marker: [Character], from start: Int) -> Int? {
            var position = start
            while position + marker.count <= characters.count {
                if Array(characters[position..<position + marker.count]) == marker { return position }
                position += 1
            }
            return nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "`", let end = find(["`"], from: index + 1), end > index + 1 {
                emit(MarkdownSpan(String(characters[index + 1..<end]), .code))
                index = end + 1
            } else if character == "*" || character == "_", index + 1 < characters.count,
                characters[index + 1] == character,
                let end = find([character, character], from: index + 2), end > index + 2
            {
                emit(MarkdownSpan(String(characters[index + 2..<end]), .bold))
                index = end + 2
            } else if character == "*" || character == "_", index + 1 < characters.count, characters[index + 1] != " ",
                character == "*" || index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber),
                let end = find([character], from: index + 1), end > index + 1, characters[end - 1] != " "
            {
                emit(MarkdownSpan(String(characters[index + 1..<end]), .italic))
                index = end + 1
            } else if character == "[", let close = find(["]"], from: index + 1), close + 1 < characters.count,
                characters[close + 1] == "(",
                let end = find([")"], from: close + 2)
            {
                let title = String(characters[index + 1..<close])
                let address = String(characters[close + 2..<end])
                emit(MarkdownSpan(title.isEmpty ? address : title, .link))
                if !title.isEmpty && title != address { emit(MarkdownSpan(" (\(address))", .linkAddress)) }
                index = end + 1
            } else {
                plain.append(character)
                index += 1
            }
        }
        emit(MarkdownSpan(""))
        return spans
    }
}
