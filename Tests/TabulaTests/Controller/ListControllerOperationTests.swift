import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Every operation, under every configuration, each transaction applied to a
/// strict headless view and checked against the controller and a naive model.
@Suite("List controller: every operation under every configuration")
@MainActor
struct ListControllerOperationTests {
    @Test(arguments: ControllerSetup.all)
    func everyOperation(setup: ControllerSetup) throws {
        let h = ControllerHarness(setup)
        var gen = RowGenerator(seed: 7)

        try h.fetch(gen.rows(24))
        #expect(h.updates.isEmpty, "the harness set the fetch's reload update aside")
        h.check("fetch")

        try h.insert(Row(id: 1000, group: 1, rank: 5))
        h.check("insert into an existing section")
        try h.insert(Row(id: 1001, group: 9, rank: 3))
        h.check("insert into a new section")
        try h.insert(Row(id: 1002, group: nil, rank: 1))
        if setup.sectioned {
            #expect(h.controller.diagnostics.map(\.kind) == [.missingSectionKey], "an item without a key is reported")
            #expect(h.updates.last?.diagnostics.first?.identifiers == ["1002"])
        } else {
            #expect(h.controller.diagnostics.isEmpty, "a flat list has no missing keys")
        }
        h.check("insert into the no-section bucket")
        let count = h.updates.count
        try h.insert(Row(id: 1003, group: 2, rank: 2, excluded: true))
        if setup.filtered { #expect(h.updates.count == count, "an insert filtered out publishes nothing") }
        h.check("insert an item filtered out")

        try h.insert(contentsOf: [Row(id: 1010, group: 2, rank: 0), Row(id: 1011, group: 11, rank: 4),
                                  Row(id: 1012, group: 2, rank: 9), Row(id: 1013, group: 12, rank: 1, excluded: true)])
        h.check("insert many")
        try h.appendPage([Row(id: 1020, group: 0, rank: 7), Row(id: 1010, group: 2, rank: 0, text: 5), Row(id: 1021, group: 13, rank: 2)])
        h.check("append a page that overlaps")

        var row = h.model.items[1000]!
        row.text += 1
        try h.update(row)
        h.check("update content in place")
        row.rank = 11
        try h.update(row)
        h.check("update that moves inside the section (sorted)")
        row.group = 2
        row.text += 1
        try h.update(row)
        h.check("update that moves across sections, with new content")
        row.group = 20
        try h.update(row)
        h.check("update into a new section")
        row.group = 1
        try h.update(row)
        h.check("update that empties a section")
        row.excluded = true
        try h.update(row)
        h.check("update that filters out")
        row.excluded = false
        try h.update(row)
        h.check("update that includes")
        try h.update(contentsOf: [Row(id: 1001, group: 9, rank: 0, text: 3), Row(id: 1011, group: 2, rank: 8)])
        h.check("update many")

        let path = IndexPath(item: 0, section: 0)
        var value = h.controller.item(at: path)!
        value.rank = 6
        value.text += 2
        try h.updateItem(at: path, to: value)
        h.check("update at an index path")

        try h.upsert([Row(id: 1030, group: 3, rank: 3)])
        h.check("upsert one new")
        try h.upsert([Row(id: 1030, group: 3, rank: 4, text: 1)])
        h.check("upsert one existing")
        try h.upsert([Row(id: 1031, group: 4, rank: 1), Row(id: 1012, group: 2, rank: 1, text: 7), Row(id: 1032, group: nil, rank: 0)])
        h.check("upsert many")

        try h.remove(id: 1030)
        h.check("remove by identifier")
        try h.remove(at: try #require(h.controller.indexPath(for: 1020)))
        h.check("remove by index path")
        try h.remove(ids: [1031, 1032, 1003])
        h.check("remove by identifiers")
        let paths = Array(h.shownPaths.prefix(2))
        try h.remove(at: paths)
        h.check("remove at index paths")
        h.removeAll(rank: 7)
        h.check("remove by predicate")

        try h.insert(contentsOf: gen.rows(12))
        h.check("refill")
        let last = h.controller.numberOfSections - 1
        try h.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: h.controller.numberOfItems(inSection: last)! - (last == 0 ? 1 : 0), section: last))
        h.check("programmatic move")
        try h.move(from: IndexPath(item: 0, section: last), to: IndexPath(item: 0, section: 0)) { row in
            row.group = h.controller.snapshot.sections[0].id
            row.rank = -1
        }
        h.check("programmatic move that updates the item to sort at its destination")
        try h.userMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        h.check("user move inside a section")
        try h.userMove(from: IndexPath(item: 0, section: last), to: IndexPath(item: 0, section: 0)) { row in
            row.group = h.controller.snapshot.sections[0].id
            row.rank = -2
        }
        h.check("user move across sections, accepted")
        if h.controller.numberOfSections > 1 {
            try h.userMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
            h.check("user move across sections that the section key undoes")
        }

        try h.controller.performBatchUpdates {
            try h.insert(Row(id: 2000, group: 1, rank: 1))
            try h.remove(id: 2000)
            try h.insert(Row(id: 2001, group: 30, rank: 1))
            var moved = h.model.items[h.model.order[0]]!
            moved.group = 30
            moved.text += 1
            try h.update(moved)
            try h.remove(at: IndexPath(item: 0, section: 0))
        }
        h.check("batch")
        h.controller.pauseUpdates()
        let paused = h.updates.count
        try h.insert(Row(id: 2002, group: 31, rank: 0))
        try h.insert(contentsOf: [Row(id: 2003, group: 31, rank: 2), Row(id: 2004, group: 1, rank: 2)])
        try h.remove(id: 2001)
        #expect(h.updates.count == paused, "nothing is delivered while paused")
        #expect(h.controller.indexPath(for: 2002) != nil, "lookups see the paused changes")
        h.controller.resumeUpdates()
        #expect(h.updates.count == paused + 1, "resuming delivers one transaction")
        h.check("pause and resume")

        var next = h.model.order.map { h.model.items[$0]! }
        next.removeFirst(3)
        for k in stride(from: 0, to: next.count, by: 4) { next[k].text += 1 }
        for k in stride(from: 1, to: next.count, by: 5) { next[k].rank = (next[k].rank + 5) % 12 }
        next.swapAt(0, next.count - 1)
        next.append(contentsOf: gen.rows(3))
        try h.replace(next)
        h.check("replace, diffed")

        h.setFiltered(!setup.filtered)
        h.check("filter changed")
        h.setFiltered(setup.filtered)
        h.check("filter changed back")
        h.setItemsSorted(!setup.sorted)
        h.check("item order changed")
        h.setSectionsSorted(!setup.sorted)
        h.check("section order changed")
        h.setSectioned(!setup.sectioned)
        h.check("section key changed")
        h.setSectioned(setup.sectioned)
        h.check("section key changed back")

        try h.removeSections(IndexSet(integer: 0))
        h.check("remove a section")
        if let key = h.controller.snapshot.sections.last?.id {
            try h.controller.removeSection(withKey: key)
            h.model.removeSections([key])
            h.check("remove a section by key")
        }
        h.removeAll()
        h.check("remove all")
        try h.insert(Row(id: 3000, group: 4, rank: 0))
        h.check("insert after removing all")
    }

