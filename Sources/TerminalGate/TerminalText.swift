/// The one gate for text from outside the process (a server's message, a file name, what was
/// typed) on its way to the terminal, wherever it goes: frames, standard error, standard output,
/// an exit message.
///
/// A terminal acts on what it is sent, not only shows it: `ESC ] 0 ;` retitles the window,
/// `ESC ] 52 ;` writes the clipboard, `ESC [ 31 m` colours the shell after the program exits,
/// a carriage return or backspaces overwrite what was printed, and a bidi override (U+202E)
/// shows text in another order than it is. So every such character becomes a visible stand-in
/// that does nothing — the same stand-ins TerminalUI's text inputs draw (`TextField`).
///
/// Text is written to standard output or standard error through ``StandardStream``, which
/// sends it through this gate; TerminalUI's frames send each cell's character through it.
public enum TerminalText {
    /// `text` with every character a terminal would act on replaced by a visible stand-in:
    /// a C0 control by its Control Pictures symbol (ESC as "␛", CR as "␍"), DEL as "␡", a C1
    /// control (U+0080…U+009F) and a bidi control (the embeddings, overrides and isolates
    /// U+202A…U+202E and U+2066…U+2069, and the marks U+200E, U+200F and U+061C) as U+FFFD.
    /// A line feed and a tab are kept when `keepingLineBreaks` is true (a multi-line message
    /// on standard error), replaced otherwise (a line of a frame). Everything else is kept as it
    /// is. Linear in the length of `text`; `text` comes back unchanged (not copied) when it
    /// holds nothing to replace.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { needsStandIn($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(needsStandIn(scalar, keepingLineBreaks: keepingLineBreaks) ? standIn(for: scalar) : scalar)
        }
        return String(result)
    }

    /// `text` as one line: ``escaped(_:keepingLineBreaks:)`` with line feeds and tabs replaced
    /// too. For a value quoted inside a message — an argument, a login, a path, a server's
    /// message — where a line break would start a line the value's author wrote.
    public static func escapedLine(_ text: String) -> String {
        escaped(text, keepingLineBreaks: false)
    }

    /// Whether `character` is safe to send to a terminal as it is: it holds no scalar that
    /// ``escaped(_:keepingLineBreaks:)`` replaces (a line feed and a tab count as unsafe).
    public static func isSafe(_ character: Character) -> Bool {
        if let ascii = character.asciiValue, character.utf8.count == 1 { return (0x20...0x7E).contains(ascii) }
        return !character.unicodeScalars.contains { needsStandIn($0, keepingLineBreaks: false) }
    }

    /// Whether a terminal would act on `scalar` rather than show it.
    package static func needsStandIn(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return !keepingLineBreaks
        case 0x00..<0x20, 0x7F..<0xA0: return true
        case 0x20..<0x7F: return false
        default: return scalar.properties.isBidiControl
        }
    }

    /// The visible symbol that stands for `scalar`: its Control Pictures symbol for a C0
    /// control (U+2400…U+241F), U+2421 for DEL, U+FFFD for anything else.
    package static func standIn(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: return "\u{2421}"
        default: return "\u{FFFD}"
        }
    }
}
