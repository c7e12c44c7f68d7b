import Foundation

// Focus as tvOS and a keyboard move it (not VoiceOver's: see
// ListAdapter+Accessibility.swift): the adapter remembers which item had it
// by identifier, so that when focus comes back to the list — after a
// `reloadData()`, a page prepended, rows inserted above — it goes to the
// same item wherever it is now, or to the nearest one that stayed.

extension ListAdapter {
    /// The ``EventKind/canFocus`` handler's answer for the item shown at
    /// `indexPath`; `nil` (UIKit's default: focusable) without one, and for
    /// rows that are not data, whose cells may hold a button of their own.
    package func listView(_ listView: any CellHosting, canFocusItemAt indexPath: IndexPath) -> Bool? {
        if isShowingEmptyState { return nil }
        return ask(.canFocus, at: indexPath) { registry.canFocus(model: $0.model, registration: $0.registration, at: indexPath) }
    }

    /// Remembers the item focus moved to; focus leaving the list keeps the last one.
    package func listView(_ listView: any CellHosting, didMoveFocusTo indexPath: IndexPath?) {
        guard let indexPath, !isShowingEmptyState, let id = shown.itemIdentifier(at: indexPath) else { return }
        lastFocusedItemID = id
    }

    /// Where the item that had focus last is shown now; when it left the
    /// data, the nearest item after it that stayed, else before it, as
    /// anchoring finds one; `nil` when none is remembered or none is shown.
    /// - Complexity: O(1) lookups while the item is shown.
    package func indexPathForPreferredFocusedItem(in listView: any CellHosting) -> IndexPath? {
        guard let id = lastFocusedItemID, !isShowingEmptyState else { return nil }
        return shown.indexPath(for: id)
    }
}

extension ListAdapter {
    /// Runs `update`, which gives the view new data; when it takes away the
    /// item that had focus last, remembers its nearest survivor instead.
    ///
    /// - Complexity: O(1) with no item remembered; O(1) lookups per deleted
    ///   item passed over looking for the survivor.
    func keepingLastFocus(_ update: () -> Void) {
        guard let id = lastFocusedItemID, !isShowingEmptyState, let path = shown.indexPath(for: id) else {
            update()
            return
        }
        let before = shown
        update()
        guard !isShowingEmptyState, !shown.contains(id: id),
              let survivor = ScrollGeometry.survivor(of: path, from: before, to: shown) else { return }
        lastFocusedItemID = shown.itemIdentifier(at: survivor.new)
    }
}
