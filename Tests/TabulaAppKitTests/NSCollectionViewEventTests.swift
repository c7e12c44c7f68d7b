// Linux only: the stand-in's protocols declare none of AppKit's optional
// delegate methods, so the tests call the forwarder as AppKit would, after
// asking it which methods it claims.
#if os(Linux)
import AppKitStandIn
import Foundation
import Tabula
import TabulaAppKit
import TabulaTesting
import Testing

/// What AppKit tells an `NSCollectionView`'s delegate reaches the registry's
/// handlers; what AppKit cannot make is refused without a crash; the wrapper
/// keeps nothing alive.
@MainActor
@Suite("NSCollectionView events, refusals and lifetimes")
struct NSCollectionViewEventTests {
    /// A collection view showing a random controller through an adapter whose
    /// registry has `RowItem`, and the forwarder AppKit talks to.
    @MainActor
    struct Shown {
        let screen: CollectionOnScreen
        let controller: RowController
        let adapter: ListAdapterOf<RowController>
        var forwarder: NSCollectionViewForwarder? { screen.listView.forwarder }
        var all: [IndexPath] {
            controller.snapshot.sections.enumerated().flatMap { section, value in
                value.items.indices.map { IndexPath(item: $0, section: section) }
            }
        }

        init(seed: UInt64) throws {
            var rng = SplitMix64(seed: seed)
            controller = try RowScenario.makeController(&rng)
            screen = CollectionOnScreen()
            let registry = MappingRegistry()
            registry.register(RowItem.self)
            adapter = ListAdapter(view: screen.listView, registry: registry, showing: controller)
            screen.collectionView.reloadData()
        }

        func row(at indexPath: IndexPath) -> Row? {
            controller.snapshot.sections[indexPath.section].items[indexPath.item]
        }
    }

    @Test("Selecting sets of items: the handler vetoes, each selected and deselected item is told, in order")
    func selection() throws {
        let shown = try Shown(seed: 51)
        let log = EventLog()
        let forwarder = try #require(shown.forwarder)
        let collectionView = shown.screen.collectionView
        let names = ["collectionView(_:shouldSelectItemsAt:)", "collectionView(_:didSelectItemsAt:)", "collectionView(_:didDeselectItemsAt:)"]
        #expect(names.allSatisfy { !forwarder.methodClaims.claimsMethod(named: $0) }, "no handler, no claim: AppKit selects freely")
        shown.adapter.registry.on(.shouldSelect, forModel: Row.self) { row, _ in row.id.isMultiple(of: 2) }
        shown.adapter.registry.on(.didSelect, forModel: Row.self) { [log] in log.record("didSelect", $0, $1) }
        shown.adapter.registry.on(.didDeselect, forModel: Row.self) { [log] in log.record("didDeselect", $0, $1) }
        #expect(names.allSatisfy { forwarder.methodClaims.claimsMethod(named: $0) })
        #expect(collectionView.delegate === forwarder && collectionView.prefetchDataSource === forwarder)

        let all = Set(shown.all)
        let allowed = forwarder.collectionView(collectionView, shouldSelectItemsAt: all)
        #expect(allowed == all.filter { shown.row(at: $0)?.id.isMultiple(of: 2) == true })
        forwarder.collectionView(collectionView, didSelectItemsAt: allowed)
        let expected = allowed.sorted().compactMap { indexPath in
            shown.row(at: indexPath).map { "didSelect \($0.id) \(indexPath.section).\(indexPath.item)" }
        }
        #expect(log.events == expected)
        log.events = []
        forwarder.collectionView(collectionView, didDeselectItemsAt: allowed)
        #expect(log.events == expected.map { $0.replacingOccurrences(of: "didSelect", with: "didDeselect") })
    }

    @Test("Highlighting for a selection is the highlight; its end, the unhighlight; other states tell nothing")
    func highlight() throws {
        let shown = try Shown(seed: 52)
        let log = EventLog()
        let forwarder = try #require(shown.forwarder)
        let collectionView = shown.screen.collectionView
        #expect(!forwarder.methodClaims.claimsMethod(named: "collectionView(_:didChangeItemsAt:to:)"))
        shown.adapter.registry.on(.didHighlight, forModel: Row.self) { [log] in log.record("didHighlight", $0, $1) }
        #expect(forwarder.methodClaims.claimsMethod(named: "collectionView(_:didChangeItemsAt:to:)"))
        #expect(!forwarder.methodClaims.claimsMethod(named: "collectionView(_:shouldChangeItemsAt:to:)"))
        shown.adapter.registry.on(.shouldHighlight, forModel: Row.self) { row, _ in row.id > 4 }
        #expect(forwarder.methodClaims.claimsMethod(named: "collectionView(_:shouldChangeItemsAt:to:)"))

        let all = Set(shown.all)
        let allowed = forwarder.collectionView(collectionView, shouldChangeItemsAt: all, to: .forSelection)
        #expect(allowed == all.filter { (shown.row(at: $0)?.id ?? 0) > 4 })
        #expect(forwarder.collectionView(collectionView, shouldChangeItemsAt: all, to: .asDropTarget) == all)
        let first = try #require(shown.all.first)
        forwarder.collectionView(collectionView, didChangeItemsAt: [first], to: .forSelection)
        forwarder.collectionView(collectionView, didChangeItemsAt: [first], to: .forDeselection)
        forwarder.collectionView(collectionView, didChangeItemsAt: [first], to: .none)
        let row = try #require(shown.row(at: first))
        #expect(log.events == ["didHighlight \(row.id) 0.0"], "no unhighlight handler: the end of the highlight tells nothing")
    }

