/// SplitMix64 (Steele, Lea & Flood 2014; the reference constants of Vigna's
/// `splitmix64.c`): a tiny, seedable generator, so every scenario is the same
/// on every machine and every run.
///
/// Its output function is a bijection of its state and the state walks through
/// all 2⁶⁴ values before repeating, so one generator never returns the same
/// value twice in fewer than 2⁶⁴ calls: ``IDSource`` relies on that for unique ids.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }

    /// A uniform integer in `0..<bound` (Lemire's multiply-and-reject), spelled
    /// out here rather than taken from the standard library so that the
    /// scenarios cannot change with a toolchain.
    @inlinable
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        let n = UInt64(bound)
        var product = next().multipliedFullWidth(by: n)
        if product.low < n {
            let threshold = (0 &- n) % n
            while product.low < threshold { product = next().multipliedFullWidth(by: n) }
        }
        return Int(product.high)
    }

    /// Shuffles `array` in place (Fisher–Yates, with ``below(_:)``).
    @inlinable
    public mutating func shuffle<T>(_ array: inout [T]) {
        var i = array.count
        while i > 1 {
            let j = below(i)
            i -= 1
            array.swapAt(i, j)
        }
    }
}

/// Unique 64-bit identifiers: the outputs of one SplitMix64 stream, which
/// never repeat (see ``SplitMix64``).
public struct IDSource: Sendable {
    private var generator: SplitMix64

    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    public mutating func next() -> Int { Int(bitPattern: UInt(generator.next())) }
}
