import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// The wrong results a review found in the two live sources before they
/// shared one pipeline; each test failed before the fix.
@Suite("Publishing: regressions of controllers in trees, observation and atomic batches")
@MainActor
struct PipelineRegressionTests {
    static let grouped = ControllerSetup(sorted: false, filtered: false, sectioned: true)

    func controllerTree(_ rows: [Row]) throws -> (RowController, LiveSourceSectionProvider<ListController<Row, Int>>, SectionTree, TreeViewHarness) {
        let controller = RowController(configuration: Self.grouped.configuration)
        try controller.fetch(rows)
        let provider = LiveSourceSectionProvider(controller)
        let tree = try SectionTree(root: ComposedSectionProvider([ArraySection([100]), provider]))
        return (controller, provider, tree, TreeViewHarness(tree))
    }

    func expectShows(_ harness: TreeViewHarness, _ tree: SectionTree, _ controller: RowController, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(harness.problems.isEmpty, "\(harness.problems)", sourceLocation: sourceLocation)
        let expected = [[AnyHashable(100)]] + controller.snapshot.sections.map { $0.items.map { AnyHashable("\($0)") } }
        #expect(harness.shownValues == expected, sourceLocation: sourceLocation)
        #expect(values(of: tree.snapshot) == expected, sourceLocation: sourceLocation)
    }

    @Test func anUpdateBesideASectionInsertReachesTheTree() throws {
        let (controller, _, tree, harness) = try controllerTree([Row(id: 1, group: 2, rank: 0)])
        try controller.replace(with: [Row(id: 2, group: 1, rank: 0), Row(id: 1, group: 2, rank: 0, text: 1)])
        expectShows(harness, tree, controller)
        #expect(harness.updates.last?.changeset.itemUpdates.isEmpty == false, "the tree's changeset reports the update")
    }

    @Test func aSilentFetchThatChangesContentReachesTheTreeAtOnce() throws {
        let (controller, _, tree, harness) = try controllerTree([Row(id: 1, group: 1, rank: 0), Row(id: 2, group: 1, rank: 1)])
        try controller.fetch([Row(id: 1, group: 1, rank: 0, text: 7), Row(id: 2, group: 1, rank: 1)])
        expectShows(harness, tree, controller)
        try controller.insert(Row(id: 3, group: 1, rank: 2))
        expectShows(harness, tree, controller)
    }

    @Test func anItemThatLeavesAndComesBackInOneTreeBatchShowsItsNewContent() throws {
        let (controller, _, tree, harness) = try controllerTree([Row(id: 1, group: 1, rank: 0), Row(id: 2, group: 1, rank: 1)])
        tree.performBatchUpdates {
            try? controller.updateItem(withID: 1) { $0.group = 5 }       // a new section, inserted…
            try? controller.updateItem(withID: 1) { $0.group = 1; $0.text = 4 }   // …and gone again
        }
        expectShows(harness, tree, controller)
    }

    @Test func aProviderRemovedAndReselectedInsideABatchIsNotSplicedBackIn() throws {
        let photos = ArraySection([1, 2])
        let tabs = SegmentedSectionProvider([photos], selectedIndex: 0)
        let root = ComposedSectionProvider([tabs])
        let tree = try SectionTree(root: root)
        let harness = TreeViewHarness(tree)
        tree.performBatchUpdates {
            try? tabs.select(nil)
            try? root.remove(tabs)
            try? tabs.select(0)
        }
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(tree.snapshot.numberOfSections == 0 && tree.snapshot == tree.contentSnapshot)
        #expect(harness.view.violations.isEmpty)
    }

    @Test func settingOnUpdateNeverDisconnectsTheTree() throws {
        let (controller, _, tree, harness) = try controllerTree([Row(id: 1, group: 1, rank: 0)])
        var calls = 0
        controller.onUpdate = { _ in calls += 1 }
        try controller.insert(Row(id: 2, group: 1, rank: 1))
        controller.onUpdate = nil
        try controller.insert(Row(id: 3, group: 2, rank: 0))
        #expect(calls == 1)
        expectShows(harness, tree, controller)
    }

