/// The snapshot a ``ListController`` publishes: sections identified by their
/// key (`nil` for the "no section" bucket, and for the one section of a flat
/// list), whose model is that key, holding the items in order.
public typealias ListSnapshot<Item: Identifiable, SectionKey: Hashable> = Snapshot<SectionKey?, SectionKey?, Item.ID, Item>

/// The staged changeset a ``ListController`` delivers: batches over
/// ``ListSnapshot``s, each with the data to hold during it.
public typealias ListStagedChangeset<Item: Identifiable, SectionKey: Hashable> =
    StagedChangeset<SectionKey?, SectionKey?, Item.ID, Item>

extension Snapshot {
    /// Whether both snapshots share their section storage, so they are the
    /// same value; O(1). `false` says nothing: equal snapshots may be stored apart.
    @inlinable
    internal func sharesStorage(with other: Self) -> Bool {
        guard _itemCount == other._itemCount, _sections.count == other._sections.count else { return false }
        return _sections.withUnsafeBufferPointer { lhs in
            other._sections.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
        }
    }

    /// A copy with one item moved, as a view looks after the user dragged a row:
    /// removed at `source`, inserted at `destination` (an index in the
    /// destination section after the removal). The positions must be valid.
    /// O(*s* + the two sections' sizes).
    @inlinable
    internal func movingItem(from source: (section: Int, item: Int), to destination: (section: Int, item: Int)) -> Self {
        var sections = _sections
        let from = sections[source.section]
        var fromIDs = from.itemIDs, fromItems = from.items
        let id = fromIDs.remove(at: source.item), value = fromItems.remove(at: source.item)
        if source.section == destination.section {
            fromIDs.insert(id, at: destination.item)
            fromItems.insert(value, at: destination.item)
            sections[source.section] = Section(id: from.id, model: from.model, itemIDs: fromIDs, items: fromItems)
        } else {
            sections[source.section] = Section(id: from.id, model: from.model, itemIDs: fromIDs, items: fromItems)
            let to = sections[destination.section]
            var toIDs = to.itemIDs, toItems = to.items
            toIDs.insert(id, at: destination.item)
            toItems.insert(value, at: destination.item)
            sections[destination.section] = Section(id: to.id, model: to.model, itemIDs: toIDs, items: toItems)
        }
        return Self(sections: sections)
    }
}

extension Snapshot.Section {
    /// Whether both sections share their item storage, so they hold the same
    /// items; O(1). `false` says nothing: equal sections may be stored apart.
    @inlinable
    internal func sharesStorage(with other: Self) -> Bool {
        guard itemIDs.count == other.itemIDs.count else { return false }
        let ids = itemIDs.withUnsafeBufferPointer { lhs in
            other.itemIDs.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
        }
        return ids && items.withUnsafeBufferPointer { lhs in
            other.items.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
        }
    }
}
