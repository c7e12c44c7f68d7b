import Foundation
import Tabula

// What a user does to a list, played as UIKit plays it to the delegate
// (``HeadlessListView/cellDelegate``), so a test drives an adapter's events
// and sees the batches they cause. A gesture on a row off screen scrolls it
// on screen first, as a user would. Every gesture lays the view out first
// (see `HeadlessListView+Layout.swift`; scrolling does it): a user touches
// cells on screen, which UIKit's layout made before any touch. Index paths
// that name no item do nothing and return `false` or `nil`: a user cannot
// touch a row that is not there.

/// The edge of a row a swipe reveals.
public enum SwipeEdge: Hashable, Sendable {
    /// The leading edge (swiping right in left-to-right languages).
    case leading
    /// The trailing edge (swiping left), where delete lives.
    case trailing
}

extension HeadlessListView {
    /// Whether more than one item can be selected at a time; `false` by default.
    public var allowsMultipleSelection: Bool {
        get { display.allowsMultipleSelection }
        set { display.allowsMultipleSelection = newValue }
    }

    /// The index paths of the selected items, in the order they were
    /// selected. A selected item keeps its selection when rows move around
    /// it or it is reconfigured, and loses it, without a `didDeselect`, when
    /// a batch deletes or reloads it and at ``reloadData()``, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath] {
        let sections = self.sections
        var positions: [AnyHashable: IndexPath] = [:]
        for (section, value) in sections.enumerated() {
            for (item, cell) in value.items.enumerated() where positions[cell.id] == nil {
                positions[cell.id] = IndexPath(item: item, section: section)
            }
        }
        return display.selected.compactMap { positions[$0] }
    }

    /// Taps the item at `indexPath`, as a user does: the delegate is asked
    /// whether it may be highlighted and told of the highlight and its end,
    /// then asked whether it may be selected; in single selection the item
    /// selected before is deselected; then the item is selected.
    /// - Parameter indexPath: The item tapped.
    /// - Returns: Whether the item was selected.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> Bool {
        guard let id = itemID(at: indexPath) else { return false }
        scrollToItem(at: indexPath)
        if cellDelegate?.listView(self, shouldHighlightItemAt: indexPath) ?? true {
            cellDelegate?.listView(self, didHighlightItemAt: indexPath)
            cellDelegate?.listView(self, didUnhighlightItemAt: indexPath)
        }
        guard cellDelegate?.listView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        // The delegate may have changed the list meanwhile; the tap is on what is there now.
        guard itemID(at: indexPath) == id else { return false }
        if !display.allowsMultipleSelection {
            for selected in indexPathsForSelectedItems where selected != indexPath {
                display.selected.removeAll { $0 == itemID(at: selected) }
                cellDelegate?.listView(self, didDeselectItemAt: selected)
            }
        }
        if display.allowsMultipleSelection, display.selected.contains(id) {
            display.selected.removeAll { $0 == id }
            cellDelegate?.listView(self, didDeselectItemAt: indexPath)
            return false
        }
        if !display.selected.contains(id) { display.selected.append(id) }
        cellDelegate?.listView(self, didSelectItemAt: indexPath)
        return true
    }

    /// Deselects the item at `indexPath` without telling the delegate, as
    /// UIKit's `deselectItem(at:animated:)` does.
    /// - Parameter indexPath: The item to deselect.
    public func deselectItem(at indexPath: IndexPath) {
        guard let id = itemID(at: indexPath) else { return }
        display.selected.removeAll { $0 == id }
    }

    /// Selects the item at `indexPath` without telling the delegate, as
    /// UIKit's `selectItem(at:animated:scrollPosition:)` does: in single
    /// selection, the item selected before is deselected. An index path that
    /// names no item does nothing.
    /// - Parameter indexPath: The item to select.
    public func selectItem(at indexPath: IndexPath) {
        guard let id = itemID(at: indexPath) else { return }
        if !display.allowsMultipleSelection { display.selected = [] }
        if !display.selected.contains(id) { display.selected.append(id) }
    }

    /// ``selectItem(at:)``, for a `ListAdapter`.
    /// - Parameters:
    ///   - indexPath: The item to select.
    ///   - animated: Not used: the headless view does not animate.
    package func selectItem(at indexPath: IndexPath, animated: Bool) {
        selectItem(at: indexPath)
    }

    /// ``deselectItem(at:)``, for a `ListAdapter`.
    /// - Parameters:
    ///   - indexPath: The item to deselect.
    ///   - animated: Not used: the headless view does not animate.
    package func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath)
    }

    /// ``indexPathsForSelectedItems``, for a `ListAdapter`: the headless
    /// view keeps a selection.
    package var selectedIndexPaths: [IndexPath]? { indexPathsForSelectedItems }

    /// Taps the accessory button of the item at `indexPath`.
    /// - Parameter indexPath: The item.
    /// - Returns: Whether there was an item there.
    @discardableResult
    public func tapAccessoryButton(at indexPath: IndexPath) -> Bool {
        guard itemID(at: indexPath) != nil else { return false }
        scrollToItem(at: indexPath)
        cellDelegate?.listView(self, accessoryButtonTappedForItemAt: indexPath)
        return true
    }

    /// The actions a swipe reveals on `edge` of the item at `indexPath`: the
    /// delegate's, or on the trailing edge, when it gives none, UIKit's
    /// default — a Delete action (identifier `"delete"`) that commits a
    /// delete, when the item can be edited and its editing style is delete.
    /// - Parameters:
    ///   - edge: Which edge.
    ///   - indexPath: The item.
    /// - Returns: The actions; empty when there are none or no item there.
    public func swipeActions(on edge: SwipeEdge, at indexPath: IndexPath) -> [SwipeAction<Void>] {
        guard itemID(at: indexPath) != nil else { return [] }
        scrollToItem(at: indexPath)
        switch edge {
        case .leading:
            return cellDelegate?.listView(self, leadingSwipeActionsForItemAt: indexPath) ?? []
        case .trailing:
            if let actions = cellDelegate?.listView(self, trailingSwipeActionsForItemAt: indexPath) { return actions }
            guard canEdit(at: indexPath),
                  (cellDelegate?.listView(self, editingStyleForItemAt: indexPath) ?? .delete) == .delete else { return [] }
            return [SwipeAction(title: "Delete", style: .destructive, identifier: "delete") { [weak self] _, indexPath in
                guard let self else { return false }
                self.cellDelegate?.listView(self, commit: .delete, forItemAt: indexPath)
                return true
            }]
        }
    }

    /// Swipes `edge` of the item at `indexPath` and taps the action named
    /// `identifier`.
    /// - Parameters:
    ///   - identifier: The action's identifier.
    ///   - edge: Which edge; trailing by default.
    ///   - indexPath: The item.
    /// - Returns: The action's answer (whether it completed); `false` when
    ///   there is no such action.
    @discardableResult
    public func performSwipeAction(_ identifier: String, on edge: SwipeEdge = .trailing, at indexPath: IndexPath) -> Bool {
        guard let action = swipeActions(on: edge, at: indexPath).first(where: { $0.identifier == identifier }) else { return false }
        return action.handler((), indexPath)
    }

    /// Commits a delete or insert on the item at `indexPath`, as the editing
    /// control of a table in editing mode does, when the item can be edited.
    /// - Parameters:
    ///   - style: Delete or insert.
    ///   - indexPath: The item.
    /// - Returns: Whether the delegate was told.
    @discardableResult
    public func commitEditing(_ style: EditingStyle, at indexPath: IndexPath) -> Bool {
        guard canEdit(at: indexPath), style != .none,
              (cellDelegate?.listView(self, editingStyleForItemAt: indexPath) ?? .delete) == style else { return false }
        // The editing control belongs to a cell on screen, which the layout made.
        layoutIfNeeded()
        cellDelegate?.listView(self, commit: style, forItemAt: indexPath)
        return true
    }

    /// The context menu of the item at `indexPath`, as a long press shows it.
    /// - Parameter indexPath: The item.
    /// - Returns: The delegate's menu; `nil` for none or no item there.
    public func contextMenu(at indexPath: IndexPath) -> ContextMenuConfiguration<Void>? {
        guard itemID(at: indexPath) != nil else { return nil }
        scrollToItem(at: indexPath)
        return cellDelegate?.listView(self, contextMenuConfigurationForItemAt: indexPath)
    }

    /// Drags the item at `source` to `proposed`, as a user reorders rows:
    /// the delegate is asked whether the item may move and where it lands,
    /// the view moves the row itself — no batch, as in UIKit — and the
    /// delegate is told of the move, which its data must follow.
    /// - Parameters:
    ///   - source: The item dragged.
    ///   - proposed: Where the user drops it.
    /// - Returns: Where the item landed; `nil` when it could not move.
    @discardableResult
    public func dragItem(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        scrollToItem(at: source)
        guard itemID(at: source) != nil, cellDelegate?.listView(self, canMoveItemAt: source) ?? false else { return nil }
        let destination = cellDelegate?.listView(self, targetIndexPathForMoveFromItemAt: source, toProposedIndexPath: proposed) ?? proposed
        var sections = self.sections
        guard Self.moving(&sections, from: source, to: destination) != nil else { return nil }
        shown = sections
        // The data source hears of the move before any cell is asked for, so
        // that rows coming on screen are made from the moved data; cells
        // follow their rows, so the dragged row keeps its cell.
        cellDelegate?.listView(self, moveItemAt: source, to: destination)
        phase = .applying
        refreshDisplay()
        phase = .idle
        return destination
    }

    // MARK: - Helpers

    func itemID(at indexPath: IndexPath) -> AnyHashable? {
        let sections = self.sections
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item].id
    }

    private func canEdit(at indexPath: IndexPath) -> Bool {
        guard itemID(at: indexPath) != nil else { return false }
        // UIKit's default: editable when the data source commits edits.
        return cellDelegate?.listView(self, canEditItemAt: indexPath)
            ?? (cellDelegate?.listView(self, handles: .commitEditingStyle) ?? false)
    }

    /// Moves a row within `sections`; `nil` when either index path is out of range.
    @discardableResult
    static func moving(_ sections: inout [Section], from source: IndexPath, to destination: IndexPath) -> Cell? {
        guard source.count == 2, destination.count == 2, sections.indices.contains(source.section),
              sections[source.section].items.indices.contains(source.item),
              sections.indices.contains(destination.section) else { return nil }
        let room = sections[destination.section].items.count - (source.section == destination.section ? 1 : 0)
        guard (0...room).contains(destination.item) else { return nil }
        let cell = sections[source.section].items.remove(at: source.item)
        sections[destination.section].items.insert(cell, at: destination.item)
        return cell
    }

    /// Forgets the selection of the items a batch deleted or reloaded (their
    /// cells are replaced, as UIKit replaces them), or of every item after a
    /// reload, as UIKit's `reloadData()` does.
    /// - Parameter replaced: The items whose cells the batch replaced; `nil`
    ///   after a reload.
    func dropSelectionOfReplacedItems(replaced: Set<AnyHashable>?) {
        guard !display.selected.isEmpty else { return }
        guard let replaced else {
            display.selected = []
            return
        }
        display.selected.removeAll { replaced.contains($0) }
    }
}
