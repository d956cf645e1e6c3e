/// `text` as it may be written to a terminal in a message, on standard error or in a banner:
/// every character that is not drawn as itself is written as a Swift escape (`\u{1B}`, `\0`,
/// `\n`) instead — C0 and C1 controls and DEL (an escape sequence could move the cursor, retitle
/// the window, write the clipboard with OSC 52 or colour the shell after the app ends), format
/// characters (bidi overrides and isolates, zero-width characters, U+FEFF: they reorder or hide
/// what follows) and the line and paragraph separators. The joiners (U+200C, U+200D) stay: an
/// emoji sequence and some scripts need them, and they move nothing. A backslash is written as
/// itself: the result is for reading, not for parsing back, and escaping it again changes nothing.
///
/// Values from the command line, the environment or a server (`--user`, `--api`, GitHub's error
/// messages, a login, a path) pass through it before they reach a message that leaves the UI.
package func displayable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar.properties.generalCategory {
        case .format where scalar == "\u{200C}" || scalar == "\u{200D}":
            result.unicodeScalars.append(scalar)
        case .control, .format, .lineSeparator, .paragraphSeparator:
            switch scalar {
            case "\0": result += "\\0"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        default:
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// `text` with each line ``displayable(_:)`` and the line breaks kept: for a message of many
/// lines (a usage text with an argument quoted in it) written to a terminal.
package func displayableLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { displayable(String($0)) }.joined(
        separator: "\n")
}
