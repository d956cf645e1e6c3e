/// A spelling of any text as one file name, different for different texts and readable for
/// the common ones: lowercase ASCII letters, digits, `.` and `-` stay as they are, and every
/// other UTF-8 byte — `%` itself, `_`, `/`, uppercase letters, anything beyond ASCII — becomes
/// `%` and two uppercase hex digits.
///
/// Because `%` is always escaped, ``decode(_:)`` recovers the text from its name, so two texts
/// never share a name; and because `_` is escaped too, a caller can join encoded fields with `_`
/// and still tell them apart (`https_api.github.com_443`). An encoded name never holds `/` or
/// NUL; it is `.`, `..` or empty only for exactly those texts, so callers add something around it.
package enum FileNameEncoding {
    /// `text` as a file-name-safe string (see the type's rules).
    package static func encode(_ text: String) -> String {
        var name = ""
        for byte in text.utf8 {
            if isKept(byte) {
                name.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                name += "%" + hex(byte >> 4) + hex(byte & 0xF)
            }
        }
        return name
    }

    /// The text `name` was encoded from, or `nil` when `name` is not an encoding of any text (a
    /// stray byte, a bad escape, an escape of a byte that is kept as is, or bytes that are not UTF-8).
    package static func decode(_ name: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = name.utf8.makeIterator()
        while let byte = iterator.next() {
            if isKept(byte) {
                bytes.append(byte)
                continue
            }
            guard byte == UInt8(ascii: "%"), let high = iterator.next().flatMap(value(ofHex:)),
                let low = iterator.next().flatMap(value(ofHex:))
            else { return nil }
            let decoded = high << 4 | low
            guard !isKept(decoded) else { return nil }
            bytes.append(decoded)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    private static func hex(_ nibble: UInt8) -> String { String(nibble, radix: 16, uppercase: true) }

    private static func value(ofHex byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
