#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

/// What the handlers heard: "event id section.item", in order.
@MainActor
final class ForwardedEventLog {
    var events: [String] = []
    var completions: [Bool] = []

    func record(_ event: String, _ row: Row, _ indexPath: IndexPath) {
        events.append("\(event) \(row.id) \(indexPath.section).\(indexPath.item)")
    }
}

/// A table header showing its section's title.
final class TitleTableHeader: UITableViewHeaderFooterView, MakeableView, ShowsText {
    var text = ""
}

@Suite("The forwarders hand UIKit's delegate questions to the adapter, converting types")
@MainActor
struct DelegateForwardingTests {
    /// Unsorted, so that a user's move sticks; sectioned by group.
    static let configuration = ListConfiguration<Row, Int>(sectionKey: { $0.group }, sectionOrder: .ascending, contentUpdates: .reconfigure)

    func makeController(seed: UInt64) throws -> RowController {
        var rng = SplitMix64(seed: seed)
        let controller = RowController(configuration: Self.configuration)
        try controller.fetch((0..<10).map { Row(id: $0, group: Int.random(in: 0..<3, using: &rng), rank: 0) })
        return controller
    }

    func allIndexPaths(_ controller: RowController) -> [IndexPath] {
        controller.snapshot.sections.enumerated().flatMap { section, value in
            value.items.indices.map { IndexPath(item: $0, section: section) }
        }
    }

    func row(_ controller: RowController, _ indexPath: IndexPath) -> Row {
        controller.snapshot.sections[indexPath.section].items[indexPath.item]
    }

    /// Handlers for every row event, for models of type `Row`, that log what they get.
    func registerRowHandlers(_ registry: MappingRegistry, _ log: ForwardedEventLog) {
        registry.shouldSelect(forModel: Row.self) { row, _ in row.id.isMultiple(of: 2) }
        registry.didSelect(forModel: Row.self) { [log] in log.record("didSelect", $0, $1) }
        registry.didDeselect(forModel: Row.self) { [log] in log.record("didDeselect", $0, $1) }
        registry.shouldHighlight(forModel: Row.self) { row, _ in !row.id.isMultiple(of: 3) }
        registry.didHighlight(forModel: Row.self) { [log] in log.record("didHighlight", $0, $1) }
        registry.didUnhighlight(forModel: Row.self) { [log] in log.record("didUnhighlight", $0, $1) }
        registry.willDisplay(forModel: Row.self) { [log] in log.record("willDisplay", $0, $1) }
        registry.didEndDisplaying(forModel: Row.self) { [log] in log.record("didEndDisplaying", $0, $1) }
        registry.prefetch(forModel: Row.self) { [log] rows in rows.forEach { log.record("prefetch", $0.model, $0.indexPath) } }
        registry.cancelPrefetch(forModel: Row.self) { [log] rows in rows.forEach { log.record("cancelPrefetch", $0.model, $0.indexPath) } }
    }

    /// What `registerRowHandlers`' logging handlers hear when every event is sent for `row`.
    func expectedEvents(_ row: Row, _ indexPath: IndexPath) -> [String] {
        ["didSelect", "didDeselect", "didHighlight", "didUnhighlight", "willDisplay", "didEndDisplaying", "prefetch", "cancelPrefetch"]
            .map { "\($0) \(row.id) \(indexPath.section).\(indexPath.item)" }
    }

