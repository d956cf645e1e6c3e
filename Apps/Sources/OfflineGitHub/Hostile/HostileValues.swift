/// What a hostile server sends in place of ordinary values: the catalogue the offline GitHub's
/// hostile mode and the server-data fuzz checks draw from.
package enum HostileValues {
    /// Texts that have ended or confused terminal apps: C0 and C1 controls and escape
    /// sequences, format characters (soft hyphen, zero-width space, BOM, tag characters), bidi
    /// overrides and isolates, spaces, brackets and backslashes, combining marks with no base,
    /// private use, noncharacters, wide characters, and nothing at all.
    package static let texts: [String] = [
        "", " ", "   ", "\t", "\n", "\r\n", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;title\u{7}", "\u{7}\u{8}\u{7F}", "\u{0}",
        "\u{85}\u{9B}31m", "\u{AD}", "\u{200B}\u{200C}\u{200D}", "\u{FEFF}", "\u{E0001}\u{E0041}",
        "\u{202E}evil\u{202C}",
        "\u{2066}isolate\u{2069}", "\u{061C}", "[", "]", "[]", "\\", "\\u0000", "%", "%2F..%2F", "..", ".", "/", "a/b",
        "\u{301}", "\u{E000}", "\u{FFFF}", "\u{FFFD}", "😀\u{200D}", "🇰", "한", "ｗｉｄｅ", "\u{10FFFF}",
    ]

    /// `count` characters of hostile text: control, format and bidi characters among letters.
    package static func long(_ count: Int) -> String {
        let pattern = Array("a\u{202E}b\u{AD}c\u{1B}[d\u{200B}e]\\f\u{85}".unicodeScalars)
        var scalars = String.UnicodeScalarView()
        for index in 0..<max(0, count) { scalars.append(pattern[index % pattern.count]) }
        return String(scalars)
    }

    /// Integers every decoder reads as `Int` but arithmetic on them can overflow.
    package static let integers: [Int] = [Int.max, Int.min, Int.max - 1, -1, 0, (1 << 53) + 1, Int(Int32.max) + 1]

    /// Number literals no `Int` holds: past `Int64`, past `UInt64`, past `Double`, fractional,
    /// exponents.
    package static let numberLiterals: [String] = [
        "9223372036854775808", "18446744073709551616", "-9223372036854775809", "1e400", "-1e400", "1.5", "-0.5",
        "1e-400",
        "0.0", "-0", "1E3", "123456789012345678901234567890",
    ]
}
