import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Composition: providers, mapping and delivery")
@MainActor
struct CompositionTreeTests {
    /// The owners of the tree's flattened sections, in order.
    func owners(_ tree: SectionTree) -> [ObjectIdentifier?] {
        tree.snapshot.sections.map { $0.model.owner.map { ObjectIdentifier($0) } }
    }

    func ids(_ composables: [any Composable]) -> [ObjectIdentifier?] { composables.map { ObjectIdentifier($0) } }

    @Test func insertThenRemoveInOneBatchIsTheIssuesExample() throws {
        let section = ArraySection<Int>([10, 11, 12, 13])
        let tree = try SectionTree(root: ComposedSectionProvider([section]))
        let harness = TreeViewHarness(tree)
        tree.performBatchUpdates {
            _ = try? section.insert(99, at: 3)   // (item 3, section 0)
            _ = try? section.remove(at: 0)       // (item 0, section 0)
        }
        #expect(harness.updates.count == 1)
        let stages = harness.updates[0].stagedChangeset.stages
        #expect(stages.count == 1)
        #expect(stages[0].batch.itemDeletes == [IndexPath(item: 0, section: 0)])
        #expect(stages[0].batch.itemInserts == [IndexPath(item: 2, section: 0)])
        #expect(stages[0].batch.itemMoves.isEmpty && stages[0].batch.sectionInserts.isEmpty)
        #expect(harness.updates[0].changes == [.items(section: 0, .inserted([3])), .items(section: 0, .deleted([0]))])
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(harness.shownValues == [[11, 12, 99, 13]])
    }

    @Test func nestedProvidersFlattenAndReAddressEveryChange() throws {
        // root ─ banner
        //      ├ people (composed) ─ family, friends
        //      └ tabs (segmented) ─ [posts (composed) ─ drafts, published], photos
        let banner = SingleItemSection<String>("hello")
        let family = ArraySection<Int>([1, 2])
        let friends = ArraySection<Int>([3])
        let people = ComposedSectionProvider([family, friends])
        let drafts = ArraySection<Int>([4])
        let published = ArraySection<Int>([5, 6])
        let posts = ComposedSectionProvider([drafts, published])
        let photos = ArraySection<Int>([7])
        let tabs = SegmentedSectionProvider([posts, photos])
        let root = ComposedSectionProvider([banner, people, tabs])
        let tree = try SectionTree(root: root)
        let harness = TreeViewHarness(tree)

        #expect(owners(tree) == ids([banner, family, friends, drafts, published]))
        #expect(values(of: tree.snapshot) == [["hello"], [1, 2], [3], [4], [5, 6]])
        #expect(tree.globalSection(of: published) == 4)
        #expect(tree.globalSection(of: photos) == nil, "hidden")
        #expect(tree.location(ofSection: 2)?.owner === friends)
        #expect(tree.location(of: IndexPath(item: 1, section: 4))?.index == 1)
        #expect(tree.item(at: IndexPath(item: 1, section: 1)).map(anyHashable) == AnyHashable(2))
        #expect(tree.location(ofSection: 5) == nil && tree.location(ofSection: -1) == nil)

        published.append(8)
        #expect(harness.updates.last?.changes == [.items(section: 4, .inserted([2]))])
        #expect(harness.updates.last?.stagedChangeset.stages.first?.batch.itemInserts == [IndexPath(item: 2, section: 4)])

        try tabs.select(1)
        #expect(harness.updates.last?.changes == [.sectionsDeleted([3, 4]), .sectionsInserted([3])])
        #expect(owners(tree) == ids([banner, family, friends, photos]))

        drafts.append(40)   // hidden: nothing delivered
        #expect(harness.updates.count == 2)

        let colleagues = ArraySection<Int>([9])
        try people.insert(colleagues, after: family)
        #expect(harness.updates.last?.changes == [.sectionsInserted([2])])
        #expect(owners(tree) == ids([banner, family, colleagues, friends, photos]))
        #expect(tree.globalSection(of: photos) == 4)

        try tabs.select(0)
        #expect(values(of: tree.snapshot) == [["hello"], [1, 2], [9], [3], [4, 40], [5, 6, 8]])

        try people.remove(family)
        #expect(harness.updates.last?.changes == [.sectionsDeleted([1])])
        banner.item = nil
        #expect(harness.updates.last?.changes == [.items(section: 0, .deleted([0]))])
        let more = ComposedSectionProvider([ArraySection<Int>([100]), ComposedSectionProvider([ArraySection<Int>([101])])])
        try root.insert(more, at: 1)
        #expect(harness.updates.last?.changes == [.sectionsInserted([1, 2])])
        #expect(values(of: tree.snapshot) == [[], [100], [101], [9], [3], [4, 40], [5, 6, 8]])
        #expect(tree.snapshot == tree.contentSnapshot)
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(harness.shownValues == values(of: tree.snapshot))
    }