    @Test(arguments: [(ControllerSetup(sorted: false, filtered: true, sectioned: true, keepsEmptySections: true),
                       ControllerSetup(sorted: true, filtered: false, sectioned: true, style: .reconfigure)),
                      (ControllerSetup(sorted: true, filtered: false, sectioned: false),
                       ControllerSetup(sorted: false, filtered: true, sectioned: true))])
    func replacingTheWholeConfigurationAnimates(from: ControllerSetup, to: ControllerSetup) throws {
        let h = ControllerHarness(from)
        var gen = RowGenerator(seed: 5)
        try h.fetch(gen.rows(30))
        try h.insert(contentsOf: gen.rows(5))
        h.check("before")
        h.controller.setConfiguration(to.configuration)
        h.model.setup = to
        h.model.itemsSorted = to.sorted
        h.model.sectionsSorted = to.sorted
        h.model.sectionKeys = to.sectioned ? [] : [nil]
        h.model.sync()
        h.check("configuration replaced")
        #expect(h.controller.configuration.keepsEmptySections == to.keepsEmptySections)
        try h.insert(Row(id: 999, group: 3, rank: 1))
        h.check("insert after the change")
    }

    @Test func aFlatListOfNeverKeysWorks() throws {
        let controller = ListController<Row, Never>(itemOrder: .by(.descending(\.rank)))
        let dataSource = SnapshotDataSource(controller.snapshot)
        let view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        controller.onUpdate = { view.apply($0.stagedChangeset) { dataSource.snapshot = $0 } }
        #expect(controller.numberOfSections == 1, "a flat list has its one section from the start")
        try controller.insert(contentsOf: [Row(id: 1, group: nil, rank: 1), Row(id: 2, group: nil, rank: 3)])
        try controller.insert(Row(id: 3, group: nil, rank: 2))
        #expect(controller.snapshot.sections[0].itemIDs == [2, 3, 1])
        try controller.removeItem(withID: 2)
        controller.removeAll()
        #expect(controller.numberOfSections == 1 && controller.numberOfItems == 0)
        #expect(view.violations.isEmpty && view.verifyMatchesDataSource().isEmpty)
        #expect(dataSource.snapshot == controller.snapshot)
    }

