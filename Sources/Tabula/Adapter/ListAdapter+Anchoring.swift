import Foundation

// Anchoring in the adapter: before each batch (inside its updates closure,
// where the view still lays out the data before it) and before each
// `reloadData()`, the adapter reads the view's top visible item, finds it —
// or its nearest survivor, after it and then before it — in the data after
// the update, and asks the view to keep it where it is on screen
// (`CellHosting.keepItem(at:atScreenPosition:)`). The view does the
// arithmetic once the update is laid out.

extension ListAdapter {
    /// Asks the view to keep its top visible item in place across the update
    /// from `old` to `new`, as ``scrollAnchoring`` says; nothing when it is
    /// ``ScrollAnchoring/none``, when the view shows the adapter's own empty
    /// state (its rows are not `old`'s), or when a list scrolled to the top
    /// sticks to it.
    ///
    /// - Complexity: O(1) view queries, plus O(*d*) identifier lookups in
    ///   `new` when the anchor is deleted, as for `ScrollGeometry.anchoredOffset`.
    func anchorUpdate(from old: Content, to new: Content, showingEmptyState: Bool) {
        switch scrollAnchoring {
        case .none:
            return
        case .topVisibleItemUnlessAtTop where view.isScrolledToTop:
            return
        case .topVisibleItem, .topVisibleItemUnlessAtTop:
            break
        }
        guard !isShowingOwnEmptyState, !showingEmptyState,
            let top = view.topVisibleIndexPath,
            let (oldPath, newPath) = ScrollGeometry.survivor(of: top, from: old, to: new),
            let position = view.screenPosition(ofItemAt: oldPath)
        else { return }
        view.keepItem(at: newPath, atScreenPosition: position)
    }
}
