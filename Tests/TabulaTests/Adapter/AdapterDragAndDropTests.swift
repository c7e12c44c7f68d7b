import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Drag and drop's edges: a drop while a batch animates, rows that are not
/// data, a move redirected by `.targetIndexPathForMove`.
@MainActor
struct AdapterDragAndDropTests {
    /// Handlers that lift every row, commit moves to `controller` and take
    /// rows dropped from `other`, as the property test's lists do.
    func register(_ registry: MappingRegistry, controller: RowController, other: RowController?) {
        registry.register(RowCell.self)
        registry.on(.canDrag, forModel: Row.self) { _, _ in true }
        registry.on(.move, forModel: Row.self) { [weak controller] _, source, destination in
            try? controller?.commitUserMove(from: source, to: destination)
        }
        registry.on(.drop, forModel: Row.self) { [weak controller, weak other] rows in
            guard let controller else { return }
            for (row, indexPath) in rows {
                if other?.contains(id: row.id) == true { _ = try? other?.removeItem(withID: row.id) }
                try? controller.insert(row)
                if let at = controller.indexPath(for: row.id), at != indexPath { try? controller.commitUserMove(from: at, to: indexPath) }
            }
        }
    }

    func makeController(_ ids: [Int]) throws -> RowController {
        let controller = RowController(configuration: AdapterDragAndDropPropertyTests.configuration)
        try controller.fetch(ids.map { Row(id: $0, group: 0, rank: 0) })
        return controller
    }

    func ids(_ controller: RowController) -> [[AnyHashable]] {
        controller.snapshot.sections.map { $0.itemIDs.map { AnyHashable($0) } }
    }

    @Test func aMoveDroppedWhileABatchAnimatesIsShownOnceTheBatchEnds() async throws {
        let controller = try makeController([0, 1, 2, 3])
        let view = AnimatingView()
        let registry = MappingRegistry()
        register(registry, controller: controller, other: nil)
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        try controller.insert(Row(id: 9, group: 0, rank: 0))
        #expect(view.isAnimating)
        let items = view.inner.beginDrag(at: IndexPath(item: 0, section: 0))
        // The view cannot move the row now: the drop ends without a row to animate to.
        #expect(view.inner.drop(items, at: IndexPath(item: 2, section: 0)) == [nil])
        #expect(ids(controller) == [[1, 2, 0, 3, 9]])
        view.finishAnimations()
        for _ in 0..<50 where adapter.isUpdateWaiting { await Task.yield() }
        view.finishAnimations()
        #expect(view.inner.itemIDs == ids(controller))
        #expect(view.inner.violations.isEmpty, "\(view.inner.violations)")
    }

    @Test func rowsThatAreNotDataAreNeverLiftedAndADropOnAnEmptyListStartsItsFirstSection() async throws {
        let empty = try makeController([])
        let full = try makeController([5, 6])
        let emptyView = HeadlessListView(), fullView = HeadlessListView()
        let emptyRegistry = MappingRegistry(), fullRegistry = MappingRegistry()
        register(emptyRegistry, controller: empty, other: full)
        register(fullRegistry, controller: full, other: empty)
        emptyRegistry.register(LabelCell.self, for: String.self) { cell, text, _ in cell.text = text }
        let emptyAdapter = ListAdapter(view: emptyView, registry: emptyRegistry, showing: empty)
        let fullAdapter = ListAdapter(view: fullView, registry: fullRegistry, showing: full)
        emptyAdapter.emptyState = "Nothing yet"
        #expect(emptyView.numberOfItems(inSection: 0) == 1)
        #expect(emptyView.beginDrag(at: IndexPath(item: 0, section: 0)).isEmpty, "the empty-state row is not data")
        let items = fullView.beginDrag(at: IndexPath(item: 1, section: 0))
        let landed = emptyView.drop(items, at: IndexPath(item: 0, section: 0))
        for _ in 0..<50 where emptyAdapter.isUpdateWaiting || fullAdapter.isUpdateWaiting { await Task.yield() }
        #expect(landed == [IndexPath(item: 0, section: 0)])
        #expect(ids(empty) == [[6]] && ids(full) == [[5]])
        #expect(emptyView.itemIDs == [[AnyHashable(6)]] && fullView.itemIDs == [[AnyHashable(5)]])
    }

