/// ``/TerminalGate/TerminalText/escaped(_:keepingLineBreaks:)`` for a stream of bytes, without allocating, for
/// the one path out that cannot build a `String`: standard error captured while the screen was
/// up and replayed onto the terminal when it is restored, in crash handlers too.
///
/// It gives the bytes of the same stand-ins: a C0 control (but a line feed and a tab) its
/// Control Pictures symbol, DEL "␡", a C1 control and a bidi control U+FFFD; what is not UTF-8
/// (a lone byte 0x9B would be an 8-bit CSI) U+FFFD as well. Valid UTF-8 otherwise passes as it is.
struct ByteEscaper {
    /// The scalar being read, its bytes so far and how many it needs.
    private var value: UInt32 = 0
    private var held = 0
    private var needed = 0

    /// Takes one byte; hands `emit` the bytes to send for what it completes.
    mutating func feed(_ byte: UInt8, _ emit: (UInt8) -> Void) {
        if needed > 0 {
            guard byte & 0xC0 == 0x80 else {
                // The sequence broke off: a stand-in for it, then this byte on its own.
                reset()
                Self.emitReplacement(emit)
                return feed(byte, emit)
            }
            value = value << 6 | UInt32(byte & 0x3F)
            held += 1
            if held == needed { finishScalar(emit) }
            return
        }
        switch byte {
        case 0x0A, 0x09: emit(byte)
        case 0x00..<0x20: Self.emitScalar(0x2400 + UInt32(byte), emit)
        case 0x7F: Self.emitScalar(0x2421, emit)
        case 0x20..<0x7F: emit(byte)
        case 0xC2...0xDF: start(value: UInt32(byte & 0x1F), needed: 2)
        case 0xE0...0xEF: start(value: UInt32(byte & 0x0F), needed: 3)
        case 0xF0...0xF4: start(value: UInt32(byte & 0x07), needed: 4)
        default: Self.emitReplacement(emit)
        }
    }

    /// Ends the stream: a sequence cut short becomes a stand-in.
    mutating func finish(_ emit: (UInt8) -> Void) {
        if needed > 0 { Self.emitReplacement(emit) }
        reset()
    }

    private mutating func start(value: UInt32, needed: Int) {
        self.value = value
        self.needed = needed
        held = 1
    }

    private mutating func reset() {
        value = 0
        held = 0
        needed = 0
    }

    /// Sends the scalar just read, or its stand-in: a C1 or bidi control, an overlong form, a
    /// surrogate or a value past U+10FFFF.
    private mutating func finishScalar(_ emit: (UInt8) -> Void) {
        let scalar = value
        let length = needed
        reset()
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        let isValid = scalar >= smallest && scalar <= 0x10FFFF && !(0xD800...0xDFFF).contains(scalar)
        let isControl =
            (0x80..<0xA0).contains(scalar) || scalar == 0x061C || scalar == 0x200E || scalar == 0x200F
            || (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
        if isValid && !isControl { Self.emitScalar(scalar, emit) } else { Self.emitReplacement(emit) }
    }

    private static func emitReplacement(_ emit: (UInt8) -> Void) { emitScalar(0xFFFD, emit) }

    /// The UTF-8 bytes of `scalar` (a valid one).
    private static func emitScalar(_ scalar: UInt32, _ emit: (UInt8) -> Void) {
        switch scalar {
        case 0..<0x80:
            emit(UInt8(scalar))
        case 0x80..<0x800:
            emit(UInt8(0xC0 | scalar >> 6))
            emit(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            emit(UInt8(0xE0 | scalar >> 12))
            emit(UInt8(0x80 | scalar >> 6 & 0x3F))
            emit(UInt8(0x80 | scalar & 0x3F))
        default:
            emit(UInt8(0xF0 | scalar >> 18))
            emit(UInt8(0x80 | scalar >> 12 & 0x3F))
            emit(UInt8(0x80 | scalar >> 6 & 0x3F))
            emit(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
