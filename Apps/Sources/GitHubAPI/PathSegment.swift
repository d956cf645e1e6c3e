import Foundation

/// The one encoder every URL path segment goes through: a login, a repository's owner and
/// name, an issue's number, each segment of a file's path. Whatever a server or a user sent,
/// the result is one segment that a URL can hold without trapping: only RFC 3986's unreserved
/// characters (`A–Z a–z 0–9 - . _ ~`) stay as they are; every other byte of the UTF-8 —
/// `/`, a space, `[`, `]`, `\`, `%`, control, format and bidi characters, letters beyond
/// ASCII — becomes `%XX`, and a segment that is all dots (`.`, `..`) has its dots encoded
/// too, so that no resolver or server takes it for "this folder" or "the parent".
package enum PathSegment {
    /// `value` as one percent-encoded path segment; `decode(encode(value)) == value` for
    /// every string.
    package static func encode(_ value: some StringProtocol) -> String {
        let allDots = !value.isEmpty && value.allSatisfy { $0 == "." }
        var encoded = ""
        encoded.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if isUnreserved(byte) && !(allDots && byte == UInt8(ascii: ".")) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += percent(byte)
            }
        }
        return encoded
    }

    /// The text `segment` encodes; a `%` not followed by two hexadecimal digits, or escapes
    /// that are not UTF-8, are kept as they are rather than refused (the fixture server's
    /// routing reads any path a client sends).
    package static func decode(_ segment: some StringProtocol) -> String {
        let bytes = Array(segment.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        // Not Foundation's `removingPercentEncoding`, which drops a leading U+FEFF.
        return String(validating: decoded, as: UTF8.self) ?? String(segment)
    }

    /// `segment` with every byte that may not stand in a path percent-encoded, keeping escapes
    /// already there (`%2F` stays `%2F`, a lone `%` becomes `%25`): what a path that did not
    /// come from ``encode(_:)`` is made into before it becomes part of a URL.
    package static func normalize(_ segment: some StringProtocol) -> String {
        let bytes = Array(segment.utf8)
        var normalized = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]),
                isHexDigit(bytes[index + 2])
            {
                normalized += String(decoding: bytes[index...(index + 2)], as: UTF8.self)
                index += 3
                continue
            }
            if isUnreserved(byte) || isSubDelimiterOrColonOrAt(byte) {
                normalized.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                normalized += percent(byte)
            }
            index += 1
        }
        return normalized
    }

    private static func percent(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// What RFC 3986 also lets a path segment hold as it is: `! $ & ' ( ) * + , ; = : @`.
    private static func isSubDelimiterOrColonOrAt(_ byte: UInt8) -> Bool {
        "!$&'()*+,;=:@".utf8.contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
