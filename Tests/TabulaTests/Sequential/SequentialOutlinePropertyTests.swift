import Foundation
import Testing
import Tabula
import TabulaTesting

/// The object a headless outline view holds for an item, one per identifier.
final class OutlineItemBox: CustomStringConvertible {
    let id: Int
    init(id: Int) { self.id = id }
    var description: String { "#\(id)" }
}

/// Plays an app's data source and glue for the headless outline view: stable
/// boxes per identifier, and during an update the children the view has at
/// each call (``OutlineViewState``), as the AppKit glue answers them.
@MainActor
final class AppKitOutlineHarness {
    private var boxes: [Int: OutlineItemBox] = [:]
    private(set) var data: Outline<Int, Int>
    private var mirror: OutlineViewState<Int>?
    private(set) var view: HeadlessNSOutlineView!
    /// Every update applied, in order.
    private(set) var updates: [SequentialOutlineUpdate<Int>] = []

    init(_ outline: Outline<Int, Int>, seed: UInt64) {
        data = outline
        view = HeadlessNSOutlineView(seed: seed, dataSource: .init(
            numberOfChildren: { [unowned self] in children($0).count },
            child: { [unowned self] index, parent in
                let list = children(parent)
                return box(list.indices.contains(index) ? list[index] : -1)
            },
            isExpandable: { [unowned self] in data.hasChildren(id($0)) },
            content: { [unowned self] in AnyEquatable(data.item(for: id($0)) ?? -1) },
            isExpanded: { [unowned self] in data.showsExpanded(id($0)) }
        ))
    }

    func box(_ id: Int) -> OutlineItemBox {
        if let box = boxes[id] { return box }
        let box = OutlineItemBox(id: id)
        boxes[id] = box
        return box
    }

    private func id(_ item: AnyObject) -> Int { (item as? OutlineItemBox)?.id ?? -1 }

    private func children(_ parent: AnyObject?) -> [Int] {
        let parentID = parent.map(id)
        return mirror?.children(of: parentID, target: data) ?? data.childList(ofParent: parentID)
    }

    /// Animates the change to `new` as the glue does, every call checked by the view.
    func apply(_ new: Outline<Int, Int>) {
        let old = data
        let update = SequentialOutlineUpdate(from: old, to: new, reloads: { old.item(for: $0) != new.item(for: $0) })
        updates.append(update)
        data = new
        mirror = OutlineViewState(showing: old)
        view.beginUpdates()
        for operation in update.operations {
            mirror?.apply(operation, target: new)
            switch operation {
            case .collapse(let id):
                if view.isItemExpanded(box(id)) { view.collapseItem(box(id)) }
            case .remove(let indexes, let parent):
                view.removeItems(at: indexes, inParent: parent.map(box))
            case .move(let from, let fromParent, let to, let toParent):
                view.moveItem(at: from, inParent: fromParent.map(box), to: to, inParent: toParent.map(box))
            case .insert(let indexes, let parent):
                view.insertItems(at: indexes, inParent: parent.map(box))
            case .reload(let id):
                view.reloadItem(box(id), reloadChildren: false)
            case .expand(let id):
                if !view.isItemExpanded(box(id)) { view.expandItem(box(id)) }
            }
        }
        mirror = nil
        view.endUpdates()
    }
}

/// What the outline property tests compare the updates with.
enum RandomOutlines {
    /// The fewest moves that order `values` (distinct), by brute force: the
    /// length of a longest increasing subsequence, found by quadratic dynamic
    /// programming, taken from their count.
    static func fewestMoves(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return values.count - (best.max() ?? 0)
    }
}

