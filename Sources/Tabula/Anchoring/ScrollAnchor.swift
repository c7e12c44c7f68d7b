import Foundation

/// The item a list keeps in place across an update, read before the update.
package struct ScrollAnchor<ItemID: Hashable> {
    /// The identifier of the top visible item.
    package var itemID: ItemID
    /// Where that item was before the update.
    package var indexPath: IndexPath
    /// The distance from the top of the viewport to the top of the item
    /// (negative when the item is partly scrolled out).
    package var screenPosition: Double

    /// Creates an anchor.
    package init(itemID: ItemID, indexPath: IndexPath, screenPosition: Double) {
        self.itemID = itemID
        self.indexPath = indexPath
        self.screenPosition = screenPosition
    }

    /// The top visible item of `geometry`, identified in `snapshot`, which is
    /// what the geometry lays out; `nil` when no row is visible or the
    /// snapshot has no item there.
    /// - Complexity: O(log *s* + log *r*), plus the snapshot's O(1) identifier lookup.
    package init?<SectionID, SectionModel, Item>(
        geometry: ScrollGeometry,
        snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>
    ) {
        guard let indexPath = geometry.topVisibleItem(),
            let top = geometry.top(ofItemAt: indexPath),
            let id = snapshot.itemIdentifier(at: indexPath)
        else { return nil }
        self.init(itemID: id, indexPath: indexPath, screenPosition: top - geometry.contentOffset)
    }
}

extension ScrollAnchor: Sendable where ItemID: Sendable {}
extension ScrollAnchor: Equatable {}