    @Test func badInputThrowsAndLeavesTheTreeUnchanged() throws {
        let a = ArraySection<Int>([1])
        let b = ArraySection<Int>([2])
        let inner = ComposedSectionProvider([b])
        let tabs = SegmentedSectionProvider([ArraySection<Int>([3])])
        let root = ComposedSectionProvider([a, inner, tabs])
        let tree = try SectionTree(root: root)
        let harness = TreeViewHarness(tree)
        let before = tree.snapshot

        #expect(throws: CompositionError.childNotFound(operation: "remove(_:)")) { try root.remove(b) }
        #expect(throws: CompositionError.childIndexOutOfRange(index: 5, count: 3, operation: "remove(at:)")) { try root.remove(at: 5) }
        #expect(throws: CompositionError.self) { try root.insert(ArraySection<Int>(), at: 4) }
        #expect(throws: CompositionError.alreadyInTree(operation: "insert(contentsOf:at:)")) { try root.append(b) }
        #expect(throws: CompositionError.wouldCreateCycle(operation: "insert(contentsOf:at:)")) { try inner.append(root) }
        #expect(throws: CompositionError.wouldCreateCycle(operation: "insert(contentsOf:at:)")) { try inner.append(inner) }
        let fresh = ArraySection<Int>()
        #expect(throws: CompositionError.duplicateChild(operation: "insert(contentsOf:at:)")) { try inner.append(contentsOf: [fresh, fresh]) }
        #expect(throws: CompositionError.childNotFound(operation: "insert(_:before:)")) { try root.insert(fresh, before: b) }
        #expect(throws: CompositionError.segmentOutOfRange(index: 3, count: 1)) { try tabs.select(3) }
        #expect(throws: CompositionError.segmentOutOfRange(index: -1, count: 1)) { try tabs.select(-1) }
        #expect(throws: CompositionError.alreadyInTree(operation: "SectionTree(root:)")) { _ = try SectionTree(root: inner) }
        #expect(throws: CompositionError.alreadyInTree(operation: "SectionTree(root:)")) { _ = try SectionTree(root: root) }
        #expect(throws: CompositionError.self) { try a.remove(at: 1) }

        #expect(tree.snapshot == before && tree.contentSnapshot == before)
        #expect(harness.updates.isEmpty)
        #expect(root.children.count == 3 && inner.children.count == 1 && tabs.selectedIndex == 0)
        #expect(fresh.compositionNode.parent == nil)
        tabs.selectClamped(42)
        #expect(tabs.selectedIndex == 0 && harness.updates.isEmpty)
        #expect(CompositionError.segmentOutOfRange(index: 3, count: 1).description == "segment 3 is out of range; the segmented provider has 1 children")
    }

