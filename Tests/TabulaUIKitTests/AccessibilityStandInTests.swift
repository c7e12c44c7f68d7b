// Linux only: VoiceOver is played through the stand-in's `UIAccessibility`
// (what it says is focused, and what the app posts to it), which real UIKit
// does not let a test set.
#if os(Linux)
import UIKitStandIn
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit

/// VoiceOver on table and collection views: the focus stays on the same
/// item across batches and `reloadData()` fallbacks (UIKit loses it with the
/// cell), an update is announced, and a collection view's cells offer the
/// rows' swipe actions as custom actions.
@Suite("VoiceOver on table and collection views (stand-in)", .serialized)
@MainActor
struct AccessibilityStandInTests {
    typealias RowSnapshot = Snapshot<Int?, Int?, Int, Row>
    typealias Adapter = ListAdapter<Int?, Int?, Int, Row>

    static func snapshot(_ ids: [Int], text: [Int: Int] = [:]) -> RowSnapshot {
        RowSnapshot(sections: [
            RowSnapshot.Section(id: 0, model: 0, items: ids.map { Row(id: $0, group: 0, rank: 0, text: text[$0] ?? 0) }, itemID: \.id),
        ])
    }

    /// VoiceOver running, with no focus and nothing posted.
    static func startVoiceOver() {
        UIAccessibility.standInIsVoiceOverRunning = true
        UIAccessibility.standInFocusedElement = nil
        UIAccessibility.standInPostedNotifications = []
    }

    static func stopVoiceOver() {
        UIAccessibility.standInIsVoiceOverRunning = false
        UIAccessibility.standInFocusedElement = nil
        UIAccessibility.standInPostedNotifications = []
    }

    /// The cells named by layout-changed notifications since the last call;
    /// VoiceOver moves to the last, as it does.
    static func followLayoutChanges() -> [UIView] {
        let cells = UIAccessibility.standInPostedNotifications
            .filter { $0.notification == .layoutChanged }
            .compactMap { $0.argument as? UIView }
        UIAccessibility.standInPostedNotifications.removeAll { $0.notification == .layoutChanged }
        if let last = cells.last { UIAccessibility.standInFocusedElement = last }
        return cells
    }

    @Test func aTableViewKeepsVoiceOversFocusOnTheSameItem() throws {
        Self.startVoiceOver()
        defer { Self.stopVoiceOver() }
        let table = TableOnScreen()
        let tableView = table.tableView
        let registry = MappingRegistry()
        registry.register(RowTableCell.self)
        let adapter = Adapter(view: table.listView, registry: registry)
        adapter.apply(Self.snapshot([1, 2, 3, 4, 5]), animated: false)
        layOut(tableView)
        func cell(of id: Int) -> UITableViewCell? {
            adapter.shown.indexPath(for: id).flatMap { tableView.cellForRow(at: $0) }
        }

        // VoiceOver's cursor on a label inside the row of item 3.
        let label = UIView()
        try #require(cell(of: 3)).addSubview(label)
        UIAccessibility.standInFocusedElement = label
        #expect(adapter.accessibilityFocusedItemID == 3)

        // A batch that moves the row: the focus stays on 3 (the stand-in
        // gives the moved row a new cell, and the focus follows it).
        adapter.apply(Self.snapshot([5, 3, 1, 2, 4]))
        layOut(tableView)
        #expect(Self.followLayoutChanges().allSatisfy { $0 === cell(of: 3) })
        #expect(adapter.accessibilityFocusedItemID == 3)

        // Not animated: a reload replaces every cell; the focus goes back to 3.
        adapter.isAnimated = false
        adapter.apply(Self.snapshot([0, 5, 3, 1]))
        layOut(tableView)
        var moved = Self.followLayoutChanges()
        #expect(moved.count == 1)
        #expect(moved.last === cell(of: 3))
        #expect(adapter.accessibilityFocusedItemID == 3)

        // A reloaded row gets a new cell; the focus follows.
        adapter.isAnimated = true
        adapter.reloadsOnContentChange = { _ in true }
        adapter.apply(Self.snapshot([0, 5, 3, 1], text: [3: 1]))
        layOut(tableView)
        moved = Self.followLayoutChanges()
        #expect(moved.count == 1)
        #expect(moved.last === cell(of: 3))

        // The focused item goes: its nearest survivor after it gets the focus.
        adapter.apply(Self.snapshot([0, 5, 1]))
        layOut(tableView)
        moved = Self.followLayoutChanges()
        #expect(moved.last === cell(of: 1))
        #expect(adapter.accessibilityFocusedItemID == 1)

        // Off screen: a reload; the focus stays on 1.
        tableView.standInWindow = nil
        adapter.apply(Self.snapshot([7, 1, 0]))
        layOut(tableView)
        moved = Self.followLayoutChanges()
        #expect(moved.last === cell(of: 1))
        #expect(adapter.accessibilityFocusedItemID == 1)

        // Moving the focus by identifier.
        #expect(adapter.moveAccessibilityFocus(toItemWithID: 7))
        #expect(Self.followLayoutChanges().last === cell(of: 7))
        #expect(!adapter.moveAccessibilityFocus(toItemWithID: 99))
        #expect(Self.followLayoutChanges().isEmpty)

        // VoiceOver off: nothing read, nothing posted.
        UIAccessibility.standInIsVoiceOverRunning = false
        #expect(adapter.accessibilityFocusedItemID == nil)
        adapter.isAnimated = false
        adapter.apply(Self.snapshot([1, 0, 7]))
        #expect(Self.followLayoutChanges().isEmpty)
        table.expectUIKitAcceptedEverything()
    }