    @Test func aTableViewsEventsReachTheirHandlersWithTheirRowsModel() throws {
        let controller = try makeController(seed: 91)
        let table = AdapterTableFixture()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        registerRowHandlers(adapter.registry, log)
        adapter.registry.height(forModel: Row.self) { row, _ in Double(40 + row.id) }
        adapter.registry.estimatedHeight(forModel: Row.self) { row, _ in Double(30 + row.id) }
        adapter.registry.accessoryButtonTapped(forModel: Row.self) { [log] in log.record("accessory", $0, $1) }
        adapter.registry.canEdit(forModel: Row.self) { row, _ in row.id != 4 }
        adapter.registry.targetIndexPathForMove(forModel: Row.self) { _, source, _ in source }
        adapter.registry.move(forModel: Row.self) { _, _, _ in }
        table.backend.reloadData()
        let tableView = table.tableView
        let forwarder = try #require(table.listView.forwarder)
        #expect(tableView.delegate === forwarder)
        #expect(tableView.prefetchDataSource === forwarder)

        for indexPath in allIndexPaths(controller) {
            let row = row(controller, indexPath)
            log.events = []
            #expect(forwarder.tableView(tableView, willSelectRowAt: indexPath) == (row.id.isMultiple(of: 2) ? indexPath : nil))
            forwarder.tableView(tableView, didSelectRowAt: indexPath)
            forwarder.tableView(tableView, didDeselectRowAt: indexPath)
            #expect(forwarder.tableView(tableView, shouldHighlightRowAt: indexPath) == !row.id.isMultiple(of: 3))
            forwarder.tableView(tableView, didHighlightRowAt: indexPath)
            forwarder.tableView(tableView, didUnhighlightRowAt: indexPath)
            let cell = try #require(tableView.cellForRow(at: indexPath))
            forwarder.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
            forwarder.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
            forwarder.tableView(tableView, prefetchRowsAt: [indexPath])
            forwarder.tableView(tableView, cancelPrefetchingForRowsAt: [indexPath])
            #expect(log.events == expectedEvents(row, indexPath))
            forwarder.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
            #expect(log.events.last == "accessory \(row.id) \(indexPath.section).\(indexPath.item)")
            #expect(forwarder.tableView(tableView, heightForRowAt: indexPath) == CGFloat(40 + row.id))
            #expect(forwarder.tableView(tableView, estimatedHeightForRowAt: indexPath) == CGFloat(30 + row.id))
            #expect(forwarder.tableView(tableView, canEditRowAt: indexPath) == (row.id != 4))
            #expect(forwarder.tableView(tableView, canMoveRowAt: indexPath))
            let proposed = IndexPath(item: 0, section: 0)
            #expect(forwarder.tableView(tableView, targetIndexPathForMoveFromRowAt: indexPath, toProposedIndexPath: proposed) == indexPath)
        }
        #expect(table.backend.view.violations.isEmpty)
    }

    @Test func aTableViewsHeadersAndFootersComeFromTheDataSourceAndReachTheirHandlers() throws {
        let controller = try makeController(seed: 92)
        let table = AdapterTableFixture()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        adapter.registry.register(TitleTableHeader.self, for: String.self, forSupplementaryViewOfKind: .header) { view, title, _ in
            view.text = title
        }
        adapter.headerModel = { $0.model.map { "Group \($0)" } }
        adapter.registry.willDisplay(forModel: String.self, ofKind: .header) { [log] title, indexPath in
            log.events.append("willDisplay \(title) \(indexPath.section)")
        }
        adapter.registry.height(forModel: String.self, ofKind: .header) { title, _ in Double(title.count) }
        table.backend.reloadData()
        let tableView = table.tableView
        let forwarder = try #require(table.listView.forwarder)
        for (section, value) in controller.snapshot.sections.enumerated() {
            let title = value.model.map { "Group \($0)" } ?? ""
            let view = try #require(forwarder.tableView(tableView, viewForHeaderInSection: section) as? TitleTableHeader)
            #expect(view.text == title)
            #expect(forwarder.tableView(tableView, viewForFooterInSection: section) == nil, "no footer registered: UIKit's default")
            forwarder.tableView(tableView, willDisplayHeaderView: view, forSection: section)
            #expect(log.events.last == "willDisplay \(title) \(section)")
            #expect(forwarder.tableView(tableView, heightForHeaderInSection: section) == CGFloat(title.count))
        }
        #expect(forwarder.respondsToDelegateMethod(named: "tableView(_:willDisplayHeaderView:forSection:)"))
        #expect(forwarder.respondsToDelegateMethod(named: "tableView(_:heightForHeaderInSection:)"))
        #expect(!forwarder.respondsToDelegateMethod(named: "tableView(_:heightForFooterInSection:)"))
        #expect(!forwarder.respondsToDelegateMethod(named: "tableView(_:willDisplayFooterView:forSection:)"))
    }

