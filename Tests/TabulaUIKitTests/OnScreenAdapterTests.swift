// Portable: real UIKit on iOS and tvOS, the stand-in on Linux. The tests
// that need the stand-in's seams are in AdapterSkinTests.swift.
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

@Suite("A ListAdapter drives table and collection views in a window")
@MainActor
struct OnScreenAdapterTests {
    static func title(_ key: Int?) -> String? { key.map { "Group \($0)" } }

    /// What the table view shows: its counts, and the text of each cell on screen.
    static func onScreen(_ tableView: UITableView) -> [[String]] {
        (0..<tableView.numberOfSections).map { section in
            (0..<tableView.numberOfRows(inSection: section)).map { item in
                let cell = tableView.cellForRow(at: IndexPath(item: item, section: section))
                return cell.map { ($0 as? any ShowsText)?.text ?? "placeholder" } ?? "no cell"
            }
        }
    }

    /// The same for a collection view.
    static func onScreen(_ collectionView: UICollectionView) -> [[String]] {
        (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section))
                return cell.map { ($0 as? any ShowsText)?.text ?? "placeholder" } ?? "no cell"
            }
        }
    }

    /// Waits until the adapter holds no update back: in a window it animates,
    /// and an update that arrives while a batch animates waits for its end.
    static func settle<S, M, I: Hashable, T>(_ adapter: ListAdapter<S, M, I, T>) async throws {
        for _ in 0..<2_000 {
            guard adapter.isUpdateWaiting else { return }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        Issue.record("the adapter still holds an update back")
    }

    @Test func aTableViewInAWindowShowsTheControllerAfterEveryRandomOperation() async throws {
        var rng = SplitMix64(seed: 181)
        for _ in 0..<3 {
            let controller = try RowScenario.makeController(&rng)
            let table = TableOnScreen()
            // Registered before the adapter first shows its rows: the stand-in loads them at once.
            let registry = MappingRegistry()
            registry.register(RowTableCell.self)
            let adapter = ListAdapter(view: table.listView, registry: registry, showing: controller)
            adapter.headerModel = { Self.title($0.model) }
            #expect(table.tableView.dataSource === table.listView.forwarder)
            table.reloadData()
            #expect(Self.onScreen(table.tableView) == RowScenario.expected(controller))
            var nextID = 100
            for _ in 0..<20 {
                try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
                try await Self.settle(adapter)
                layOut(table.tableView)
                table.expectUIKitAcceptedEverything()
                #expect(Self.onScreen(table.tableView) == RowScenario.expected(controller))
                let tableView = table.tableView
                let dataSource = try #require(tableView.dataSource as? TableViewForwarder)
                let titles = (0..<tableView.numberOfSections).map {
                    dataSource.tableView(tableView, titleForHeaderInSection: $0)
                }
                #expect(titles == controller.snapshot.sections.map { Self.title($0.model) })
            }
        }
    }

    @Test func aCollectionViewInAWindowShowsTheControllerAfterEveryRandomOperation() async throws {
        var rng = SplitMix64(seed: 182)
        for _ in 0..<3 {
            let controller = try RowScenario.makeController(&rng)
            let collection = CollectionOnScreen()
            let registry = MappingRegistry()
            registry.register(RowCollectionCell.self)
            let adapter = ListAdapter(view: collection.listView, registry: registry, showing: controller)
            #expect(collection.collectionView.dataSource === collection.listView.forwarder)
            collection.reloadData()
            #expect(Self.onScreen(collection.collectionView) == RowScenario.expected(controller))
            var nextID = 100
            for _ in 0..<20 {
                try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
                try await Self.settle(adapter)
                layOut(collection.collectionView)
                collection.expectUIKitAcceptedEverything()
                #expect(Self.onScreen(collection.collectionView) == RowScenario.expected(controller))
            }
        }
    }

    @Test func theWrappersAnswerTheCellListViewQuestionsFromUIKit() throws {
        var rng = SplitMix64(seed: 83)
        let controller = try RowScenario.makeController(&rng)
        let table = TableOnScreen()
        let tableRegistry = MappingRegistry()
        tableRegistry.register(RowTableCell.self)
        let tableAdapter = ListAdapter(view: table.listView, registry: tableRegistry, showing: controller)
        let collection = CollectionOnScreen()
        let collectionRegistry = MappingRegistry()
        collectionRegistry.register(RowCollectionCell.self)
        let collectionAdapter = ListAdapter(view: collection.listView, registry: collectionRegistry, showing: controller)
        table.reloadData()
        collection.reloadData()
        let all = controller.snapshot.sections.enumerated().flatMap { section, value in
            value.items.indices.map { IndexPath(item: $0, section: section) }
        }
        for listView in [table.listView as any CellHosting, collection.listView] {
            #expect(listView.isInWindow)
            // Sorted: UIKit does not promise an order for a collection view's visible items.
            #expect(listView.indexPathsForVisibleItems.sorted() == all)
            let first = IndexPath(item: 0, section: 0)
            let text = (listView.cellForItem(at: first) as? any ShowsText)?.text
            #expect(text == RowScenario.expected(controller).first?.first)
        }
        #expect(ObjectIdentifier(table.listView.placeholderCellClass) == ObjectIdentifier(UITableViewCell.self))
        #expect(ObjectIdentifier(collection.listView.placeholderCellClass) == ObjectIdentifier(UICollectionViewCell.self))
        takeOutOfWindow(table.tableView)
        #expect(!table.listView.isInWindow)
        withExtendedLifetime((tableAdapter, collectionAdapter)) {}
    }

    @Test func aWrapperWithoutItsViewIsInert() {
        let listView: TableViewListView
        do {
            let tableView = UITableView()
            listView = TableViewListView(tableView)
            listView.register(RowTableCell.self, forCellWithReuseIdentifier: "row")
        }
        #expect(listView.tableView == nil)
        #expect(!listView.isInWindow)
        #expect(listView.dequeueReusableCell(withReuseIdentifier: "row", for: IndexPath(item: 0, section: 0)) == nil)
        #expect(listView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(listView.indexPathsForVisibleItems.isEmpty)
    }

    @Test func sectionIndexTitlesComeFromTheForwardersClosure() throws {
        var rng = SplitMix64(seed: 87)
        let controller = try RowScenario.makeController(&rng)
        let table = TableOnScreen()
        let registry = MappingRegistry()
        registry.register(RowTableCell.self)
        let adapter = ListAdapter(view: table.listView, registry: registry, showing: controller)
        let tableView = table.tableView
        // The forwarder, as UIKit calls it (the stand-in's protocols declare no optional methods).
        let dataSource = try #require(tableView.dataSource as? TableViewForwarder)
        #expect(dataSource.sectionIndexTitles(for: tableView) == nil, "no index by default")
        table.listView.forwarder?.sectionIndexTitles = { [weak adapter] in
            adapter?.shown.sectionIndexTitles { key in key.map { "\($0)" } ?? "" }
        }
        let titles = controller.snapshot.sections.map { $0.model.map { "\($0)" } ?? "" }
        #expect(dataSource.sectionIndexTitles(for: tableView) == titles)
        let last = titles.count - 1
        #expect(dataSource.tableView(tableView, sectionForSectionIndexTitle: titles[last], at: last) == last)
        #expect(dataSource.tableView(tableView, sectionForSectionIndexTitle: "?", at: 99) == last, "kept within the sections")
    }

    /// A model whose cell class the view cannot make shows the forwarder's
    /// placeholder cell: a plain cell, never an exception.
    @Test func modelsWithoutACellUIKitCanMakeShowPlainCellsOnScreen() throws {
        var rng = SplitMix64(seed: 184)
        let controller = try RowScenario.makeController(&rng)
        var anomalies: [MappingAnomaly.Kind] = []
        let registry = MappingRegistry()
        registry.anomalyHandler = { anomalies.append($0.kind) }
        // Each view gets the other's cell class: the wrappers refuse it, UIKit never sees it.
        registry.register(RowCollectionCell.self)
        let table = TableOnScreen()
        let tableAdapter = ListAdapter(view: table.listView, registry: registry, showing: controller)
        table.reloadData()
        let placeholders = RowScenario.expected(controller).map { $0.map { _ in "placeholder" } }
        #expect(Self.onScreen(table.tableView) == placeholders)
        let tableCells = (table.tableView.indexPathsForVisibleRows ?? []).compactMap { table.tableView.cellForRow(at: $0) }
        #expect(tableCells.count == controller.snapshot.sections.reduce(0) { $0 + $1.items.count })
        #expect(tableCells.allSatisfy { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(UITableViewCell.self) })
        table.expectUIKitAcceptedEverything()
        #expect(anomalies.contains(.viewMismatch))

        let collectionRegistry = MappingRegistry()
        collectionRegistry.anomalyHandler = registry.anomalyHandler
        collectionRegistry.register(RowTableCell.self)
        let collection = CollectionOnScreen()
        let collectionAdapter = ListAdapter(view: collection.listView, registry: collectionRegistry, showing: controller)
        collection.reloadData()
        #expect(Self.onScreen(collection.collectionView) == placeholders)
        collection.expectUIKitAcceptedEverything()
        withExtendedLifetime((tableAdapter, collectionAdapter)) {}
    }

    /// What UIKit calls when the user taps a row reaches the registry's
    /// handler, with the row's model; a row the handler refuses is not selected.
    @Test func aTapOnARowReachesItsHandlerThroughTheTableViewsDelegate() throws {
        var rng = SplitMix64(seed: 185)
        let controller = try RowScenario.makeController(&rng)
        let table = TableOnScreen()
        let registry = MappingRegistry()
        registry.register(RowTableCell.self)
        let adapter = ListAdapter(view: table.listView, registry: registry, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.on(.shouldSelect, forModel: Row.self) { row, _ in row.id.isMultiple(of: 2) }
        adapter.registry.on(.didSelect, forModel: Row.self) { [log] in log.record("didSelect", $0, $1) }
        table.reloadData()
        let tableView = table.tableView
        #expect(tableView.delegate === table.listView.forwarder)
        for (section, value) in controller.snapshot.sections.enumerated() {
            for (item, row) in value.items.enumerated() {
                let indexPath = IndexPath(item: item, section: section)
                log.events = []
                let selected = tapRow(at: indexPath, in: tableView)
                #expect(selected == (row.id.isMultiple(of: 2) ? indexPath : nil))
                #expect(log.events == (selected == nil ? [] : ["didSelect \(row.id) \(section).\(item)"]))
            }
        }
        // Without a selection handler the forwarder no longer claims the
        // selection methods, and UIKit selects the row it was told of.
        let unselectable = TableOnScreen()
        let plainRegistry = MappingRegistry()
        plainRegistry.register(RowTableCell.self)
        let plain = ListAdapter(view: unselectable.listView, registry: plainRegistry, showing: controller)
        plain.registry.on(.didHighlight, forModel: Row.self) { _, _ in }
        unselectable.reloadData()
        let first = IndexPath(item: 0, section: 0)
        #expect(tapRow(at: first, in: unselectable.tableView) == first)
    }

    @Test func nothingKeepsAWindowedViewItsWrapperOrAdapterAlive() throws {
        var rng = SplitMix64(seed: 186)
        let controller = try RowScenario.makeController(&rng)
        weak var tableView: UITableView?
        weak var collectionView: UICollectionView?
        weak var tableWrapper: TableViewListView?
        weak var collectionWrapper: CollectionViewListView?
        weak var tableForwarder: TableViewForwarder?
        weak var collectionForwarder: CollectionViewForwarder?
        weak var adapter: ListAdapter<Int?, Int?, Int, Row>?
        releasingAutoreleased {
            let table = TableOnScreen()
            let collection = CollectionOnScreen()
            let tableRegistry = MappingRegistry()
            tableRegistry.register(RowTableCell.self)
            let tableAdapter = ListAdapter(view: table.listView, registry: tableRegistry, showing: controller)
            let collectionRegistry = MappingRegistry()
            collectionRegistry.register(RowCollectionCell.self)
            let collectionAdapter = ListAdapter(view: collection.listView, registry: collectionRegistry, showing: controller)
            table.reloadData()
            collection.reloadData()
            #expect(Self.onScreen(table.tableView) == RowScenario.expected(controller))
            #expect(Self.onScreen(collection.collectionView) == RowScenario.expected(controller))
            withExtendedLifetime(collectionAdapter) {}
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
