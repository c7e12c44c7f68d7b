// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

extension DelegateForwardingTests {
    // Linux only too: its views are subclasses made with `init()`, which a
    // real UICollectionView rejects (it needs a layout).
    /// Handlers registered after the adapter reach UIKit, which reads its
    /// delegate's methods only when the delegate is set: these views note,
    /// at each set, what the forwarder claims, as UIKit caches it.
    @Test func handlersRegisteredAfterTheAdapterAreSeenByUIKit() throws {
        final class CachingTableView: UITableView {
            var delegateSets = 0
            var claimsSelection = false
            override weak var delegate: (any UITableViewDelegate)? {
                didSet {
                    delegateSets += 1
                    claimsSelection = (delegate as? TableViewForwarder)?.methodClaims.claimsMethod(named: "tableView(_:didSelectRowAt:)") ?? false
                }
            }
        }
        final class CachingCollectionView: UICollectionView {
            var claimsSelection = false
            override weak var delegate: (any UICollectionViewDelegate)? {
                didSet {
                    claimsSelection = (delegate as? CollectionViewForwarder)?.methodClaims.claimsMethod(named: "collectionView(_:didSelectItemAt:)") ?? false
                }
            }
        }
        let controller = try makeController(seed: 97)
        // The wrappers are kept here, as a view controller keeps them: the
        // adapter holds its view weakly.
        let tableView = CachingTableView()
        let tableListView = TableViewListView(tableView)
        let tableAdapter = ListAdapter(view: tableListView, showing: controller)
        let collectionView = CachingCollectionView()
        let collectionListView = CollectionViewListView(collectionView)
        let collectionAdapter = ListAdapter(view: collectionListView, showing: controller)
        #expect(!tableView.claimsSelection && !collectionView.claimsSelection)

        tableAdapter.registry.on(.didSelect, forModel: Row.self) { _, _ in }
        collectionAdapter.registry.on(.didSelect, forModel: Row.self) { _, _ in }
        #expect(tableView.claimsSelection && collectionView.claimsSelection)
        #expect(tableView.delegate is TableViewForwarder && collectionView.delegate is CollectionViewForwarder)

        // Only an event's first handler changes what the delegate claims.
        let sets = tableView.delegateSets
        tableAdapter.registry.on(.didSelect, forModel: Row.self) { _, _ in }
        #expect(tableView.delegateSets == sets)
        tableAdapter.registry.on(.height, forModel: Row.self) { _, _ in 44 }
        #expect(tableView.delegateSets > sets)
        withExtendedLifetime((tableListView, collectionListView)) {}
    }

    @Test func contextMenusBecomeUIMenusWhoseActionsRunTheTypedHandler() throws {
        let controller = try makeController(seed: 95)
        let table = AdapterTableFixture()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        adapter.registry.on(.contextMenuConfiguration, forModel: Row.self) { [log] row, _ in
            ContextMenuConfiguration(identifier: "row", title: "Row \(row.id)", actions: [
                MenuAction(title: "Call", identifier: "call", attributes: [.destructive, .disabled]) { row, indexPath in
                    log.record("call", row, indexPath)
                },
                MenuAction(title: "Keep", identifier: "keep", attributes: [.hidden, .keepsMenuPresented]) { _, _ in },
            ])
        }
        table.backend.reloadData()
        let tableView = table.tableView
        let forwarder = try #require(table.listView.forwarder)
        let indexPath = try #require(allIndexPaths(controller).last)
        let row = row(controller, indexPath)
        let configuration = try #require(forwarder.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: .zero))
        #expect((configuration.identifier as? NSString)?.isEqual(to: "row") == true)
        let menu = try #require(configuration.standInActionProvider?([]))
        #expect(menu.title == "Row \(row.id)")
        let actions = menu.children.compactMap { $0 as? UIAction }
        #expect(actions.map(\.title) == ["Call", "Keep"])
        #expect(actions.map(\.identifier.rawValue) == ["call", "keep"])
        #expect(actions.map(\.attributes) == [[.destructive, .disabled], [.hidden, .keepsMenuPresented]])
        actions.first?.standInPerform()
        #expect(log.events == ["call \(row.id) \(indexPath.section).\(indexPath.item)"])
    }

