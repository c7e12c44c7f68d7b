import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Expanding and collapsing splice the published rows instead of copying
/// them: the rows stay right, earlier snapshots never change, and reading
/// rows by index path does not write them into an array.
@Suite("LiveOutline splicing")
@MainActor
struct LiveOutlineSplicingTests {
    /// 60 roots of 50 leaves, every third root expanded: 1,060 rows.
    static func makeOutline() throws -> LiveOutline<String, Int, Int> {
        let elements = (0..<60).map { r in
            OutlineElement<Int, Int>(id: r * 100, item: r, children: .loaded((1...50).map { .init(id: r * 100 + $0, item: $0) }))
        }
        let expanded = Set((0..<60).filter { $0 % 3 == 0 }.map { $0 * 100 })
        return LiveOutline(sectionID: "s", outline: try Outline(elements, expanded: expanded))
    }

    static func rows(_ snapshot: LiveOutline<String, Int, Int>.Content) -> [OutlineRow<Int, Int>] {
        (0..<snapshot.numberOfItems).compactMap { snapshot.item(at: IndexPath(item: $0, section: 0)) }
    }

    static func isRope(_ snapshot: LiveOutline<String, Int, Int>.Content) -> ItemRope<Int, OutlineRow<Int, Int>>? {
        guard case .rope(let rope) = snapshot.sections.first?.storage else { return nil }
        return rope
    }

    @Test func randomExpandsAndCollapsesKeepEverySnapshot() throws {
        let live = try Self.makeOutline()
        var held: [(LiveOutline<String, Int, Int>.Content, [OutlineRow<Int, Int>])] = []
        let token = live.observe { update in
            held.append((update.previousSnapshot, Self.rows(update.previousSnapshot)))
        }
        var rng = SplitMix64(seed: 77)
        for step in 0..<300 {
            let root = Int.random(in: 0..<60, using: &rng) * 100
            _ = try live.toggle(root)
            let snapshot = live.snapshot
            let rope = try #require(Self.isRope(snapshot), "step \(step): an expansion publishes a rope")
            #expect(rope.isBalanced)
            #expect(Self.rows(snapshot) == live.outline.visibleRows, "step \(step)")
            #expect(!rope.isContiguousWritten, "step \(step): reading rows by index path must not write an array")
            #expect(snapshot.itemIdentifier(at: IndexPath(item: snapshot.numberOfItems, section: 0)) == nil)
        }
        for (snapshot, rows) in held {
            #expect(Self.rows(snapshot) == rows, "a published snapshot changed")
            #expect(Array(snapshot.sections[0].items) == rows, "the array written from a rope is its rows")
            #expect(Array(snapshot.sections[0].itemIDs) == rows.map(\.id))
        }
        token.cancel()
    }
}
