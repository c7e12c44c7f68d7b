// Portable: real UIKit on iOS and tvOS, the stand-in on Linux (whose
// selection is the headless view's, dropped for reloaded rows and at
// `reloadData()` as UIKit drops it).
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit

/// Selection by identity on table and collection views: items selected by
/// identifier stay selected, on the view itself, across random operations
/// whose content changes are reloads (which UIKit deselects) and across
/// reloads of the whole view.
@Suite("A ListAdapter keeps the selection of table and collection views by identity")
@MainActor
struct OnScreenSelectionTests {
    /// The identifiers of the rows the view shows selected.
    static func selected(_ paths: [IndexPath]?, in controller: RowController) -> Set<Int> {
        Set((paths ?? []).compactMap { controller.snapshot.itemIdentifier(at: $0) })
    }

    /// Selects random rows by identifier, then runs random operations, some
    /// without animation (a `reloadData()`), and checks the view's selection
    /// after each against the rows selected that are still there.
    static func replay(
        seed: UInt64, adapter: ListAdapterOf<RowController>, controller: RowController,
        layOut: () -> Void, viewSelection: () -> [IndexPath]?
    ) async throws {
        var rng = SplitMix64(seed: seed)
        adapter.reloadsOnContentChange = { _ in true }
        var model = Set<Int>()
        var nextID = 100
        var survived = 0
        for _ in 0..<20 {
            for row in controller.snapshot.sections.flatMap(\.items) where Int.random(in: 0..<3, using: &rng) == 0 {
                #expect(adapter.selectItem(withID: row.id))
                model.insert(row.id)
            }
            adapter.isAnimated = Int.random(in: 0..<4, using: &rng) != 0
            try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
            try await OnScreenAdapterTests.settle(adapter)
            layOut()
            model.formIntersection(controller.snapshot.itemIdentifiers)
            #expect(Self.selected(viewSelection(), in: controller) == model)
            #expect(adapter.selectedItemIDs == model)
            survived += model.count
        }
        #expect(survived > 20)
    }

    @Test func aTableViewKeepsItsSelectionByIdentity() async throws {
        var rng = SplitMix64(seed: 421)
        let controller = try RowScenario.makeController(&rng)
        let table = TableOnScreen()
        table.tableView.allowsMultipleSelection = true
        let registry = MappingRegistry()
        registry.register(RowTableCell.self)
        let adapter = ListAdapter(view: table.listView, registry: registry, showing: controller)
        table.reloadData()
        try await Self.replay(seed: 1, adapter: adapter, controller: controller,
                              layOut: { layOut(table.tableView) }, viewSelection: { table.tableView.indexPathsForSelectedRows })
        table.expectUIKitAcceptedEverything()
    }

    @Test func aCollectionViewKeepsItsSelectionByIdentity() async throws {
        var rng = SplitMix64(seed: 422)
        let controller = try RowScenario.makeController(&rng)
        let collection = CollectionOnScreen()
        collection.collectionView.allowsMultipleSelection = true
        let registry = MappingRegistry()
        registry.register(RowCollectionCell.self)
        let adapter = ListAdapter(view: collection.listView, registry: registry, showing: controller)
        collection.reloadData()
        try await Self.replay(seed: 2, adapter: adapter, controller: controller,
                              layOut: { layOut(collection.collectionView) },
                              viewSelection: { collection.collectionView.indexPathsForSelectedItems })
        collection.expectUIKitAcceptedEverything()
    }
}
#endif
