import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A cell for entries: shows "#id".
final class PagedEntryCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with model: PagedEntry) { text = "#\(model.id)" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// A cell for the status rows: shows the status's description.
final class PageStatusCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with model: PageStatus) { text = model.description }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// The paging source's behaviours one at a time: stale results, release,
/// the error row and retry, the status row not being data, the display
/// trigger, duplicates, the window.
@Suite("PagingSource: behaviour")
@MainActor
struct PagingSourceTests {
    func makeSource(_ gate: PageGate, maximumPageCount: Int? = nil, prefetchDistance: Int = 2) -> PagingSource<PagedEntry, Int> {
        PagingSource(maximumPageCount: maximumPageCount, prefetchDistance: prefetchDistance) { request in try await gate.load(request) }
    }

    /// Answers the oldest request with the backing list's page and waits until the source took it.
    func answer(_ gate: PageGate, _ source: PagingSource<PagedEntry, Int>, count: Int = 100, size: Int = 10) async {
        let request = await gate.oldestRequest()
        let task = source.loadTask
        await gate.answer(.success(backingPage(request, count: count, size: size)))
        await task?.value
    }

    func shown(_ view: HeadlessListView) -> [AnyEquatable?] {
        view.sections.flatMap { $0.items.map(\.content) }
    }

