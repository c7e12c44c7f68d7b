import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A payload whose lifetime the tests watch.
final class Payload: Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// Section nodes in a tree receiving updates-only changes after publication,
/// with the snapshots they published still held by observers.
@MainActor
@Suite("Spare item lists in a tree: controllers, array and single sections")
struct SpareListIntegrationTests {
    private static func address(_ items: ContiguousArray<CompositionItem>) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("random updates, insertions, removals and moves after publication: held snapshots never change, the tree follows its sources", arguments: 0..<12)
    func heldSnapshotsNeverChange(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &* 31 &+ 7)
        var nextID = 0
        func row(group: Int) -> Row {
            nextID += 1
            return Row(id: nextID, group: group, rank: 0, text: 0)
        }
        // Unsorted, two sections by group: `update(with:)` changing `text` is an update in place.
        let controller = RowController(configuration: ListConfiguration<Row, Int>(sectionKey: { $0.group }, sectionOrder: .ascending))
        let count = Int.random(in: 1...300, using: &rng)
        try controller.fetch((0..<count).map { _ in row(group: Int.random(in: 0..<2, using: &rng)) })
        var arrayModel = (0..<Int.random(in: 1...150, using: &rng)).map { _ in Int.random(in: 0..<100, using: &rng) }
        let array = ArraySection(arrayModel)
        var singleModel = 0
        let single = SingleItemSection(singleModel)
        let provider = LiveSourceSectionProvider(controller)
        let tree = try SectionTree(root: ComposedSectionProvider([provider, array, single]))

        // What every snapshot a view was handed showed then.
        var held: [(snapshot: CompositionSnapshot, values: [[AnyHashable]])] = [(tree.snapshot, values(of: tree.snapshot))]
        let token = tree.observe { update in
            held.append((update.snapshot, values(of: update.snapshot)))
            held.append((update.previousSnapshot, values(of: update.previousSnapshot)))
        }
        defer { token.cancel() }

        func expected() -> [[AnyHashable]] {
            controller.snapshot.sections.map { $0.items.map { anyHashable($0) } } + [arrayModel.map(AnyHashable.init), [AnyHashable(singleModel)]]
        }
        func updateRow() {
            let sections = controller.snapshot.sections
            guard let section = sections.randomElement(using: &rng), var value = section.items.randomElement(using: &rng) else { return }
            value.text += 1
            try? controller.update(with: value)
        }
        func updateArray() {
            let index = Int.random(in: 0..<arrayModel.count, using: &rng), value = Int.random(in: 0..<100, using: &rng)
            _ = try? array.update(value, at: index)
            arrayModel[index] = value
        }

