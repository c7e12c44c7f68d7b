// Linux only: the stand-in collection view forwards its calls to the
// headless list view, which real AppKit does not let a test do.
#if os(Linux)
import AppKitStandIn
import Foundation
import Tabula
import TabulaAppKit
import TabulaTesting
import Testing

/// A `ListAdapter` with a registry drives an `NSCollectionView` through
/// ``NSCollectionViewListView``: every batch is checked by the headless list
/// view, which reads the collection view's data source as AppKit does.
@MainActor
@Suite("A ListAdapter drives an NSCollectionView")
struct NSCollectionViewAdapterTests {
    /// Waits until the adapter holds no update back.
    static func settle<S, M, I: Hashable, T>(_ adapter: ListAdapter<S, M, I, T>) async throws {
        for _ in 0..<2_000 {
            guard adapter.isUpdateWaiting else { return }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        Issue.record("the adapter still holds an update back")
    }

    static func expected(_ contacts: Contacts) -> [[String]] {
        contacts.sections.map { $0.items.map { "\($0.id):\($0.name)" } }
    }

    @Test("300 random lists applied through the adapter: no violation, every item shows its contact")
    func randomSnapshots() async throws {
        var rng = SplitMix64(seed: 41)
        let screen = CollectionOnScreen()
        let registry = MappingRegistry()
        registry.register(ContactItem.self)
        let adapter = ListAdapter<String, String, Int, Contact>(view: screen.listView, registry: registry)
        #expect(screen.collectionView.dataSource === screen.listView.forwarder)
        for step in 0..<300 {
            let next = randomContacts(&rng)
            adapter.apply(next)
            try await Self.settle(adapter)
            #expect(screen.backend.view.violations == [], "step \(step)")
            #expect(screen.backend.view.verifyMatchesDataSource() == [], "step \(step)")
            #expect(screen.shown == Self.expected(next), "step \(step)")
            #expect(screen.items == Self.expected(next), "step \(step)")
            if !screen.backend.view.violations.isEmpty { return }
        }
        #expect(screen.backend.view.batchCount > 0, "the updates were animated, not reloaded")
        #expect(screen.backend.unmakeable == [])
    }

    @Test("Items selected by identifier stay selected across 150 random lists, animated and reloaded")
    func selectionByIdentity() async throws {
        var rng = SplitMix64(seed: 43)
        let screen = CollectionOnScreen()
        screen.collectionView.allowsMultipleSelection = true
        let registry = MappingRegistry()
        registry.register(ContactItem.self)
        let adapter = ListAdapter<String, String, Int, Contact>(view: screen.listView, registry: registry)
        var model = Set<Int>()
        var kept = 0
        for step in 0..<150 {
            for id in adapter.shown.itemIdentifiers where Int.random(in: 0..<4, using: &rng) == 0 {
                #expect(adapter.selectItem(withID: id))
                model.insert(id)
            }
            let next = randomContacts(&rng)
            adapter.isAnimated = Int.random(in: 0..<4, using: &rng) != 0
            adapter.apply(next)
            try await Self.settle(adapter)
            model.formIntersection(next.itemIdentifiers)
            kept += model.count
            let selected = Set(screen.collectionView.selectionIndexPaths.compactMap { adapter.shown.itemIdentifier(at: $0) })
            #expect(selected == model, "step \(step)")
            #expect(adapter.selectedItemIDs == model, "step \(step)")
            #expect(screen.backend.view.violations == [], "step \(step)")
        }
        #expect(kept > 100)
    }

    @Test("Random sources, each followed through 20 random operations, sections titled by registered headers")
    func randomSources() async throws {
        var rng = SplitMix64(seed: 42)
        var nextID = 100
        for _ in 0..<5 {
            let controller = try RowScenario.makeController(&rng)
            let screen = CollectionOnScreen()
            let registry = MappingRegistry()
            registry.register(RowItem.self)
            registry.register(TitleHeaderView.self, forSupplementaryViewOfKind: .header)
            let adapter = ListAdapter(view: screen.listView, registry: registry, showing: controller)
            adapter.headerModel = { "Group \(String(describing: $0.model))" }
            screen.collectionView.reloadData()
            #expect(screen.shown == RowScenario.expected(controller))
            for step in 0..<20 {
                try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
                try await Self.settle(adapter)
                #expect(screen.backend.view.violations == [], "step \(step)")
                #expect(screen.shown == RowScenario.expected(controller), "step \(step)")
                #expect(screen.items == RowScenario.expected(controller), "step \(step)")
                let titles = screen.backend.view.sections.map { $0.header.content?.description }
                #expect(titles == controller.snapshot.sections.map { "Group \(String(describing: $0.model))" }, "step \(step)")
            }
            #expect(screen.backend.unmakeable == [])
        }
    }

    @Test("Off screen, the adapter reloads the collection view instead of animating")
    func offScreen() throws {
        var rng = SplitMix64(seed: 43)
        let screen = CollectionOnScreen()
        screen.collectionView.standInWindow = nil
        #expect(!screen.listView.isInWindow && !screen.listView.isVisible)
        let registry = MappingRegistry()
        registry.register(ContactItem.self)
        let adapter = ListAdapter<String, String, Int, Contact>(view: screen.listView, registry: registry)
        let reloads = screen.backend.view.reloadCount
        let next = randomContacts(&rng)
        adapter.apply(next)
        #expect(screen.backend.view.reloadCount == reloads + 1 && screen.backend.view.batchCount == 0)
        #expect(screen.shown == Self.expected(next))
    }

    @Test("The wrapper answers the adapter's questions from the collection view")
    func cellHostingQuestions() throws {
        var rng = SplitMix64(seed: 44)
        let controller = try RowScenario.makeController(&rng)
        let screen = CollectionOnScreen()
        let registry = MappingRegistry()
        registry.register(RowItem.self)
        let adapter = ListAdapter(view: screen.listView, registry: registry, showing: controller)
        screen.collectionView.reloadData()
        let host = screen.listView.cellHost.view
        let all = controller.snapshot.sections.enumerated().flatMap { section, value in
            value.items.indices.map { IndexPath(item: $0, section: section) }
        }
        #expect(host.isInWindow)
        #expect(host.indexPathsForVisibleItems == all)
        let first = IndexPath(item: 0, section: 0)
        #expect((host.cellForItem(at: first) as? any ShowsText)?.text == RowScenario.expected(controller).first?.first)
        #expect(ObjectIdentifier(host.placeholderCellClass) == ObjectIdentifier(PlaceholderCollectionViewItem.self))
        #expect(screen.collectionView.visibleItems().count == all.count)
        withExtendedLifetime(adapter) {}
    }
}
#endif
