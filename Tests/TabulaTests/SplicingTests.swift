import Testing
@testable import Tabula
import TabulaTesting

/// The one-pass splice against removing and inserting one edit at a time.
@Suite("Array splicing")
struct SplicingTests {
    @Test func oneCopyAgreesWithEditsOneAtATime() {
        var rng = SplitMix64(seed: 29)
        for _ in 0..<3_000 {
            let array = ContiguousArray(0..<Int.random(in: 0...40, using: &rng))
            // Ascending, disjoint ranges, some empty, some touching.
            var removed: [Range<Int>] = []
            var cursor = 0
            while cursor < array.count, Int.random(in: 0..<3, using: &rng) > 0 {
                let lower = Int.random(in: cursor...array.count, using: &rng)
                let upper = Int.random(in: lower...array.count, using: &rng)
                removed.append(lower..<upper)
                cursor = upper
            }
            var expected = array
            for range in removed.reversed() { expected.removeSubrange(range) }
            let inserted = (0..<Int.random(in: 0...5, using: &rng)).map { 1_000 + $0 }
            let position = Int.random(in: 0...expected.count, using: &rng)
            expected.insert(contentsOf: inserted, at: position)
            let result = array.splicing(removing: removed, inserting: inserted, at: position)
            #expect(result == expected, "\(array.count) items, removing \(removed), inserting \(inserted.count) at \(position)")
        }
    }
}
