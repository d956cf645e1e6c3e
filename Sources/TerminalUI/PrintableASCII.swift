/// The printable ASCII characters, U+0020…U+007E, made once. A paste is mostly these, and
/// making a `Character` for each byte (in `KeyDecoder`) and again for each scalar typed (in
/// `TextEdit`) was a fifth of a paste's instructions under callgrind; a lookup is a load.
enum PrintableASCII {
    private static let characters: [Character] = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }

    /// The character of `value`, which must be in 0x20…0x7E (callers switch on it first).
    static func character(_ value: UInt8) -> Character {
        characters[Int(value) - 0x20]
    }
}
