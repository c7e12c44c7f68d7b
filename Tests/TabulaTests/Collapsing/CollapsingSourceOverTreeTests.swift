import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A ``CollapsingSource`` over a ``SectionTree``, step by step: every update
/// replayed through a strict headless view.
@Suite("Collapsing source over a section tree: step by step")
@MainActor
struct CollapsingSourceOverTreeTests {
    @Test("a collapsed section keeps its identity and items, and data changes inside it publish nothing")
    func collapsedSectionHoldsItsItems() throws {
        let first = ArraySection([1, 2]), second = ArraySection([3])
        let tree = try SectionTree(root: ComposedSectionProvider([first, second]))
        let harness = TreeViewHarness(tree, collapsing: true)
        let sections = harness.w
        let id = tree.snapshot.sections[0].id

        sections.collapseSection(withID: id)
        #expect(harness.updates.last?.stagedChangeset.stages.map(\.batch.itemDeletes) == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]])
        #expect(sections.snapshot.sections[0].id == id && sections.snapshot.sections[0].items.isEmpty)
        #expect(sections.isSectionCollapsed(withID: id) && sections.collapsedSectionIDs == [id])
        // The tree keeps every item where it is.
        #expect(first.globalIndexPath(forItemAt: 0) == IndexPath(item: 0, section: 0) && tree.snapshot.numberOfItems == 3)

        let delivered = harness.updates.count
        first.append(9)
        try first.remove(at: 0)
        #expect(harness.updates.count == delivered + 2, "each change of the tree is one update")
        #expect(harness.updates.suffix(2).allSatisfy { $0.changeset.isEmpty }, "nothing of a collapsed section is seen to change")
        sections.collapseSection(withID: id)
        #expect(harness.updates.count == delivered + 2, "collapsing a collapsed section does nothing")

        sections.expandSection(withID: id)
        #expect(harness.updates.last?.stagedChangeset.stages.map(\.batch.itemInserts) == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]])
        #expect(values(of: sections.snapshot) == [[2, 9], [3]] && harness.shownValues == [[2, 9], [3]])
        #expect(harness.problems.isEmpty)
    }

    @Test("the state follows the section's identifier as others come and go")
    func stateFollowsTheSection() throws {
        let provider = ComposedSectionProvider([ArraySection([1]), ArraySection([2])])
        let tree = try SectionTree(root: provider)
        let harness = TreeViewHarness(tree, collapsing: true)
        let sections = harness.w
        let id = tree.snapshot.sections[1].id
        sections.collapseSection(withID: id)
        try provider.insert(ArraySection([0]), at: 0)
        #expect(sections.snapshot.sections[2].id == id && sections.snapshot.sections[2].items.isEmpty)
        #expect(!sections.isSectionCollapsed(withID: tree.snapshot.sections[1].id))
        #expect(sections.toggleSection(withID: id) == false)
        #expect(values(of: sections.snapshot) == [[0], [1], [2]] && harness.problems.isEmpty)
    }

    @Test("one expanded section at a time: expanding one collapses the other in one batch; new sections arrive collapsed")
    func oneAtATime() throws {
        let provider = ComposedSectionProvider([ArraySection([1]), ArraySection([2, 3])])
        let tree = try SectionTree(root: provider)
        let harness = TreeViewHarness(tree, collapsing: true)
        let sections = harness.w
        let ids = tree.snapshot.sectionIdentifiers
        sections.setExpandsOneSectionAtATime(true)
        #expect(values(of: sections.snapshot) == [[1], []])
        sections.expandSection(withID: ids[1])
        let batch = try #require(harness.updates.last?.stagedChangeset.stages.first?.batch)
        #expect(batch.itemDeletes == [IndexPath(item: 0, section: 0)])
        #expect(batch.itemInserts == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        try provider.append(ArraySection([4]))
        #expect(values(of: sections.snapshot) == [[], [2, 3], []])
        sections.collapseAllSections()
        sections.expandAllSections()
        #expect(values(of: sections.snapshot) == [[1], [], []])
        #expect(harness.problems.isEmpty)
    }

    @Test("an atomic batch that throws restores the collapsed state and the tree")
    func atomicBatch() throws {
        let first = ArraySection([1])
        let tree = try SectionTree(root: ComposedSectionProvider([first, ArraySection([2])]))
        let harness = TreeViewHarness(tree, collapsing: true)
        let sections = harness.w
        #expect(throws: Abandoned.self) {
            try sections.performBatchUpdates {
                sections.collapseSection(withID: tree.snapshot.sections[0].id)
                sections.setExpandsOneSectionAtATime(true)
                first.append(5)
                throw Abandoned()
            }
        }
        #expect(sections.collapsedSectionIDs.isEmpty && !sections.expandsOneSectionAtATime && harness.updates.isEmpty)
        #expect(values(of: tree.snapshot) == [[1], [2]])
    }

    @Test("collapsing and the tree's changes in one batch are one update")
    func batchOfBoth() throws {
        let first = ArraySection([1, 2]), second = ArraySection([3])
        let tree = try SectionTree(root: ComposedSectionProvider([first, second]))
        let harness = TreeViewHarness(tree, collapsing: true)
        let sections = harness.w
        sections.performBatchUpdates {
            sections.collapseSection(withID: tree.snapshot.sections[0].id)
            second.append(4)
            first.append(7)
        }
        #expect(harness.updates.count == 1)
        #expect(values(of: sections.snapshot) == [[], [3, 4]] && harness.shownValues == [[], [3, 4]])
        #expect(harness.problems.isEmpty)
    }

    @Test("a collapsed outline section follows the outline without showing it, and shows its current rows on expand")
    func collapsedOutline() throws {
        let outline = LiveOutline(sectionID: "files", outline: try Outline<String, String>([
            .init(id: "src", item: "src", children: .loaded([.init(id: "main", item: "main.swift")])),
        ]))
        let tree = try SectionTree(root: ComposedSectionProvider([ArraySection(["Recent"]), outline.makeSectionProvider()]))
        let harness = TreeViewHarness(tree, collapsing: true)
        let sections = harness.w
        let id = tree.snapshot.sections[1].id
        sections.collapseSection(withID: id)
        try outline.expand("src")
        #expect(harness.updates.last?.changeset.isEmpty == true)
        sections.expandSection(withID: id)
        let rows = sections.snapshot.sections[1].items.compactMap { $0.value as? OutlineRow<String, String> }
        #expect(rows.map(\.id) == ["src", "main"] && rows.first?.isExpanded == true)
        #expect(harness.problems.isEmpty)
    }
}
