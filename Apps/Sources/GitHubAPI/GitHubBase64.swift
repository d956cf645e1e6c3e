import Foundation

/// How GitHub carries a file's bytes in JSON: base64, broken into lines of 60 characters.
package enum GitHubBase64 {
    /// `text`'s UTF-8 bytes in base64, 60 characters to a line, each line ended by a newline.
    package static func encode(_ text: String) -> String {
        let base64 = Data(text.utf8).base64EncodedString()
        var lines: [Substring] = []
        var rest = base64[...]
        while !rest.isEmpty {
            lines.append(rest.prefix(60))
            rest = rest.dropFirst(60)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The bytes `content` encodes, line breaks ignored; `nil` when it is not base64.
    package static func decode(_ content: String) -> Data? {
        Data(base64Encoded: content.filter { !$0.isWhitespace })
    }
}
