import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Collapsing and expanding the sections of a list controller through a
/// ``CollapsingSource``, step by step, each update applied to a strict
/// headless view and checked against the naive model.
@Suite("Collapsing source: step by step")
@MainActor
struct CollapsingSourceTests {
    static let sorted = ControllerSetup(sorted: true, filtered: true, sectioned: true)

    func harness(_ setup: ControllerSetup = sorted) throws -> ControllerHarness {
        let h = ControllerHarness(setup, collapsing: true)
        try h.fetch([
            Row(id: 1, group: 1, rank: 1), Row(id: 2, group: 1, rank: 2), Row(id: 3, group: 1, rank: 3, excluded: true),
            Row(id: 4, group: 2, rank: 1), Row(id: 5, group: 2, rank: 2), Row(id: 6, group: 3, rank: 1),
        ])
        return h
    }

    @Test func aCollapsedSectionKeepsItsIdentityAndHoldsItsItems() throws {
        let h = try harness()
        let c = h.w
        c.collapseSection(withID: 1)
        h.model.folding.collapse(1)
        h.check("collapse 1")
        let update = try #require(h.updates.last)
        #expect(update.changeset.itemDeletes == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(update.changeset.sectionDeletes.isEmpty && update.changeset.sectionInserts.isEmpty)
        #expect(c.snapshot.sections[0].id == 1 && c.snapshot.sections[0].model == 1 && c.snapshot.sections[0].count == 0)
        #expect(c.isSectionCollapsed(withID: 1) && !c.isSectionCollapsed(withID: 2))
        #expect(c.collapsedSectionIDs == [1] && c.hasCollapsedItems)

        // What a view shows folds; the controller's lookups see every item.
        #expect(c.numberOfItems(inSection: 0) == 0 && c.numberOfItems == 3 && c.numberOfSections == 3)
        #expect(h.controller.indexPath(for: 1) == IndexPath(item: 0, section: 0) && h.controller.numberOfItems == 5)

        c.expandSection(withID: 1)
        h.model.folding.expand(1)
        h.check("expand 1")
        #expect(h.updates.last?.changeset.itemInserts == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(c.numberOfItems(inSection: 0) == 2 && !c.hasCollapsedItems)
    }

    @Test func collapsingTwiceChangesNothing() throws {
        let h = try harness()
        h.w.collapseSection(withID: 2)
        h.model.folding.collapse(2)
        let count = h.updates.count
        h.w.collapseSection(withID: 2)
        h.w.expandSection(withID: 3)
        #expect(h.updates.count == count, "collapsing a collapsed section or expanding an expanded one delivers nothing")
        h.check("again")
    }

    /// Many collapses and expansions of one section in a row, with no data
    /// change between them, reach every published buffer.
    @Test(arguments: [false, true])
    func repeatedTogglesOfOneSection(oneAtATime: Bool) throws {
        let h = try harness()
        if oneAtATime {
            h.w.setExpandsOneSectionAtATime(true)
            h.model.folding.setOneAtATime(true, present: [1, 2, 3])
            h.check("one at a time")
        }
        for step in 0..<12 {
            let key = step % 3 == 2 ? 1 : 2
            let wasCollapsed = h.model.folding.isCollapsed(key)
            #expect(h.w.toggleSection(withID: key) == !wasCollapsed)
            if wasCollapsed { h.model.folding.expand(key) } else { h.model.folding.collapse(key) }
            h.check("toggle \(key), step \(step)")
        }
    }

    @Test func dataChangesInACollapsedSectionAreNotSeen() throws {
        let h = try harness()
        h.w.collapseSection(withID: 1)
        h.model.folding.collapse(1)
        h.check("collapse 1")
        try h.insert(Row(id: 10, group: 1, rank: 0))
        h.check("insert into the collapsed section")
        #expect(h.updates.last?.changeset.isEmpty == true, "nothing to animate: \(String(describing: h.updates.last?.changeset))")
        try h.update(Row(id: 4, group: 1, rank: 9))
        h.check("move an item into the collapsed section")
        #expect(h.updates.last?.changeset.itemDeletes == [IndexPath(item: 0, section: 1)])
        #expect(h.updates.last?.changeset.itemInserts.isEmpty == true)
        try h.update(Row(id: 2, group: 3, rank: 0))
        h.check("move an item out of the collapsed section")
        #expect(h.updates.last?.changeset.itemDeletes.isEmpty == true)
        try h.remove(ids: [1, 10])
        h.check("remove items of the collapsed section")
    }

