/// Splits source text into coloured runs, line by line. It knows what a reader's eye needs —
/// comments (block comments across lines), strings (Swift's multi-line ones across lines),
/// numbers, keywords, capitalised names, attributes, JSON keys — not the languages' grammars:
/// a run it cannot place is plain, never lost, so the runs of a line always spell the line.
package struct SyntaxHighlighter: Sendable {
    /// The language the text is read as.
    package let language: CodeLanguage

    /// A highlighter for `language`.
    package init(language: CodeLanguage) { self.language = language }

    /// What a line starts inside of, carried from the line before.
    private enum Carry {
        case none, blockComment, multilineString
    }

    /// Each line of `text` as runs; a final newline does not make an empty last line.
    package func lines(_ text: String) -> [[CodeToken]] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if text.hasSuffix("\n") { lines.removeLast() }
        var carry = Carry.none
        return lines.map { line in
            let (tokens, next) = tokenize(Array(line), carry: carry)
            carry = next
            return Self.merged(tokens)
        }
    }

    private func tokenize(_ chars: [Character], carry: Carry) -> ([CodeToken], Carry) {
        guard language != .plainText, language != .markdown else { return ([CodeToken(.plain, String(chars))], .none) }
        var tokens: [CodeToken] = []
        var index = 0
        var carry = carry
        func take(_ kind: CodeToken.Kind, upTo end: Int) {
            tokens.append(CodeToken(kind, String(chars[index..<end])))
            index = end
        }
        func find(_ pattern: String, from start: Int) -> Int? {
            let pattern = Array(pattern)
            var cursor = start
            while cursor + pattern.count <= chars.count {
                if Array(chars[cursor..<(cursor + pattern.count)]) == pattern { return cursor }
                cursor += 1
            }
            return nil
        }
        // What the line starts inside of.
        switch carry {
        case .blockComment:
            if let end = find("*/", from: 0) {
                take(.comment, upTo: end + 2)
                carry = .none
            } else {
                return ([CodeToken(.comment, String(chars))], .blockComment)
            }
        case .multilineString:
            if let end = find("\"\"\"", from: 0) {
                take(.string, upTo: end + 3)
                carry = .none
            } else {
                return ([CodeToken(.string, String(chars))], .multilineString)
            }
        case .none: break
        }
        let usesCComments = language != .json
        while index < chars.count {
            let char = chars[index]
            let next: Character? = index + 1 < chars.count ? chars[index + 1] : nil
            if usesCComments, char == "/", next == "/" {
                take(.comment, upTo: chars.count)
            } else if usesCComments, char == "/", next == "*" {
                if let end = find("*/", from: index + 2) {
                    take(.comment, upTo: end + 2)
                } else {
                    take(.comment, upTo: chars.count)
                    carry = .blockComment
                }
            } else if language == .swift, char == "\"", find("\"\"\"", from: index) == index {
                if let end = find("\"\"\"", from: index + 3) {
                    take(.string, upTo: end + 3)
                } else {
                    take(.string, upTo: chars.count)
                    carry = .multilineString
                }
            } else if char == "\"" || (char == "'" && language != .rust && language != .swift)
                || char == "`" && language == .typeScript
            {
                let end = closingQuote(chars, from: index)
                let isKey = language == .json && chars[end...].drop { $0 == " " }.first == ":"
                take(isKey ? .key : .string, upTo: end)
            } else if char.isNumber {
                var end = index + 1
                while end < chars.count,
                    chars[end].isHexDigit || chars[end] == "_" || chars[end] == "x"
                        || chars[end] == "."
                            && end + 1 < chars.count && chars[end + 1].isNumber
                { end += 1 }
                take(.number, upTo: end)
            } else if char.isLetter || char == "_" || ((char == "@" || char == "#") && language != .json) {
                var end = index + 1
                while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" { end += 1 }
                let word = String(chars[index..<end])
                let kind: CodeToken.Kind
                if char == "@" || char == "#" {
                    kind = word.count > 1 ? .attribute : .plain
                } else if language.literals.contains(word) {
                    kind = .literal
                } else if language.keywords.contains(word) {
                    kind = .keyword
                } else if char.isUppercase {
                    kind = .type
                } else {
                    kind = .plain
                }
                take(kind, upTo: end)
            } else {
                take(.plain, upTo: index + 1)
            }
        }
        return (tokens, carry)
    }

    /// The index just past the quote that closes the one at `start` (escapes skipped), or
    /// the line's end when it is not closed on this line.
    private func closingQuote(_ chars: [Character], from start: Int) -> Int {
        let quote = chars[start]
        var cursor = start + 1
        while cursor < chars.count {
            if chars[cursor] == "\\" {
                cursor += 2
                continue
            }
            if chars[cursor] == quote { return cursor + 1 }
            cursor += 1
        }
        return chars.count
    }

    /// Neighbouring runs of one kind joined, so that a line is a few runs, not a run a character.
    private static func merged(_ tokens: [CodeToken]) -> [CodeToken] {
        var merged: [CodeToken] = []
        for token in tokens where !token.text.isEmpty {
            if let last = merged.last, last.kind == token.kind {
                merged[merged.count - 1] = CodeToken(last.kind, last.text + token.text)
            } else {
                merged.append(token)
            }
        }
        return merged
    }
}
