// Linux only: calls the stand-in layout's section provider and reads the
// list configuration of the sections it makes, which real UIKit does not expose.
#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

/// A layout environment, as UIKit hands one to a section provider.
final class StandInLayoutEnvironment: NSCollectionLayoutEnvironment {}

/// A collection cell showing a text it is given.
final class TextCollectionCell: UICollectionViewCell, ShowsText, MakeableView {
    var text = ""
}

@Suite("Collection-view lists: a layout per section, list swipe actions, index titles")
@MainActor
struct CollectionViewListTests {
    /// An adapter of a random controller, on a collection view whose
    /// registry makes row cells.
    func makeScreen(seed: UInt64) throws -> (AdapterCollectionFixture, RowController, ListAdapterOf<RowController>) {
        var rng = SplitMix64(seed: seed)
        let controller = try RowScenario.makeController(&rng)
        let fixture = AdapterCollectionFixture()
        let registry = MappingRegistry()
        registry.register(RowCollectionCell.self)
        let adapter = ListAdapter(view: fixture.listView, registry: registry, showing: controller)
        layOut(fixture.collectionView)
        return (fixture, controller, adapter)
    }

    /// The section provider lays out each section from the section the view
    /// shows: inside every batch, where UIKit lays the batch out, it gets the
    /// sections of that batch's data, stage by stage, not the controller's
    /// latest; the empty-state row's section gets `nil`.
    @Test(arguments: 0..<12) func theSectionProviderSeesTheShownSectionInsideEveryBatch(seed: UInt64) throws {
        let (fixture, controller, adapter) = try makeScreen(seed: seed)
        let environment = StandInLayoutEnvironment()
        var laidOut: [AnyHashable?] = []
        let layout = adapter.compositionalLayout { section, _ in
            laidOut.append(section.map { AnyHashable($0.id) })
            return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
        fixture.collectionView.collectionViewLayout = layout
        var batches: [[AnyHashable?]] = []
        fixture.backend.layingOutBatch = {
            laidOut = []
            let sections = fixture.collectionView.dataSource?.numberOfSections(in: fixture.collectionView) ?? 0
            for index in 0..<sections { _ = layout.standInSectionProvider(index, environment) }
            batches.append(laidOut)
        }
        // The backend holds the closure, which holds the fixture that holds the backend.
        defer { fixture.backend.layingOutBatch = nil }
        var rng = SplitMix64(seed: seed &+ 1000)
        var nextID = 100
        for _ in 0..<10 {
            let before = batches.count
            try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
            // Each batch laid out the sections it left on screen.
            let shownAfter = fixture.backend.view.sectionIDs.map { Optional($0) }
            if batches.count > before { #expect(batches.last == shownAfter, "seed \(seed)") }
            #expect(fixture.backend.view.violations.isEmpty)
        }
        // Out of range: no section.
        laidOut = []
        _ = layout.standInSectionProvider(99, environment)
        #expect(laidOut == [nil])
        // The empty-state row is not data.
        registryForEmptyState(adapter.registry)
        adapter.emptyState = "Nothing"
        try controller.fetch([])
        layOut(fixture.collectionView)
        laidOut = []
        _ = layout.standInSectionProvider(0, environment)
        #expect(laidOut == [nil])
    }

    /// While a batch animates, an update waits; the section provider lays
    /// out the sections the view shows, not the controller's latest.
    @Test func theSectionProviderSeesTheShownSectionWhileABatchAnimates() throws {
        let (fixture, controller, adapter) = try makeScreen(seed: 31)
        let environment = StandInLayoutEnvironment()
        var laidOut: [AnyHashable?] = []
        let layout = adapter.compositionalLayout { section, _ in
            laidOut.append(section.map { AnyHashable($0.id) })
            return nil
        }
        func layOutAll() -> [AnyHashable?] {
            laidOut = []
            for index in 0..<fixture.backend.view.numberOfSections { _ = layout.standInSectionProvider(index, environment) }
            return laidOut
        }
        fixture.backend.holdsCompletions = true
        try controller.insert(Row(id: 900, group: 10, rank: 0))     // a new section, animating
        try controller.insert(Row(id: 901, group: 11, rank: 0))     // waits for the animation
        let shown = fixture.backend.view.sectionIDs.map { Optional($0) }
        #expect(shown.count + 1 == controller.snapshot.numberOfSections)
        #expect(layOutAll() == shown)
        fixture.backend.holdsCompletions = false
        fixture.backend.finishAnimations()
        #expect(layOutAll() == controller.snapshot.sections.map { Optional(AnyHashable($0.id)) })
        #expect(fixture.backend.view.violations.isEmpty)
    }

    func registryForEmptyState(_ registry: MappingRegistry) {
        registry.register(TextCollectionCell.self, for: String.self) { cell, text, _ in cell.text = text }
    }

    /// List sections get the registry's swipe actions: a swipe at an index
    /// path gets the actions of the item shown there, whose handler gets
    /// that item's model; no handler, an index path out of range and an
    /// empty-state row get no configuration.
    @Test(arguments: 0..<8) func listSwipeActionsReachTheHandlerWithTheShownItem(seed: UInt64) throws {
        let (fixture, controller, adapter) = try makeScreen(seed: seed)
        var anomalies: Set<MappingAnomaly.Kind> = []
        adapter.registry.anomalyHandler = { anomalies.insert($0.kind) }
        var swiped: [Int] = []
        adapter.registry.on(.trailingSwipeActions, forModel: Row.self) { row, _ in
            [SwipeAction(title: "Delete \(row.id)", style: .destructive, identifier: "delete") { row, _ in
                swiped.append(row.id)
                return true
            }]
        }
        let environment = StandInLayoutEnvironment()
        let layout = adapter.listLayout { _ in UICollectionLayoutListConfiguration(appearance: .insetGrouped) }
        fixture.collectionView.collectionViewLayout = layout
        var rng = SplitMix64(seed: seed)
        var nextID = 100
        for _ in 0..<6 {
            try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
            let sections = controller.snapshot.sections
            guard let index = sections.indices.randomElement(using: &rng),
                  let list = layout.standInSectionProvider(index, environment)?.standInListConfiguration else { continue }
            #expect(list.appearance == .insetGrouped)
            #expect(list.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: index)) == nil, "no leading handler")
            #expect(list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 99, section: index)) == nil, "out of range")
            guard let item = sections[index].items.indices.randomElement(using: &rng) else { continue }
            let indexPath = IndexPath(item: item, section: index)
            let configuration = try #require(list.trailingSwipeActionsConfigurationProvider?(indexPath))
            let action = try #require(configuration.actions.first)
            #expect(action.title == "Delete \(sections[index].items[item].id)" && action.style == .destructive)
            var completed: Bool?
            action.handler(action, UIView()) { completed = $0 }
            #expect(swiped.last == sections[index].items[item].id && completed == true)
        }
        registryForEmptyState(adapter.registry)
        adapter.emptyState = "Nothing"
        try controller.fetch([])
        layOut(fixture.collectionView)
        let list = adapter.withSwipeActions(UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0)) == nil, "the empty-state row")
        #expect(anomalies == [.indexPathOutOfRange], "only the swipes out of range are reported")
    }