        for step in 0..<300 {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<35: updateRow()
            case 35..<50:
                // Several updates in one controller transaction.
                controller.performBatchUpdates { for _ in 0..<Int.random(in: 2...30, using: &rng) { updateRow() } }
            case 50..<62: updateArray()
            case 62..<68:
                singleModel += 1
                single.item = singleModel
            case 68..<76:
                // Several updates of several sources in one tree transaction.
                tree.performBatchUpdates {
                    for _ in 0..<Int.random(in: 2...20, using: &rng) {
                        if Bool.random(using: &rng) { updateRow() } else { updateArray() }
                    }
                }
            case 76..<80:
                // An atomic tree transaction that throws: nothing changes.
                let saved = arrayModel
                try? tree.performBatchUpdates {
                    for _ in 0..<Int.random(in: 1...8, using: &rng) {
                        if Bool.random(using: &rng) { updateRow() } else { updateArray() }
                    }
                    throw CancellationError()
                }
                arrayModel = saved
            case 80..<82:
                try? controller.insert(row(group: Int.random(in: 0..<2, using: &rng)))
            case 82..<83:
                // A removal, then (often) an insertion in the same section: edits in consecutive transactions.
                if let section = controller.snapshot.sections.randomElement(using: &rng),
                   let value = section.items.randomElement(using: &rng) {
                    _ = try? controller.removeItem(withID: value.id)
                    if Bool.random(using: &rng) { try? controller.insert(row(group: value.group ?? 0)) }
                }
            case 83..<84:
                // A move across sections.
                if let section = controller.snapshot.sections.randomElement(using: &rng),
                   var value = section.items.randomElement(using: &rng) {
                    value.group = value.group == 0 ? 1 : 0
                    try? controller.update(with: value)
                }
            case 84..<85:
                let value = Int.random(in: 0..<100, using: &rng)
                _ = array.append(value)
                arrayModel.append(value)
            case 85..<86 where arrayModel.count > 1:
                if Bool.random(using: &rng) {
                    let index = Int.random(in: 0..<arrayModel.count, using: &rng)
                    _ = try? array.remove(at: index)
                    arrayModel.remove(at: index)
                } else {
                    let source = Int.random(in: 0..<arrayModel.count, using: &rng)
                    let destination = Int.random(in: 0..<arrayModel.count, using: &rng)
                    _ = try? array.move(from: source, to: destination)
                    arrayModel.insert(arrayModel.remove(at: source), at: destination)
                }
            case 86..<88:
                // An insertion then updates in one tree transaction (an edit, then replacements).
                tree.performBatchUpdates {
                    let value = Int.random(in: 0..<100, using: &rng)
                    _ = array.append(value)
                    arrayModel.append(value)
                    updateArray()
                    updateRow()
                }
            default:
                // Views let go of some snapshots.
                held.removeFirst(min(held.count, Int.random(in: 0...held.count, using: &rng)))
            }
            #expect(values(of: tree.snapshot) == expected(), "seed \(seed) step \(step)")
            for (k, entry) in held.enumerated() where values(of: entry.snapshot) != entry.values {
                Issue.record("seed \(seed) step \(step): held snapshot \(k) changed")
                return
            }
        }
    }

    @Test("a controller's updates in place write into the list the tree published before, once let go")
    func controllerUpdatesReuseTheSpare() throws {
        let controller = RowController(configuration: ListConfiguration<Row, Int>(sectionKey: nil))
        try controller.fetch((0..<200).map { Row(id: $0, group: nil, rank: 0) })
        let provider = LiveSourceSectionProvider(controller)
        let tree = try SectionTree(root: provider)
        let node = provider.compositionNode.children[0]
        let first = try #require(Self.address(node.items))
        try controller.update(with: Row(id: 3, group: nil, rank: 0, text: 1))
        #expect(Self.address(node.items) != first)
        try controller.update(with: Row(id: 5, group: nil, rank: 0, text: 1))
        // Nothing holds the first list but the spare: written in place.
        #expect(Self.address(node.items) == first)
        #expect(values(of: tree.snapshot)[0].map { $0 as? String } == controller.snapshot.sections[0].items.map { "\($0)" })
    }

    @Test("an edit then a replacement before publication copies the list once")
    func editThenReplaceCopiesOnce() throws {
        var list = CompositionItemList()
        list.set(ContiguousArray((0..<100).map { CompositionItem(value: $0, stamp: UInt64($0)) }))
        let published = list.share()
        list.insert(CompositionItem(value: 100, stamp: 100), at: list.items.count)
        let afterEdit = Self.address(list.items)
        #expect(afterEdit != Self.address(published))
        list.replace(at: 3, with: CompositionItem(value: -3, stamp: 1_003))
        // The edited list was no one else's: copying it again is needless.
        #expect(Self.address(list.items) == afterEdit, "the replacement copied a list nothing else held")
    }

    @Test("a replaced value is released once views let go, though its section changes no more")
    func replacedValuesAreReleased() throws {
        let single = SingleItemSection(Payload(0))
        let array = ArraySection((0..<10).map { $0 })
        let tree = try SectionTree(root: ComposedSectionProvider([single, array]))
        weak var old: Payload?
        do {
            let one = Payload(1)
            old = one
            single.item = one
        }
        single.item = Payload(2)
        // Other sections change; no observer holds any snapshot. The tree's
        // four section buffers let go of the value after three transactions.
        for k in 0..<8 { _ = try array.update(100 + k, at: 2) }
        #expect((tree.snapshot.sections[0].items[0].value as? Payload)?.value == 2)
        #expect(old == nil, "a section of one item keeps no spare list, so no replaced value")
    }
}
