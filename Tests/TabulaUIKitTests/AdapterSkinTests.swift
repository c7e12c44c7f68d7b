// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
// The tests whose checks real UIKit can answer are in OnScreenAdapterTests.swift.
#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

@Suite("A ListAdapter drives table and collection views through the UIKit skin")
@MainActor
struct AdapterSkinTests {
    static func title(_ key: Int?) -> String? { key.map { "Group \($0)" } }

    @Test func aTableViewShowsTheControllerAfterEveryRandomOperation() throws {
        var rng = SplitMix64(seed: 81)
        var checked = 0
        for _ in 0..<10 {
            let controller = try RowScenario.makeController(&rng)
            let fixture = AdapterTableFixture()
            let adapter = ListAdapter(view: fixture.listView, showing: controller)
            adapter.registry.register(RowTableCell.self)
            adapter.headerModel = { Self.title($0.model) }
            #expect(fixture.tableView.dataSource === fixture.listView.forwarder)
            fixture.backend.reloadData()
            var nextID = 100
            for _ in 0..<40 {
                try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
                let tableView = fixture.tableView
                #expect(fixture.backend.view.violations.isEmpty, "\(fixture.backend.view.violations)")
                #expect(RowScenario.askedByUIKit(tableView) == RowScenario.expected(controller))
                #expect(shownTexts(fixture.backend.view) == RowScenario.expected(controller))
                let titles = (0..<controller.snapshot.numberOfSections).map {
                    tableView.dataSource?.tableView(tableView, titleForHeaderInSection: $0)
                }
                #expect(titles == controller.snapshot.sections.map { Self.title($0.model) })
                #expect(fixture.backend.reuse.unregisteredDequeues.isEmpty)
                checked += 1
            }
            #expect(fixture.backend.view.batchCount > 20, "updates were animated, not reloaded")
        }
        #expect(checked == 400)
    }

    @Test func aCollectionViewShowsTheControllerAfterEveryRandomOperation() throws {
        var rng = SplitMix64(seed: 82)
        var checked = 0
        for _ in 0..<10 {
            let controller = try RowScenario.makeController(&rng)
            let fixture = AdapterCollectionFixture()
            let adapter = ListAdapter(view: fixture.listView, showing: controller)
            adapter.registry.register(RowCollectionCell.self)
            adapter.registry.register(TitleHeaderView.self, for: String.self, forSupplementaryViewOfKind: .header) { view, title, _ in
                view.text = title
            }
            adapter.headerModel = { Self.title($0.model) }
            #expect(fixture.collectionView.dataSource === fixture.listView.forwarder)
            fixture.backend.reloadData()
            var nextID = 100
            for _ in 0..<40 {
                try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
                let collectionView = fixture.collectionView
                #expect(fixture.backend.view.violations.isEmpty, "\(fixture.backend.view.violations)")
                #expect(RowScenario.askedByUIKit(collectionView) == RowScenario.expected(controller))
                #expect(shownTexts(fixture.backend.view) == RowScenario.expected(controller))
                let headers = (0..<controller.snapshot.numberOfSections).map {
                    let view = collectionView.dataSource?.collectionView(
                        collectionView, viewForSupplementaryElementOfKind: SupplementaryKind.header.rawValue,
                        at: IndexPath(item: 0, section: $0)
                    )
                    return (view as? TitleHeaderView)?.text
                }
                #expect(headers == controller.snapshot.sections.map { Self.title($0.model) })
                #expect(fixture.backend.reuse.unregisteredDequeues.isEmpty)
                checked += 1
            }
            #expect(fixture.backend.view.batchCount > 20, "updates were animated, not reloaded")
        }
        #expect(checked == 400)
    }