    /// A collection view gets the same menus, for one item pressed (iOS 16's
    /// method and the one before it); none between items or for several.
    @Test func collectionViewContextMenusAreTheItemsMenus() throws {
        let controller = try makeController(seed: 98)
        let collection = AdapterCollectionFixture()
        let adapter = ListAdapter(view: collection.listView, showing: controller)
        var anomalies: [MappingAnomaly] = []
        adapter.registry.anomalyHandler = { anomalies.append($0) }
        let log = ForwardedEventLog()
        adapter.registry.register(RowCollectionCell.self)
        let forwarder = try #require(collection.listView.forwarder)
        #expect(!forwarder.methodClaims.claimsMethod(named: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"))
        adapter.registry.on(.contextMenuConfiguration, forModel: Row.self) { [log] row, _ in
            ContextMenuConfiguration(identifier: "row", title: "Row \(row.id)", actions: [
                MenuAction(title: "Call", identifier: "call") { row, indexPath in log.record("call", row, indexPath) },
            ])
        }
        #expect(forwarder.methodClaims.claimsMethod(named: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"))
        #expect(forwarder.methodClaims.claimsMethod(named: "collectionView(_:contextMenuConfigurationForItemAt:point:)"))
        collection.backend.reloadData()
        let collectionView = collection.collectionView
        let paths = allIndexPaths(controller)
        let indexPath = try #require(paths.last)
        let row = row(controller, indexPath)
        let configuration = try #require(
            forwarder.collectionView(collectionView, contextMenuConfigurationForItemsAt: [indexPath], point: .zero)
        )
        let menu = try #require(configuration.standInActionProvider?([]))
        #expect(menu.title == "Row \(row.id)")
        (menu.children.first as? UIAction)?.standInPerform()
        #expect(log.events == ["call \(row.id) \(indexPath.section).\(indexPath.item)"])
        let older = try #require(forwarder.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: .zero))
        #expect(older.standInActionProvider?([])?.title == "Row \(row.id)")
        #expect(forwarder.collectionView(collectionView, contextMenuConfigurationForItemsAt: [], point: .zero) == nil)
        #expect(forwarder.collectionView(collectionView, contextMenuConfigurationForItemsAt: Array(paths.prefix(2)), point: .zero) == nil)
        let outside = IndexPath(item: 99, section: 99)
        #expect(anomalies.isEmpty)
        #expect(forwarder.collectionView(collectionView, contextMenuConfigurationForItemAt: outside, point: .zero) == nil,
                "out of range: no menu, no trap")
        #expect(anomalies == [.indexPathOutOfRange(event: "contextMenuConfiguration", indexPath: outside)], "and reported")
    }

    @Test func aUsersMoveCommitsToTheControllerWithoutASecondBatch() async throws {
        let controller = try makeController(seed: 97)
        let table = AdapterTableFixture()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        adapter.registry.register(RowTableCell.self)
        adapter.registry.on(.move, forModel: Row.self) { [weak controller] _, source, destination in
            try? controller?.commitUserMove(from: source, to: destination)
        }
        table.backend.reloadData()
        let tableView = table.tableView
        let forwarder = try #require(table.listView.forwarder)
        let section = try #require(controller.snapshot.sections.firstIndex { $0.items.count > 1 })
        let ids = controller.snapshot.sections[section].items.map(\.id)
        let source = IndexPath(item: 0, section: section), destination = IndexPath(item: ids.count - 1, section: section)
        let batches = table.backend.view.batchCount
        #expect(forwarder.tableView(tableView, canMoveRowAt: source))
        forwarder.tableView(tableView, moveRowAt: source, to: destination)
        for _ in 0..<50 where adapter.isUpdateWaiting { await Task.yield() }
        #expect(controller.snapshot.sections[section].items.map(\.id) == Array(ids.dropFirst()) + [ids[0]])
        #expect(table.backend.view.batchCount == batches, "UIKit already shows the move")
        #expect(adapter.shown.sections[section].items.map(\.id) == controller.snapshot.sections[section].items.map(\.id))
    }

    @Test func aCollectionViewsEventsReachTheirHandlersWithTheirItemsModel() async throws {
        let controller = try makeController(seed: 98)
        let collection = AdapterCollectionFixture()
        let adapter = ListAdapter(view: collection.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowCollectionCell.self)
        registerRowHandlers(adapter.registry, log)
        adapter.registry.register(TitleHeaderView.self, for: String.self, forSupplementaryViewOfKind: .header) { view, title, _ in
            view.text = title
        }
        adapter.headerModel = { $0.model.map { "Group \($0)" } }
        adapter.registry.on(.willDisplaySupplementaryView(ofKind: .header), forModel: String.self) { [log] title, indexPath in
            log.events.append("willDisplay \(title) \(indexPath.section)")
        }
        adapter.registry.on(.move, forModel: Row.self) { [weak controller] _, source, destination in
            try? controller?.commitUserMove(from: source, to: destination)
        }
        collection.backend.reloadData()
        let collectionView = collection.collectionView
        let forwarder = try #require(collection.listView.forwarder)
        #expect(collectionView.delegate === forwarder)
        #expect(collectionView.prefetchDataSource === forwarder)
        for indexPath in allIndexPaths(controller) {
            let row = row(controller, indexPath)
            log.events = []
            #expect(forwarder.collectionView(collectionView, shouldSelectItemAt: indexPath) == row.id.isMultiple(of: 2))
            forwarder.collectionView(collectionView, didSelectItemAt: indexPath)
            forwarder.collectionView(collectionView, didDeselectItemAt: indexPath)
            #expect(forwarder.collectionView(collectionView, shouldHighlightItemAt: indexPath) == !row.id.isMultiple(of: 3))
            forwarder.collectionView(collectionView, didHighlightItemAt: indexPath)
            forwarder.collectionView(collectionView, didUnhighlightItemAt: indexPath)
            let cell = try #require(collectionView.cellForItem(at: indexPath))
            forwarder.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
            forwarder.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
            forwarder.collectionView(collectionView, prefetchItemsAt: [indexPath])
            forwarder.collectionView(collectionView, cancelPrefetchingForItemsAt: [indexPath])
            #expect(log.events == expectedEvents(row, indexPath))
            #expect(forwarder.collectionView(collectionView, canMoveItemAt: indexPath))
        }
        for (section, value) in controller.snapshot.sections.enumerated() {
            let indexPath = IndexPath(item: 0, section: section)
            let view = forwarder.collectionView(collectionView, viewForSupplementaryElementOfKind: SupplementaryKind.header.rawValue, at: indexPath)
            forwarder.collectionView(collectionView, willDisplaySupplementaryView: view,
                                     forElementKind: SupplementaryKind.header.rawValue, at: indexPath)
            #expect(log.events.last == "willDisplay \(value.model.map { "Group \($0)" } ?? "") \(section)")
        }

        let section = try #require(controller.snapshot.sections.firstIndex { $0.items.count > 1 })
        let ids = controller.snapshot.sections[section].items.map(\.id)
        let batches = collection.backend.view.batchCount
        forwarder.collectionView(collectionView, moveItemAt: IndexPath(item: ids.count - 1, section: section),
                                 to: IndexPath(item: 0, section: section))
        for _ in 0..<50 where adapter.isUpdateWaiting { await Task.yield() }
        #expect(controller.snapshot.sections[section].items.map(\.id) == [ids[ids.count - 1]] + ids.dropLast())
        #expect(collection.backend.view.batchCount == batches, "UIKit already shows the move")
    }

}
#endif
