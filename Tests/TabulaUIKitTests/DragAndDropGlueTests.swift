// Linux only: UIKit's drag and drop sessions and coordinators cannot be made
// outside a real drag, so the stand-in's are faked here.
#if os(Linux)
import UIKitStandIn
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit

/// Drag and drop through the table and collection view glue: the forwarder
/// is the drag and drop delegate while handlers exist, a row lifted travels
/// as its `DragItem`, a drop is proposed and performed as UIKit asks, and
/// each dropped row is animated to the row the view shows it in.
@Suite("Drag and drop reaches table and collection views")
@MainActor
struct DragAndDropGlueTests {
    /// Rows in the order they are put, so that a drop sticks; sections by group.
    static let configuration = ListConfiguration<Row, Int>(sectionKey: { $0.group }, sectionOrder: .ascending, itemOrder: .insertion)

    final class DragSession: NSObject, UIDragSession {
        var items: [UIDragItem] = []
    }

    final class DropSession: NSObject, UIDropSession {
        let items: [UIDragItem]
        let localDragSession: (any UIDragSession)?
        init(_ items: [UIDragItem], local: Bool = true) {
            self.items = items
            localDragSession = local ? DragSession() : nil
        }
    }

    final class Animating: NSObject, UIDragAnimating {}

    final class TableDropItem: NSObject, UITableViewDropItem {
        let dragItem: UIDragItem
        let sourceIndexPath: IndexPath? = nil
        init(_ dragItem: UIDragItem) { self.dragItem = dragItem }
    }

