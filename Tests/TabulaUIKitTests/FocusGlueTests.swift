// Linux only: UIKit makes focus update contexts itself.
#if os(Linux)
import UIKitStandIn
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit

/// Focus through the table and collection view glue: `canFocus` answers,
/// the item focus moved to is remembered, and focus comes back to it after
/// rows arrive above it.
@Suite("Focus reaches table and collection views")
@MainActor
struct FocusGlueTests {
    static let configuration = ListConfiguration<Row, Int>(sectionKey: { $0.group }, sectionOrder: .ascending, itemOrder: .insertion)

    @Test func aTableViewsFocusComesBackToTheSameRow() async throws {
        let controller = RowController(configuration: Self.configuration)
        try controller.fetch((0..<5).map { Row(id: $0, group: 0, rank: 0) })
        let table = TableOnScreen()
        let registry = MappingRegistry()
        registry.register(RowTableCell.self)
        registry.on(.canFocus, forModel: Row.self) { row, _ in row.id != 4 }
        let adapter = ListAdapter(view: table.listView, registry: registry, showing: controller)
        table.reloadData()
        let tableView = table.tableView
        let forwarder = try #require(tableView.delegate as? TableViewForwarder)
        #expect(forwarder.tableView(tableView, canFocusRowAt: IndexPath(item: 0, section: 0)))
        #expect(!forwarder.tableView(tableView, canFocusRowAt: IndexPath(item: 4, section: 0)))
        #expect(forwarder.indexPathForPreferredFocusedView(in: tableView) == nil)
        forwarder.tableView(tableView, didUpdateFocusIn: UITableViewFocusUpdateContext(previouslyFocusedIndexPath: nil,
                                                                                         nextFocusedIndexPath: IndexPath(item: 2, section: 0)),
                            with: UIFocusAnimationCoordinator())
        forwarder.tableView(tableView, didUpdateFocusIn: UITableViewFocusUpdateContext(previouslyFocusedIndexPath: IndexPath(item: 2, section: 0),
                                                                                         nextFocusedIndexPath: nil),
                            with: UIFocusAnimationCoordinator())
        // A page arrives above; the view reloads (off screen, say).
        adapter.isAnimated = false
        try controller.insert(contentsOf: [Row(id: 10, group: 0, rank: 0), Row(id: 11, group: 0, rank: 0)])
        try controller.commitUserMove(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))
        try controller.commitUserMove(from: IndexPath(item: 6, section: 0), to: IndexPath(item: 1, section: 0))
        try await OnScreenAdapterTests.settle(adapter)
        #expect(forwarder.indexPathForPreferredFocusedView(in: tableView) == controller.indexPath(for: 2))
        #expect(controller.indexPath(for: 2) == IndexPath(item: 4, section: 0))
        table.expectUIKitAcceptedEverything()
    }

    @Test func aCollectionViewsFocusComesBackToTheSameItem() async throws {
        let controller = RowController(configuration: Self.configuration)
        try controller.fetch((0..<5).map { Row(id: $0, group: 0, rank: 0) })
        let collection = CollectionOnScreen()
        let registry = MappingRegistry()
        registry.register(RowCollectionCell.self)
        let adapter = ListAdapter(view: collection.listView, registry: registry, showing: controller)
        collection.reloadData()
        let view = collection.collectionView
        let forwarder = try #require(view.delegate as? CollectionViewForwarder)
        #expect(forwarder.collectionView(view, canFocusItemAt: IndexPath(item: 4, section: 0)), "UIKit's default without a handler")
        forwarder.collectionView(view, didUpdateFocusIn: UICollectionViewFocusUpdateContext(previouslyFocusedIndexPath: nil,
                                                                                              nextFocusedIndexPath: IndexPath(item: 3, section: 0)),
                                 with: UIFocusAnimationCoordinator())
        _ = try controller.removeItem(withID: 3)
        try await OnScreenAdapterTests.settle(adapter)
        // Item 3 left: focus comes back to the one after it.
        #expect(forwarder.indexPathForPreferredFocusedView(in: view) == controller.indexPath(for: 4))
        collection.expectUIKitAcceptedEverything()
    }
}
#endif