    @Test func stateIsKeptByKeyWhenTheSectionGoesAndComesBack() throws {
        let h = try harness()
        let c = h.w
        c.collapseSection(withID: 3)
        h.model.folding.collapse(3)
        try h.remove(id: 6)
        h.check("the collapsed section goes")
        #expect(c.isSectionCollapsed(withID: 3))
        try h.insert(Row(id: 7, group: 3, rank: 1))
        h.check("it comes back collapsed")
        #expect(c.snapshot.sections.last?.id == 3 && c.snapshot.sections.last?.count == 0)

        let count = h.updates.count
        c.collapseSection(withID: 9)
        h.model.folding.collapse(9)
        #expect(h.updates.count == count, "collapsing an absent section delivers nothing")
        try h.insert(Row(id: 8, group: 9, rank: 1))
        h.check("a section collapsed before it existed arrives collapsed")

        try h.replace(h.model.order.compactMap { h.model.items[$0] } + [Row(id: 11, group: 3, rank: 0)])
        h.check("replace keeps the state")
        try h.fetch([Row(id: 20, group: 3, rank: 1), Row(id: 21, group: 4, rank: 1)])
        h.check("fetch keeps the state")
        #expect(c.isSectionCollapsed(withID: 3) && !c.isSectionCollapsed(withID: 4))

        c.expandAllSections()
        h.model.folding.expandAll(present: [3, 4])
        h.check("expand all")
        #expect(!c.isSectionCollapsed(withID: 9), "expanding all forgets absent sections too")
    }

    @Test func oneExpandedSectionAtATime() throws {
        let h = try harness()
        let c = h.w
        c.setExpandsOneSectionAtATime(true)
        h.model.folding.setOneAtATime(true, present: [1, 2, 3])
        h.check("one at a time: the first expanded section stays")
        #expect(expandedKeys(c) == [1] && c.expandsOneSectionAtATime)

        c.expandSection(withID: 3)
        h.model.folding.expand(3)
        h.check("expand 3 collapses 1")
        let update = try #require(h.updates.last)
        #expect(update.changeset.itemDeletes == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(update.changeset.itemInserts == [IndexPath(item: 0, section: 2)])

        try h.insert(Row(id: 9, group: 5, rank: 1))
        h.check("a new section arrives collapsed")
        #expect(expandedKeys(c) == [3])

        c.expandAllSections()
        #expect(expandedKeys(c) == [3], "expanding all keeps the one expanded section")
        c.collapseAllSections()
        h.model.folding.collapseAll(present: [1, 2, 3, 5])
        h.check("collapse all")
        c.expandAllSections()
        h.model.folding.expandAll(present: [1, 2, 3, 5])
        h.check("expand all expands the first")
        #expect(expandedKeys(c) == [1])

        c.setExpandsOneSectionAtATime(false)
        h.model.folding.setOneAtATime(false, present: [1, 2, 3, 5])
        h.check("off: every section stays as it is")
        #expect(expandedKeys(c) == [1] && !c.expandsOneSectionAtATime)
    }

    @Test func aFlatListCollapsesItsOneSection() throws {
        let h = try harness(ControllerSetup(sorted: false, filtered: false, sectioned: false))
        h.w.collapseAllSections()
        h.model.folding.collapseAll(present: [nil])
        h.check("collapse all")
        #expect(h.w.numberOfItems == 0 && h.w.numberOfSections == 1 && h.w.hasCollapsedItems)
        try h.insert(Row(id: 30, group: 1, rank: 1))
        h.check("insert while collapsed")
        h.w.setExpandsOneSectionAtATime(true)
        h.model.folding.setOneAtATime(true, present: [nil])
        h.w.expandAllSections()
        h.model.folding.expandAll(present: [nil])
        h.check("expand all, one at a time")
        #expect(h.w.numberOfItems == 7 && !h.w.hasCollapsedItems)
    }

    /// The keys of the present sections that are expanded, in order.
    func expandedKeys(_ source: CollapsingSource<RowController>) -> [Int?] {
        source.base.sectionKeys.filter { !source.isSectionCollapsed(withID: $0) }
    }
}

extension ControllerHarness {
    /// The wrapper that collapses the controller's sections.
    var w: CollapsingSource<RowController> { collapsing! }
}
