// Linux only: SwiftUI makes a representable's context, which only the
// stand-in lets a test make.
#if os(Linux)
import Foundation
import SwiftUIStandIn
import Tabula
import TabulaTesting
import TabulaUIKit
import Testing
import UIKitStandIn

/// Calls a representable's methods as SwiftUI does, and checks the stand-in
/// view it makes as the on-screen adapter tests check theirs.
@Suite("TableViewRepresentable and CollectionViewRepresentable: a Tabula-driven view hosted by SwiftUI")
@MainActor
struct RepresentableTests {
    /// Puts a table view made by `makeUIView` on screen, as SwiftUI does: a
    /// window, a size, a first layout; its calls go to a headless view that
    /// enforces UIKit's rules.
    func putOnScreen(_ tableView: UITableView) {
        let backend = AdapterBackend()
        backend.questions.tableView = tableView
        tableView.backend = backend
        tableView.bounds = CGRect(origin: .zero, size: screenSize)
        tableView.standInWindow = UIWindow()
        tableView.reloadData()
        layOut(tableView)
    }

    /// The same for a collection view.
    func putOnScreen(_ collectionView: UICollectionView) {
        let backend = AdapterBackend()
        backend.questions.collectionView = collectionView
        collectionView.backend = backend
        collectionView.bounds = CGRect(origin: .zero, size: screenSize)
        collectionView.standInWindow = UIWindow()
        collectionView.reloadData()
        layOut(collectionView)
    }

    /// Random operations on `controller`, the view checked after each:
    /// UIKit accepted every call, and every cell shows the controller's item.
    func drive(
        _ controller: RowController, on view: UIView, adapter: ListAdapterOf<RowController>?,
        shown: () -> [[String]], rng: inout SplitMix64, nextID: inout Int
    ) async throws {
        let adapter = try #require(adapter)
        for step in 0..<15 {
            try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
            try await OnScreenAdapterTests.settle(adapter)
            layOut(view)
            expectUIKitAcceptedEverything(view)
            #expect(shown() == RowScenario.expected(controller), "step \(step)")
        }
    }

    @Test("a table view: made showing its source, following it, showing the source SwiftUI replaces it with, dismantled")
    func tableView() async throws {
        var rng = SplitMix64(seed: 411)
        var nextID = 100
        for _ in 0..<3 {
            let registry = MappingRegistry()
            registry.register(RowTableCell.self)
            let first = try RowScenario.makeController(&rng)
            let representable = TableViewRepresentable(first, registry: registry, style: .insetGrouped)
            let coordinator = representable.makeCoordinator()
            let context = TableViewRepresentable<RowController>.Context(coordinator: coordinator)
            let tableView = representable.makeUIView(context: context)
            putOnScreen(tableView)
            let shown = { OnScreenAdapterTests.onScreen(tableView) }
            #expect(shown() == RowScenario.expected(first))
            weak let adapter = coordinator.adapter
            representable.updateUIView(tableView, context: context)
            #expect(coordinator.adapter === adapter, "the same source and registry: nothing changes")
            try await drive(first, on: tableView, adapter: coordinator.adapter, shown: shown, rng: &rng, nextID: &nextID)

            // SwiftUI's state now holds another source: the same adapter shows it.
            let second = try RowScenario.makeController(&rng)
            TableViewRepresentable(second, registry: registry).updateUIView(tableView, context: context)
            #expect(coordinator.adapter === adapter)
            layOut(tableView)
            #expect(shown() == RowScenario.expected(second))
            try await drive(second, on: tableView, adapter: coordinator.adapter, shown: shown, rng: &rng, nextID: &nextID)
            try RowScenario.randomOperation(on: first, rng: &rng, nextID: &nextID)
            layOut(tableView)
            #expect(shown() == RowScenario.expected(second), "the first source is no longer followed")

            // Another registry: a new adapter drives the same table view.
            let other = MappingRegistry()
            other.register(RowTableCell.self)
            TableViewRepresentable(second, registry: other).updateUIView(tableView, context: context)
            #expect(adapter == nil, "the first adapter is released, and with it its observation")
            #expect(coordinator.adapter?.registry === other)
            layOut(tableView)
            #expect(shown() == RowScenario.expected(second))
            try await drive(second, on: tableView, adapter: coordinator.adapter, shown: shown, rng: &rng, nextID: &nextID)

            weak let lastAdapter = coordinator.adapter
            TableViewRepresentable<RowController>.dismantleUIView(tableView, coordinator: coordinator)
            #expect(coordinator.adapter == nil && lastAdapter == nil, "dismantling releases the adapter")
            #expect(tableView.dataSource == nil)
            try RowScenario.randomOperation(on: second, rng: &rng, nextID: &nextID)
            expectUIKitAcceptedEverything(tableView)
        }
    }

    @Test("a collection view: made with its layout, following its source and the source SwiftUI replaces it with, dismantled")
    func collectionView() async throws {
        var rng = SplitMix64(seed: 412)
        var nextID = 100
        for _ in 0..<3 {
            let registry = MappingRegistry()
            registry.register(RowCollectionCell.self)
            let first = try RowScenario.makeController(&rng)
            var layouts = 0
            let representable = CollectionViewRepresentable(first, registry: registry) {
                layouts += 1
                return UICollectionViewFlowLayout()
            }
            let coordinator = representable.makeCoordinator()
            let context = CollectionViewRepresentable<RowController>.Context(coordinator: coordinator)
            let collectionView = representable.makeUIView(context: context)
            putOnScreen(collectionView)
            let shown = { OnScreenAdapterTests.onScreen(collectionView) }
            #expect(shown() == RowScenario.expected(first))
            weak let adapter = coordinator.adapter
            representable.updateUIView(collectionView, context: context)
            #expect(coordinator.adapter === adapter && layouts == 1)
            try await drive(first, on: collectionView, adapter: coordinator.adapter, shown: shown, rng: &rng, nextID: &nextID)

            let second = try RowScenario.makeController(&rng)
            CollectionViewRepresentable(second, registry: registry) { UICollectionViewFlowLayout() }
                .updateUIView(collectionView, context: context)
            #expect(coordinator.adapter === adapter)
            layOut(collectionView)
            #expect(shown() == RowScenario.expected(second))
            try await drive(second, on: collectionView, adapter: coordinator.adapter, shown: shown, rng: &rng, nextID: &nextID)

            weak let lastAdapter = coordinator.adapter
            CollectionViewRepresentable<RowController>.dismantleUIView(collectionView, coordinator: coordinator)
            #expect(coordinator.adapter == nil && lastAdapter == nil, "dismantling releases the adapter")
            #expect(collectionView.dataSource == nil)
            try RowScenario.randomOperation(on: second, rng: &rng, nextID: &nextID)
            expectUIKitAcceptedEverything(collectionView)
        }
    }
}
#endif
