import Foundation

// Selection by identity. The view keeps the selection of the items it shows,
// by index path, and UIKit drops it for an item a batch deletes or reloads
// and for every item at `reloadData()`. The adapter reads the selection, by
// identifier, before each update it gives the view (a batch, a reload, the
// remaking of placeholder cells) and selects the same items again once the
// view has the update: an item keeps its selection across moves, reloads,
// fallback reloads and the collapsing of its section (the adapter remembers
// the selected items the view does not show, in `hiddenSelection`). An item
// that leaves the data leaves the selection. Updates nested inside another
// (the next one, started from a batch's completion, which AppKit runs before
// `performBatchUpdates` returns) restore the selection read by the outermost.

extension ListAdapter {
    // MARK: - Reading the selection

    /// The identifiers of the selected items: those the view shows selected,
    /// and those selected in sections the adapter collapses, which are
    /// selected again when their section expands.
    ///
    /// The selection is kept by identifier across every update — moves,
    /// reloads, `reloadData()` fallbacks, collapsing — and an item that
    /// leaves the data leaves it, without a ``ListEvent/didDeselect`` event,
    /// as in UIKit. Empty when the view keeps no selection.
    ///
    /// - Complexity: O(*s*) lookups for *s* selected items.
    public var selectedItemIDs: Set<ItemID> {
        if let pendingSelection { return pendingSelection }
        guard let paths = view.selectedIndexPaths else { return [] }
        var ids = Set<ItemID>()
        if !isShowingEmptyState {
            // While an update waits, the view may still show items it deletes.
            for path in paths { if let id = shown.itemIdentifier(at: path), dataContains(id) { ids.insert(id) } }
        }
        // A tap in single selection replaces a selection the view does not show.
        if !view.allowsMultipleSelection, !ids.isEmpty { return ids }
        // An update that changed nothing on screen (the items of a collapsed
        // section went) gave the view nothing to restore.
        return ids.union(hiddenSelection.lazy.filter(dataContains))
    }

    /// Whether the item with identifier `id` is selected.
    ///
    /// - Parameter id: The item's identifier.
    /// - Complexity: As ``selectedItemIDs``.
    public func isItemSelected(withID id: ItemID) -> Bool {
        selectedItemIDs.contains(id)
    }

    // MARK: - Changing the selection

    /// Selects the item with identifier `id`, without telling the delegate
    /// (no ``ListEvent/didSelect`` event), as UIKit's `selectItem(at:animated:scrollPosition:)`
    /// does. In single selection the item selected before is deselected. An
    /// item in a collapsed section is selected when it shows.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - animated: Whether the view animates the change.
    /// - Returns: Whether the item is selected: `false` when the data holds
    ///   no such item, or the view keeps no selection.
    /// - Complexity: O(*s*) for *s* selected items, plus a lookup of `id`.
    @discardableResult
    public func selectItem(withID id: ItemID, animated: Bool = false) -> Bool {
        guard view.selectedIndexPaths != nil, dataContains(id) else { return false }
        var ids = view.allowsMultipleSelection ? selectedItemIDs : []
        ids.insert(id)
        setSelection(ids, animated: animated)
        return true
    }

    /// Deselects the item with identifier `id`, without telling the delegate
    /// (no ``ListEvent/didDeselect`` event), as UIKit's `deselectItem(at:animated:)`
    /// does; nothing when it is not selected.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - animated: Whether the view animates the change.
    /// - Complexity: O(*s*) for *s* selected items.
    public func deselectItem(withID id: ItemID, animated: Bool = false) {
        var ids = selectedItemIDs
        guard ids.remove(id) != nil else { return }
        setSelection(ids, animated: animated)
    }

    /// Selects every item of the data, those of collapsed sections included,
    /// without telling the delegate; rows that are not data (a paging
    /// source's loading or error row) are left out.
    ///
    /// - Returns: Whether the items are selected: `false` when the view
    ///   allows no multiple selection, or keeps no selection.
    /// - Complexity: O(*n*) for *n* items.
    @discardableResult
    public func selectAllItems() -> Bool {
        guard view.selectedIndexPaths != nil, view.allowsMultipleSelection else { return false }
        var ids = Set<ItemID>()
        if !sourceIsEmptyState(latestData) {
            for section in latestData.sections { ids.formUnion(section.itemIDs) }
        }
        if ItemID.self is any DataRowIdentifier.Type { ids = ids.filter(namesData) }
        setSelection(ids, animated: false)
        return true
    }

    /// Deselects every item, without telling the delegate.
    ///
    /// - Complexity: O(*s*) for *s* selected items.
    public func deselectAllItems() {
        guard !selectedItemIDs.isEmpty else { return }
        setSelection([], animated: false)
    }

    // MARK: - Keeping the selection across updates

    /// Runs `update`, which gives the view new data, and selects again the
    /// items selected before it that the new data holds.
    ///
    /// - Complexity: O(*s*) to read the selection of *s* items before, and
    ///   O(*s*) lookups to restore it after; O(1) with nothing selected.
    func keepingSelection(_ update: () -> Void) {
        // Nested inside another (the next update, started from a batch's
        // completion that AppKit runs before `performBatchUpdates`
        // returns): the outermost restores, after all of them.
        guard pendingSelection == nil else {
            update()
            return
        }
        let selection = selectedItemIDs
        guard !selection.isEmpty else {
            update()
            return
        }
        pendingSelection = selection
        update()
        let kept = pendingSelection ?? selection
        pendingSelection = nil
        showSelection(kept, animated: false)
    }

    /// Makes `ids` the selection: at once, or, inside an update, once the
    /// update is given to the view.
    func setSelection(_ ids: Set<ItemID>, animated: Bool) {
        if pendingSelection != nil {
            pendingSelection = ids
        } else {
            showSelection(ids, animated: animated)
        }
    }

    /// Makes the view select exactly the items of `ids` it shows, remembers
    /// those it does not show that the data holds, and forgets the others.
    ///
    /// - Complexity: O(*s* + *v*) lookups, for *s* identifiers and *v*
    ///   index paths the view has selected.
    func showSelection(_ ids: Set<ItemID>, animated: Bool) {
        guard let selectedNow = view.selectedIndexPaths else {
            hiddenSelection = []
            return
        }
        var hidden = Set<ItemID>()
        var wanted = Set<IndexPath>()
        // A row selected now keeps its selection when its item is wanted:
        // of several rows with one identifier, the one the user chose.
        var placed = Set<ItemID>()
        if !isShowingEmptyState {
            for path in selectedNow {
                if let id = shown.itemIdentifier(at: path), ids.contains(id) {
                    wanted.insert(path)
                    placed.insert(id)
                }
            }
        }
        for id in ids where !placed.contains(id) {
            if !isShowingEmptyState, let path = shown.indexPath(for: id) {
                wanted.insert(path)
            } else if dataContains(id) {
                hidden.insert(id)
            }
        }
        hiddenSelection = hidden
        let current = Set(selectedNow)
        for path in selectedNow where !wanted.contains(path) {
            view.deselectItem(at: path, animated: animated)
        }
        for path in wanted.sorted() where !current.contains(path) {
            view.selectItem(at: path, animated: animated)
        }
    }

    /// Whether the latest data holds an item with identifier `id` (a
    /// source's empty state holds none).
    func dataContains(_ id: ItemID) -> Bool {
        namesData(id) && !sourceIsEmptyState(latestData) && latestData.contains(id: id)
    }
}