    @Test func unregisteredIdentifiersAnswerNilNotAnException() throws {
        let table = AdapterTableFixture()
        let collection = AdapterCollectionFixture()
        let indexPath = IndexPath(item: 0, section: 0)
        for listView in [table.listView as any CellHosting, collection.listView] {
            #expect(listView.dequeueReusableCell(withReuseIdentifier: "never registered", for: indexPath) == nil)
            #expect(listView.dequeueReusableSupplementaryView(
                ofKind: SupplementaryKind.header.rawValue, withReuseIdentifier: "never registered", for: indexPath
            ) == nil)
            // A class UIKit cannot make cells of is not registered at all.
            listView.register(NSObject.self, forCellWithReuseIdentifier: "object")
            #expect(listView.dequeueReusableCell(withReuseIdentifier: "object", for: indexPath) == nil)
            listView.register(NSObject.self, forSupplementaryViewOfKind: SupplementaryKind.header.rawValue, withReuseIdentifier: "object")
            #expect(listView.dequeueReusableSupplementaryView(
                ofKind: SupplementaryKind.header.rawValue, withReuseIdentifier: "object", for: indexPath
            ) == nil)
        }
        // Registered classes are made by UIKit.
        table.listView.register(RowTableCell.self, forCellWithReuseIdentifier: "row")
        #expect(table.listView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) is RowTableCell)
        table.listView.register(UITableViewHeaderFooterView.self, forSupplementaryViewOfKind: SupplementaryKind.footer.rawValue,
                                withReuseIdentifier: "footer")
        #expect(table.listView.dequeueReusableSupplementaryView(
            ofKind: SupplementaryKind.footer.rawValue, withReuseIdentifier: "footer", for: indexPath
        ) is UITableViewHeaderFooterView)
        // A table view has no other kinds of supplementary views.
        table.listView.register(UITableViewHeaderFooterView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        #expect(table.listView.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "badge", for: indexPath) == nil)
        collection.listView.register(TitleHeaderView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        #expect(collection.listView.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "badge", for: indexPath)
            is TitleHeaderView)
        #expect(table.backend.reuse.unregisteredDequeues.isEmpty, "UIKit never saw an identifier it would reject")
        #expect(collection.backend.reuse.unregisteredDequeues.isEmpty)
    }

    @Test func modelsWithoutACellUIKitCanMakeShowPlaceholders() throws {
        var rng = SplitMix64(seed: 84)
        let controller = try RowScenario.makeController(&rng)
        var anomalies: [MappingAnomaly.Kind] = []
        let registry = MappingRegistry()
        registry.anomalyHandler = { anomalies.append($0.kind) }
        let table = AdapterTableFixture()
        // A cell class that is no UITableViewCell: the wrapper refuses it, UIKit never sees it.
        registry.register(RowCollectionCell.self)
        let adapter = ListAdapter(view: table.listView, registry: registry, showing: controller)
        table.backend.reloadData()
        let placeholders = RowScenario.expected(controller).map { $0.map { _ in "placeholder" } }
        #expect(RowScenario.askedByUIKit(table.tableView) == placeholders)
        #expect(table.backend.view.violations.isEmpty)
        #expect(anomalies.contains(.viewMismatch))
        #expect(table.backend.reuse.unregisteredDequeues.isEmpty)
        _ = adapter
    }

    @Test func theForwardersAnswerUIKitOnceTheAdapterIsGone() throws {
        var rng = SplitMix64(seed: 85)
        let controller = try RowScenario.makeController(&rng)
        let table = AdapterTableFixture()
        let collection = AdapterCollectionFixture()
        weak var tableAdapter: ListAdapter<Int?, Int?, Int, Row>?
        weak var collectionAdapter: ListAdapter<Int?, Int?, Int, Row>?
        do {
            let first = ListAdapter(view: table.listView, showing: controller)
            let second = ListAdapter(view: collection.listView, showing: controller)
            tableAdapter = first
            collectionAdapter = second
            #expect(table.listView.cellDataSource === first)
        }
        #expect(tableAdapter == nil, "neither the wrapper nor its forwarder keeps the adapter")
        #expect(collectionAdapter == nil)
        #expect(table.listView.forwarder?.source == nil)
        let indexPath = IndexPath(item: 0, section: 0)
        let tableView = table.tableView, collectionView = collection.collectionView
        #expect(tableView.dataSource?.numberOfSections(in: tableView) == 0)
        #expect(tableView.dataSource?.tableView(tableView, numberOfRowsInSection: 0) == 0)
        let placeholder = tableView.dataSource?.tableView(tableView, cellForRowAt: indexPath)
        #expect(placeholder.map { ObjectIdentifier(type(of: $0)) } == ObjectIdentifier(UITableViewCell.self))
        #expect(tableView.dataSource?.tableView(tableView, titleForHeaderInSection: 0) == nil)
        #expect(collectionView.dataSource?.numberOfSections(in: collectionView) == 0)
        #expect(collectionView.dataSource?.collectionView(collectionView, cellForItemAt: indexPath) != nil)
        #expect(collectionView.dataSource?.collectionView(
            collectionView, viewForSupplementaryElementOfKind: "badge", at: indexPath
        ) != nil, "the layout asked for a view: a placeholder, never nil")
        #expect(table.backend.reuse.unregisteredDequeues.isEmpty)
        #expect(collection.backend.reuse.unregisteredDequeues.isEmpty)
    }

    @Test func nothingKeepsTheViewsWrappersOrAdaptersAlive() throws {
        var rng = SplitMix64(seed: 86)
        let controller = try RowScenario.makeController(&rng)
        weak var tableView: UITableView?
        weak var collectionView: UICollectionView?
        weak var tableWrapper: TableViewListView?
        weak var collectionWrapper: CollectionViewListView?
        weak var tableForwarder: TableViewForwarder?
        weak var collectionForwarder: CollectionViewForwarder?
        weak var adapter: ListAdapter<Int?, Int?, Int, Row>?
        do {
            let table = AdapterTableFixture()
            let collection = AdapterCollectionFixture()
            let tableAdapter = ListAdapter(view: table.listView, showing: controller)
            tableAdapter.registry.register(RowTableCell.self)
            let collectionAdapter = ListAdapter(view: collection.listView, showing: controller)
            collectionAdapter.registry.register(RowCollectionCell.self)
            table.backend.reloadData()
            collection.backend.reloadData()
            #expect(shownTexts(table.backend.view) == RowScenario.expected(controller))
            #expect(shownTexts(collection.backend.view) == RowScenario.expected(controller))
            tableView = table.tableView
            collectionView = collection.collectionView
            tableWrapper = table.listView
            collectionWrapper = collection.listView
            tableForwarder = table.listView.forwarder
            collectionForwarder = collection.listView.forwarder
            adapter = tableAdapter
        }
        try controller.insert(Row(id: 500, group: 0, rank: 0))  // no observer left to call
        #expect(tableView == nil)
        #expect(collectionView == nil)
        #expect(tableWrapper == nil)
        #expect(collectionWrapper == nil)
        #expect(tableForwarder == nil)
        #expect(collectionForwarder == nil)
        #expect(adapter == nil)
    }
}
#endif