    /// A collection view's index, like a table view's, has the adapter's
    /// section index titles, entry *i* for section *i*, and an entry leads
    /// to the first item of its section (or the nearest section with items).
    @Test(arguments: 0..<8) func indexTitlesMapToTheirSections(seed: UInt64) throws {
        let (fixture, controller, adapter) = try makeScreen(seed: seed)
        let collectionView = fixture.collectionView
        let dataSource = try #require(collectionView.dataSource as? CollectionViewForwarder)
        #expect(dataSource.indexTitles(for: collectionView) == nil, "no index by default")
        adapter.sectionIndexTitle = { "G\($0.map { "\($0)" } ?? "-")" }
        let titles = controller.snapshot.sections.map { "G\($0.model.map { "\($0)" } ?? "-")" }
        #expect(dataSource.indexTitles(for: collectionView) == titles)
        for (index, title) in titles.enumerated() {
            #expect(dataSource.collectionView(collectionView, indexPathForIndexTitle: title, at: index) == IndexPath(item: 0, section: index))
        }
        #expect(dataSource.collectionView(collectionView, indexPathForIndexTitle: "?", at: 99) == IndexPath(item: 0, section: titles.count - 1),
                "kept within the sections")
        // The table view's index bar shows the same titles.
        let table = AdapterTableFixture()
        let tableRegistry = MappingRegistry()
        tableRegistry.register(RowTableCell.self)
        let tableAdapter = ListAdapter(view: table.listView, registry: tableRegistry, showing: controller)
        tableAdapter.sectionIndexTitle = adapter.sectionIndexTitle
        layOut(table.tableView)
        let tableSource = try #require(table.tableView.dataSource as? TableViewForwarder)
        #expect(tableSource.sectionIndexTitles(for: table.tableView) == titles)
        // No index while every section is collapsed: an entry would lead to no item.
        adapter.collapseAllSections()
        #expect(dataSource.indexTitles(for: collectionView) == nil)
        adapter.expandAllSections()
        #expect(dataSource.indexTitles(for: collectionView) == titles)
        // No index while the empty-state row shows.
        registryForEmptyState(adapter.registry)
        adapter.emptyState = "Nothing"
        try controller.fetch([])
        layOut(collectionView)
        #expect(dataSource.indexTitles(for: collectionView) == nil)
    }

    /// An entry whose section is empty leads to the nearest section after
    /// it that has items, else before it.
    @Test func anIndexEntryOfAnEmptySectionLeadsToTheNearestItems() throws {
        let fixture = AdapterCollectionFixture()
        let registry = MappingRegistry()
        registry.register(TextCollectionCell.self, for: Int.self) { cell, value, _ in cell.text = "\(value)" }
        let adapter = ListAdapter<String, String, Int, Int>(view: fixture.listView, registry: registry)
        adapter.sectionIndexTitle = { $0 }
        adapter.apply(Snapshot(sections: [
            .init(id: "A", model: "A", items: [1], itemID: { $0 }), .init(id: "B", model: "B", items: [], itemID: { $0 }),
            .init(id: "C", model: "C", items: [2], itemID: { $0 }), .init(id: "D", model: "D", items: [], itemID: { $0 }),
        ]))
        layOut(fixture.collectionView)
        let collectionView = fixture.collectionView
        let dataSource = try #require(collectionView.dataSource as? CollectionViewForwarder)
        #expect(dataSource.indexTitles(for: collectionView) == ["A", "B", "C", "D"])
        #expect(dataSource.collectionView(collectionView, indexPathForIndexTitle: "B", at: 1) == IndexPath(item: 0, section: 2))
        #expect(dataSource.collectionView(collectionView, indexPathForIndexTitle: "D", at: 3) == IndexPath(item: 0, section: 2))
    }
}
#endif