    @Test func aFlatListControllerHasOneSectionWithoutAKey() throws {
        let controller = FlatListController<Row>(itemOrder: .by(.ascending(\.rank)))
        let spelledOut: ListController<Row, Never> = controller
        #expect(spelledOut.configuration.isFlat)
        try controller.insert(contentsOf: [Row(id: 1, group: nil, rank: 2), Row(id: 2, group: nil, rank: 1)])
        #expect(controller.sectionKeys == [nil] && controller.snapshot.sections[0].itemIDs == [2, 1])

        let configured = FlatListController(configuration: ListConfiguration(itemContentEqual: { (a: Row, b: Row) in a.rank == b.rank }))
        try configured.fetch([Row(id: 3, group: nil, rank: 0)])
        #expect(configured.numberOfSections == 1 && configured.numberOfItems == 1)
    }

    @Test func singleItemOperationsAreNotDiffed() throws {
        // A single insert writes one item insert down; the changeset of a
        // single op is exactly the minimal one.
        let h = ControllerHarness(ControllerSetup(sorted: true, filtered: false, sectioned: true))
        try h.fetch((0..<50).map { Row(id: $0, group: $0 % 5, rank: $0) })
        try h.insert(Row(id: 100, group: 2, rank: 13))
        let insert = try #require(h.updates.last)
        #expect(insert.changeset.itemInserts == [IndexPath(item: 3, section: 2)])
        #expect(insert.stagedChangeset.stages.count == 1)
        var row = h.model.items[100]!
        row.group = 4
        row.text = 1
        try h.update(row)
        let move = try #require(h.updates.last)
        #expect(move.changeset.itemMoves == [.init(source: IndexPath(item: 3, section: 2), destination: IndexPath(item: 2, section: 4))])
        #expect(move.stagedChangeset.stages.count == 2, "a moved, reloaded item: reload first, then move")
        h.check("single operations")
    }

    @Test func aSectionThatEmptiesAndReappearsInOneBatchIsDiffedWhole() throws {
        // The section leaves and comes back at the end (first appearance): a
        // section move the touched-sections diff cannot express.
        let h = ControllerHarness(ControllerSetup(sorted: false, filtered: false, sectioned: true))
        try h.fetch([Row(id: 1, group: 1, rank: 0), Row(id: 2, group: 2, rank: 0), Row(id: 3, group: 3, rank: 0)])
        try h.controller.performBatchUpdates {
            try h.remove(id: 1)
            try h.insert(Row(id: 4, group: 1, rank: 0))
        }
        #expect(h.controller.sectionKeys == [2, 3, 1])
        h.check("section reappears")
    }
}
