import Foundation

/// The item storage of a section node: tokens and stamped values, kept in
/// step with the section's own typed storage by the section's mutations.
extension CompositionNode {
    /// Inserts values at `index` (validated by the caller), each with a new
    /// token and stamp. O(*n*) in the section's size.
    func insertItems(_ values: some Collection<any Sendable>, at index: Int) {
        var ids = ContiguousArray<UInt64>()
        var stamped = ContiguousArray<CompositionItem>()
        ids.reserveCapacity(values.count)
        stamped.reserveCapacity(values.count)
        for value in values {
            ids.append(CompositionTokens.next())
            stamped.append(CompositionItem(value: value, stamp: CompositionTokens.next()))
        }
        itemIDs.insert(contentsOf: ids, at: index)
        items.insert(contentsOf: stamped, at: index)
    }

    /// Removes the values at `indexes` (validated by the caller). O(*n*).
    func removeItems(at indexes: IndexSet) {
        for range in indexes.rangeView.reversed() {
            itemIDs.removeSubrange(range)
            items.removeSubrange(range)
        }
    }

    /// Replaces the value at `index`, keeping its token; a new stamp when
    /// `contentChanged`. O(1).
    func replaceItem(at index: Int, with value: any Sendable, contentChanged: Bool) {
        items[index] = CompositionItem(value: value, stamp: contentChanged ? CompositionTokens.next() : items[index].stamp)
    }

    /// Moves the value at `source` to `destination` (both validated; the
    /// destination is an index after the removal), keeping token and stamp.
    func moveItem(from source: Int, to destination: Int) {
        let id = itemIDs.remove(at: source), item = items.remove(at: source)
        itemIDs.insert(id, at: destination)
        items.insert(item, at: destination)
    }

    /// Replaces every value; fresh tokens and stamps for all. O(*n*).
    func replaceAllItems(with values: some Collection<any Sendable>) {
        itemIDs = []
        items = []
        insertItems(values, at: 0)
    }
}
