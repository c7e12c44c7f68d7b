extension Snapshot where SectionModel == SectionID {
    /// Creates a snapshot by grouping a flat collection of items into sections by a key.
    ///
    /// Each distinct key becomes a section whose identifier and model are the key
    /// ("first letter of the last name"). An optional key type (`String?`) is a key
    /// like any other: `nil` items form a section of their own.
    ///
    /// ```swift
    /// let snapshot = Snapshot(grouping: contacts, by: \.initial, id: \.email,
    ///                         sectionsSortedBy: <, itemsSortedBy: { $0.lastName < $1.lastName })
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to group.
    ///   - sectionKey: Gives an item's section key; a key path works too.
    ///   - itemID: Gives an item's identifier.
    ///   - sectionsSortedBy: Orders the sections; `nil` keeps the order in which
    ///     keys first appear in `items`.
    ///   - itemsSortedBy: Orders the items inside each section; `nil` keeps their
    ///     order in `items`. Sorting is stable: equal items keep their order.
    /// - Complexity: O(*n*) hashing, plus O(*n* log *n*) when sorted.
    @inlinable
    public init<Items: Sequence<Item>>(
        grouping items: Items,
        by sectionKey: (Item) -> SectionID,
        id itemID: (Item) -> ItemID,
        sectionsSortedBy: ((SectionID, SectionID) -> Bool)? = nil,
        itemsSortedBy: ((Item, Item) -> Bool)? = nil
    ) {
        var slotOfKey: [SectionID: Int] = [:]
        var keys: [SectionID] = []
        var buckets: [ContiguousArray<Item>] = []
        for item in items {
            let key = sectionKey(item)
            if let slot = slotOfKey[key] {
                buckets[slot].append(item)
            } else {
                slotOfKey[key] = keys.count
                keys.append(key)
                buckets.append([item])
            }
        }
        var order = Array(keys.indices)
        if let areInIncreasingOrder = sectionsSortedBy {
            order.stableSort { areInIncreasingOrder(keys[$0], keys[$1]) }
        }
        var sections = ContiguousArray<Section>()
        sections.reserveCapacity(order.count)
        for slot in order {
            var bucket = buckets[slot]
            if let areInIncreasingOrder = itemsSortedBy {
                bucket.stableSort(by: areInIncreasingOrder)
            }
            var ids = ContiguousArray<ItemID>()
            ids.reserveCapacity(bucket.count)
            for item in bucket { ids.append(itemID(item)) }
            sections.append(Section(id: keys[slot], model: keys[slot], itemIDs: ids, items: bucket))
        }
        self.init(sections: sections)
    }
}

extension Snapshot where SectionModel == SectionID, Item: Identifiable, Item.ID == ItemID {
    /// Creates a snapshot by grouping `Identifiable` items into sections by a key.
    ///
    /// See ``init(grouping:by:id:sectionsSortedBy:itemsSortedBy:)``.
    @inlinable
    public init<Items: Sequence<Item>>(
        grouping items: Items,
        by sectionKey: (Item) -> SectionID,
        sectionsSortedBy: ((SectionID, SectionID) -> Bool)? = nil,
        itemsSortedBy: ((Item, Item) -> Bool)? = nil
    ) {
        self.init(
            grouping: items, by: sectionKey, id: { $0.id },
            sectionsSortedBy: sectionsSortedBy, itemsSortedBy: itemsSortedBy
        )
    }
}

extension Snapshot where SectionModel == SectionID, SectionID == Int {
    /// Creates a snapshot of one section, identified by `0`, holding `items` in order.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - itemID: Gives an item's identifier.
    @inlinable
    public init<Items: Sequence<Item>>(items: Items, id itemID: (Item) throws -> ItemID) rethrows {
        self.init(sections: [try Section(id: 0, model: 0, items: items, itemID: itemID)])
    }
}

extension Snapshot where SectionModel == SectionID, SectionID == Int, Item: Identifiable, Item.ID == ItemID {
    /// Creates a snapshot of one section, identified by `0`, holding `Identifiable` items in order.
    @inlinable
    public init<Items: Sequence<Item>>(items: Items) {
        self.init(items: items, id: { $0.id })
    }
}

extension MutableCollection where Self: RandomAccessCollection {
    /// Sorts stably: elements that compare equal keep their relative order.
    /// The standard library does not promise stability, so ties are broken by
    /// original position explicitly.
    @inlinable
    internal mutating func stableSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        var indexed = ContiguousArray(zip(0..., self))
        indexed.sort { lhs, rhs in
            if areInIncreasingOrder(lhs.1, rhs.1) { return true }
            if areInIncreasingOrder(rhs.1, lhs.1) { return false }
            return lhs.0 < rhs.0
        }
        for (position, element) in zip(indices, indexed) { self[position] = element.1 }
    }
}
