// Linux only: SwiftUI makes a representable's context, which only the
// stand-in lets a test make.
#if os(Linux)
import AppKitStandIn
import Foundation
import SwiftUIStandIn
import Tabula
import TabulaAppKit
import TabulaTesting
import Testing

/// Calls the representable's methods as SwiftUI does, and checks the
/// collection view it makes as the adapter tests check theirs.
@Suite("CollectionViewRepresentable on macOS: a Tabula-driven NSCollectionView hosted by SwiftUI")
@MainActor
struct CollectionViewRepresentableTests {
    /// Random operations on `controller`, the view checked after each: no
    /// violation, and every item shows the controller's row.
    func drive(
        _ controller: RowController, on backend: HeadlessCollectionBackend, adapter: ListAdapterOf<RowController>?,
        rng: inout SplitMix64, nextID: inout Int
    ) async throws {
        let adapter = try #require(adapter)
        for step in 0..<15 {
            try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
            try await NSCollectionViewAdapterTests.settle(adapter)
            #expect(backend.view.violations == [], "step \(step)")
            #expect(shown(backend) == RowScenario.expected(controller), "step \(step)")
        }
    }

    func shown(_ backend: HeadlessCollectionBackend) -> [[String]] {
        backend.view.sections.map { $0.items.map { $0.content?.description ?? "placeholder" } }
    }

    @Test("made in a scroll view showing its source, following it and the source SwiftUI replaces it with, dismantled")
    func representable() async throws {
        var rng = SplitMix64(seed: 61)
        var nextID = 100
        for _ in 0..<3 {
            let registry = MappingRegistry()
            registry.register(RowItem.self)
            let first = try RowScenario.makeController(&rng)
            var layouts = 0
            let representable = CollectionViewRepresentable(first, registry: registry) {
                layouts += 1
                return NSCollectionViewFlowLayout()
            }
            let coordinator = representable.makeCoordinator()
            let context = CollectionViewRepresentable<RowController>.Context(coordinator: coordinator)
            let scrollView = representable.makeNSView(context: context)
            let collectionView = try #require(scrollView.documentView as? NSCollectionView)
            #expect(collectionView.collectionViewLayout is NSCollectionViewFlowLayout && layouts == 1)
            // On screen, as SwiftUI puts it: a window, a first load.
            let backend = HeadlessCollectionBackend()
            let window = NSWindow()
            CollectionOnScreen.putOnScreen(collectionView, window: window, backend: backend)
            collectionView.reloadData()
            #expect(shown(backend) == RowScenario.expected(first))
            weak let adapter = coordinator.adapter
            representable.updateNSView(scrollView, context: context)
            #expect(coordinator.adapter === adapter && layouts == 1, "the same source and registry: nothing changes")
            try await drive(first, on: backend, adapter: coordinator.adapter, rng: &rng, nextID: &nextID)

            // SwiftUI's state now holds another source: the same adapter shows it.
            let second = try RowScenario.makeController(&rng)
            CollectionViewRepresentable(second, registry: registry) { NSCollectionViewFlowLayout() }
                .updateNSView(scrollView, context: context)
            #expect(coordinator.adapter === adapter)
            #expect(shown(backend) == RowScenario.expected(second))
            try await drive(second, on: backend, adapter: coordinator.adapter, rng: &rng, nextID: &nextID)
            try RowScenario.randomOperation(on: first, rng: &rng, nextID: &nextID)
            #expect(shown(backend) == RowScenario.expected(second), "the first source is no longer followed")

            // Another registry: a new adapter drives the same collection view.
            let other = MappingRegistry()
            other.register(RowItem.self)
            CollectionViewRepresentable(second, registry: other) { NSCollectionViewFlowLayout() }
                .updateNSView(scrollView, context: context)
            #expect(adapter == nil, "the first adapter is released, and with it its observation")
            #expect(coordinator.adapter?.registry === other)
            #expect(shown(backend) == RowScenario.expected(second))
            try await drive(second, on: backend, adapter: coordinator.adapter, rng: &rng, nextID: &nextID)

            weak let lastAdapter = coordinator.adapter
            CollectionViewRepresentable<RowController>.dismantleNSView(scrollView, coordinator: coordinator)
            #expect(coordinator.adapter == nil && lastAdapter == nil, "dismantling releases the adapter")
            #expect(collectionView.dataSource == nil && collectionView.delegate == nil)
            try RowScenario.randomOperation(on: second, rng: &rng, nextID: &nextID)
            #expect(backend.view.violations == [])
        }
    }

    @Test("A scroll view that no longer shows a collection view is left alone")
    func replacedDocumentView() throws {
        var rng = SplitMix64(seed: 62)
        let registry = MappingRegistry()
        let source = try RowScenario.makeController(&rng)
        let representable = CollectionViewRepresentable(source, registry: registry) { NSCollectionViewFlowLayout() }
        let coordinator = representable.makeCoordinator()
        let context = CollectionViewRepresentable<RowController>.Context(coordinator: coordinator)
        let scrollView = representable.makeNSView(context: context)
        weak let adapter = coordinator.adapter
        scrollView.documentView = nil
        CollectionViewRepresentable(source, registry: MappingRegistry()) { NSCollectionViewFlowLayout() }
            .updateNSView(scrollView, context: context)
        #expect(coordinator.adapter === adapter && adapter != nil)
    }
}
#endif
