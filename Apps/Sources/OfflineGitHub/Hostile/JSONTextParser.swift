/// Reads JSON text into a ``JSONValue``, keeping each number's text and each object's order;
/// refuses (with `nil`) anything that is not JSON, and nesting deeper than ``maxDepth``.
struct JSONTextParser {
    static let maxDepth = 256
    let bytes: [UInt8]
    private var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The one value the text holds, with only whitespace around it.
    mutating func parseDocument() -> JSONValue? {
        guard let value = parseValue(depth: 0) else { return nil }
        skipWhitespace()
        return index == bytes.count ? value : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let matches = literal.withUTF8Buffer { expected in
            expected.indices.allSatisfy { bytes[index + $0] == expected[$0] }
        }
        if matches { index += count }
        return matches
    }

    private mutating func parseValue(depth: Int) -> JSONValue? {
        guard depth < Self.maxDepth else { return nil }
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "n"): return consume("null") ? .null : nil
        case UInt8(ascii: "t"): return consume("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return consume("false") ? .bool(false) : nil
        case UInt8(ascii: "\""): return parseString().map(JSONValue.string)
        case UInt8(ascii: "["):
            index += 1
            var values: [JSONValue] = []
            skipWhitespace()
            if consume("]") { return .array(values) }
            while true {
                guard let value = parseValue(depth: depth + 1) else { return nil }
                values.append(value)
                skipWhitespace()
                if consume("]") { return .array(values) }
                guard consume(",") else { return nil }
            }
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            skipWhitespace()
            if consume("}") { return .object(members) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = parseString() else {
                    return nil
                }
                skipWhitespace()
                guard consume(":"), let value = parseValue(depth: depth + 1) else { return nil }
                members.append((key, value))
                skipWhitespace()
                if consume("}") { return .object(members) }
                guard consume(",") else { return nil }
            }
        default: return parseNumber()
        }
    }

    private mutating func parseNumber() -> JSONValue? {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, Double(text) != nil else { return nil }
        return .number(text)
    }

    /// A string starting at the opening quote, escapes resolved (a lone surrogate becomes U+FFFD).
    private mutating func parseString() -> String? {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard let unit = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(unit), consume("\\u"), let low = hex4(),
                        (0xDC00..<0xE000).contains(low)
                    {
                        let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    } else {
                        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                    }
                default: return nil
                }
            default: raw.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        let text = String(decoding: bytes[index..<(index + 4)], as: UTF8.self)
        guard let value = UInt32(text, radix: 16) else { return nil }
        index += 4
        return value
    }
}
