/// A small, fast, seedable random number generator (SplitMix64), for property
/// tests whose every case can be reproduced from its seed on any platform.
///
/// ```swift
/// for seed in 0..<1_000 as Range<UInt64> {
///     var rng = SplitMix64(seed: seed)
///     let count = Int.random(in: 0...20, using: &rng)
///     // … build a random case; report `seed` when an expectation fails
/// }
/// ```
///
/// The standard library's generator is seeded by the system and cannot be
/// replayed; this one produces the same sequence for the same seed, always.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
