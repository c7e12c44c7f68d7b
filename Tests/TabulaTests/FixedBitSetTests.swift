import Testing
@testable import Tabula
import TabulaTesting

/// The word-at-a-time range queries against the flags read one by one.
@Suite("Fixed bit set")
struct FixedBitSetTests {
    @Test func rangeQueriesAgreeWithTheFlagsOneByOne() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...300, using: &rng)
            var set = FixedBitSet(count: count)
            var flags = [Bool](repeating: false, count: count)
            let density = Int.random(in: 0...4, using: &rng)
            for i in 0..<count where Int.random(in: 0..<4, using: &rng) < density {
                set[i] = true
                flags[i] = true
            }
            let lower = Int.random(in: 0...count, using: &rng)
            let range = lower..<Int.random(in: lower...count, using: &rng)
            let expected = range.filter { !flags[$0] }
            var visited: [Int] = []
            set.forEachClear(in: range) { visited.append($0) }
            #expect(visited == expected, "\(range) of \(count)")
            #expect(set.clearCount(in: range) == expected.count, "\(range) of \(count)")
        }
    }
}