    @Test func aStaleResultIsNeverApplied() async {
        let gate = PageGate()
        let source = makeSource(gate)
        let harness = SourceViewHarness(source)
        #expect(source.loadNextPage())
        #expect(!source.loadNextPage(), "one load at a time")
        await gate.waitForPending(1)
        let old = source.loadTask
        source.cancel()
        #expect(source.snapshot.numberOfItems == 0)
        #expect(source.loadNextPage())
        await gate.waitForPending(2)
        let updates = harness.updates.count
        // The first request's answer arrives after the cancel: ignored.
        await gate.answer(.success(Page(items: [PagedEntry(id: 99)], nextCursor: 1)))
        await old?.value
        #expect(harness.updates.count == updates)
        #expect(source.phase.isLoading)
        await answer(gate, source)
        #expect(source.items.map(\.id) == Array(0..<10))
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func releasingTheSourceCancelsItsLoad() async {
        let gate = PageGate()
        var source: PagingSource<PagedEntry, Int>? = makeSource(gate)
        weak let released = source
        let harness = SourceViewHarness(source!)
        source?.loadNextPage()
        await gate.waitForPending(1)
        let task = source?.loadTask
        let updates = harness.updates.count
        source = nil
        #expect(released == nil)
        #expect(task?.isCancelled == true)
        await gate.answer(.success(Page(items: [PagedEntry(id: 1)])))
        await task?.value
        #expect(harness.updates.count == updates, "nothing is published after the source goes")
    }

    /// The screen goes: the adapter, which alone holds the source, is
    /// released, and with it the source and its load.
    @Test func theScreenGoingCancelsTheLoad() async {
        let gate = PageGate()
        let view = HeadlessListView()
        let registry = MappingRegistry()
        registry.register(PagedEntryCell.self)
        registry.register(PageStatusCell.self)
        var adapter: ListAdapterOf<PagingSource<PagedEntry, Int>>? = ListAdapter(
            view: view, registry: registry, showingPages: makeSource(gate)
        )
        weak let source = adapter?.shownSource as? PagingSource<PagedEntry, Int>
        #expect(source?.loadNextPage() == true)
        await gate.waitForPending(1)
        let task = source?.loadTask
        adapter = nil
        #expect(source == nil, "the adapter held the source")
        #expect(task?.isCancelled == true)
        await gate.answer(.success(Page(items: [PagedEntry(id: 1)])))
        await task?.value
        #expect(view.violations.isEmpty, "\(view.violations)")
    }

    @Test func theErrorRowThenRetry() async {
        let gate = PageGate()
        let source = makeSource(gate)
        let view = HeadlessListView()
        let registry = MappingRegistry()
        registry.register(PagedEntryCell.self)
        registry.register(PageStatusCell.self)
        let adapter = ListAdapter(view: view, registry: registry, showingPages: source)
        source.loadNextPage()
        #expect(shown(view) == [AnyEquatable("loading after")])
        let task = source.loadTask
        await gate.answer(.failure(PageLoadFailed(attempt: 1)))
        await task?.value
        #expect(shown(view) == [AnyEquatable("failed after: \(String(describing: PageLoadFailed(attempt: 1)))")])
        #expect(!source.loadNextPage(), "a failed load waits for retry()")
        #expect(source.retry())
        #expect(shown(view) == [AnyEquatable("loading after")])
        await answer(gate, source, count: 3)
        #expect(shown(view) == [AnyEquatable("#0"), AnyEquatable("#1"), AnyEquatable("#2")])
        #expect(source.hasReachedEnd(.after) && source.hasReachedEnd(.before))
        #expect(!source.loadNextPage() && !source.retry())
        #expect(view.violations.isEmpty, "\(view.violations)")
        _ = adapter
    }

    @Test func theStatusRowIsNotData() async {
        let gate = PageGate()
        let source = makeSource(gate, prefetchDistance: 0)
        let view = HeadlessListView()
        let registry = MappingRegistry()
        registry.register(PagedEntryCell.self)
        registry.register(PageStatusCell.self)
        var selected: [String] = []
        registry.on(.didSelect, forModel: PagedEntry.self) { entry, _ in selected.append("#\(entry.id)") }
        registry.on(.didSelect, forModel: Any.self) { model, _ in selected.append("any \(model)") }
        let adapter = ListAdapter(view: view, registry: registry, showingPages: source)
        let first = IndexPath(item: 0, section: 0)
        source.loadNextPage()
        // With nothing held, the loading row is the source's empty state.
        #expect(adapter.isShowingEmptyState)
        _ = view.tapItem(at: first)
        #expect(selected.isEmpty, "the empty state's row reaches no handler: \(selected)")
        await answer(gate, source, size: 2)
        view.layoutIfNeeded()
        #expect(!adapter.isShowingEmptyState)
        #expect(source.numberOfItems == 3 && source.items.count == 2, "two items and the loading row")
        // Displaying the last item loaded the next page: the loading row shows after the items.
        #expect(source.phase.isLoading)
        #expect(shown(view) == [AnyEquatable("#0"), AnyEquatable("#1"), AnyEquatable("loading after")])
        let status = IndexPath(item: 2, section: 0)
        #expect(adapter.model(at: status) is PageStatus)
        _ = view.tapItem(at: status)
        _ = view.tapItem(at: first)
        #expect(selected == ["any loading after", "#0"], "the status row's model is a PageStatus, not an PagedEntry: \(selected)")
        // Selecting from code never selects the status row.
        view.allowsMultipleSelection = true
        #expect(adapter.selectAllItems())
        #expect(adapter.selectedItemIDs == [.item(0), .item(1)])
        #expect(!adapter.selectItem(withID: .status(.after)))
        await source.cancelAndDrain(gate)
        #expect(!source.phase.isLoading)
        #expect(view.violations.isEmpty, "\(view.violations)")
    }

    @Test func displayingNearTheEndLoadsTheNextPage() async {
        let gate = PageGate()
        let source = makeSource(gate, prefetchDistance: 2)
        let view = HeadlessListView()
        view.visibleRowCount = 4
        let registry = MappingRegistry()
        registry.register(PagedEntryCell.self)
        registry.register(PageStatusCell.self)
        let adapter = ListAdapter(view: view, registry: registry, showingPages: source)
        source.loadNextPage()
        await answer(gate, source, size: 10)
        view.layoutIfNeeded()
        #expect(source.phase.direction == nil, "rows 0–3 are far from the end")
        view.scroll(toRow: 3)
        #expect(source.phase.direction == nil, "rows 3–6: 6 is 3 from the end, not within 2")
        view.scroll(toRow: 6)
        #expect(source.phase.direction == .after)
        let request = await gate.oldestRequest()
        #expect(request.direction == .after && request.cursor == 10)
        await answer(gate, source, size: 10)
        #expect(source.items.count == 20)
        #expect(view.violations.isEmpty, "\(view.violations)")
        _ = adapter
    }

    @Test func theTriggerRunsBesideTheAppsOwnDisplayHandlersAndAnchorsTheTopItem() async {
        let gate = PageGate()
        let source = makeSource(gate, prefetchDistance: 2)
        let view = HeadlessListView()
        view.visibleRowCount = 4
        let registry = MappingRegistry()
        registry.register(PagedEntryCell.self)
        registry.register(PageStatusCell.self)
        // The app's own display handlers, for the cell class and for the
        // element: neither keeps pages from loading.
        var displayed = 0
        registry.on(.willDisplay, for: PagedEntryCell.self) { _, _, _ in displayed += 1 }
        let adapter = ListAdapter(view: view, registry: registry, showingPages: source)
        #expect(adapter.scrollAnchoring == .topVisibleItem)
        registry.on(.willDisplay, forModel: PagedEntry.self) { _, _ in displayed += 1 }
        source.loadNextPage()
        await answer(gate, source, size: 10)
        view.layoutIfNeeded()
        view.scroll(toRow: 6)
        #expect(source.phase.direction == .after, "the trigger ran beside the app's handlers")
        #expect(displayed > 0, "and so did they")
        await answer(gate, source, size: 10)
        #expect(source.items.count == 20)
        // Anchoring set by the app is kept.
        let other = ListAdapter(view: HeadlessListView(), registry: registry, showing: source)
        other.scrollAnchoring = .topVisibleItemUnlessAtTop
        other.showPages(of: source)
        #expect(other.scrollAnchoring == .topVisibleItemUnlessAtTop)
        // Even `.none`, UIKit's behavior, when the app asked for it.
        let plain = ListAdapter(view: HeadlessListView(), registry: registry, showing: source)
        plain.scrollAnchoring = .none
        plain.showPages(of: source)
        #expect(plain.scrollAnchoring == .none)
        await source.cancelAndDrain(gate)
        _ = adapter
    }

    @Test func duplicatesOfAPageAreDroppedWithADiagnostic() async {
        let gate = PageGate()
        let source = makeSource(gate)
        let harness = SourceViewHarness(source)
        source.loadNextPage()
        var task = source.loadTask
        await gate.answer(.success(Page(items: [PagedEntry(id: 1, text: "a"), PagedEntry(id: 2), PagedEntry(id: 1, text: "b")], nextCursor: 3)))
        await task?.value
        source.loadNextPage()
        task = source.loadTask
        await gate.answer(.success(Page(items: [PagedEntry(id: 2, text: "new"), PagedEntry(id: 3)], nextCursor: nil)))
        await task?.value
        #expect(source.items == [PagedEntry(id: 1, text: "a"), PagedEntry(id: 2), PagedEntry(id: 3)], "the item held stays; the page's copy goes")
        let diagnostics = harness.updates.flatMap(\.diagnostics)
        #expect(diagnostics.map(\.identifiers) == [["1"], ["2"]])
        #expect(diagnostics.allSatisfy { $0.origin == .pagingSource && $0.kind == .duplicateItemIdentifier })
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func theWindowDropsFarPagesAndLoadsThemBack() async {
        let gate = PageGate()
        let source = makeSource(gate, maximumPageCount: 2)
        let harness = SourceViewHarness(source)
        for _ in 0..<3 {
            source.loadNextPage()
            await answer(gate, source, size: 5)
        }
        #expect(source.pageCount == 2)
        #expect(source.items.map(\.id) == Array(5..<15))
        #expect(!source.hasReachedEnd(.before))
        #expect(source.loadPreviousPage())
        #expect(source.snapshot.itemIdentifiers.first == .status(.before))
        let request = await gate.oldestRequest()
        #expect(request.direction == .before && request.cursor == 5)
        await answer(gate, source, size: 5)
        #expect(source.items.map(\.id) == Array(0..<10), "the page after is dropped")
        #expect(source.hasReachedEnd(.before))
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func aBoundBelowOneCountsAsOne() {
        let source = PagingSource<PagedEntry, Int>(maximumPageCount: 0) { _ in Page(items: []) }
        #expect(source.maximumPageCount == 1)
        #expect(!source.loadPreviousPage(), "nothing held: the first page loads after")
    }
}
