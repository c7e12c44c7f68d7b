import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Collapsing and expanding sections, step by step, each transaction applied
/// to a strict headless view and checked against the naive model.
@Suite("List controller: collapsible sections")
@MainActor
struct ListControllerCollapsingTests {
    static let sorted = ControllerSetup(sorted: true, filtered: true, sectioned: true)

    func harness(_ setup: ControllerSetup = sorted) throws -> ControllerHarness {
        let h = ControllerHarness(setup)
        try h.fetch([
            Row(id: 1, group: 1, rank: 1), Row(id: 2, group: 1, rank: 2), Row(id: 3, group: 1, rank: 3, hidden: true),
            Row(id: 4, group: 2, rank: 1), Row(id: 5, group: 2, rank: 2), Row(id: 6, group: 3, rank: 1),
        ])
        return h
    }

    @Test func aCollapsedSectionKeepsItsIdentityAndHoldsItsItems() throws {
        let h = try harness()
        let c = h.controller
        c.collapseSection(withKey: 1)
        h.model.folding.collapse(1)
        h.check("collapse 1")
        let update = try #require(h.updates.last)
        #expect(update.changeset.itemDeletes == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(update.changeset.sectionDeletes.isEmpty && update.changeset.sectionInserts.isEmpty)
        #expect(c.snapshot.sections[0].id == 1 && c.snapshot.sections[0].model == 1 && c.snapshot.sections[0].count == 0)
        #expect(c.isSectionCollapsed(withKey: 1) && !c.isSectionCollapsed(withKey: 2))
        #expect(c.expandedSectionKeys == [2, 3])

        // Identifiers see held items; index paths see what is published.
        #expect(c.item(withID: 1)?.rank == 1 && c.contains(id: 2) && c.isShown(id: 2))
        #expect(c.indexPath(for: 1) == nil && c.indexPath(for: 4) == IndexPath(item: 0, section: 1))
        #expect(c.numberOfItems(inSection: 0) == 0 && c.items(inSection: 0)?.isEmpty == true)
        #expect(c.item(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(c.numberOfItems == 3 && c.numberOfItemsIncludingHidden == 6)
        #expect(c.sectionInfo(at: 0)?.numberOfItems == 0 && c.shownItems.map(\.id) == [4, 5, 6])
        h.expectFailure("remove an item of a collapsed section by index path") {
            _ = try c.removeItem(at: IndexPath(item: 0, section: 0))
        }

        c.expandSection(withKey: 1)
        h.model.folding.expand(1)
        h.check("expand 1")
        #expect(h.updates.last?.changeset.itemInserts == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(c.indexPath(for: 2) == IndexPath(item: 1, section: 0))
    }

    @Test func collapsingTwiceChangesNothing() throws {
        let h = try harness()
        h.controller.collapseSection(withKey: 2)
        h.model.folding.collapse(2)
        let count = h.updates.count
        h.controller.collapseSection(withKey: 2)
        h.controller.expandSection(withKey: 3)
        #expect(h.updates.count == count, "collapsing a collapsed section or expanding an expanded one delivers nothing")
        h.check("again")
    }

    /// Many collapses and expansions of one section in a row, with no data
    /// change between them, reach every published buffer.
    @Test(arguments: [false, true])
    func repeatedTogglesOfOneSection(oneAtATime: Bool) throws {
        let h = try harness()
        if oneAtATime {
            h.controller.setExpandsOneSectionAtATime(true)
            h.model.folding.setOneAtATime(true, present: [1, 2, 3])
            h.check("one at a time")
        }
        for step in 0..<12 {
            let key = step % 3 == 2 ? 1 : 2
            let wasCollapsed = h.model.folding.isCollapsed(key)
            #expect(h.controller.toggleSection(withKey: key) == !wasCollapsed)
            if wasCollapsed { h.model.folding.expand(key) } else { h.model.folding.collapse(key) }
            h.check("toggle \(key), step \(step)")
        }
    }

