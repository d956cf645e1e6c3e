/// Escaping for the HTML the web layer writes. Every text and attribute value that reaches a
/// page goes through ``escape(_:)`` once, where the markup is written, so nothing a server, a
/// file or a user sent is ever parsed as markup by the browser.
public enum HTML {
    /// `text` safe as element content and as a double- or single-quoted attribute value:
    /// `& < > " '` become character references; C0 and C1 controls other than tab and line
    /// feed, and the noncharacters U+FFFE/U+FFFF, become U+FFFD (HTML forbids them, and a
    /// browser would otherwise drop or show them inconsistently).
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// An element's start tag: `<tag id="…" name="value" …>`, every value escaped, boolean
    /// attributes (an empty value) written as `name=""`.
    static func startTag(_ tag: String, attributes: [Attribute]) -> String {
        var html = "<" + tag
        for attribute in attributes { html += " \(attribute.name)=\"\(escape(attribute.value))\"" }
        return html + ">"
    }

    /// Elements whose value is written as their text, not as a `value` attribute.
    static let valueAsText: Set<String> = ["textarea"]

    /// Elements with no end tag and no content.
    static let voidElements: Set<String> = ["input", "br", "hr", "img"]
}

/// One attribute of an element: names are ours (never from outside), values are escaped when written.
public struct Attribute: Equatable, Sendable {
    /// The attribute's name, such as `aria-label`.
    public let name: String
    /// The value; `""` for a boolean attribute such as `hidden` or `disabled`.
    public let value: String

    /// The attribute `name="value"`.
    public init(_ name: String, _ value: String = "") {
        self.name = name
        self.value = value
    }
}