@MainActor
@Suite("Sequential updates of a headless NSOutlineView")
struct SequentialOutlinePropertyTests {
    @Test("3,000 random pairs of trees: every call valid when made, the view equal to the data after")
    func randomPairs() {
        for seed in 0..<3_000 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let pool = Int.random(in: 1...14, using: &rng)
            let old = Outline.random(&rng, pool: pool)
            let new = Outline.random(&rng, pool: pool)
            let harness = AppKitOutlineHarness(old, seed: seed)
            harness.apply(new)
            #expect(harness.view.violations.isEmpty, "seed \(seed): \(harness.view.violations) after \(harness.updates)\nold:\n\(old.visualDescription())\nnew:\n\(new.visualDescription())")
            if !harness.view.violations.isEmpty { return }
        }
    }

    @Test("200 random chains of 15 trees through one view, which stays equal to the data")
    func randomChains() {
        for seed in 0..<200 as Range<UInt64> {
            var rng = SplitMix64(seed: seed &+ 10_000)
            let pool = Int.random(in: 4...24, using: &rng)
            let harness = AppKitOutlineHarness(Outline.random(&rng, pool: pool), seed: seed)
            for step in 0..<15 {
                harness.apply(Outline.random(&rng, pool: pool))
                #expect(harness.view.violations.isEmpty, "seed \(seed) step \(step): \(harness.view.violations)")
                if !harness.view.violations.isEmpty { return }
            }
        }
    }

    @Test("100 random sequences of 40 LiveOutline operations, each published change animated through one view")
    func liveOutlineOperations() throws {
        for seed in 0..<100 as Range<UInt64> {
            var rng = SplitMix64(seed: seed &+ 30_000)
            let live = LiveOutline<String, Int, Int>(sectionID: "s", outline: Outline.random(&rng, pool: 10))
            let harness = AppKitOutlineHarness(live.outline, seed: seed)
            var published = 0
            let token = live.observe { _ in
                harness.apply(live.outline)
                published += 1
            }
            var nextID = 100
            for step in 0..<40 {
                let ids = live.outline.items
                let some = ids.randomElement(using: &rng)
                let other = ids.randomElement(using: &rng)
                switch Int.random(in: 0..<7, using: &rng) {
                case 0:
                    nextID += 1
                    let id = nextID
                    let content = Int.random(in: 0..<3, using: &rng)
                    try? live.update { try $0.append([.init(id: id, item: content)], to: Bool.random(using: &rng) ? other : nil) }
                case 1:
                    if let some { try? live.update { $0.delete([some]) } }
                case 2:
                    if let some { try? live.update { try $0.move(some, to: other) } }
                case 3:
                    if let some, let other, some != other { try? live.update { try $0.move(some, before: other) } }
                case 4:
                    let content = Int.random(in: 0..<3, using: &rng)
                    if let some { try? live.update { try $0.updateItem(content, for: some) } }
                case 5:
                    if let some { _ = try? live.expand(some) }
                default:
                    if let some { _ = try? live.collapse(some) }
                }
                #expect(harness.view.violations.isEmpty, "seed \(seed) step \(step): \(harness.view.violations)")
                if !harness.view.violations.isEmpty { return }
            }
            #expect(published > 0)
            token.cancel()
        }
    }

    @Test("Flat outlines: as many moves as the fewest that reorder the rows, found by brute force")
    func fewestMovesInOneParent() throws {
        for seed in 0..<1_000 as Range<UInt64> {
            var rng = SplitMix64(seed: seed &+ 20_000)
            let ids = Array(0..<Int.random(in: 0...9, using: &rng))
            let old = ids.filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng)
            let new = ids.filter { _ in Int.random(in: 0..<3, using: &rng) != 0 }.shuffled(using: &rng)
            let before = try Outline<Int, Int>(old.map { .init(id: $0, item: 0) })
            let after = try Outline<Int, Int>(new.map { .init(id: $0, item: 0) })
            let update = SequentialOutlineUpdate(from: before, to: after)
            let staying = old.compactMap { new.firstIndex(of: $0) }
            let moves = update.operations.filter { if case .move = $0 { true } else { false } }.count
            #expect(moves == RandomOutlines.fewestMoves(staying), "seed \(seed): \(old) → \(new): \(update.operations)")
            let harness = AppKitOutlineHarness(before, seed: seed)
            harness.apply(after)
            #expect(harness.view.violations.isEmpty, "seed \(seed): \(harness.view.violations)")
        }
    }

    @Test("Equal outlines need no call; a move across expanded parents is one move, not a removal and an insertion")
    func examples() throws {
        let tree = try Outline<String, Int>([
            .init(id: "a", item: 0, children: .loaded([.init(id: "x", item: 0), .init(id: "y", item: 0)])),
            .init(id: "b", item: 0, children: .loaded([.init(id: "z", item: 0)])),
        ], expanded: ["a", "b"])
        #expect(SequentialOutlineUpdate(from: tree, to: tree).operations.isEmpty)
        var moved = tree
        try moved.move("x", to: "b")
        #expect(SequentialOutlineUpdate(from: tree, to: moved).operations == [.move(from: 0, fromParent: "a", to: 1, toParent: "b")])
        var collapsed = moved
        _ = try collapsed.collapse("b")
        #expect(SequentialOutlineUpdate(from: moved, to: collapsed).operations == [.collapse("b")])
    }
}
