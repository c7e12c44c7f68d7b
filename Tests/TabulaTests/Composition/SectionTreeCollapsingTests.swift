import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Composition: collapsible sections, step by step")
@MainActor
struct SectionTreeCollapsingTests {
    @Test("a collapsed section keeps its identity and items, and data changes inside it publish nothing")
    func collapsedSectionHoldsItsItems() throws {
        let first = ArraySection([1, 2]), second = ArraySection([3])
        let tree = try SectionTree(root: ComposedSectionProvider([first, second]))
        let harness = TreeViewHarness(tree)
        let id = tree.snapshot.sections[0].id

        try tree.collapseSection(at: 0)
        #expect(harness.updates.last?.stagedChangeset.stages.map(\.batch.itemDeletes) == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]])
        #expect(tree.snapshot.sections[0].id == id && tree.snapshot.sections[0].items.isEmpty)
        #expect(tree.isSectionCollapsed(at: 0) == true && tree.expandedSections == [1])
        #expect(first.numberOfItems == 2 && first.globalIndexPath(forItemAt: 0) == nil)
        #expect(tree.item(at: IndexPath(item: 0, section: 0)) == nil && tree.location(of: IndexPath(item: 0, section: 0)) == nil)

        let delivered = harness.updates.count
        first.append(9)
        try first.remove(at: 0)
        #expect(harness.updates.count == delivered, "a collapsed section publishes nothing for its items")
        try tree.collapseSection(at: 0)
        #expect(harness.updates.count == delivered, "collapsing a collapsed section does nothing")

        try tree.expandSection(at: 0)
        #expect(harness.updates.last?.stagedChangeset.stages.map(\.batch.itemInserts) == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]])
        #expect(values(of: tree.snapshot) == [[2, 9], [3]] && harness.shownValues == [[2, 9], [3]])
        #expect(harness.problems.isEmpty)
    }

    @Test("the state follows the section as others come and go")
    func stateFollowsTheSection() throws {
        let provider = ComposedSectionProvider([ArraySection([1]), ArraySection([2])])
        let tree = try SectionTree(root: provider)
        let harness = TreeViewHarness(tree)
        try tree.collapseSection(at: 1)
        try provider.insert(ArraySection([0]), at: 0)
        #expect(tree.isSectionCollapsed(at: 2) == true && tree.isSectionCollapsed(at: 1) == false)
        #expect(try tree.toggleSection(at: 2) == false)
        #expect(values(of: tree.snapshot) == [[0], [1], [2]] && harness.problems.isEmpty)
    }

    @Test("unknown sections are refused, naming the index; nothing changes")
    func unknownSections() throws {
        let tree = try SectionTree(root: ComposedSectionProvider([ArraySection([1])]))
        #expect(throws: CompositionError.sectionOutOfRange(section: 3, count: 1)) { try tree.collapseSection(at: 3) }
        #expect(throws: CompositionError.sectionOutOfRange(section: -1, count: 1)) { try tree.toggleSection(at: -1) }
        #expect(tree.isSectionCollapsed(at: 1) == nil && tree.sequenceNumber == 0)
    }

    @Test("one expanded section at a time: expanding one collapses the other in one batch; new sections arrive collapsed")
    func oneAtATime() throws {
        let provider = ComposedSectionProvider([ArraySection([1]), ArraySection([2, 3])])
        let tree = try SectionTree(root: provider)
        let harness = TreeViewHarness(tree)
        tree.setExpandsOneSectionAtATime(true)
        #expect(tree.expandedSections == [0] && values(of: tree.snapshot) == [[1], []])
        try tree.expandSection(at: 1)
        let batch = try #require(harness.updates.last?.stagedChangeset.stages.first?.batch)
        #expect(batch.itemDeletes == [IndexPath(item: 0, section: 0)])
        #expect(batch.itemInserts == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        try provider.append(ArraySection([4]))
        #expect(tree.expandedSections == [1] && values(of: tree.snapshot) == [[], [2, 3], []])
        tree.collapseAllSections()
        tree.expandAllSections()
        #expect(tree.expandedSections == [0])
        #expect(harness.problems.isEmpty)
    }

    @Test("an atomic batch that throws restores the collapsed state")
    func atomicBatch() throws {
        let tree = try SectionTree(root: ComposedSectionProvider([ArraySection([1]), ArraySection([2])]))
        let harness = TreeViewHarness(tree)
        #expect(throws: Abandoned.self) {
            try tree.performBatchUpdates {
                try tree.collapseSection(at: 0)
                tree.setExpandsOneSectionAtATime(true)
                throw Abandoned()
            }
        }
        #expect(tree.expandedSections == [0, 1] && !tree.expandsOneSectionAtATime && harness.updates.isEmpty)
    }

    @Test("a collapsed outline section follows the outline without publishing, and shows its current rows on expand")
    func collapsedOutline() throws {
        let outline = LiveOutline(sectionID: "files", outline: try Outline<String, String>([
            .init(id: "src", item: "src", children: .loaded([.init(id: "main", item: "main.swift")])),
        ]))
        let tree = try SectionTree(root: ComposedSectionProvider([ArraySection(["Recent"]), outline.makeSectionProvider()]))
        let harness = TreeViewHarness(tree)
        try tree.collapseSection(at: 1)
        let delivered = harness.updates.count
        try outline.expand("src")
        #expect(harness.updates.count == delivered)
        try tree.expandSection(at: 1)
        let rows = tree.snapshot.sections[1].items.compactMap { $0.value as? OutlineRow<String, String> }
        #expect(rows.map(\.id) == ["src", "main"] && rows.first?.isExpanded == true)
        #expect(harness.problems.isEmpty)
    }
}