    @Test func dataChangesInACollapsedSectionAreNotSeen() throws {
        let h = try harness()
        h.controller.collapseSection(withKey: 1)
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
        let c = h.controller
        c.collapseSection(withKey: 3)
        h.model.folding.collapse(3)
        try h.remove(id: 6)
        h.check("the collapsed section goes")
        #expect(c.isSectionCollapsed(withKey: 3))
        try h.insert(Row(id: 7, group: 3, rank: 1))
        h.check("it comes back collapsed")
        #expect(c.snapshot.sections.last?.id == 3 && c.snapshot.sections.last?.count == 0)

        let count = h.updates.count
        c.collapseSection(withKey: 9)
        h.model.folding.collapse(9)
        #expect(h.updates.count == count, "collapsing an absent section delivers nothing")
        try h.insert(Row(id: 8, group: 9, rank: 1))
        h.check("a section collapsed before it existed arrives collapsed")

        try h.replace(h.model.order.compactMap { h.model.items[$0] } + [Row(id: 11, group: 3, rank: 0)])
        h.check("replace keeps the state")
        try h.fetch([Row(id: 20, group: 3, rank: 1), Row(id: 21, group: 4, rank: 1)])
        h.check("fetch keeps the state")
        #expect(c.isSectionCollapsed(withKey: 3) && !c.isSectionCollapsed(withKey: 4))

        c.expandAllSections()
        h.model.folding.expandAll(present: [3, 4])
        h.check("expand all")
        #expect(!c.isSectionCollapsed(withKey: 9), "expanding all forgets absent sections too")
    }

    @Test func oneExpandedSectionAtATime() throws {
        let h = try harness()
        let c = h.controller
        c.setExpandsOneSectionAtATime(true)
        h.model.folding.setOneAtATime(true, present: [1, 2, 3])
        h.check("one at a time: the first expanded section stays")
        #expect(c.expandedSectionKeys == [1] && c.expandsOneSectionAtATime)

        c.expandSection(withKey: 3)
        h.model.folding.expand(3)
        h.check("expand 3 collapses 1")
        let update = try #require(h.updates.last)
        #expect(update.changeset.itemDeletes == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(update.changeset.itemInserts == [IndexPath(item: 0, section: 2)])

        try h.insert(Row(id: 9, group: 5, rank: 1))
        h.check("a new section arrives collapsed")
        #expect(c.expandedSectionKeys == [3])

        c.expandAllSections()
        #expect(c.expandedSectionKeys == [3], "expanding all keeps the one expanded section")
        c.collapseAllSections()
        h.model.folding.collapseAll(present: [1, 2, 3, 5])
        h.check("collapse all")
        c.expandAllSections()
        h.model.folding.expandAll(present: [1, 2, 3, 5])
        h.check("expand all expands the first")
        #expect(c.expandedSectionKeys == [1])

        c.setExpandsOneSectionAtATime(false)
        h.model.folding.setOneAtATime(false, present: [1, 2, 3, 5])
        h.check("off: every section stays as it is")
        #expect(c.expandedSectionKeys == [1] && !c.expandsOneSectionAtATime)
    }

    @Test func aFlatListCollapsesItsOneSection() throws {
        let h = try harness(ControllerSetup(sorted: false, filtered: false, sectioned: false))
        h.controller.collapseAllSections()
        h.model.folding.collapseAll(present: [nil])
        h.check("collapse all")
        #expect(h.controller.isEmpty && h.controller.numberOfSections == 1)
        try h.insert(Row(id: 30, group: 1, rank: 1))
        h.check("insert while collapsed")
        h.controller.setExpandsOneSectionAtATime(true)
        h.model.folding.setOneAtATime(true, present: [nil])
        h.controller.expandAllSections()
        h.model.folding.expandAll(present: [nil])
        h.check("expand all, one at a time")
        #expect(h.controller.numberOfItems == 7)
    }
}
