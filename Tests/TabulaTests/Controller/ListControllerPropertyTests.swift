import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Thousands of random operations, alone, in batches and while paused, each
/// transaction applied to a strict headless view and checked against the
/// controller and a naive model.
@Suite("List controller: random operation sequences")
@MainActor
struct ListControllerPropertyTests {
    /// Steps per run; 16 setups × 2 seeds × 250 steps = 8,000 steps.
    static let steps = 250

    @Test(arguments: ControllerSetup.all)
    func randomSequencesKeepTheViewAndTheModelInStep(setup: ControllerSetup) throws {
        for seed in [UInt64(1), 2] {
            var runner = RandomRunner(setup: setup, seed: seed &* 7919 &+ UInt64(ControllerSetup.all.firstIndex { "\($0)" == "\(setup)" } ?? 0))
            try runner.run(steps: Self.steps)
        }
    }
}

/// Drives one harness with random operations.
@MainActor
struct RandomRunner {
    let h: ControllerHarness
    var gen: RowGenerator
    let seed: UInt64

    init(setup: ControllerSetup, seed: UInt64, collapsing: Bool = false) {
        self.seed = seed
        h = ControllerHarness(setup, label: "seed \(seed)", collapsing: collapsing)
        gen = RowGenerator(seed: seed)
    }

    mutating func run(steps: Int) throws {
        try h.fetch(gen.rows(gen.int(0..<30)))
        h.check("fetch")
        for step in 0..<steps {
            let name: String
            switch gen.int(0..<100) {
            case 0..<70:
                name = try randomOperation()
            case 70..<80:
                var names: [String] = []
                try h.controller.performBatchUpdates {
                    for _ in 0..<gen.int(1..<5) { names.append(try randomOperation(coalescing: true)) }
                }
                name = "batch of \(names)"
            case 80..<86:
                h.controller.pauseUpdates()
                var names: [String] = []
                for _ in 0..<gen.int(1..<5) { names.append(try randomOperation(coalescing: true)) }
                h.controller.resumeUpdates()
                name = "paused \(names)"
            case 86..<95:
                name = try randomBadInput()
            default:
                name = try randomReconfiguration()
            }
            h.check("step \(step): \(name)")
            if h.view.violations.count > 0 { break }
        }
    }

    func existingIDs() -> [Int] { h.model.order }

    mutating func randomExisting() -> Row? {
        let ids = existingIDs()
        guard !ids.isEmpty else { return nil }
        return h.model.items[ids[gen.int(0..<ids.count)]]
    }

    mutating func randomPath() -> IndexPath? {
        let paths = h.shownPaths
        guard !paths.isEmpty else { return nil }
        return paths[gen.int(0..<paths.count)]
    }

    /// A destination for an item leaving `source`, in the controller's content.
    mutating func randomDestination(from source: IndexPath) -> IndexPath {
        let sections = h.content.sections
        let s = gen.int(0..<sections.count)
        let count = sections[s].count - (s == source.section ? 1 : 0)
        return IndexPath(item: gen.int(0..<(count + 1)), section: s)
    }

    /// How a move changes the item: not at all, or so that it belongs at its
    /// destination (section key, rank of a neighbour).
    mutating func moveChange(to destination: IndexPath, from source: IndexPath) -> ((inout Row) -> Void)? {
        let snapshot = h.content
        let key = snapshot.sections[destination.section].id
        var ids = Array(snapshot.sections[destination.section].itemIDs)
        if destination.section == source.section { ids.remove(at: source.item) }
        let neighbour = destination.item < ids.count ? ids[destination.item] : ids.last
        let rank = neighbour.flatMap { h.model.items[$0]?.rank }
        switch gen.int(0..<3) {
        case 0: return nil
        case 1: return { row in row.group = key ?? row.group }
        default:
            return { row in
                row.group = key ?? row.group
                if let rank { row.rank = rank }
                row.text += 1
            }
        }
    }

