// The hash floor (Benchmarks/README.md, "What is measured"): build a dictionary of the old
// identifiers and probe it with every new one, the least any hashing diff
// must do. One copy, for B1–B3, for the X floors over identifiers that are
// not mixed, and for S1's paired benchmark.

/// The hash floor's two ways of building its dictionary.
enum HashFloor {
    /// `Dictionary(minimumCapacity:)` and an insert per old identifier, then
    /// a lookup per new one.
    /// - Returns: The sum of the positions found, for `blackHole`.
    @inline(__always)
    static func insert<ID: Hashable>(old: [ID], new: [ID]) -> Int {
        var index = [ID: Int](minimumCapacity: old.count)
        for (position, id) in old.enumerated() { index[id] = position }
        return probe(index, with: new)
    }

    /// `Dictionary(uniqueKeysWithValues:)` of the old identifiers, then a
    /// lookup per new one.
    /// - Returns: The sum of the positions found, for `blackHole`.
    @inline(__always)
    static func uniqueKeys<ID: Hashable>(old: [ID], new: [ID]) -> Int {
        probe([ID: Int](uniqueKeysWithValues: zip(old, old.indices)), with: new)
    }

    @inline(__always)
    private static func probe<ID: Hashable>(_ index: [ID: Int], with new: [ID]) -> Int {
        var sum = 0
        for id in new { if let position = index[id] { sum &+= position } }
        return sum
    }
}
