import Foundation

extension Snapshot {
    /// Whether a list showing this snapshot has nothing to show: no items,
    /// and none folded away in a collapsed section (`foldedItems`), whose
    /// header shows. The one rule for when an empty state shows, for an
    /// ``EmptyStateSource`` and a ``ListAdapter`` alike. O(1).
    func hasNothingToShow(foldedItems: Bool) -> Bool {
        numberOfItems == 0 && !foldedItems
    }
}
