import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Loads of children that meet edits, policies and rolled-back batches.
@MainActor
@Suite("LiveOutline lazy children meeting edits, policies and rollbacks")
struct LiveOutlineLoadEdgeTests {
    typealias Live = LiveOutline<String, Int, Int>

    /// A live outline whose provider waits for the test, with a loading row
    /// 1,000 + id, and a log of reported failures and handler calls.
    @MainActor
    final class World {
        let outline: Live
        let script = LoadScript()
        var log: [String] = []

        init(_ elements: [OutlineElement<Int, Int>], expanded: Set<Int> = []) throws {
            outline = Live(sectionID: "o", outline: try Outline(elements, expanded: expanded))
            outline.childrenProvider = { [script] id in
                try await withCheckedThrowingContinuation { script.calls.append(.init(id: id, continuation: $0)) }
            }
            outline.loadingElement = { id in .init(id: 1_000 + id, item: -1) }
            outline.didFailToLoadChildren = { [unowned self] id, error in self.log.append("failed \(id): \(error)") }
        }

        /// Waits until the provider has been called `count` times.
        func waitForCalls(_ count: Int) async {
            while script.calls.count < count { await Task.yield() }
        }

        /// Completes call `index` and waits until the outline has handled it.
        func complete(_ index: Int, with result: Result<[OutlineElement<Int, Int>], any Error>) async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                outline.loadDidFinish = { done.resume() }
                script.calls[index].continuation.resume(with: result)
            }
            outline.loadDidFinish = nil
        }
    }

    @Test("an edit that gives a loading item children of its own wins over the load")
    func editOutdatesTheLoad() async throws {
        let world = try World([.init(id: 1, item: 1, children: .notLoaded)])
        let outline = world.outline
        try outline.expand(1)
        await world.waitForCalls(1)
        #expect(outline.outline.children(of: 1) == [1_001])
        try outline.update { try $0.replace(childrenOf: 1, using: Outline([.init(id: 5, item: 5)])) }
        #expect(!outline.isLoadingChildren(of: 1), "the edit cancels the load")
        await world.complete(0, with: .success([.init(id: 9, item: 9)]))
        #expect(outline.outline.children(of: 1) == [5], "the late result is dropped")
        #expect(outline.outline.visibleItems == [1, 5])
        #expect(world.log.isEmpty)
    }

    @Test("an edit that empties a loading item, or deletes it, cancels the load; a late failure is not reported")
    func editEmptiesOrDeletes() async throws {
        let world = try World([.init(id: 1, item: 1, children: .notLoaded), .init(id: 2, item: 2, children: .notLoaded)])
        let outline = world.outline
        try outline.expand(1)
        try outline.expand(2)
        await world.waitForCalls(2)
        try outline.update { try $0.replace(childrenOf: 1, using: Outline()) }
        try outline.update { $0.delete([2]) }
        #expect(!outline.isLoadingChildren(of: 1) && !outline.isLoadingChildren(of: 2))
        await world.complete(0, with: .failure(LoadFailed()))
        await world.complete(1, with: .success([.init(id: 9, item: 9)]))
        #expect(outline.outline.visibleItems == [1])
        #expect(outline.outline.isExpanded(1), "a stale failure collapses nothing")
        #expect(world.log.isEmpty)
    }

    @Test("an edit elsewhere leaves a load alone")
    func unrelatedEditKeepsTheLoad() async throws {
        let world = try World([.init(id: 1, item: 1, children: .notLoaded), .init(id: 2, item: 2)])
        let outline = world.outline
        try outline.expand(1)
        await world.waitForCalls(1)
        try outline.update { try $0.updateItem(20, for: 2) }
        #expect(outline.isLoadingChildren(of: 1))
        await world.complete(0, with: .success([.init(id: 9, item: 9)]))
        #expect(outline.outline.visibleItems == [1, 9, 2])
    }

    @Test("collapsing with collapsesDescendants cancels the descendants' loads and takes out their loading rows")
    func collapsingDescendantsCancelsTheirLoads() async throws {
        let world = try World(
            [.init(id: 1, item: 1, children: .loaded([.init(id: 2, item: 2, children: .notLoaded)]))], expanded: [1]
        )
        let outline = world.outline
        outline.collapsePolicy = .collapsesDescendants
        try outline.expand(2)
        await world.waitForCalls(1)
        #expect(outline.outline.visibleItems == [1, 2, 1_002])
        try outline.collapse(1)
        #expect(!outline.isLoadingChildren(of: 2))
        #expect(outline.outline.hasChildrenNotLoaded(2) && !outline.outline.isExpanded(2))
        await world.complete(0, with: .success([.init(id: 9, item: 9)]))
        try outline.expand(1)
        #expect(outline.outline.visibleItems == [1, 2])
        #expect(world.log.isEmpty)
    }

    @Test("one expanded sibling and collapsed descendants: the item expanded keeps its own load")
    func oneSiblingWithCollapsedDescendantsKeepsTheNewLoad() async throws {
        let world = try World(
            [.init(id: 1, item: 1, children: .loaded([.init(id: 11, item: 11)])), .init(id: 2, item: 2, children: .notLoaded)],
            expanded: [1]
        )
        let outline = world.outline
        outline.expandsOneSiblingAtATime = true
        outline.collapsePolicy = .collapsesDescendants
        try outline.expand(2)
        #expect(outline.isLoadingChildren(of: 2))
        #expect(outline.outline.visibleItems == [1, 2, 1_002])
        await world.waitForCalls(1)
        await world.complete(0, with: .success([.init(id: 21, item: 21)]))
        #expect(outline.outline.visibleItems == [1, 2, 21])
        #expect(world.log.isEmpty)
    }

    @Test("with the default policy a hidden load goes on and its children show when the parent expands again")
    func rememberingKeepsHiddenLoads() async throws {
        let world = try World(
            [.init(id: 1, item: 1, children: .loaded([.init(id: 2, item: 2, children: .notLoaded)]))], expanded: [1]
        )
        let outline = world.outline
        try outline.expand(2)
        await world.waitForCalls(1)
        try outline.collapse(1)
        #expect(outline.isLoadingChildren(of: 2))
        await world.complete(0, with: .success([.init(id: 9, item: 9)]))
        try outline.expand(1)
        #expect(outline.outline.visibleItems == [1, 2, 9])
    }

    @Test("a load cancelled inside an atomic tree batch that throws starts again, and its children arrive")
    func rollbackRestartsTheLoad() async throws {
        let world = try World([.init(id: 1, item: 1, children: .notLoaded)])
        let outline = world.outline
        let tree = try SectionTree(root: ComposedSectionProvider([outline.makeSectionProvider()]))
        let harness = TreeViewHarness(tree)
        try outline.expand(1)
        await world.waitForCalls(1)
        #expect(throws: Abandoned.self) {
            try tree.performBatchUpdates {
                try outline.collapse(1)
                throw Abandoned()
            }
        }
        #expect(outline.isLoadingChildren(of: 1) && outline.outline.visibleItems == [1, 1_001])
        // The collapse cancelled the first task: a provider that honours
        // cancellation answers with an error, which must not be reported.
        await world.waitForCalls(2)
        await world.complete(0, with: .failure(CancellationError()))
        #expect(world.log.isEmpty && outline.isLoadingChildren(of: 1))
        await world.complete(1, with: .success([.init(id: 9, item: 9)]))
        #expect(outline.outline.visibleItems == [1, 9])
        #expect(tree.snapshot.items.compactMap { ($0.value as? OutlineRow<Int, Int>)?.id } == [1, 9])
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        #expect(world.log.isEmpty)
    }

    @Test("one expanded sibling: the siblings it collapses are asked and told, and one that vetoes stays expanded")
    func oneSiblingHandlers() throws {
        let leaf = { (id: Int) in OutlineElement<Int, Int>(id: id, item: id) }
        let world = try World(
            [
                .init(id: 1, item: 1, children: .loaded([leaf(11)])),
                .init(id: 2, item: 2, children: .loaded([leaf(21)])),
                .init(id: 3, item: 3, children: .loaded([leaf(31)])),
            ],
            expanded: [1, 2]
        )
        let outline = world.outline
        outline.expandsOneSiblingAtATime = true
        outline.shouldCollapse = { [unowned world] id in
            world.log.append("should collapse \(id)")
            return id != 2
        }
        outline.willCollapse = { [unowned world] id in world.log.append("will collapse \(id)") }
        outline.didCollapse = { [unowned world] id in world.log.append("did collapse \(id)") }
        outline.willExpand = { [unowned world] id in world.log.append("will expand \(id)") }
        outline.didExpand = { [unowned world] id in world.log.append("did expand \(id)") }
        let dataSource = SnapshotDataSource(outline.snapshot)
        let view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        let token = outline.observe { [dataSource] update in view.apply(update.stagedChangeset) { dataSource.snapshot = $0 } }
        try outline.expand(3)
        #expect(Set(world.log.filter { $0.hasPrefix("should") }) == ["should collapse 1", "should collapse 2"])
        #expect(world.log.filter { !$0.hasPrefix("should") } == ["will expand 3", "will collapse 1", "did collapse 1", "did expand 3"])
        #expect(outline.outline.expandedItems == [2, 3])
        #expect(outline.outline.visibleItems == [1, 2, 21, 3, 31])
        #expect(view.violations.isEmpty && view.verifyMatchesDataSource().isEmpty)
        #expect(dataSource.snapshot == outline.snapshot)
        token.cancel()
    }
}