    @Test("Items and supplementary views shown and hidden reach the display handlers with their models")
    func display() throws {
        let shown = try Shown(seed: 53)
        let log = EventLog()
        let forwarder = try #require(shown.forwarder)
        let collectionView = shown.screen.collectionView
        #expect(!forwarder.methodClaims.claimsMethod(named: "collectionView(_:willDisplay:forRepresentedObjectAt:)"))
        shown.adapter.registry.on(.willDisplay, forModel: Row.self) { [log] in log.record("willDisplay", $0, $1) }
        shown.adapter.registry.on(.didEndDisplaying, forModel: Row.self) { [log] in log.record("didEndDisplaying", $0, $1) }
        #expect(forwarder.methodClaims.claimsMethod(named: "collectionView(_:willDisplay:forRepresentedObjectAt:)"))
        #expect(forwarder.methodClaims.claimsMethod(named: "collectionView(_:didEndDisplaying:forRepresentedObjectAt:)"))
        #expect(!forwarder.methodClaims.claimsMethod(named: "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"))

        for indexPath in shown.all {
            let item = try #require(collectionView.item(at: indexPath))
            forwarder.collectionView(collectionView, willDisplay: item, forRepresentedObjectAt: indexPath)
            forwarder.collectionView(collectionView, didEndDisplaying: item, forRepresentedObjectAt: indexPath)
        }
        let expected = shown.all.flatMap { indexPath -> [String] in
            guard let row = shown.row(at: indexPath) else { return [] }
            return ["willDisplay", "didEndDisplaying"].map { "\($0) \(row.id) \(indexPath.section).\(indexPath.item)" }
        }
        #expect(log.events == expected)

        var headers: [String] = []
        shown.adapter.registry.register(TitleHeaderView.self, forSupplementaryViewOfKind: .header)
        shown.adapter.headerModel = { "Group \(String(describing: $0.model))" }
        shown.adapter.registry.on(.willDisplaySupplementaryView(ofKind: .header), forModel: String.self) { title, indexPath in
            headers.append("\(title) \(indexPath.section)")
        }
        #expect(forwarder.methodClaims.claimsMethod(named: "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"))
        let kind = SupplementaryKind.header.rawValue
        let first = IndexPath(item: 0, section: 0)
        let header = forwarder.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: first)
        #expect(header is TitleHeaderView)
        forwarder.collectionView(collectionView, willDisplaySupplementaryView: header, forElementKind: kind, at: first)
        let title = try #require(shown.controller.snapshot.sections.first).model
        #expect(headers == ["Group \(String(describing: title)) 0"])
        // A kind nothing is registered for: the placeholder, never nil.
        let other = forwarder.collectionView(collectionView, viewForSupplementaryElementOfKind: "Badge", at: first)
        #expect(other is PlaceholderSupplementaryView)
    }

    @Test("Prefetching reaches the prefetch handlers")
    func prefetching() throws {
        let shown = try Shown(seed: 54)
        let forwarder = try #require(shown.forwarder)
        let collectionView = shown.screen.collectionView
        var prefetched: [Int] = []
        var cancelled: [Int] = []
        shown.adapter.registry.on(.prefetch, forModel: Row.self) { rows in prefetched += rows.map { $0.model.id } }
        shown.adapter.registry.on(.cancelPrefetch, forModel: Row.self) { rows in cancelled += rows.map { $0.model.id } }
        let paths = Array(shown.all.prefix(3))
        forwarder.collectionView(collectionView, prefetchItemsAt: paths)
        forwarder.collectionView(collectionView, cancelPrefetchingForItemsAt: paths)
        let ids = paths.compactMap { shown.row(at: $0)?.id }
        #expect(prefetched == ids && cancelled == ids)
    }

    /// Classes AppKit cannot make (not an `NSCollectionViewItem`, a view that
    /// is no `NSCollectionViewElement`, a storyboard prototype AppKit's
    /// collection views do not have) are refused: never registered, never
    /// made; the items show the placeholder.
    @Test("Unmakeable classes are refused: placeholders, no exception")
    func refusals() throws {
        var rng = SplitMix64(seed: 55)
        let controller = try RowScenario.makeController(&rng)
        final class NotAnItem: ModelTransfer {
            func update(with model: Row) {}
        }
        final class NotAnElement: NSView, ModelTransfer {
            func update(with model: String) {}
        }
        var nextID = 100
        for register in [
            { (registry: MappingRegistry) in registry.register(NotAnItem.self) },
            { (registry: MappingRegistry) in registry.register(RowItem.self, from: .storyboard(reuseIdentifier: "row")) },
            { (registry: MappingRegistry) in registry.register(NotAnItem.self, from: .nib(name: "NotAnItem")) },
        ] {
            var anomalies: [MappingAnomaly.Kind] = []
            let registry = MappingRegistry()
            registry.anomalyHandler = { anomalies.append($0.kind) }
            _ = register(registry)
            registry.register(NotAnElement.self, forSupplementaryViewOfKind: .header)
            let screen = CollectionOnScreen()
            let adapter = ListAdapter(view: screen.listView, registry: registry, showing: controller)
            screen.collectionView.reloadData()
            #expect(screen.shown == RowScenario.expected(controller).map { $0.map { _ in "placeholder" } })
            let items = screen.collectionView.visibleItems()
            #expect(items.count == controller.snapshot.sections.reduce(0) { $0 + $1.items.count })
            #expect(items.allSatisfy { $0 is PlaceholderCollectionViewItem })
            #expect(screen.backend.view.violations == [])
            #expect(screen.backend.unmakeable == [], "AppKit was never asked to make what it cannot")
            #expect(!anomalies.isEmpty)
            try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
            #expect(screen.backend.view.violations == [])
            withExtendedLifetime(adapter) {}
        }
    }

    @Test("Items registered by nib are made from the nib")
    func nibs() throws {
        var rng = SplitMix64(seed: 57)
        let controller = try RowScenario.makeController(&rng)
        let screen = CollectionOnScreen()
        screen.backend.nibClasses["RowItem"] = RowItem.self
        let registry = MappingRegistry()
        registry.register(RowItem.self, from: .nib(name: "RowItem"))
        let adapter = ListAdapter(view: screen.listView, registry: registry, showing: controller)
        screen.collectionView.reloadData()
        #expect(screen.shown == RowScenario.expected(controller))
        #expect(screen.backend.unmakeable == [])
        withExtendedLifetime(adapter) {}
    }

    @Test("The wrapper holds its collection view weakly, and is inert without it")
    func weakView() {
        let listView: NSCollectionViewListView
        do {
            let collectionView = NSCollectionView()
            collectionView.standInWindow = NSWindow()
            listView = NSCollectionViewListView(collectionView)
            listView.register(RowItem.self, forCellWithReuseIdentifier: "row")
        }
        #expect(listView.collectionView == nil)
        #expect(!listView.isInWindow && !listView.isVisible)
        #expect(listView.numberOfSections == 0 && listView.numberOfItems(inSection: 0) == 0)
        #expect(listView.dequeueReusableCell(withReuseIdentifier: "row", for: IndexPath(item: 0, section: 0)) == nil)
        #expect(listView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(listView.indexPathsForVisibleItems.isEmpty)
        var ran = false
        var finished: Bool?
        listView.performBatchUpdates({ ran = true }, completion: { finished = $0 })
        #expect(ran && finished == false, "the model keeps up; nothing was animated")
        listView.insertItems(at: [IndexPath(item: 0, section: 0)])
        listView.reloadData()
    }

    @Test("Nothing keeps the collection view, its wrapper, forwarder or adapter alive")
    func lifetimes() throws {
        var rng = SplitMix64(seed: 56)
        let controller = try RowScenario.makeController(&rng)
        weak var collectionView: NSCollectionView?
        weak var wrapper: NSCollectionViewListView?
        weak var forwarder: NSCollectionViewForwarder?
        weak var adapter: ListAdapterOf<RowController>?
        do {
            let screen = CollectionOnScreen()
            let registry = MappingRegistry()
            registry.register(RowItem.self)
            let shown = ListAdapter(view: screen.listView, registry: registry, showing: controller)
            screen.collectionView.reloadData()
            #expect(screen.shown == RowScenario.expected(controller))
            collectionView = screen.collectionView
            wrapper = screen.listView
            forwarder = screen.listView.forwarder
            adapter = shown
        }
        try controller.insert(Row(id: 500, group: 0, rank: 0))  // no observer left to call
        #expect(collectionView == nil && wrapper == nil && forwarder == nil && adapter == nil)
    }
}
#endif
