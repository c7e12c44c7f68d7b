import Foundation
import TabulaTesting

/// A coin with a given bias, for choosing which calls a random batch makes.
extension SplitMix64 {
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}

/// Builds random valid batches from a model, each with the model after it.
///
/// Each generator constructs the after-state first and derives the calls from
/// it by definition (never by diffing), so it shares no logic with the view.
struct RandomBatches {
    var rng: SplitMix64
    private var nextID = 0

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    mutating func id(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    mutating func model(sections: ClosedRange<Int>, items: ClosedRange<Int>) -> [TestSection] {
        (0..<Int.random(in: sections, using: &rng)).map { _ in
            TestSection(
                header: TestCell(id: id("S"), content: "0"),
                items: (0..<Int.random(in: items, using: &rng)).map { _ in TestCell(id: id("i"), content: "0") }
            )
        }
    }

    /// Inserts `new` elements among `old` at random places, keeping the order
    /// of `old`; returns the merged array and the indexes the new ones took.
    mutating func merge<T>(_ old: [T], inserting new: [T]) -> (merged: [T], newIndexes: [Int]) {
        var isNew = [Bool](repeating: false, count: old.count) + [Bool](repeating: true, count: new.count)
        isNew.shuffle(using: &rng)
        var merged: [T] = []
        var newIndexes: [Int] = []
        var oldIterator = old.makeIterator()
        var newIterator = new.makeIterator()
        for (index, takeNew) in isNew.enumerated() {
            if takeNew, let element = newIterator.next() {
                merged.append(element)
                newIndexes.append(index)
            } else if let element = oldIterator.next() {
                merged.append(element)
            }
        }
        return (merged, newIndexes)
    }

    /// Deletes, inserts, reloads and reconfigures of sections and items; no
    /// moves, so survivors keep their order and every reload's computed
    /// position is right.
    mutating func withoutMoves(from before: [TestSection]) -> (calls: BatchCalls, after: [TestSection]) {
        var calls = BatchCalls()
        var survivors: [(old: Int, section: TestSection)] = []
        for (index, section) in before.enumerated() {
            if rng.chance(0.12) {
                calls.sectionDeletes.append(index)
            } else if rng.chance(0.1) {
                calls.sectionReloads.append(index)
                let items = (0..<Int.random(in: 0...4, using: &rng)).map { _ in TestCell(id: id("i"), content: "r") }
                survivors.append((index, TestSection(header: TestCell(id: section.header.id, content: "r"), items: items)))
            } else {
                survivors.append((index, section))
            }
        }
        let newSections = (0..<Int.random(in: 0...2, using: &rng)).map { _ in
            (old: -1, section: TestSection(header: TestCell(id: id("S"), content: "n"), items: [TestCell(id: id("i"), content: "n")]))
        }
        let (sections, insertedSections) = merge(survivors, inserting: newSections)
        calls.sectionInserts = insertedSections

        var after: [TestSection] = []
        for (newIndex, entry) in sections.enumerated() {
            guard entry.old >= 0, !calls.sectionReloads.contains(entry.old) else {
                after.append(entry.section)
                continue
            }
            var kept: [TestCell] = []
            for (item, cell) in entry.section.items.enumerated() {
                let path = ip(entry.old, item)
                if rng.chance(0.2) {
                    calls.itemDeletes.append(path)
                    continue
                }
                var cell = cell
                if rng.chance(0.15) {
                    calls.itemReloads.append(path)
                    cell.content = id("r")
                } else if rng.chance(0.15) {
                    calls.itemReconfigures.append(path)
                    cell.content = id("c")
                }
                kept.append(cell)
            }
            let inserted = (0..<Int.random(in: 0...3, using: &rng)).map { _ in TestCell(id: id("i"), content: "n") }
            let (items, insertedItems) = merge(kept, inserting: inserted)
            calls.itemInserts += insertedItems.map { ip(newIndex, $0) }
            after.append(TestSection(header: entry.section.header, items: items))
        }
        return (calls, after)
    }

    /// Section deletes and inserts, item deletes and inserts, and an explicit
    /// move for every surviving item, possibly into another section. No section
    /// moves, which would make item moves a hazard (R12).
    mutating func withItemMoves(from before: [TestSection]) -> (calls: BatchCalls, after: [TestSection]) {
        var calls = BatchCalls()
        var keptSections: [(old: Int, header: TestCell)] = []
        var moving: [(from: IndexPath, cell: TestCell)] = []
        for (index, section) in before.enumerated() {
            if rng.chance(0.12) {
                calls.sectionDeletes.append(index)
                continue
            }
            keptSections.append((index, section.header))
            for (item, cell) in section.items.enumerated() {
                if rng.chance(0.2) {
                    calls.itemDeletes.append(ip(index, item))
                } else {
                    moving.append((ip(index, item), cell))
                }
            }
        }
        let newSections = (0..<Int.random(in: 0...2, using: &rng)).map { _ in (old: -1, header: TestCell(id: id("S"), content: "n")) }
        let (sections, insertedSections) = merge(keptSections, inserting: newSections)
        calls.sectionInserts = insertedSections

        let keptNewIndexes = sections.indices.filter { sections[$0].old >= 0 }
        var contents = [[(cell: TestCell, from: IndexPath?)]](repeating: [], count: sections.count)
        if !keptNewIndexes.isEmpty {
            for entry in moving.shuffled(using: &rng) {
                contents[keptNewIndexes.randomElement(using: &rng)!].append((entry.cell, entry.from))
            }
        } else {
            // Nowhere to move to: the survivors go with their sections.
            calls.sectionDeletes = Array(before.indices)
            calls.itemDeletes = []
        }
        for index in contents.indices {
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                contents[index].append((TestCell(id: id("i"), content: "n"), nil))
            }
            contents[index].shuffle(using: &rng)
        }
        var after: [TestSection] = []
        for (newIndex, entry) in sections.enumerated() {
            for (item, content) in contents[newIndex].enumerated() {
                if let from = content.from {
                    calls.itemMoves.append((from, ip(newIndex, item)))
                } else if entry.old >= 0 || rng.chance(0.3) {
                    // An insert into an inserted section is redundant but allowed.
                    calls.itemInserts.append(ip(newIndex, item))
                }
            }
            after.append(TestSection(header: entry.header, items: contents[newIndex].map(\.cell)))
        }
        return (calls, after)
    }

    /// Section deletes and inserts and an explicit move for every surviving
    /// section; no item operations.
    mutating func withSectionMoves(from before: [TestSection]) -> (calls: BatchCalls, after: [TestSection]) {
        var calls = BatchCalls()
        var survivors: [(old: Int, section: TestSection)] = []
        for (index, section) in before.enumerated() {
            if rng.chance(0.15) {
                calls.sectionDeletes.append(index)
            } else {
                survivors.append((index, section))
            }
        }
        survivors.shuffle(using: &rng)
        let newSections = (0..<Int.random(in: 0...2, using: &rng)).map { _ in
            (old: -1, section: TestSection(header: TestCell(id: id("S"), content: "n"), items: [TestCell(id: id("i"), content: "n")]))
        }
        let (sections, insertedSections) = merge(survivors, inserting: newSections)
        calls.sectionInserts = insertedSections
        for (newIndex, entry) in sections.enumerated() where entry.old >= 0 {
            calls.sectionMoves.append((entry.old, newIndex))
        }
        return (calls, sections.map(\.section))
    }
}
