/// A random number generator that gives the same sequence for the same seed on every
/// machine and run (SplitMix64): what makes the hostile mode and the fuzz checks repeatable.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value that depends only on `seed` and `text` (FNV-1a, then mixed): the same name is
    /// mutated the same way wherever it appears in an answer.
    package static func hash(_ text: String, seed: UInt64) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01B3
        }
        var generator = SeededRandom(seed: hash)
        return generator.next()
    }
}
