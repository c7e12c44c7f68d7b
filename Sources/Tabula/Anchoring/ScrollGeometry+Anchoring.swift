import Foundation

// The arithmetic of anchoring. Before an update, the top visible row of the
// old geometry is read by identity, with its distance from the top of the
// viewport. After it, that item's new top comes from the new geometry's
// prefix sums, and the content offset that puts it at the same distance is
// its new top minus that distance. An anchor that was deleted hands over to
// the nearest surviving item after it in the old order, or else before it,
// read at *its* old place on screen: whatever the user still sees stays put.

extension ScrollGeometry {
    /// The content offset after an update that keeps the top visible item
    /// where it was on screen.
    ///
    /// - Parameters:
    ///   - anchoring: What to keep in place. With ``ScrollAnchoring/none``,
    ///     or ``ScrollAnchoring/topVisibleItemUnlessAtTop`` and an offset of
    ///     0 or less before the update, the offset is `self`'s, unchanged.
    ///   - old: What `self` lays out: the list before the update.
    ///   - new: The list after the update.
    ///   - geometryAfter: The heights after the update, laying out `new`
    ///     (its content offset is not read): rows inserted, removed and
    ///     resized, above the viewport or not.
    /// - Returns: The content offset for `geometryAfter`; `self`'s when no
    ///   row is visible before the update or no visible row's item survives.
    ///   It is not clamped to the content: the item stays put even if that
    ///   shows space above the first row, which the view's own bounce or the
    ///   next scroll settles.
    /// - Complexity: O(log *s* + log *r*) to find the anchor and place it,
    ///   plus O(*d*) identifier lookups when the anchor was deleted, *d* being
    ///   the number of deleted items between it and its survivor (each O(1),
    ///   O(log *r*) in a live outline's section); no allocation. The first
    ///   lookup in `new` builds its identifier index, O(*n*), once per snapshot.
    package func anchoredOffset<SectionID, SectionModel, ItemID, Item>(
        _ anchoring: ScrollAnchoring,
        from old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        to new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        geometryAfter: ScrollGeometry
    ) -> Double {
        switch anchoring {
        case .none:
            return contentOffset
        case .topVisibleItemUnlessAtTop where contentOffset <= 0:
            return contentOffset
        case .topVisibleItem, .topVisibleItemUnlessAtTop:
            guard let anchor = ScrollAnchor(geometry: self, snapshot: old),
                let (oldPath, newPath) = Self.survivor(of: anchor.indexPath, from: old, to: new),
                let oldTop = top(ofItemAt: oldPath),
                let newTop = geometryAfter.top(ofItemAt: newPath)
            else { return contentOffset }
            // The survivor's distance from the top of the viewport before the update.
            let screenPosition = oldTop - contentOffset
            return newTop - screenPosition
        }
    }

    /// The item of `old` at `indexPath` if `new` still has it, or else the
    /// nearest item after it that `new` has, or else the nearest before it:
    /// its index path in `old` and in `new`.
    static func survivor<SectionID, SectionModel, ItemID, Item>(
        of indexPath: IndexPath,
        from old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        to new: Snapshot<SectionID, SectionModel, ItemID, Item>
    ) -> (old: IndexPath, new: IndexPath)? {
        let sections = old.sections
        guard sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].count).contains(indexPath.item)
        else { return nil }
        // Forward, from the anchor on.
        var section = indexPath.section
        var item = indexPath.item
        while section < sections.count {
            let storage = sections[section].storage
            while item < storage.count {
                if let id = storage.id(at: item), let found = new.indexPath(for: id) {
                    return (IndexPath(item: item, section: section), found)
                }
                item += 1
            }
            section += 1
            item = 0
        }
        // Backward, from the item before the anchor.
        section = indexPath.section
        item = indexPath.item - 1
        while section >= 0 {
            let storage = sections[section].storage
            while item >= 0 {
                if let id = storage.id(at: item), let found = new.indexPath(for: id) {
                    return (IndexPath(item: item, section: section), found)
                }
                item -= 1
            }
            section -= 1
            if section >= 0 { item = sections[section].count - 1 }
        }
        return nil
    }
}
