import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Selection by identity, case by case: what the property test's model does
/// not reach: a tap in single selection replacing a hidden selection, and
/// an item leaving and coming back while hidden.
@Suite("Adapter: selection by identity, cases")
@MainActor
struct AdapterSelectionTests {
    func makeAdapter(_ view: HeadlessListView) -> ListAdapter<Int, Int, Int, TestItem> {
        let adapter = ListAdapter<Int, Int, Int, TestItem>(view: view)
        adapter.registry.anomalyHandler = { _ in }
        adapter.diagnosticHandler = { _ in }
        return adapter
    }

    @Test func aTapInSingleSelectionReplacesASelectionInACollapsedSection() {
        let view = HeadlessListView()
        let adapter = makeAdapter(view)
        adapter.registry.on(.didSelect, forModel: TestItem.self) { _, _ in }
        adapter.apply(makeSnapshot(ids: [(0, [1, 2]), (1, [3])]), animated: false)
        #expect(adapter.selectItem(withID: 1))
        adapter.collapseSection(withID: 0)
        #expect(adapter.selectedItemIDs == [1])
        view.tapItem(at: IndexPath(item: 0, section: 1))
        view.deselectItem(at: IndexPath(item: 0, section: 1))   // the app clears the highlight
        adapter.expandSection(withID: 0)
        #expect(adapter.selectedItemIDs.isEmpty, "the tap replaced item 1's selection")
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }

    @Test func anItemThatLeavesWhileHiddenComesBackUnselected() {
        let view = HeadlessListView()
        view.allowsMultipleSelection = true
        let adapter = makeAdapter(view)
        adapter.apply(makeSnapshot(ids: [(0, [1, 2]), (1, [3])]), animated: false)
        adapter.selectItem(withID: 2)
        adapter.collapseSection(withID: 0)
        adapter.apply(makeSnapshot(ids: [(0, [1]), (1, [3])]))
        adapter.apply(makeSnapshot(ids: [(0, [1, 2]), (1, [3])]))
        adapter.expandSection(withID: 0)
        #expect(adapter.selectedItemIDs.isEmpty)
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }
}