    mutating func randomOperation(coalescing: Bool = false) throws -> String {
        switch gen.int(0..<19) {
        case 0, 1:
            let row = gen.row()
            try h.insert(row)
            return "insert \(row)"
        case 2:
            let rows = gen.rows(gen.int(2..<6))
            try h.insert(contentsOf: rows)
            return "insert \(rows)"
        case 3, 4:
            guard let row = randomExisting() else { return "nothing" }
            let changed = gen.changed(row)
            try h.update(changed)
            return "update \(row) → \(changed)"
        case 5:
            guard let path = randomPath(), let row = h.controller.item(at: path) else { return "nothing" }
            let changed = gen.changed(row)
            try h.updateItem(at: path, to: changed)
            return "update at \(path) → \(changed)"
        case 6:
            var rows: [Row] = []
            for _ in 0..<gen.int(1..<5) {
                if gen.chance(50), let row = randomExisting(), !rows.contains(where: { $0.id == row.id }) {
                    rows.append(gen.changed(row))
                } else {
                    rows.append(gen.row())
                }
            }
            try h.upsert(rows)
            return "upsert \(rows)"
        case 7:
            var rows: [Row] = []
            for _ in 0..<gen.int(2..<5) {
                if let row = randomExisting(), !rows.contains(where: { $0.id == row.id }) { rows.append(gen.changed(row)) }
            }
            guard rows.count > 1 else { return "nothing" }
            try h.update(contentsOf: rows)
            return "update many \(rows)"
        case 8, 9:
            guard let row = randomExisting() else { return "nothing" }
            try h.remove(id: row.id)
            return "remove \(row)"
        case 10:
            guard let path = randomPath() else { return "nothing" }
            try h.remove(at: path)
            return "remove at \(path)"
        case 11:
            var ids: [Int] = []
            for _ in 0..<gen.int(2..<5) {
                if let id = randomExisting()?.id, !ids.contains(id) { ids.append(id) }
            }
            guard ids.count > 1 else { return "nothing" }
            try h.remove(ids: ids)
            return "remove \(ids)"
        case 12:
            let rank = gen.int(0..<12)
            h.removeAll(rank: rank)
            return "remove rank \(rank)"
        case 13:
            try h.appendPage(gen.rows(gen.int(1..<6)) + (randomExisting().map { [gen.changed($0)] } ?? []))
            return "append page"
        case 14, 15:
            guard let source = randomPath() else { return "nothing" }
            let destination = randomDestination(from: source)
            let change = moveChange(to: destination, from: source)
            if !coalescing && gen.chance(60) {
                try h.userMove(from: source, to: destination, change: change)
                return "user move \(source) → \(destination)"
            }
            try h.move(from: source, to: destination, change: change)
            return "move \(source) → \(destination)"
        case 16:
            var rows = existingIDs().compactMap { h.model.items[$0] }
            rows = rows.filter { _ in !gen.chance(10) }
            for k in rows.indices where gen.chance(10) { rows[k] = gen.changed(rows[k]) }
            if rows.count > 1 && gen.chance(30) { rows.swapAt(0, gen.int(0..<rows.count)) }
            rows.append(contentsOf: gen.rows(gen.int(0..<4)))
            try h.replace(rows)
            return "replace"
        case 17:
            guard h.controller.numberOfSections > 0, gen.chance(40) else { return "nothing" }
            let s = gen.int(0..<h.controller.numberOfSections)
            try h.removeSections(IndexSet(integer: s))
            return "remove section \(s)"
        default:
            guard gen.chance(15) else { return "nothing" }
            h.removeAll()
            return "remove all"
        }
    }

    mutating func randomReconfiguration() throws -> String {
        switch gen.int(0..<5) {
        case 0:
            h.setFiltered(!h.model.setup.filtered)
            return "filter \(h.model.setup.filtered)"
        case 1:
            h.setItemsSorted(!h.model.itemsSorted)
            return "items sorted \(h.model.itemsSorted)"
        case 2:
            h.setSectionsSorted(!h.model.sectionsSorted)
            return "sections sorted \(h.model.sectionsSorted)"
        case 3:
            h.setSectioned(!h.model.setup.sectioned)
            return "sectioned \(h.model.setup.sectioned)"
        default:
            try h.fetch(gen.rows(gen.int(0..<30)))
            return "fetch"
        }
    }

    /// An operation that must fail and leave everything as it was.
    mutating func randomBadInput() throws -> String {
        let c = h.controller
        let sections = c.numberOfSections
        switch gen.int(0..<12) {
        case 0:
            guard let row = randomExisting() else { return "nothing" }
            h.expectFailure("insert an existing item") { try c.insert(row) }
        case 1:
            let row = gen.row()
            h.expectFailure("insert a duplicate") { try c.insert(contentsOf: [row, gen.row(), row]) }
        case 2:
            h.expectFailure("remove an unknown identifier") { try c.removeItem(withID: -5) }
        case 3:
            h.expectFailure("remove out of range") { try c.removeItem(at: IndexPath(item: 0, section: sections)) }
        case 4:
            h.expectFailure("remove a malformed index path") { try c.removeItem(at: IndexPath(index: 0)) }
        case 5:
            guard let row = randomExisting() else { return "nothing" }
            h.expectFailure("change an identifier") { try c.updateItem(withID: row.id) { $0.id = -1 } }
        case 6:
            let rows = gen.rows(3)
            h.expectFailure("replace with duplicates") { try c.replace(with: rows + [rows[1]]) }
        case 7:
            h.expectFailure("fetch with duplicates") { try c.fetch([Row(id: -2, group: 1, rank: 1), Row(id: -2, group: 2, rank: 1)]) }
        case 8:
            guard let source = randomPath() else { return "nothing" }
            let count = c.numberOfItems(inSection: source.section) ?? 0
            h.expectFailure("move past the end") { try c.moveItem(at: source, to: IndexPath(item: count + 1, section: source.section)) }
        case 9:
            h.expectFailure("remove a section out of range") { try c.removeSections(at: IndexSet([0, sections + 2])) }
        case 10:
            h.expectFailure("update an unknown item") { try c.update(with: Row(id: -3, group: 1, rank: 1)) }
        default:
            guard let row = randomExisting() else { return "nothing" }
            h.expectFailure("remove identifiers with an unknown one") { try c.removeItems(withIDs: [row.id, -4]) }
        }
        return "bad input"
    }
}