    @Test func theSelectionQuestionsAreClaimedWhileARowThatIsNotDataMayShow() throws {
        let controller = try makeController(seed: 94)
        let table = AdapterTableFixture()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let forwarder = try #require(table.listView.forwarder)
        let questions = ["tableView(_:willSelectRowAt:)", "tableView(_:shouldHighlightRowAt:)", "tableView(_:canEditRowAt:)"]
        #expect(questions.allSatisfy { !forwarder.respondsToDelegateMethod(named: $0) })
        adapter.emptyState = "Nothing here"
        #expect(questions.allSatisfy { forwarder.respondsToDelegateMethod(named: $0) }, "the empty-state row is never selected")
        adapter.emptyState = nil
        #expect(questions.allSatisfy { !forwarder.respondsToDelegateMethod(named: $0) })
        adapter.show(controller.withEmptyState(nil))
        #expect(questions.allSatisfy { forwarder.respondsToDelegateMethod(named: $0) }, "a source's placeholder neither")
        adapter.show(controller)
        #expect(questions.allSatisfy { !forwarder.respondsToDelegateMethod(named: $0) })
    }

    @Test func aMethodIsClaimedOnlyWhileItsEventHasHandlers() throws {
        let controller = try makeController(seed: 93)
        let table = AdapterTableFixture()
        let collection = AdapterCollectionFixture()
        let tableAdapter = ListAdapter(view: table.listView, showing: controller)
        let collectionAdapter = ListAdapter(view: collection.listView, showing: controller)
        let tableForwarder = try #require(table.listView.forwarder)
        let collectionForwarder = try #require(collection.listView.forwarder)
        for adapter in [tableAdapter, collectionAdapter] {
            adapter.registry.didSelect(forModel: Row.self) { _, _ in }
        }
        // The adapter always takes the end of a view's display: it forgets
        // the model that view was configured with then.
        func alwaysClaimed(_ name: String) -> Bool { name.contains("didEndDisplaying") }
        for name in TableViewForwarder.eventsByMethodName.keys {
            #expect(tableForwarder.respondsToDelegateMethod(named: name)
                    == (name == "tableView(_:didSelectRowAt:)" || alwaysClaimed(name)), "\(name)")
        }
        for name in CollectionViewForwarder.eventsByMethodName.keys {
            #expect(collectionForwarder.respondsToDelegateMethod(named: name)
                    == (name == "collectionView(_:didSelectItemAt:)" || alwaysClaimed(name)), "\(name)")
        }
        #expect(!tableForwarder.respondsToDelegateMethod(named: "tableView(_:heightForRowAt:)"), "no heights: UIKit uses rowHeight")
        #expect(!tableForwarder.respondsToDelegateMethod(named: "not a method"))

        tableAdapter.registry.height(forModel: Row.self) { _, _ in 44 }
        #expect(tableForwarder.respondsToDelegateMethod(named: "tableView(_:heightForRowAt:)"))
        // A move needs a move handler; canMove alone has nowhere to commit.
        tableAdapter.registry.canMove(forModel: Row.self) { _, _ in true }
        #expect(!tableForwarder.respondsToDelegateMethod(named: "tableView(_:canMoveRowAt:)"))
        tableAdapter.registry.move(forModel: Row.self) { _, _, _ in }
        collectionAdapter.registry.move(forModel: Row.self) { _, _, _ in }
        #expect(tableForwarder.respondsToDelegateMethod(named: "tableView(_:canMoveRowAt:)"))
        #expect(tableForwarder.respondsToDelegateMethod(named: "tableView(_:moveRowAt:to:)"))
        #expect(collectionForwarder.respondsToDelegateMethod(named: "collectionView(_:canMoveItemAt:)"))
        #expect(collectionForwarder.respondsToDelegateMethod(named: "collectionView(_:moveItemAt:to:)"))
        #expect(!collectionForwarder.respondsToDelegateMethod(named: "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"))
        collectionAdapter.registry.willDisplay(forModel: String.self, ofKind: .footer) { _, _ in }
        #expect(collectionForwarder.respondsToDelegateMethod(named: "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"))

        // Without a delegate the forwarder claims nothing, and is no longer the view's delegate.
        table.listView.cellDelegate = nil
        #expect(!tableForwarder.respondsToDelegateMethod(named: "tableView(_:didSelectRowAt:)"))
        #expect(table.tableView.delegate == nil)
        #expect(table.tableView.prefetchDataSource == nil)
        table.listView.cellDelegate = tableAdapter
        #expect(table.tableView.delegate === tableForwarder)
        table.listView.reloadDelegateMethods()
        #expect(table.tableView.delegate === tableForwarder)
        // A new data source makes a new forwarder, which keeps the delegate.
        table.listView.cellDataSource = tableAdapter
        let newForwarder = try #require(table.listView.forwarder)
        #expect(newForwarder !== tableForwarder)
        #expect(table.tableView.delegate === newForwarder)
        #expect(table.tableView.prefetchDataSource === newForwarder)
        #expect(newForwarder.respondsToDelegateMethod(named: "tableView(_:didSelectRowAt:)"))
    }

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
                    claimsSelection = (delegate as? TableViewForwarder)?.respondsToDelegateMethod(named: "tableView(_:didSelectRowAt:)") ?? false
                }
            }
        }
        final class CachingCollectionView: UICollectionView {
            var claimsSelection = false
            override weak var delegate: (any UICollectionViewDelegate)? {
                didSet {
                    claimsSelection = (delegate as? CollectionViewForwarder)?.respondsToDelegateMethod(named: "collectionView(_:didSelectItemAt:)") ?? false
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

        tableAdapter.registry.didSelect(forModel: Row.self) { _, _ in }
        collectionAdapter.registry.didSelect(forModel: Row.self) { _, _ in }
        #expect(tableView.claimsSelection && collectionView.claimsSelection)
        #expect(tableView.delegate is TableViewForwarder && collectionView.delegate is CollectionViewForwarder)

        // Only an event's first handler changes what the delegate claims.
        let sets = tableView.delegateSets
        tableAdapter.registry.didSelect(forModel: Row.self) { _, _ in }
        #expect(tableView.delegateSets == sets)
        tableAdapter.registry.height(forModel: Row.self) { _, _ in 44 }
        #expect(tableView.delegateSets > sets)
        withExtendedLifetime((tableListView, collectionListView)) {}
    }

    @Test func swipeActionsBecomeContextualActionsWhoseTapRunsTheTypedHandler() throws {
        let controller = try makeController(seed: 94)
        let table = AdapterTableFixture()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        adapter.registry.trailingSwipeActions(forModel: Row.self) { [log] _, _ in
            [SwipeAction(title: "Delete", style: .destructive, identifier: "delete") { row, indexPath in
                log.record("delete", row, indexPath)
                return row.id.isMultiple(of: 2)
            }]
        }
        adapter.registry.leadingSwipeActions(forModel: Row.self) { [log] _, _ in
            [SwipeAction(title: "Pin", identifier: "pin") { row, indexPath in
                log.record("pin", row, indexPath)
                return true
            }]
        }
        table.backend.reloadData()
        let tableView = table.tableView
        let forwarder = try #require(table.listView.forwarder)
        for indexPath in allIndexPaths(controller) {
            let row = row(controller, indexPath)
            let trailing = try #require(forwarder.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath))
            let leading = try #require(forwarder.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath))
            #expect(trailing.actions.map(\.title) == ["Delete"])
            #expect(trailing.actions.map(\.style) == [.destructive])
            #expect(leading.actions.map(\.title) == ["Pin"])
            #expect(leading.actions.map(\.style) == [.normal])
            for action in trailing.actions + leading.actions {
                action.handler(action, UIView()) { [log] in log.completions.append($0) }
            }
            let place = "\(row.id) \(indexPath.section).\(indexPath.item)"
            #expect(log.events.suffix(2) == ["delete \(place)", "pin \(place)"])
            #expect(log.completions.suffix(2) == [row.id.isMultiple(of: 2), true], "UIKit's completion gets the handler's answer")
        }
        #expect(UISwipeActionsConfiguration.tabula(nil, at: IndexPath(item: 0, section: 0)) == nil, "no actions: UIKit's default")
    }

    @Test func contextMenusBecomeUIMenusWhoseActionsRunTheTypedHandler() throws {
        let controller = try makeController(seed: 95)
        let table = AdapterTableFixture()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        adapter.registry.contextMenuConfiguration(forModel: Row.self) { [log] row, _ in
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
        let log = ForwardedEventLog()
        adapter.registry.register(RowCollectionCell.self)
        let forwarder = try #require(collection.listView.forwarder)
        #expect(!forwarder.respondsToDelegateMethod(named: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"))
        adapter.registry.contextMenuConfiguration(forModel: Row.self) { [log] row, _ in
            ContextMenuConfiguration(identifier: "row", title: "Row \(row.id)", actions: [
                MenuAction(title: "Call", identifier: "call") { row, indexPath in log.record("call", row, indexPath) },
            ])
        }
        #expect(forwarder.respondsToDelegateMethod(named: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"))
        #expect(forwarder.respondsToDelegateMethod(named: "collectionView(_:contextMenuConfigurationForItemAt:point:)"))
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
        #expect(forwarder.collectionView(collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 99, section: 99), point: .zero) == nil,
                "out of range: no menu, no trap")
    }

    @Test func editingStylesConvertBothWaysAndReachTheirHandlers() throws {
        for style in EditingStyle.allCases {
            #expect(EditingStyle(UITableViewCell.EditingStyle(style)) == style)
        }
        #expect(UITableViewCell.EditingStyle(EditingStyle.none) == UITableViewCell.EditingStyle.none)
        #expect(UITableViewCell.EditingStyle(.delete) == .delete)
        #expect(UITableViewCell.EditingStyle(.insert) == .insert)

        let controller = try makeController(seed: 96)
        let table = AdapterTableFixture()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        let styles: [EditingStyle] = [.none, .delete, .insert]
        adapter.registry.editingStyle(forModel: Row.self) { row, _ in styles[row.id % 3] }
        adapter.registry.commitEditingStyle(forModel: Row.self) { [log] style, row, indexPath in log.record("commit \(style)", row, indexPath) }
        table.backend.reloadData()
        let tableView = table.tableView
        let forwarder = try #require(table.listView.forwarder)
        #expect(!forwarder.respondsToDelegateMethod(named: "tableView(_:canEditRowAt:)"), "UIKit's default")
        #expect(forwarder.respondsToDelegateMethod(named: "tableView(_:commit:forRowAt:)"))
        for indexPath in allIndexPaths(controller) {
            let row = row(controller, indexPath)
            #expect(forwarder.tableView(tableView, editingStyleForRowAt: indexPath) == UITableViewCell.EditingStyle(styles[row.id % 3]))
            forwarder.tableView(tableView, commit: .insert, forRowAt: indexPath)
            #expect(log.events.last == "commit insert \(row.id) \(indexPath.section).\(indexPath.item)")
        }
    }

    @Test func aUsersMoveCommitsToTheControllerWithoutASecondBatch() async throws {
        let controller = try makeController(seed: 97)
        let table = AdapterTableFixture()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        adapter.registry.register(RowTableCell.self)
        adapter.registry.move(forModel: Row.self) { [weak controller] _, source, destination in
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
        adapter.registry.willDisplay(forModel: String.self, ofKind: .header) { [log] title, indexPath in
            log.events.append("willDisplay \(title) \(indexPath.section)")
        }
        adapter.registry.move(forModel: Row.self) { [weak controller] _, source, destination in
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

    @Test func nothingTheForwardedActionsHoldKeepsTheAdapterOrViewsAlive() throws {
        let controller = try makeController(seed: 99)
        weak var weakAdapter: ListAdapter<Int?, Int?, Int, Row>?
        weak var weakForwarder: TableViewForwarder?
        weak var weakTableView: UITableView?
        var kept: (UISwipeActionsConfiguration?, UIContextMenuConfiguration?)
        do {
            let table = AdapterTableFixture()
            let adapter = ListAdapter(view: table.listView, showing: controller)
            adapter.registry.register(RowTableCell.self)
            adapter.registry.trailingSwipeActions(forModel: Row.self) { _, _ in
                [SwipeAction(title: "Delete", identifier: "delete") { _, _ in true }]
            }
            adapter.registry.contextMenuConfiguration(forModel: Row.self) { _, _ in
                ContextMenuConfiguration(identifier: "menu", actions: [MenuAction(title: "Call", identifier: "call") { _, _ in }])
            }
            table.backend.reloadData()
            let indexPath = IndexPath(item: 0, section: 0)
            let forwarder = try #require(table.listView.forwarder)
            kept = (forwarder.tableView(table.tableView, trailingSwipeActionsConfigurationForRowAt: indexPath),
                    forwarder.tableView(table.tableView, contextMenuConfigurationForRowAt: indexPath, point: .zero))
            weakAdapter = adapter
            weakForwarder = forwarder
            weakTableView = table.tableView
        }
        #expect(kept.0 != nil && kept.1 != nil)
        #expect(weakAdapter == nil, "UIKit may keep actions and menus after the list is gone")
        #expect(weakForwarder == nil)
        #expect(weakTableView == nil)
    }
}
#endif
