import TabulaTesting

/// Conveniences the random JSON generator draws with.
extension SplitMix64 {
    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ elements: [T]) -> T {
        elements[Int(next() % UInt64(elements.count))]
    }

    /// A random integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