    @Test func aCollectionViewKeepsVoiceOversFocusAndAnnouncesUpdates() throws {
        Self.startVoiceOver()
        defer { Self.stopVoiceOver() }
        let collection = CollectionOnScreen()
        let collectionView = collection.collectionView
        let registry = MappingRegistry()
        registry.register(RowCollectionCell.self)
        let adapter = Adapter(view: collection.listView, registry: registry)
        adapter.updateAnnouncement = { summary in
            summary.insertedItemCount == 0 ? nil : "\(summary.insertedItemCount) new, \(summary.itemCount) in all"
        }
        adapter.apply(Self.snapshot([1, 2, 3]), animated: false)
        layOut(collectionView)
        func cell(of id: Int) -> UICollectionViewCell? {
            adapter.shown.indexPath(for: id).flatMap { collectionView.cellForItem(at: $0) }
        }
        #expect(UIAccessibility.standInPostedNotifications.map(\.notification) == [.announcement])
        #expect(UIAccessibility.standInPostedNotifications.last?.argument as? String == "3 new, 3 in all")

        UIAccessibility.standInFocusedElement = cell(of: 2)
        // A page arrives above, past the reload threshold: a reload.
        adapter.reloadThreshold = 1
        adapter.apply(Self.snapshot([-2, -1, 1, 2, 3]))
        layOut(collectionView)
        #expect(Self.followLayoutChanges().last === cell(of: 2))
        #expect(adapter.accessibilityFocusedItemID == 2)
        #expect(UIAccessibility.standInPostedNotifications.last?.argument as? String == "2 new, 5 in all")

        // Nothing inserted: the closure says nothing, nothing is posted.
        UIAccessibility.standInPostedNotifications = []
        adapter.apply(Self.snapshot([-2, 1, 2, 3]))
        #expect(UIAccessibility.standInPostedNotifications.filter { $0.notification == .announcement }.isEmpty)
        collection.expectUIKitAcceptedEverything()
    }

    /// What the swipe actions' handlers did.
    final class Log { var lines: [String] = [] }

    /// A collection cell for the empty-state row.
    final class MessageCell: UICollectionViewCell, MakeableView {}

    @Test func aCollectionViewsCellsOfferTheRowsSwipeActionsAsCustomActions() throws {
        let collection = CollectionOnScreen()
        let collectionView = collection.collectionView
        let registry = MappingRegistry()
        registry.register(RowCollectionCell.self)
        registry.register(MessageCell.self, for: String.self) { _, _, _ in }
        let log = Log()
        registry.on(.leadingSwipeActions, forModel: Row.self) { [log] _, _ in
            [SwipeAction(title: "Pin", identifier: "pin") { row, indexPath in
                log.lines.append("pin \(row.id) \(indexPath.item)")
                return true
            }]
        }
        registry.on(.trailingSwipeActions, forModel: Row.self) { [log] row, _ in
            row.id == 2 ? [] : [SwipeAction(title: "Delete", style: .destructive, identifier: "delete") { row, indexPath in
                log.lines.append("delete \(row.id) \(indexPath.item)")
                return false
            }]
        }
        let adapter = Adapter(view: collection.listView, registry: registry)
        adapter.emptyState = "Nothing here"
        adapter.apply(Self.snapshot([1, 2, 3]), animated: false)
        layOut(collectionView)
        func cell(of id: Int) throws -> UICollectionViewCell {
            try #require(adapter.shown.indexPath(for: id).flatMap { collectionView.cellForItem(at: $0) })
        }
        func perform(_ name: String, on cell: UICollectionViewCell) throws -> Bool {
            let action = try #require(cell.accessibilityCustomActions?.first { $0.name == name })
            let handler = try #require(action.actionHandler)
            return handler(action)
        }
        #expect(try cell(of: 1).accessibilityCustomActions?.map(\.name) == ["Pin", "Delete"])
        #expect(try cell(of: 2).accessibilityCustomActions?.map(\.name) == ["Pin"])
        #expect(try perform("Pin", on: cell(of: 3)))
        #expect(try !perform("Delete", on: cell(of: 1)), "the handler's answer")
        #expect(log.lines == ["pin 3 2", "delete 1 0"])

        // Moved, not reconfigured: the action acts on the row the cell shows now.
        adapter.apply(Self.snapshot([3, 1, 2]))
        layOut(collectionView)
        #expect(try perform("Delete", on: cell(of: 3)) == false)
        #expect(log.lines.last == "delete 3 0")

        // The empty-state row offers none.
        adapter.apply(Self.snapshot([]), animated: false)
        layOut(collectionView)
        let row = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(row is MessageCell)
        #expect(row.accessibilityCustomActions == nil)
        collection.expectUIKitAcceptedEverything()
    }
}
#endif
