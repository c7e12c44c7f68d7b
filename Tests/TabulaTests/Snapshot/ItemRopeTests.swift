import Testing
@testable import Tabula
import TabulaTesting

/// The rope against an array edited the plain way: random splices and
/// replacements, every version kept and checked again at the end, since
/// versions share nodes.
@Suite("Item rope")
struct ItemRopeTests {
    typealias Rope = ItemRope<Int, String>

    static func contents(_ rope: Rope) -> [Int] {
        (0..<rope.count).compactMap { rope.id(at: $0) }
    }

    @Test(arguments: 0..<12)
    func randomSplicesAgreeWithAnArray(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0x9E37 &+ 5)
        var next = 1_000_000
        let start = Array(0..<Int.random(in: 0...700, using: &rng))
        var model = start
        var rope = Rope(ids: start, items: start.map(String.init))
        var versions: [(Rope, [Int])] = [(rope, model)]
        for step in 0..<150 {
            if Int.random(in: 0..<4, using: &rng) == 0, !model.isEmpty {
                let index = Int.random(in: 0..<model.count, using: &rng)
                rope = rope.replacing(itemAt: index, with: "r\(step)")
                #expect(rope.item(at: index) == "r\(step)")
                #expect(rope.id(at: index) == model[index], "a replacement keeps the identifier")
            } else {
                var removed: [Range<Int>] = []
                var cursor = 0
                while cursor < model.count, Int.random(in: 0..<3, using: &rng) > 0 {
                    let lower = Int.random(in: cursor...model.count, using: &rng)
                    let upper = Int.random(in: lower...Swift.min(model.count, lower + Int.random(in: 0...300, using: &rng)), using: &rng)
                    removed.append(lower..<upper)
                    cursor = upper
                }
                for range in removed.reversed() { model.removeSubrange(range) }
                let inserted = (0..<Int.random(in: 0...400, using: &rng)).map { next + $0 }
                next += inserted.count
                let position = Int.random(in: 0...model.count, using: &rng)
                model.insert(contentsOf: inserted, at: position)
                rope = rope.splicing(removing: removed, insertingIDs: inserted, items: inserted.map(String.init), at: position)
            }
            #expect(rope.count == model.count)
            #expect(rope.isBalanced, "seed \(seed), step \(step)")
            #expect(Self.contents(rope) == model, "seed \(seed), step \(step)")
            versions.append((rope, model))
        }
        for (version, expected) in versions {
            #expect(Self.contents(version) == expected, "an older version changed")
            #expect(Array(version.contiguous.ids) == expected)
        }
        // Seams merge: edits leave at most about two chunks more per edit
        // than a fresh build, not one per item.
        #expect(rope.chunkCount <= (model.count + Rope.chunkCapacity - 1) / Rope.chunkCapacity + 2 * 150)
    }

    @Test func outOfRangeReadsAndEditsAreDefined() {
        let rope = Rope(ids: [1, 2, 3], items: ["1", "2", "3"])
        #expect(rope.item(at: -1) == nil)
        #expect(rope.item(at: 3) == nil)
        #expect(Rope(ids: [Int](), items: [String]()).item(at: 0) == nil)
        #expect(Self.contents(rope.replacing(itemAt: 3, with: "x")) == [1, 2, 3])
        #expect(Self.contents(rope.replacing(itemAt: -1, with: "x")) == [1, 2, 3])
        // Ranges beyond the end are clamped; a position beyond it appends.
        #expect(Self.contents(rope.splicing(removing: [2..<9], insertingIDs: [7], items: ["7"], at: 50)) == [1, 2, 7])
        #expect(Self.contents(rope.splicing(removing: [], insertingIDs: [7], items: ["7"], at: -4)) == [7, 1, 2, 3])
    }

    @Test func writingTheArraysOnceServesEveryCopy() {
        let rope = Rope(ids: Array(0..<1_000), items: (0..<1_000).map(String.init))
        _ = rope.item(at: 999)
        #expect(!rope.isContiguousWritten, "a read by position must not write the arrays")
        let copy = rope
        _ = copy.contiguous
        #expect(rope.isContiguousWritten)
    }
}
