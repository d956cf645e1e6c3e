/// A seeded source of the text a hostile or merely unlucky user types and pastes, or a server
/// sends: scalars from every Unicode category that breaks naive text handling — controls,
/// format and bidi characters, tags, combining marks, variation selectors, ZWJ sequences,
/// regional indicators, prepended marks, private use, unassigned scalars and noncharacters —
/// plus ordinary letters, Hangul and emoji so that edits land between real characters. Feed it
/// to a text field, a view model's text input or a decoder, and assert that nothing traps.
///
/// The same seed gives the same text on every machine (its generator is SplitMix64, not the
/// system's), so a failure that names its seed reproduces.
///
/// ```swift
/// var random = HostileText(seed: 7)
/// let pasted = random.string(maximumLength: 40)
/// ```
public struct HostileText: Sendable {
    /// Scalars by kind; each kind is drawn equally often, whatever its size.
    public static let kinds: [(name: String, scalars: [ClosedRange<UInt32>])] = [
        ("ASCII letters and punctuation", [0x20...0x7E]),
        ("C0 and C1 controls, DEL", [0x00...0x1F, 0x7F...0x9F]),
        (
            "format: soft hyphen, zero-width, word joiner, BOM",
            [0xAD...0xAD, 0x200B...0x200F, 0x2060...0x2064, 0xFEFF...0xFEFF]
        ),
        (
            "bidi embeddings, overrides, isolates, Arabic letter mark",
            [0x202A...0x202E, 0x2066...0x2069, 0x061C...0x061C]
        ),
        ("tags", [0xE0001...0xE0001, 0xE0020...0xE007F]),
        ("combining marks", [0x0300...0x036F, 0x1AB0...0x1ABE, 0x20D0...0x20F0, 0x0903...0x0903]),
        ("variation selectors", [0xFE00...0xFE0F, 0xE0100...0xE01EF]),
        ("zero-width joiner and emoji", [0x200D...0x200D, 0x1F468...0x1F469, 0x1F4BB...0x1F4BB, 0x2764...0x2764]),
        ("emoji modifiers", [0x1F3FB...0x1F3FF]),
        ("regional indicators", [0x1F1E6...0x1F1FF]),
        ("Hangul syllables and conjoining jamo", [0xAC00...0xD7A3, 0x1100...0x11FF]),
        ("CJK and fullwidth", [0x4E00...0x4E80, 0xFF01...0xFF60]),
        ("prepended concatenation marks", [0x0600...0x0605, 0x06DD...0x06DD, 0x110BD...0x110BD]),
        ("private use", [0xE000...0xE0FF, 0xF0000...0xF00FF]),
        ("unassigned and noncharacters", [0x0378...0x0379, 0xFDD0...0xFDEF, 0xFFFE...0xFFFF, 0x10FFFE...0x10FFFF]),
        ("beside the surrogates", [0xD7F0...0xD7FF, 0xE000...0xE000, 0xFFFD...0xFFFD]),
        ("line and paragraph separators", [0x2028...0x2029, 0x0085...0x0085]),
    ]

    private var state: UInt64

    /// A source whose output is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next pseudo-random number (SplitMix64): the tests must not depend on the system's
    /// generator, which differs between runs.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; 0 when `bound` is not positive.
    public mutating func below(_ bound: Int) -> Int { bound > 0 ? Int(next() % UInt64(bound)) : 0 }

    /// One scalar of a kind chosen at random.
    public mutating func scalar() -> Unicode.Scalar {
        let ranges = Self.kinds[below(Self.kinds.count)].scalars
        let range = ranges[below(ranges.count)]
        let value = range.lowerBound + UInt32(below(Int(range.upperBound - range.lowerBound) + 1))
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// A burst of `1..<maximum` scalars (at least one), as a paste brings them.
    public mutating func burst(maximum: Int) -> [Unicode.Scalar] {
        (0..<(1 + below(maximum - 1))).map { _ in scalar() }
    }

    /// A string of up to `maximumLength` scalars (possibly empty).
    public mutating func string(maximumLength: Int) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: (0..<below(maximumLength + 1)).map { _ in scalar() })
        return String(text)
    }
}
