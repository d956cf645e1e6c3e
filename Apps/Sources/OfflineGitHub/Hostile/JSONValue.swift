import Foundation

/// Any JSON value, with numbers kept as the text they are written as, so that a value can be
/// rewritten into what no Swift number holds (`1e400`, `18446744073709551616`, `-0.5`) and
/// written back: what the hostile mode and the server-data fuzz checks mutate.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number as its JSON text, such as `42`, `-1`, `1e400`.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in the order they were read.
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// The value `data` holds, or `nil` when it is not JSON (or nests deeper than 256).
    package init?(data: Data) {
        var parser = JSONTextParser(bytes: Array(data))
        guard let value = parser.parseDocument() else { return nil }
        self = value
    }

    /// The value written as JSON text (strings escaped as JSON requires, nothing else).
    package var text: String { String(decoding: data, as: UTF8.self) }

    /// ``text`` as UTF-8.
    package var data: Data {
        var out: [UInt8] = []
        write(to: &out)
        return Data(out)
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .number(let text): out += Array(text.utf8)
        case .string(let value): Self.write(string: value, to: &out)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.write(string: member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func write(string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Runs of bytes that need no escape are copied whole: `strcspn` finds the next quote,
        // backslash or control byte at C speed (a NUL byte stops it too, and is escaped like the
        // other controls). Byte by byte, a hostile answer's 100,000-character strings and
        // 10,000-element arrays were most of the server-data fuzz checks' time.
        let count = string.utf8.count
        string.withCString { text in
            var position = 0
            while position < count {
                let run = strcspn(text + position, Self.needsEscape)
                if run > 0 {
                    out.append(contentsOf: UnsafeRawBufferPointer(start: text + position, count: run))
                    position += run
                }
                guard position < count else { break }
                let byte = UInt8(bitPattern: text[position])
                switch byte {
                case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                default:
                    let digits = Array("0123456789abcdef".utf8)
                    out += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
                }
                position += 1
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The bytes a JSON string must escape (besides NUL, which ends `strcspn`'s scan anyway).
    private static let needsEscape: [CChar] = {
        var bytes: [CChar] = [CChar(bitPattern: UInt8(ascii: "\"")), CChar(bitPattern: UInt8(ascii: "\\"))]
        bytes += (1..<0x20).map { CChar(bitPattern: UInt8($0)) }
        return bytes + [0]
    }()

    /// The value with every object's members sorted by key, at every depth.
    package var sortedKeys: JSONValue {
        switch self {
        case .array(let values): .array(values.map(\.sortedKeys))
        case .object(let members):
            .object(members.map { (key: $0.key, value: $0.value.sortedKeys) }.sorted { $0.key < $1.key })
        default: self
        }
    }
}