    @Test func observersAreCalledInOrderUntilCancelledOrReleased() throws {
        let controller = RowController(configuration: Self.grouped.configuration)
        var log: [String] = []
        let first = controller.observe { log.append("first \($0.sequenceNumber)") }
        var second: ObservationToken? = controller.observe { log.append("second \($0.sequenceNumber)") }
        try controller.insert(Row(id: 1, group: 1, rank: 0))
        second = nil
        try controller.insert(Row(id: 2, group: 1, rank: 0))
        first.cancel()
        first.cancel()
        try controller.insert(Row(id: 3, group: 1, rank: 0))
        #expect(second == nil && first.isCancelled)
        #expect(log == ["first 1", "second 1", "first 2"])
    }

    @Test func anObserverThatChangesTheSourceIsDeliveredAfterTheCurrentUpdate() throws {
        let controller = RowController(configuration: Self.grouped.configuration)
        var log: [String] = []
        let a = controller.observe { [weak controller] update in
            log.append("a \(update.sequenceNumber)")
            if update.sequenceNumber == 1 { try? controller?.insert(Row(id: 9, group: 1, rank: 0)) }
        }
        let b = controller.observe { log.append("b \($0.sequenceNumber)") }
        try controller.insert(Row(id: 1, group: 1, rank: 0))
        #expect(log == ["a 1", "b 1", "a 2", "b 2"])
        withExtendedLifetime((a, b)) {}
    }

    // MARK: - Atomic batches

    /// Every kind of controller operation, inside a batch that then throws,
    /// leaves the controller exactly as it was and delivers nothing.
    @Test(arguments: 0..<12)
    func aThrowingControllerBatchChangesNothing(operation: Int) throws {
        let h = ControllerHarness(Self.grouped)
        try h.fetch([Row(id: 1, group: 1, rank: 0), Row(id: 2, group: 2, rank: 1), Row(id: 3, group: 2, rank: 2)])
        let before = h.controller.snapshot
        let sequence = h.controller.sequenceNumber
        #expect(throws: Abandoned.self) {
            try h.controller.performBatchUpdates {
                switch operation {
                case 0: try h.controller.insert(Row(id: 4, group: 3, rank: 0))
                case 1: _ = try h.controller.removeItem(withID: 1)
                case 2: try h.controller.updateItem(withID: 2) { $0.group = 1 }
                case 3: try h.controller.replace(with: [Row(id: 7, group: 7, rank: 0)])
                case 4: try h.controller.fetch([])
                case 5: try h.controller.upsert(contentsOf: [Row(id: 1, group: 4, rank: 0), Row(id: 8, group: 1, rank: 0)])
                case 6: try h.controller.removeSections(at: [0])
                case 7: try h.controller.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 1))
                case 8: h.controller.setFilter { $0.id != 2 }
                case 9: h.controller.setSectionKey(nil)
                case 10: _ = h.controller.removeAll(where: { $0.group == 2 })
                default: try h.controller.insert(contentsOf: [Row(id: 5, group: 1, rank: 3), Row(id: 6, group: 9, rank: 0)])
                }
                throw Abandoned()
            }
        }
        #expect(h.controller.snapshot == before && h.controller.sequenceNumber == sequence)
        #expect(h.updates.isEmpty, "nothing is delivered")
        #expect(!h.controller.isInTransaction)
        // The controller goes on as if the batch never ran.
        try h.insert(Row(id: 10, group: 1, rank: 5))
        h.check("after a thrown batch")
    }

    @Test func aThrowingTreeBatchRestoresSectionsProvidersAndControllers() throws {
        let (controller, provider, tree, harness) = try controllerTree([Row(id: 1, group: 1, rank: 0)])
        guard let root = tree.root as? ComposedSectionProvider, let banner = root.children.first as? ArraySection<Int> else {
            Issue.record("unexpected tree")
            return
        }
        let extra = SingleItemCandidate.make()
        let before = tree.snapshot
        #expect(throws: Abandoned.self) {
            try tree.performBatchUpdates {
                banner.append(101)
                try root.insert(extra, at: 0)
                try root.remove(provider)
                try controller.insert(Row(id: 2, group: 1, rank: 1))
                throw Abandoned()
            }
        }
        #expect(tree.snapshot == before && tree.contentSnapshot == before)
        #expect(banner.items == [100] && controller.snapshot.numberOfItems == 1)
        #expect(harness.updates.isEmpty)
        // Restored objects work as before: the extra section can be inserted again.
        try root.insert(extra, at: 0)
        try controller.insert(Row(id: 3, group: 2, rank: 0))
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(values(of: tree.snapshot).count == 4)
    }
}

/// A fresh single-item section for the tests above.
@MainActor
enum SingleItemCandidate {
    static func make() -> SingleItemSection<Int> { SingleItemSection(7) }
}
