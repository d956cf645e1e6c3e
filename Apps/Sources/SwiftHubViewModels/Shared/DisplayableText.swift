/// `text` as it may be shown in a message: control characters (an escape sequence, a NUL, a
/// line break) are written as Swift escapes (`\u{1B}`, `\0`, `\n`) rather than sent to the
/// terminal, where they could move the cursor, change colours or hide the rest of the line.
/// Values that come from the command line or a server (`--user`, `--api`) pass through it
/// before they appear in a message.
package func displayable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        if scalar.properties.generalCategory == .control {
            switch scalar {
            case "\0": result += "\\0"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