    final class TableCoordinator: NSObject, UITableViewDropCoordinator {
        let items: [any UITableViewDropItem]
        let destinationIndexPath: IndexPath?
        let session: any UIDropSession
        var drops: [IndexPath] = []
        init(_ dragItems: [UIDragItem], at destination: IndexPath?) {
            items = dragItems.map(TableDropItem.init)
            destinationIndexPath = destination
            session = DropSession(dragItems)
        }
        func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
            drops.append(indexPath)
            return Animating()
        }
    }

    final class CollectionDropItem: NSObject, UICollectionViewDropItem {
        let dragItem: UIDragItem
        let sourceIndexPath: IndexPath? = nil
        init(_ dragItem: UIDragItem) { self.dragItem = dragItem }
    }

    final class CollectionCoordinator: NSObject, UICollectionViewDropCoordinator {
        let items: [any UICollectionViewDropItem]
        let destinationIndexPath: IndexPath?
        let session: any UIDropSession
        var drops: [IndexPath] = []
        init(_ dragItems: [UIDragItem], at destination: IndexPath?) {
            items = dragItems.map(CollectionDropItem.init)
            destinationIndexPath = destination
            session = DropSession(dragItems)
        }
        func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
            drops.append(indexPath)
            return Animating()
        }
    }

    /// A controller of rows `ids`, in two groups.
    static func makeController(_ ids: Range<Int>) throws -> RowController {
        let controller = RowController(configuration: configuration)
        try controller.fetch(ids.map { Row(id: $0, group: $0 % 2, rank: 0) })
        return controller
    }

    /// Handlers that let every row be dragged, commit moves to `controller`
    /// and take rows dropped from `other` into it.
    static func registerDragAndDrop(_ registry: MappingRegistry, controller: RowController, other: RowController) {
        registry.on(.canDrag, forModel: Row.self) { _, _ in true }
        registry.on(.move, forModel: Row.self) { [weak controller] _, source, destination in
            try? controller?.commitUserMove(from: source, to: destination)
        }
        registry.on(.drop, forModel: Row.self) { [weak controller, weak other] rows in
            guard let controller else { return }
            for (row, indexPath) in rows {
                _ = try? other?.controller(removing: row.id)
                var moved = row
                moved.group = controller.snapshot.sectionIdentifier(at: indexPath.section).flatMap { $0 } ?? 0
                try? controller.insert(moved)
                if let at = controller.indexPath(for: row.id), at != indexPath { try? controller.commitUserMove(from: at, to: indexPath) }
            }
        }
    }

    /// The identifiers the controller holds, per section.
    static func ids(_ controller: RowController) -> [[Int]] {
        controller.snapshot.sections.map { Array($0.itemIDs) }
    }

    @Test func tableViewsMoveRowsAndTakeRowsFromAnotherTable() async throws {
        let first = try Self.makeController(0..<6), second = try Self.makeController(100..<104)
        let tables = [TableOnScreen(), TableOnScreen()]
        var adapters: [ListAdapterOf<RowController>] = []
        for (table, (controller, other)) in zip(tables, [(first, second), (second, first)]) {
            let registry = MappingRegistry()
            registry.register(RowTableCell.self)
            let adapter = ListAdapter(view: table.listView, registry: registry, showing: controller)
            #expect(table.tableView.dragDelegate == nil, "no drag and drop without handlers")
            Self.registerDragAndDrop(registry, controller: controller, other: other)
            #expect(table.tableView.dragDelegate != nil && table.tableView.dropDelegate != nil)
            table.reloadData()
            adapters.append(adapter)
        }
        let table = tables[0].tableView
        let forwarder = try #require(table.dropDelegate as? TableViewForwarder)

        // Within the table: the row moves in a batch, then is animated to its place.
        let lifted = try #require(table.dragDelegate).tableView(table, itemsForBeginning: DragSession(), at: IndexPath(item: 0, section: 0))
        #expect(lifted.map { ($0.localObject as? DragItem)?.itemID } == [AnyHashable(0)])
        let proposal = forwarder.tableView(table, dropSessionDidUpdate: DropSession(lifted), withDestinationIndexPath: IndexPath(item: 2, section: 0))
        #expect(proposal.operation == .move && proposal.intent == .insertAtDestinationIndexPath)
        let local = TableCoordinator(lifted, at: IndexPath(item: 2, section: 0))
        forwarder.tableView(table, performDropWith: local)
        #expect(local.drops == [IndexPath(item: 2, section: 0)])
        try await OnScreenAdapterTests.settle(adapters[0])
        #expect(Self.ids(first) == [[2, 4, 0], [1, 3, 5]])

        // From the other table: out of it, into this one where dropped.
        let other = tables[1].tableView
        let dragged = try #require(other.dragDelegate).tableView(other, itemsForBeginning: DragSession(), at: IndexPath(item: 1, section: 1))
        let session = DragSession()
        session.items = dragged
        let otherForwarder = try #require(other.dragDelegate as? TableViewForwarder)
        #expect(otherForwarder.tableView(other, itemsForAddingTo: session, at: IndexPath(item: 1, section: 1), point: .zero).isEmpty,
                "a row dragged already is not added again")
        let added = otherForwarder.tableView(other, itemsForAddingTo: session, at: IndexPath(item: 0, section: 0), point: .zero)
        #expect(added.count == 1)
        let across = TableCoordinator(dragged + added, at: IndexPath(item: 1, section: 1))
        #expect(forwarder.tableView(table, canHandle: across.session))
        forwarder.tableView(table, performDropWith: across)
        try await OnScreenAdapterTests.settle(adapters[0])
        try await OnScreenAdapterTests.settle(adapters[1])
        #expect(Self.ids(first) == [[2, 4, 0], [1, 103, 100, 3, 5]])
        #expect(Self.ids(second) == [[102], [101]])
        #expect(across.drops == [IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])
        for (indexPath, id) in zip(across.drops, [103, 100]) {
            #expect((table.cellForRow(at: indexPath) as? RowTableCell)?.text == "\(id):0")
        }

        // Anything else (another app's data) is left alone.
        let foreign = UIDragItem(itemProvider: NSItemProvider())
        #expect(!forwarder.tableView(table, canHandle: DropSession([foreign])))
        #expect(forwarder.tableView(table, dropSessionDidUpdate: DropSession([foreign]), withDestinationIndexPath: nil).operation == .forbidden)
        let refused = TableCoordinator([foreign], at: nil)
        forwarder.tableView(table, performDropWith: refused)
        #expect(refused.drops.isEmpty)
        tables.forEach { $0.expectUIKitAcceptedEverything() }
    }

    @Test func collectionViewsMoveItemsAndTakeItemsFromAnotherCollection() async throws {
        let first = try Self.makeController(0..<6), second = try Self.makeController(100..<104)
        let collections = [CollectionOnScreen(), CollectionOnScreen()]
        var adapters: [ListAdapterOf<RowController>] = []
        for (collection, (controller, other)) in zip(collections, [(first, second), (second, first)]) {
            let registry = MappingRegistry()
            registry.register(RowCollectionCell.self)
            let adapter = ListAdapter(view: collection.listView, registry: registry, showing: controller)
            #expect(collection.collectionView.dragDelegate == nil, "no drag and drop without handlers")
            Self.registerDragAndDrop(registry, controller: controller, other: other)
            #expect(collection.collectionView.dragDelegate != nil && collection.collectionView.dropDelegate != nil)
            collection.reloadData()
            adapters.append(adapter)
        }
        let view = collections[0].collectionView
        let forwarder = try #require(view.dropDelegate as? CollectionViewForwarder)
        let lifted = try #require(view.dragDelegate).collectionView(view, itemsForBeginning: DragSession(), at: IndexPath(item: 2, section: 1))
        let local = CollectionCoordinator(lifted, at: IndexPath(item: 0, section: 1))
        forwarder.collectionView(view, performDropWith: local)
        #expect(local.drops == [IndexPath(item: 0, section: 1)])
        try await OnScreenAdapterTests.settle(adapters[0])
        #expect(Self.ids(first) == [[0, 2, 4], [5, 1, 3]])

        let other = collections[1].collectionView
        let dragged = try #require(other.dragDelegate).collectionView(other, itemsForBeginning: DragSession(), at: IndexPath(item: 0, section: 0))
        let across = CollectionCoordinator(dragged, at: nil)
        forwarder.collectionView(view, performDropWith: across)
        try await OnScreenAdapterTests.settle(adapters[0])
        try await OnScreenAdapterTests.settle(adapters[1])
        #expect(Self.ids(first) == [[0, 2, 4], [5, 1, 3, 100]])
        #expect(Self.ids(second) == [[102], [101, 103]])
        #expect(across.drops == [IndexPath(item: 3, section: 1)])
        collections.forEach { $0.expectUIKitAcceptedEverything() }
    }
}

extension RowController {
    /// Removes the row `id` if it is here.
    fileprivate func controller(removing id: Int) throws -> Row? {
        contains(id: id) ? try removeItem(withID: id) : nil
    }
}
#endif
