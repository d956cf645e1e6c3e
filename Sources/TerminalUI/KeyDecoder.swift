import Foundation

/// Turns the bytes read from a terminal into keys. A pure state machine: bytes of a
/// multi-byte character or an escape sequence that arrive split across reads are kept until
/// the rest arrives.
///
/// A lone `ESC` is ambiguous — the Escape key, or the start of a sequence still in flight —
/// so it stays pending until more bytes arrive or the reader calls ``flush()`` after a
/// quiet moment.
///
/// A control sequence is at most ``maximumSequenceLength`` bytes long: one that runs on past
/// it (a paste of a corrupted log that starts `ESC [` and never ends) is dropped whole, up to
/// and with its final byte, as it arrives, so that nothing waits for its end and decoding stays
/// linear in the bytes read.
public struct KeyDecoder: Sendable {
    /// The longest control sequence decoded, in bytes from its `ESC` to its final byte: far more
    /// than any key's (`ESC [ 24 ; 8 ~`, a mouse report `ESC [ < 0 ; 1000 ; 1000 M`).
    public static let maximumSequenceLength = 64

    private var pending: [UInt8] = []
    /// True while the rest of an overlong control sequence is dropped: its parameter and
    /// intermediate bytes (0x20…0x3F), then its final byte.
    private var isDroppingSequence = false

    /// A decoder with no bytes pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence.
    public var hasPendingBytes: Bool { !pending.isEmpty }

    /// Decodes `bytes` (with anything pending before them) into keys.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if isDroppingSequence {
                let byte = pending[index]
                if (0x20...0x3F).contains(byte) {
                    index += 1
                    continue
                }
                isDroppingSequence = false
                if (0x40...0x7E).contains(byte) {
                    index += 1
                    continue
                }
            }
            guard let (key, length) = decodeOne(at: index) else {
                // An unfinished control sequence that is already too long: drop it, and the rest
                // of it as it comes.
                if pending.count - index >= Self.maximumSequenceLength, pending[index] == 0x1B {
                    index = pending.count
                    isDroppingSequence = true
                }
                break
            }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Resolves what is pending as if no more bytes will come: a lone `ESC` is the Escape
    /// key; an incomplete sequence or character is dropped.
    public mutating func flush() -> [Key] {
        defer {
            pending.removeAll()
            isDroppingSequence = false
        }
        if pending == [0x1B] { return [.escape] }
        if pending.first == 0x1B, pending.count == 2, pending[1] != UInt8(ascii: "[") && pending[1] != UInt8(ascii: "O")
        {
            return [.escape] + decodeAfterEscape()
        }
        return []
    }

    private func decodeAfterEscape() -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(pending.dropFirst()))
    }

    /// The key at `index` and how many bytes it used; `nil` when more bytes are needed.
    /// A `nil` key with a length skips bytes that mean nothing.
    private func decodeOne(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return decodeEscape(at: index)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x01...0x1A:
            return (.control(Character(UnicodeScalar(byte + 0x60))), 1)
        case 0x00...0x1F:
            return (nil, 1)
        case 0x20...0x7E:
            return (.character(PrintableASCII.character(byte)), 1)
        default:
            return decodeUTF8(at: index)
        }
    }

    private func decodeUTF8(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        let length: Int
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)
        }
        guard index + length <= pending.count else { return nil }
        let bytes = pending[index..<(index + length)]
        // Decoded by the standard library's validating UTF-8 decoder (overlong forms,
        // surrogates and values past U+10FFFF are refused), not by a String initializer that
        // drops a byte-order mark: U+FEFF typed is a character like any other.
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        guard bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
            case .scalarValue(let scalar) = decoder.decode(&iterator)
        else {
            return (nil, 1)
        }
        return (.character(Character(scalar)), length)
    }

    private func decodeEscape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }
        let next = pending[index + 1]
        if next == UInt8(ascii: "O") {
            guard index + 2 < pending.count else { return nil }
            // SS3 ends with one final byte in 0x40...0x7E; anything else means this was Alt+O
            // (Escape, then "O"), and the byte after it decodes on its own.
            guard (0x40...0x7E).contains(pending[index + 2]) else { return (.escape, 1) }
            let keys: [UInt8: Key] = [
                UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
                UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "P"): .function(1),
                UInt8(ascii: "Q"): .function(2),
                UInt8(ascii: "R"): .function(3), UInt8(ascii: "S"): .function(4),
            ]
            return (keys[pending[index + 2]], 3)
        }
        guard next == UInt8(ascii: "[") else {
            if next == 0x1B { return (.escape, 1) }
            // Alt plus a key: reported as Escape followed by the key.
            return (.escape, 1)
        }
        // CSI: parameter bytes (0x30...0x3F), intermediate bytes (0x20...0x2F), then one final
        // byte in 0x40...0x7E. Any other byte breaks the sequence off: what came before it is
        // dropped and decoding resumes at that byte, so a character typed right after an
        // interrupted sequence is kept whole.
        var cursor = index + 2
        while cursor < pending.count, (0x20...0x3F).contains(pending[cursor]) { cursor += 1 }
        guard cursor < pending.count else { return nil }
        let final = pending[cursor]
        guard (0x40...0x7E).contains(final) else { return (nil, cursor - index) }
        let length = cursor - index + 1
        // Longer than any key's: dropped whole, as one that is still arriving would be.
        guard length <= Self.maximumSequenceLength else { return (nil, length) }
        let parameters = String(decoding: pending[(index + 2)..<cursor], as: UTF8.self)
        switch final {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        case UInt8(ascii: "H"): return (.home, length)
        case UInt8(ascii: "F"): return (.end, length)
        case UInt8(ascii: "Z"): return (.backTab, length)
        case UInt8(ascii: "~"):
            let code = Int(parameters.split(separator: ";").first ?? "") ?? 0
            let keys: [Int: Key] = [
                1: .home, 7: .home, 3: .delete, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown,
                15: .function(5), 17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9),
                21: .function(10), 23: .function(11), 24: .function(12),
            ]
            return (keys[code], length)
        default:
            return (nil, length)
        }
    }
}
