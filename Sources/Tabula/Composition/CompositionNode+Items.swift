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
        itemList.insert(contentsOf: stamped, at: index)
    }

    /// Removes the values at `indexes` (validated by the caller). O(*n*).
    func removeItems(at indexes: IndexSet) {
        for range in indexes.rangeView.reversed() {
            itemIDs.removeSubrange(range)
            itemList.removeSubrange(range)
        }
    }

    /// Replaces the value at `index`, keeping its token; a new stamp when
    /// `contentChanged`. O(1) (see ``CompositionItemList/replace(at:with:)``).
    func replaceItem(at index: Int, with value: any Sendable, contentChanged: Bool) {
        replaceItem(at: index, with: CompositionItem(value: value, stamp: contentChanged ? CompositionTokens.next() : items[index].stamp))
    }

    /// Replaces the item at `index` (validated by the caller), keeping its
    /// token. O(1) (see ``CompositionItemList/replace(at:with:)``).
    func replaceItem(at index: Int, with item: CompositionItem) {
        itemList.replace(at: index, with: item)
    }

    /// Replaces every item, without touching the tokens. O(1).
    func setItems(_ newItems: ContiguousArray<CompositionItem>) {
        itemList.set(newItems)
    }

    /// Moves the value at `source` to `destination` (both validated; the
    /// destination is an index after the removal), keeping token and stamp.
    func moveItem(from source: Int, to destination: Int) {
        let id = itemIDs.remove(at: source)
        itemIDs.insert(id, at: destination)
        itemList.insert(itemList.remove(at: source), at: destination)
    }

    /// Replaces every value; fresh tokens and stamps for all. O(*n*).
    func replaceAllItems(with values: some Collection<any Sendable>) {
        itemIDs = []
        setItems([])
        insertItems(values, at: 0)
    }
}
