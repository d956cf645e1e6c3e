#if DEBUG
import Synchronization
#endif

/// How many terminal cells text occupies: 2 for wide characters (Hangul, CJK, most emoji),
/// 0 for combining marks and other zero-width scalars, 1 otherwise.
public enum DisplayWidth {
    /// The width of one character (a grapheme cluster).
    public static func of(_ character: Character) -> Int {
        #if DEBUG
        measuredCharacters.add(1, ordering: .relaxed)
        #endif
        // ASCII first, without looking up scalar properties: printable is 1, a control 0
        // ("\r\n" counts as its line feed).
        if let ascii = character.asciiValue { return (0x20...0x7E).contains(ascii) ? 1 : 0 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return of(first)
    }

    /// The width of one scalar.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The width of `text`.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The width of `text` when it is at most `limit` cells; past it, some width greater than
    /// `limit`, found reading no more of `text` than `limit` cells and one character. For a
    /// view's wish to be wide (a label's intrinsic width), which no terminal shows past its own
    /// width: a 1 MB label costs a layout what its first `limit` cells cost.
    public static func of(_ text: String, upTo limit: Int) -> Int {
        of(characters: text, upTo: limit)
    }

    /// ``of(_:upTo:)`` on any characters, taking from them only what it reads.
    static func of(characters: some Sequence<Character>, upTo limit: Int) -> Int {
        var used = 0
        for character in characters {
            used += of(character)
            if used > limit { break }
        }
        return used
    }

    /// `text` cut to at most `width` cells before a word, ending with "…" when something was
    /// cut: for key hints, where half a word misleads ("q: qu…"). Hints are separated by two
    /// spaces, and a cut between two hints is preferred to one inside a hint. A first word
    /// wider than `width` is cut at a character boundary. Reads no more of `text` than fits.
    public static func truncateAtWord(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if let whole = prefix(text, ifWithin: width) { return whole }
        var beforeWord = ""
        var beforeHint = ""
        var candidate = ""
        var used = 0
        for character in text {
            let characterWidth = of(character)
            // Room for the character and for " …" after the text kept.
            if used + characterWidth > width - 2 { break }
            if character == " " {
                if candidate.last == " " { beforeHint = candidate }
                beforeWord = candidate
            }
            candidate.append(character)
            used += characterWidth
        }
        let kept = (beforeHint.isEmpty ? beforeWord : beforeHint).trimmingCharacters(in: .whitespaces)
        guard !kept.isEmpty else { return truncate(text, toWidth: width) }
        return kept + " …"
    }

    /// `text` cut to at most `width` cells at a character boundary, ending with "…" when
    /// something was cut. Reads no more of `text` than fits, and one character more: a frame
    /// that shows 40 cells of a 100,000-character title from a server costs what 40 cells cost.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        truncate(characters: text, toWidth: width)
    }

    /// ``truncate(_:toWidth:)`` on any characters, taking from them only what it reads.
    static func truncate(characters: some Sequence<Character>, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        // `cut` holds what fits with room for "…"; `whole` what fits without it, while it does.
        var cut = ""
        var cutIsFull = false
        var whole = ""
        var used = 0
        for character in characters {
            let characterWidth = of(character)
            if used + characterWidth > width { return cut + "…" }
            if used + characterWidth > width - 1 { cutIsFull = true }
            if !cutIsFull { cut.append(character) }
            whole.append(character)
            used += characterWidth
        }
        return whole
    }

    /// `text` when it is at most `width` cells wide, `nil` otherwise, reading no more of it than
    /// `width` cells and one character.
    private static func prefix(_ text: String, ifWithin width: Int) -> String? {
        var used = 0
        for character in text {
            used += of(character)
            if used > width { return nil }
        }
        return text
    }

    /// `text` broken into lines of at most `width` cells at spaces; a word wider than a line
    /// is cut across lines (a character wider than a line gets a line of its own). Linear in
    /// the text's length, however long its words: a server may send one of 100,000 characters.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for piece in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(piece)
            var wordWidth = of(word)
            if wordWidth > width {
                if !current.isEmpty {
                    lines.append(current)
                    (current, currentWidth) = ("", 0)
                }
                // Full lines are cut off the word's head; what is left joins as a word.
                var head = ""
                var headWidth = 0
                for character in word {
                    let characterWidth = of(character)
                    if headWidth + characterWidth > width && !head.isEmpty {
                        lines.append(head)
                        (head, headWidth) = ("", 0)
                    }
                    head.append(character)
                    headWidth += characterWidth
                }
                (word, wordWidth) = (head, headWidth)
            }
            if current.isEmpty {
                (current, currentWidth) = (word, wordWidth)
            } else if currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
            } else {
                lines.append(current)
                (current, currentWidth) = (word, wordWidth)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The start of `text` that `lines` lines of `width` cells wrapped at words can show, and
    /// whether it is all of `text`: at most 2 × (`lines` + 1) × `width` + 2 characters, read
    /// without measuring. A greedy wrap fills at least half a line's cells per line on average
    /// (a word that does not fit starts the next line), so the first `lines` lines of the
    /// start wrap as those of the whole text do. What draws a long server text into a few lines
    /// (a banner, an alert) wraps this, not the whole: a frame costs what it shows.
    static func wrappable(_ text: String, lines: Int, width: Int) -> (text: Substring, isWhole: Bool) {
        let budget = 2 * (max(1, lines) + 1) * max(1, width) + 2
        guard let end = text.index(text.startIndex, offsetBy: budget, limitedBy: text.endIndex) else {
            return (text[...], true)
        }
        return (text[..<end], end == text.endIndex)
    }

    /// `text` padded with spaces (or truncated) to exactly `width` cells.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let cut = truncate(text, toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - of(cut)))
    }

    #if DEBUG
    /// How many characters `of(_:)` (a character) has measured since the process started (debug
    /// builds): tests count a frame's work with it, with no clock.
    static let measuredCharacters = Atomic<Int>(0)
    #endif
}