    @Test func aMoveRedirectedByItsTargetHandlerLandsWhereTheHandlerSays() async throws {
        let controller = RowController(configuration: AdapterDragAndDropPropertyTests.configuration)
        try controller.fetch([Row(id: 0, group: 0, rank: 0), Row(id: 1, group: 0, rank: 0), Row(id: 2, group: 1, rank: 0)])
        let view = HeadlessListView()
        let registry = MappingRegistry()
        register(registry, controller: controller, other: nil)
        // Rows stay in their section: a drop in another lands at its end.
        registry.on(.targetIndexPathForMove, forModel: Row.self) { [weak controller] _, source, proposed in
            guard proposed.section != source.section else { return proposed }
            return IndexPath(item: (controller?.numberOfItems(inSection: source.section) ?? 1) - 1, section: source.section)
        }
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        let items = view.beginDrag(at: IndexPath(item: 0, section: 0))
        #expect(view.drop(items, at: IndexPath(item: 0, section: 1)) == [IndexPath(item: 1, section: 0)])
        for _ in 0..<50 where adapter.isUpdateWaiting { await Task.yield() }
        #expect(ids(controller) == [[1, 0], [2]])
        #expect(view.itemIDs == ids(controller))
        // Several rows would bypass the handler, which redirects one row: refused.
        let block = view.beginDrag(at: IndexPath(item: 0, section: 0)) + view.beginDrag(at: IndexPath(item: 0, section: 1))
        #expect(view.drop(block, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(ids(controller) == [[1, 0], [2]])
    }

    @Test func aBlockDroppedOverACollapsedSectionIsRefused() async throws {
        let controller = RowController(configuration: AdapterDragAndDropPropertyTests.configuration)
        try controller.fetch([Row(id: 0, group: 0, rank: 0), Row(id: 1, group: 0, rank: 0), Row(id: 2, group: 1, rank: 0)])
        let view = HeadlessListView()
        let registry = MappingRegistry()
        register(registry, controller: controller, other: nil)
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        adapter.collapseSection(withID: 1)
        let block = view.beginDrag(at: IndexPath(item: 0, section: 0)) + view.beginDrag(at: IndexPath(item: 1, section: 0))
        #expect(view.drop(block, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(ids(controller) == [[0, 1], [2]])
        // Over the section that shows its rows, it lands.
        #expect(view.drop(block, at: IndexPath(item: 0, section: 0)) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        for _ in 0..<50 where adapter.isUpdateWaiting { await Task.yield() }
        #expect(view.violations.isEmpty, "\(view.violations)")
    }

    @Test func severalRowsDroppedOnTheirListLandAsABlockEvenWhileABatchAnimates() async throws {
        let controller = try makeController([0, 1, 2, 3, 4])
        let view = AnimatingView()
        let registry = MappingRegistry()
        register(registry, controller: controller, other: nil)
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        // Rows 3 and 0, lifted in that order, dropped over row 1: they stand before it.
        let items = view.inner.beginDrag(at: IndexPath(item: 3, section: 0)) + view.inner.beginDrag(at: IndexPath(item: 0, section: 0))
        // The view moves the block in one batch: UIKit is told where each row lands while it animates.
        let batches = view.inner.batchCount
        #expect(view.inner.drop(items, at: IndexPath(item: 1, section: 0)) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(view.isAnimating)
        #expect(ids(controller) == [[3, 0, 1, 2, 4]])
        view.finishAnimations()
        for _ in 0..<50 where adapter.isUpdateWaiting { await Task.yield() }
        #expect(!view.isAnimating, "the source's updates agree with the view: nothing more to animate")
        #expect(view.inner.batchCount == batches + 1)
        #expect(view.inner.itemIDs == ids(controller))
        // While a batch animates, the block moves in the data at once, and
        // in the view once the batch ends. Over no row: the end of the section.
        try controller.insert(Row(id: 9, group: 0, rank: 0))
        #expect(view.isAnimating)
        let more = view.inner.beginDrag(at: IndexPath(item: 0, section: 0)) + view.inner.beginDrag(at: IndexPath(item: 4, section: 0))
        #expect(view.inner.drop(more, at: nil) == [nil, nil])
        #expect(ids(controller) == [[0, 1, 2, 9, 3, 4]])
        view.finishAnimations()
        for _ in 0..<50 where adapter.isUpdateWaiting { await Task.yield() }
        #expect(view.inner.itemIDs == ids(controller))
        #expect(view.inner.violations.isEmpty, "\(view.inner.violations)")
    }
}
