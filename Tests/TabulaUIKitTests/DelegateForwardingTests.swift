// Portable: real UIKit on iOS and tvOS, the stand-in on Linux. The tests
// that need the stand-in's seams are in DelegateForwardingStandInTests.swift.
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
        registry.on(.shouldSelect, forModel: Row.self) { row, _ in row.id.isMultiple(of: 2) }
        registry.on(.didSelect, forModel: Row.self) { [log] in log.record("didSelect", $0, $1) }
        registry.on(.didDeselect, forModel: Row.self) { [log] in log.record("didDeselect", $0, $1) }
        registry.on(.shouldHighlight, forModel: Row.self) { row, _ in !row.id.isMultiple(of: 3) }
        registry.on(.didHighlight, forModel: Row.self) { [log] in log.record("didHighlight", $0, $1) }
        registry.on(.didUnhighlight, forModel: Row.self) { [log] in log.record("didUnhighlight", $0, $1) }
        registry.on(.willDisplay, forModel: Row.self) { [log] in log.record("willDisplay", $0, $1) }
        registry.on(.didEndDisplaying, forModel: Row.self) { [log] in log.record("didEndDisplaying", $0, $1) }
        registry.on(.prefetch, forModel: Row.self) { [log] rows in rows.forEach { log.record("prefetch", $0.model, $0.indexPath) } }
        registry.on(.cancelPrefetch, forModel: Row.self) { [log] rows in rows.forEach { log.record("cancelPrefetch", $0.model, $0.indexPath) } }
    }

    /// What `registerRowHandlers`' logging handlers hear when every event is sent for `row`.
    func expectedEvents(_ row: Row, _ indexPath: IndexPath) -> [String] {
        ["didSelect", "didDeselect", "didHighlight", "didUnhighlight", "willDisplay", "didEndDisplaying", "prefetch", "cancelPrefetch"]
            .map { "\($0) \(row.id) \(indexPath.section).\(indexPath.item)" }
    }

    @Test func aTableViewsEventsReachTheirHandlersWithTheirRowsModel() throws {
        let controller = try makeController(seed: 91)
        let table = TableOnScreen()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        registerRowHandlers(adapter.registry, log)
        adapter.registry.on(.height, forModel: Row.self) { row, _ in Double(40 + row.id) }
        adapter.registry.on(.estimatedHeight, forModel: Row.self) { row, _ in Double(30 + row.id) }
        adapter.registry.on(.accessoryButtonTapped, forModel: Row.self) { [log] in log.record("accessory", $0, $1) }
        adapter.registry.on(.canEdit, forModel: Row.self) { row, _ in row.id != 4 }
        adapter.registry.on(.targetIndexPathForMove, forModel: Row.self) { _, source, _ in source }
        adapter.registry.on(.move, forModel: Row.self) { _, _, _ in }
        table.reloadData()
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
        table.expectUIKitAcceptedEverything()
    }

    @Test func aTableViewsHeadersAndFootersComeFromTheDataSourceAndReachTheirHandlers() throws {
        let controller = try makeController(seed: 92)
        let table = TableOnScreen()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        adapter.registry.register(TitleTableHeader.self, for: String.self, forSupplementaryViewOfKind: .header) { view, title, _ in
            view.text = title
        }
        adapter.headerModel = { $0.model.map { "Group \($0)" } }
        adapter.registry.on(.willDisplaySupplementaryView(ofKind: .header), forModel: String.self) { [log] title, indexPath in
            log.events.append("willDisplay \(title) \(indexPath.section)")
        }
        adapter.registry.on(.supplementaryViewHeight(ofKind: .header), forModel: String.self) { title, _ in Double(title.count) }
        table.reloadData()
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
        #expect(forwarder.methodClaims.claimsMethod(named: "tableView(_:willDisplayHeaderView:forSection:)"))
        #expect(forwarder.methodClaims.claimsMethod(named: "tableView(_:heightForHeaderInSection:)"))
        #expect(!forwarder.methodClaims.claimsMethod(named: "tableView(_:heightForFooterInSection:)"))
        #expect(!forwarder.methodClaims.claimsMethod(named: "tableView(_:willDisplayFooterView:forSection:)"))
    }

    @Test func theSelectionQuestionsAreClaimedWhileARowThatIsNotDataMayShow() throws {
        let controller = try makeController(seed: 94)
        let table = TableOnScreen()
        let registry = MappingRegistry()
        registry.register(RowTableCell.self)
        let adapter = ListAdapter(view: table.listView, registry: registry, showing: controller)
        let forwarder = try #require(table.listView.forwarder)
        let questions = ["tableView(_:willSelectRowAt:)", "tableView(_:shouldHighlightRowAt:)", "tableView(_:canEditRowAt:)"]
        #expect(questions.allSatisfy { !forwarder.methodClaims.claimsMethod(named: $0) })
        adapter.emptyState = "Nothing here"
        #expect(questions.allSatisfy { forwarder.methodClaims.claimsMethod(named: $0) }, "the empty-state row is never selected")
        adapter.emptyState = nil
        #expect(questions.allSatisfy { !forwarder.methodClaims.claimsMethod(named: $0) })
        adapter.show(controller.withEmptyState(nil))
        #expect(questions.allSatisfy { forwarder.methodClaims.claimsMethod(named: $0) }, "a source's empty state neither")
        adapter.show(controller)
        #expect(questions.allSatisfy { !forwarder.methodClaims.claimsMethod(named: $0) })
    }

    @Test func aMethodIsClaimedOnlyWhileItsEventHasHandlers() throws {
        let controller = try makeController(seed: 93)
        let table = TableOnScreen()
        let collection = CollectionOnScreen()
        let tableAdapter = ListAdapter(view: table.listView, showing: controller)
        let collectionAdapter = ListAdapter(view: collection.listView, showing: controller)
        let tableForwarder = try #require(table.listView.forwarder)
        let collectionForwarder = try #require(collection.listView.forwarder)
        for adapter in [tableAdapter, collectionAdapter] {
            adapter.registry.on(.didSelect, forModel: Row.self) { _, _ in }
        }
        // The adapter always takes the end of a view's display: it forgets
        // the model that view was configured with then.
        func alwaysClaimed(_ name: String) -> Bool { name.contains("didEndDisplaying") }
        for name in TableViewForwarder.eventsByMethodName.keys {
            #expect(tableForwarder.methodClaims.claimsMethod(named: name)
                    == (name == "tableView(_:didSelectRowAt:)" || alwaysClaimed(name)), "\(name)")
        }
        for name in CollectionViewForwarder.eventsByMethodName.keys {
            #expect(collectionForwarder.methodClaims.claimsMethod(named: name)
                    == (name == "collectionView(_:didSelectItemAt:)" || alwaysClaimed(name)), "\(name)")
        }
        #expect(!tableForwarder.methodClaims.claimsMethod(named: "tableView(_:heightForRowAt:)"), "no heights: UIKit uses rowHeight")
        #expect(!tableForwarder.methodClaims.claimsMethod(named: "not a method"))

        tableAdapter.registry.on(.height, forModel: Row.self) { _, _ in 44 }
        #expect(tableForwarder.methodClaims.claimsMethod(named: "tableView(_:heightForRowAt:)"))
        // A move needs a move handler; canMove alone has nowhere to commit.
        tableAdapter.registry.on(.canMove, forModel: Row.self) { _, _ in true }
        #expect(!tableForwarder.methodClaims.claimsMethod(named: "tableView(_:canMoveRowAt:)"))
        tableAdapter.registry.on(.move, forModel: Row.self) { _, _, _ in }
        collectionAdapter.registry.on(.move, forModel: Row.self) { _, _, _ in }
        #expect(tableForwarder.methodClaims.claimsMethod(named: "tableView(_:canMoveRowAt:)"))
        #expect(tableForwarder.methodClaims.claimsMethod(named: "tableView(_:moveRowAt:to:)"))
        #expect(collectionForwarder.methodClaims.claimsMethod(named: "collectionView(_:canMoveItemAt:)"))
        #expect(collectionForwarder.methodClaims.claimsMethod(named: "collectionView(_:moveItemAt:to:)"))
        #expect(!collectionForwarder.methodClaims.claimsMethod(named: "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"))
        collectionAdapter.registry.on(.willDisplaySupplementaryView(ofKind: .footer), forModel: String.self) { _, _ in }
        #expect(collectionForwarder.methodClaims.claimsMethod(named: "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"))

        // Without a delegate the forwarder claims nothing, and is no longer the view's delegate.
        table.listView.cellDelegate = nil
        #expect(!tableForwarder.methodClaims.claimsMethod(named: "tableView(_:didSelectRowAt:)"))
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
        #expect(newForwarder.methodClaims.claimsMethod(named: "tableView(_:didSelectRowAt:)"))
    }

    #if !os(tvOS)  // no swipe actions or context menus there
    @Test func swipeActionsBecomeContextualActionsWhoseTapRunsTheTypedHandler() throws {
        let controller = try makeController(seed: 94)
        let table = TableOnScreen()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        adapter.registry.on(.trailingSwipeActions, forModel: Row.self) { [log] _, _ in
            [SwipeAction(title: "Delete", style: .destructive, identifier: "delete") { row, indexPath in
                log.record("delete", row, indexPath)
                return row.id.isMultiple(of: 2)
            }]
        }
        adapter.registry.on(.leadingSwipeActions, forModel: Row.self) { [log] _, _ in
            [SwipeAction(title: "Pin", identifier: "pin") { row, indexPath in
                log.record("pin", row, indexPath)
                return true
            }]
        }
        table.reloadData()
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

    #endif

    @Test func editingStylesConvertBothWaysAndReachTheirHandlers() throws {
        for style in EditingStyle.allCases {
            #expect(EditingStyle(UITableViewCell.EditingStyle(style)) == style)
        }
        #expect(UITableViewCell.EditingStyle(EditingStyle.none) == UITableViewCell.EditingStyle.none)
        #expect(UITableViewCell.EditingStyle(.delete) == .delete)
        #expect(UITableViewCell.EditingStyle(.insert) == .insert)

        let controller = try makeController(seed: 96)
        let table = TableOnScreen()
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let log = ForwardedEventLog()
        adapter.registry.register(RowTableCell.self)
        let styles: [EditingStyle] = [.none, .delete, .insert]
        adapter.registry.on(.editingStyle, forModel: Row.self) { row, _ in styles[row.id % 3] }
        adapter.registry.on(.commitEditingStyle, forModel: Row.self) { [log] style, row, indexPath in log.record("commit \(style)", row, indexPath) }
        table.reloadData()
        let tableView = table.tableView
        let forwarder = try #require(table.listView.forwarder)
        #expect(!forwarder.methodClaims.claimsMethod(named: "tableView(_:canEditRowAt:)"), "UIKit's default")
        #expect(forwarder.methodClaims.claimsMethod(named: "tableView(_:commit:forRowAt:)"))
        for indexPath in allIndexPaths(controller) {
            let row = row(controller, indexPath)
            #expect(forwarder.tableView(tableView, editingStyleForRowAt: indexPath) == UITableViewCell.EditingStyle(styles[row.id % 3]))
            forwarder.tableView(tableView, commit: .insert, forRowAt: indexPath)
            #expect(log.events.last == "commit insert \(row.id) \(indexPath.section).\(indexPath.item)")
        }
    }

    #if !os(tvOS)
    @Test func nothingTheForwardedActionsHoldKeepsTheAdapterOrViewsAlive() throws {
        let controller = try makeController(seed: 99)
        weak var weakAdapter: ListAdapter<Int?, Int?, Int, Row>?
        weak var weakForwarder: TableViewForwarder?
        weak var weakTableView: UITableView?
        var kept: (UISwipeActionsConfiguration?, UIContextMenuConfiguration?)
        try releasingAutoreleased {
            let table = TableOnScreen()
            let adapter = ListAdapter(view: table.listView, showing: controller)
            adapter.registry.register(RowTableCell.self)
            adapter.registry.on(.trailingSwipeActions, forModel: Row.self) { _, _ in
                [SwipeAction(title: "Delete", identifier: "delete") { _, _ in true }]
            }
            adapter.registry.on(.contextMenuConfiguration, forModel: Row.self) { _, _ in
                ContextMenuConfiguration(identifier: "menu", actions: [MenuAction(title: "Call", identifier: "call") { _, _ in }])
            }
            table.reloadData()
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
    #endif
}
#endif