    @Test func aRemovedChildCanBeReusedAndItsChangesNoLongerReachTheTree() throws {
        let a = ArraySection<Int>([1])
        let root = ComposedSectionProvider([a])
        let tree = try SectionTree(root: root)
        let harness = TreeViewHarness(tree)
        try root.remove(a)
        a.append(2)
        #expect(harness.updates.count == 1)
        let other = ComposedSectionProvider()
        try root.append(other)   // no sections: nothing to report
        #expect(harness.updates.count == 1)
        try other.append(a)
        #expect(values(of: tree.snapshot) == [[1, 2]])
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func segmentedProviderSelectionFollowsInsertsAndRemovals() throws {
        let x = ArraySection<Int>([1]), y = ArraySection<Int>([2]), z = ArraySection<Int>([3])
        let tabs = SegmentedSectionProvider([], selectedIndex: nil)
        let tree = try SectionTree(root: tabs)
        let harness = TreeViewHarness(tree)
        try tabs.append(x)
        #expect(tabs.selectedIndex == 0 && values(of: tree.snapshot) == [[1]])
        try tabs.insert(y, at: 0)
        #expect(tabs.selectedIndex == 1 && tabs.selectedChild === x)
        try tabs.append(z)
        try tabs.select(z)
        #expect(values(of: tree.snapshot) == [[3]])
        try tabs.remove(z)          // shown: falls back to the one before
        #expect(tabs.selectedChild === x && values(of: tree.snapshot) == [[1]])
        try tabs.remove(at: 0)      // hidden y
        #expect(tabs.selectedChild === x && tabs.selectedIndex == 0)
        try tabs.select(nil)
        #expect(tree.snapshot.numberOfSections == 0)
        tabs.selectClamped(-4)
        #expect(tabs.selectedIndex == 0)
        try tabs.remove(x)
        #expect(tabs.selectedIndex == nil && tree.snapshot.numberOfSections == 0)
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func delegateStreamAndCallbackGetTheSameTransactions() async throws {
        final class Recorder: LiveSourceDelegate {
            var log: [String] = []
            func liveSourceWillChangeContent(_ controller: any AnyLiveSource) { log.append("will") }
            func liveSource(_ controller: any AnyLiveSource, didChange section: ListSectionChange) { log.append(section.description) }
            func liveSource(_ controller: any AnyLiveSource, didChange item: ListItemChange) { log.append(item.description) }
            func liveSourceDidChangeContent(_ controller: any AnyLiveSource) { log.append("did \(controller.numberOfSections)") }
        }
        let a = ArraySection<Int>([1, 2])
        let root = ComposedSectionProvider([ArraySection<Int>([0]), a])
        let tree = try SectionTree(root: root)
        let recorder = Recorder()
        tree.delegate = recorder
        let stream = tree.updates()
        try a.remove(at: 0)
        try root.append(ArraySection<Int>([5]))
        #expect(recorder.log == ["will", "delete [1, 0]", "did 2", "will", "insert section 2", "did 3"])
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first?.sequenceNumber == 1 && second?.sequenceNumber == 2)
        #expect(second?.changeset.sectionInserts == [2])
    }

    @Test func lookupsDoNotScanAWideAndDeepTree() throws {
        // 10k sections: 100 providers of 100 sections under 2 more levels.
        var groups: [any Composable] = []
        var sections: [ArraySection<Int>] = []
        for g in 0..<100 {
            let leaves = (0..<100).map { ArraySection<Int>([g * 100 + $0]) }
            sections += leaves
            groups.append(ComposedSectionProvider([ComposedSectionProvider(leaves)]))
        }
        let tree = try SectionTree(root: ComposedSectionProvider([ComposedSectionProvider(groups)]))
        #expect(tree.snapshot.numberOfSections == 10_000)
        for g in stride(from: 0, to: 10_000, by: 97) {
            #expect(tree.section(at: g) === sections[g])
            #expect(tree.globalSection(of: sections[g]) == g)
        }
        sections[5_000].append(1)
        #expect(tree.snapshot.numberOfItems(inSection: 5_000) == 2)
    }

    @Test func behaviorsAreAnsweredByTheOwningSection() throws {
        final class Favourites: ListSection, SelectableSection, EditableSection, MovableSection, SupplementarySection {
            let storage = ArraySection<String>(["a", "b", "c"])
            var compositionNode: CompositionNode { storage.compositionNode }
            var selected: [Int] = []
            var headerModel: (any Sendable)? { "Favourites" }
            func shouldSelectItem(at index: Int) -> Bool { index != 1 }
            func didSelectItem(at index: Int) { selected.append(index) }
            func commit(_ style: EditingStyle, forItemAt index: Int) { _ = try? storage.remove(at: index) }
            func didMoveItem(from source: Int, to destination: Int) { _ = try? storage.move(from: source, to: destination) }
        }
        let plain = ArraySection<Int>([1])
        let favourites = Favourites()
        let tree = try SectionTree(root: ComposedSectionProvider([plain, favourites]))
        let harness = TreeViewHarness(tree)
        #expect(tree.section(at: 1) === favourites)
        #expect(tree.shouldSelectItem(at: IndexPath(item: 0, section: 1)))
        #expect(!tree.shouldSelectItem(at: IndexPath(item: 1, section: 1)))
        #expect(!tree.shouldSelectItem(at: IndexPath(item: 0, section: 0)), "plain sections adopt no selection")
        #expect(tree.didSelectItem(at: IndexPath(item: 2, section: 1)) && favourites.selected == [2])
        #expect(tree.editingStyle(forItemAt: IndexPath(item: 0, section: 1)) == .delete)
        #expect(tree.editingStyle(forItemAt: IndexPath(item: 0, section: 0)) == .none)
        #expect(tree.headerModel(forSection: 1) as? String == "Favourites")
        #expect(tree.sectionTitles == ["", "Favourites"] && tree.sectionIndexTitles == ["", "F"])
        #expect(tree.canMoveItem(at: IndexPath(item: 0, section: 1)) && !tree.canMoveItem(at: IndexPath(item: 0, section: 0)))

        // A user-driven move: the view already shows it, so nothing is animated.
        harness.view.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))
        harness.dataSource.snapshot = harness.dataSource.snapshot.movingItem(from: (1, 0), to: (1, 2))
        try tree.commitUserMove(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))
        #expect(favourites.storage.items == ["b", "c", "a"])
        #expect(harness.updates.last?.userMove != nil)
        #expect(harness.updates.last?.stagedChangeset.stages.allSatisfy { !$0.batch.hasStructuralChanges } == true)
        #expect(throws: CompositionError.self) { try tree.commitUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)) }
        #expect(throws: CompositionError.self) { try tree.commitUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0)) }

        #expect(tree.commit(.delete, forItemAt: IndexPath(item: 0, section: 1)))
        #expect(favourites.storage.items == ["c", "a"])
        favourites.supplementaryContentDidChange()
        #expect(harness.updates.last?.changeset.sectionUpdates == [.init(old: 1, new: 1)])
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(harness.shownValues == values(of: tree.snapshot))
    }

    /// A section that refuses a move the user made in the view (its
    /// `didMoveItem` keeps its order): the transaction moves the item back,
    /// so the view shows the data's order again.
    @Test func aRefusedUserMoveIsMovedBack() throws {
        final class Refusing: ListSection, MovableSection {
            let storage = ArraySection<Int>([1, 2, 3])
            var compositionNode: CompositionNode { storage.compositionNode }
            var asked: [(Int, Int)] = []
            func didMoveItem(from source: Int, to destination: Int) { asked.append((source, destination)) }
        }
        let refusing = Refusing()
        let tree = try SectionTree(root: ComposedSectionProvider([ArraySection<Int>([0]), refusing]))
        let harness = TreeViewHarness(tree)
        for (source, destination) in [(1, 0), (0, 2), (2, 1)] {
            let from = IndexPath(item: source, section: 1), to = IndexPath(item: destination, section: 1)
            harness.view.moveItem(at: from, to: to)
            harness.dataSource.snapshot = harness.dataSource.snapshot.movingItem(from: (1, source), to: (1, destination))
            try tree.commitUserMove(from: from, to: to)
            #expect(refusing.asked.last.map { [$0.0, $0.1] } == [source, destination])
            #expect(harness.updates.last?.userMove != nil)
            #expect(harness.problems.isEmpty, "\(harness.problems)")
            #expect(harness.shownValues == [[0], [1, 2, 3]], "the item is moved back")
        }
    }

    /// Edits to a section while its segment hides it, inside the batch that
    /// shows it again, reach the view: the section comes back changed.
    @Test func editsWhileASegmentIsHiddenAreInTheBatchThatShowsIt() throws {
        let a = ArraySection<Int>([1, 2]), b = ArraySection<Int>([9])
        let tabs = SegmentedSectionProvider([a, b])
        let tree = try SectionTree(root: ComposedSectionProvider([ArraySection<Int>([0]), tabs]))
        let harness = TreeViewHarness(tree)
        try tree.performBatchUpdates {
            try tabs.select(nil)
            _ = try a.update(20, at: 1)
            _ = a.append(3)
            try tabs.select(0)
        }
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(harness.shownValues == [[0], [1, 20, 3]])
        // The same with the other segment shown in between, and a header-less move.
        try tree.performBatchUpdates {
            try tabs.select(1)
            _ = try a.move(from: 0, to: 2)
            _ = try a.remove(at: 0)
            try tabs.select(0)
        }
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(harness.shownValues == [[0], [3, 1]])
    }

    @Test func aListControllerIsASectionProvider() throws {
        struct Contact: Identifiable, Equatable, Sendable {
            var id: Int
            var name: String
            var initial: String { String(name.prefix(1)) }
        }
        let contacts = ListController(configuration: ListConfiguration<Contact, String>(
            sectionKey: { $0.initial }, sectionOrder: .ascending, itemOrder: .by(.ascending(\.name))
        ))
        try contacts.fetch([Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Bob")])
        var controllerUpdates = 0
        contacts.onUpdate = { _ in controllerUpdates += 1 }
        let banner = SingleItemSection<String>("top")
        let provider = LiveSourceSectionProvider(contacts)
        let root = ComposedSectionProvider([banner, provider, ArraySection<Int>([9])])
        let tree = try SectionTree(root: root)
        let harness = TreeViewHarness(tree)
        #expect(tree.snapshot.numberOfSections == 4)
        #expect(values(of: tree.snapshot)[1] == [AnyHashable("\(Contact(id: 1, name: "Ada"))")])

        try contacts.insert(Contact(id: 3, name: "Alan"))
        #expect(controllerUpdates == 1, "the controller's own callback still runs")
        #expect(harness.updates.last?.stagedChangeset.stages.first?.batch.itemInserts == [IndexPath(item: 1, section: 1)])  // Ada, Alan
        try contacts.insert(Contact(id: 4, name: "Cy"))
        #expect(tree.snapshot.numberOfSections == 5)
        #expect(tree.location(ofSection: 3)?.owner === provider && tree.location(ofSection: 3)?.localSection == 2)
        try contacts.updateItem(withID: 1) { $0.name = "Zed" }
        try contacts.removeItem(withID: 2)
        #expect(tree.snapshot.numberOfSections == 5, "top, A, C, Z, 9")
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(harness.view.itemIDs.map(\.count) == tree.snapshot.sections.map(\.items.count))
    }

    @Test func aSilentFetchOnAControllerInATreeIsCaughtUpByTheNextUpdate() throws {
        struct Contact: Identifiable, Equatable, Sendable {
            var id: Int
            var name: String
        }
        let contacts = ListController(configuration: ListConfiguration<Contact, Int>(
            sectionKey: { _ in 0 }, itemOrder: .by(.ascending(\.name))
        ))
        try contacts.fetch([Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Bob")])
        let tree = try SectionTree(root: ComposedSectionProvider([LiveSourceSectionProvider(contacts)]))
        let harness = TreeViewHarness(tree)
        // Silent: the tree hears of it only with the next transaction.
        try contacts.fetch((1...4).map { Contact(id: $0, name: "N\($0)") })
        try contacts.insert(Contact(id: 9, name: "Zoe"))
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(harness.view.itemIDs.map(\.count) == [5])
        #expect(harness.view.violations.isEmpty)
    }

    @Test func anOnChangeThatMutatesAgainStillDeliversConsistentBatches() throws {
        let section = ArraySection<Int>([1])
        let tree = try SectionTree(root: ComposedSectionProvider([section]))
        let harness = TreeViewHarness(tree)
        var again = true
        // Weak: the section holds this closure.
        section.onChange = { [weak section] _ in
            if again { again = false; section?.append(3) }
        }
        section.append(2)
        #expect(section.items == [1, 2, 3])
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(harness.view.itemIDs.map(\.count) == [3])
    }
}
