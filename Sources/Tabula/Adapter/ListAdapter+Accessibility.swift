import Foundation

// Accessibility by identity. VoiceOver's cursor rests on a cell: UIKit keeps
// it while the cell stays (a move, rows shifting around it, a reconfigure)
// and loses it when the cell is replaced — a batch's delete or reload, and
// every cell at `reloadData()`, the fallback the adapter takes off screen,
// when not animated and above `reloadThreshold`. Like the selection, the
// adapter reads the focused item, by identifier, before each update it gives
// the view, and once the view has the update moves the focus back to that
// item, or, when it left, to its nearest survivor (after it, else before
// it, as anchoring finds one). One step keeps both: `keepingItemState`.
//
// After the update, `updateAnnouncement` may put what it did into words.

extension ListAdapter {
    // MARK: - Focus

    /// The identifier of the item whose cell holds VoiceOver's focus; `nil`
    /// when no item's cell holds it (an empty-state row is not an item), or
    /// the view does not tell.
    ///
    /// The adapter keeps the focus on this item across every update —
    /// moves, reloads, `reloadData()` fallbacks — and moves it to the
    /// nearest surviving item when the item leaves. See <doc:Accessibility>.
    ///
    /// - Complexity: O(1) view query and lookup.
    public var accessibilityFocusedItemID: ItemID? {
        guard !isShowingEmptyState, let path = view.accessibilityFocusedIndexPath else { return nil }
        return shown.itemIdentifier(at: path)
    }

    /// Moves VoiceOver's focus to the cell of the item with identifier `id`.
    ///
    /// - Parameter id: The item's identifier.
    /// - Returns: Whether the view shows the item (in a collapsed section it
    ///   does not); the focus moves only when VoiceOver runs.
    /// - Complexity: A lookup of `id`.
    @discardableResult
    public func moveAccessibilityFocus(toItemWithID id: ItemID) -> Bool {
        guard !isShowingEmptyState, let path = shown.indexPath(for: id) else { return false }
        view.moveAccessibilityFocus(toItemAt: path)
        return true
    }

    // MARK: - Keeping the selection and the focus across updates

    /// Runs `update`, which gives the view new data, and then selects again
    /// the items selected before it (``keepingSelection(_:)``) and moves the
    /// focus back to the item that held it (``keepingFocus(_:)``).
    func keepingItemState(_ update: () -> Void) {
        keepingLastFocus { keepingFocus { keepingSelection(update) } }
    }

    /// Runs `update`, which gives the view new data, and moves the focus of
    /// assistive technologies back to the item that held it before, or to its
    /// nearest survivor, when the update took it away.
    ///
    /// - Complexity: O(1) view queries with no focus; after an update that
    ///   deleted the focused item, O(1) lookups per deleted item passed over
    ///   looking for its survivor.
    func keepingFocus(_ update: () -> Void) {
        // Nested inside another update: the outermost restores, after all of them.
        guard !isKeepingFocus, !isShowingEmptyState, let path = view.accessibilityFocusedIndexPath,
              let id = shown.itemIdentifier(at: path)
        else {
            update()
            return
        }
        let before = shown
        isKeepingFocus = true
        update()
        isKeepingFocus = false
        guard !isShowingEmptyState else { return }
        // The view kept the focus on the item (a move, a reconfigure).
        if let now = view.accessibilityFocusedIndexPath, shown.itemIdentifier(at: now) == id { return }
        guard let target = shown.indexPath(for: id) ?? ScrollGeometry.survivor(of: path, from: before, to: shown)?.new
        else { return }
        view.moveAccessibilityFocus(toItemAt: target)
    }

    // MARK: - Announcing updates

    /// Posts what ``updateAnnouncement`` makes of the update from `before`
    /// to what the view shows now; nothing without a closure, while
    /// VoiceOver is not running, when nothing changed, or when the closure
    /// returns `nil`.
    ///
    /// - Complexity: O(1) without a closure or VoiceOver; the diff of
    ///   `before` and ``shown`` with both.
    func announceUpdate(from before: Content) {
        guard let updateAnnouncement, view.isVoiceOverRunning else { return }
        let old = sourceIsEmptyState(before) ? Content() : before
        let new = shownIsSourceEmptyState ? Content() : shown
        let changes = old.difference(to: new, sectionContentEqual: sectionContentEqual, itemContentEqual: itemContentEqual)
        // A section added or removed adds or removes its items.
        var insertedItems = changes.itemInserts.count, deletedItems = changes.itemDeletes.count
        for section in changes.sectionInserts { insertedItems += new.numberOfItems(inSection: section) ?? 0 }
        for section in changes.sectionDeletes { deletedItems += old.numberOfItems(inSection: section) ?? 0 }
        let summary = UpdateSummary(
            insertedItemCount: insertedItems, deletedItemCount: deletedItems,
            movedItemCount: changes.itemMoves.count, updatedItemCount: changes.itemUpdates.count,
            insertedSectionCount: changes.sectionInserts.count, deletedSectionCount: changes.sectionDeletes.count,
            itemCount: new.numberOfItems
        )
        guard !summary.isEmpty, let words = updateAnnouncement(summary), !words.isEmpty else { return }
        view.postAccessibilityAnnouncement(words)
    }
}
