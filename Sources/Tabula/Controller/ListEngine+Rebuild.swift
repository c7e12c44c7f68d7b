extension ListEngine {
    /// Loads `items` from scratch: new stamps in array order, sections built
    /// afresh. O(*n*) hashing plus O(*n* log *n*) sorting.
    @inlinable
    mutating func load(_ items: [Item]) throws(ListControllerError) {
        try Self.validateUnique(items)
        let included = resetEntries(items)
        rebuildSections(retaining: nil, keepsEmpty: false, includedInOrder: included)
    }

    /// Replaces every item by `items`: new stamps in array order (so insertion
    /// order follows the array), sections that stay keep their place among the
    /// others, and emptied sections stay when the configuration keeps them.
    @inlinable
    mutating func replace(with items: [Item]) throws(ListControllerError) {
        try Self.validateUnique(items)
        let old = sections
        let included = resetEntries(items)
        rebuildSections(retaining: old, keepsEmpty: configuration.keepsEmptySections, includedInOrder: included)
    }

    /// Applies a new configuration, recomputing keys, visibility and order.
    @inlinable
    mutating func reconfigure(to configuration: Configuration, sectionKeyChanged: Bool) {
        let old = sections
        self.configuration = configuration
        var ids: [Item.ID] = []
        ids.reserveCapacity(entries.count)
        for id in entries.keys { ids.append(id) }
        for id in ids {
            guard var entry = entries[id] else { continue }
            if sectionKeyChanged { entry.key = key(of: entry.item) }
            entry.isIncluded = isIncluded(entry.item)
            entries[id] = entry
        }
        rebuildSections(
            retaining: sectionKeyChanged ? nil : old,
            keepsEmpty: !sectionKeyChanged && configuration.keepsEmptySections
        )
    }

    /// Applies a new item order: each section is sorted again. O(*n* log *m*).
    @inlinable
    mutating func reorderItems(_ order: ListItemOrder<Item>) {
        configuration.itemOrder = order
        for s in sections.indices { sortItems(ofSection: s) }
        markAllChanged()
    }

    /// Applies a new section order. O(*s* log *s*).
    @inlinable
    mutating func reorderSections(_ order: ListSectionOrder<SectionKey>) {
        configuration.sectionOrder = order
        sortSections()
        reindexSections()
    }

    /// Included items in stamp order, as parallel arrays (no tuples in the hot loops).
    @usableFromInline
    struct IncludedItems {
        @usableFromInline
        var ids = ContiguousArray<Item.ID>()
        @usableFromInline
        var items = ContiguousArray<Item>()
        @usableFromInline
        var stamps = ContiguousArray<ListStamp>()
        @usableFromInline
        var keys = ContiguousArray<Key>()

        @inlinable
        init(capacity: Int) {
            ids.reserveCapacity(capacity)
            items.reserveCapacity(capacity)
            stamps.reserveCapacity(capacity)
            keys.reserveCapacity(capacity)
        }

        @inlinable
        mutating func append(_ id: Item.ID, _ entry: Entry) {
            ids.append(id)
            items.append(entry.item)
            stamps.append(entry.stamp)
            keys.append(entry.key)
        }
    }

    /// Replaces `entries` by `items`, stamped in array order.
    /// - Returns: The included items, in order.
    @inlinable
    mutating func resetEntries(_ items: [Item]) -> IncludedItems {
        entries = [:]
        entries.reserveCapacity(items.count)
        nextStamp = Self.stampGap
        var included = IncludedItems(capacity: items.count)
        for item in items {
            let entry = Entry(item: item, stamp: takeStamp(), key: key(of: item), isIncluded: isIncluded(item))
            entries[item.id] = entry
            if entry.isIncluded { included.append(item.id, entry) }
        }
        return included
    }

    /// Builds `sections` from `entries`.
    ///
    /// Sections appear in the order their first included item has in insertion
    /// order; those in `retaining` keep their rank (their place in order of
    /// appearance), and with `keepsEmpty` they stay even without items.
    ///
    /// - Parameter includedInOrder: The included items in stamp order, when the
    ///   caller has them; otherwise they are gathered and sorted.
    @inlinable
    mutating func rebuildSections(
        retaining old: ContiguousArray<Section>?, keepsEmpty: Bool,
        includedInOrder: IncludedItems? = nil
    ) {
        var included: IncludedItems
        if let includedInOrder {
            included = includedInOrder
        } else {
            var gathered: [(id: Item.ID, stamp: ListStamp)] = []
            gathered.reserveCapacity(entries.count)
            for (id, entry) in entries where entry.isIncluded { gathered.append((id, entry.stamp)) }
            gathered.sort { $0.stamp < $1.stamp }
            included = IncludedItems(capacity: gathered.count)
            for (id, _) in gathered {
                if let entry = entries[id] { included.append(id, entry) }
            }
        }

        var retainedRank: [Key: UInt64] = [:]
        for section in old ?? [] { retainedRank[section.key] = section.rank }
        var bucketOfKey: [Key: Int] = [:]
        var keys: [Key] = []
        var ranks: [UInt64] = []
        func bucket(for key: Key) -> Int {
            if let b = bucketOfKey[key] { return b }
            if let kept = retainedRank[key] {
                ranks.append(kept)
            } else {
                ranks.append(nextRank)
                nextRank += 1
            }
            bucketOfKey[key] = keys.count
            keys.append(key)
            return keys.count - 1
        }
        // Each included item's bucket, then a stable counting sort by bucket.
        let count = included.ids.count
        var bucketOfItem = [Int](repeating: 0, count: count)
        var counts: [Int] = []
        for i in 0..<count {
            let key = included.keys[i]
            let b = bucket(for: key)
            if b == counts.count { counts.append(0) }
            counts[b] += 1
            bucketOfItem[i] = b
            if key == nil && !configuration.isFlat { noteBucketArrival(included.ids[i]) }
        }
        if keepsEmpty, let old {
            for section in old { _ = bucket(for: section.key) }
        }
        if configuration.isFlat { _ = bucket(for: nil) }
        counts += [Int](repeating: 0, count: keys.count - counts.count)
        var starts = [Int](repeating: 0, count: keys.count + 1)
        for b in keys.indices { starts[b + 1] = starts[b] + counts[b] }
        var next = starts
        var grouped = [Int](repeating: 0, count: count)
        for i in 0..<count {
            grouped[next[bucketOfItem[i]]] = i
            next[bucketOfItem[i]] += 1
        }

        var built = ContiguousArray<Section>()
        built.reserveCapacity(keys.count)
        included.ids.withUnsafeBufferPointer { ids in
            included.items.withUnsafeBufferPointer { items in
                included.stamps.withUnsafeBufferPointer { stamps in
                    for b in keys.indices {
                        var order = Array(grouped[starts[b]..<starts[b + 1]])
                        sortByItemOrder(&order, item: { items[$0] }, stamp: { stamps[$0] })
                        built.append(Section(
                            key: keys[b], rank: ranks[b],
                            ids: Self.gather(order) { ids[$0] },
                            items: Self.gather(order) { items[$0] },
                            stamps: Self.gather(order) { stamps[$0] }
                        ))
                    }
                }
            }
        }
        sections = built
        sortSections()
        reindexSections()
        includedCount = count
        markAllChanged()
        for section in old ?? [] { touchedKeys?.insert(section.key) }
    }

    /// Sorts `order`, indexes of items, by the item order, ties by stamp.
    /// O(*m*) when already sorted, O(*m* log *m*) otherwise.
    @inlinable
    func sortByItemOrder(_ order: inout [Int], item: (Int) -> Item, stamp: (Int) -> ListStamp) {
        guard order.count > 1 else { return }
        let compare = itemCompare
        func less(_ i: Int, _ j: Int) -> Bool {
            if let compare {
                let result = compare(item(i), item(j))
                if result != 0 { return result < 0 }
            }
            return stamp(i) < stamp(j)
        }
        var sorted = true
        for k in order.indices.dropFirst() where !less(order[k - 1], order[k]) {
            sorted = false
            break
        }
        if !sorted { order.sort(by: less) }
    }

    /// The values `value(i)` for `i` in `order`, in a new array.
    @inlinable
    static func gather<T>(_ order: [Int], _ value: (Int) -> T) -> ContiguousArray<T> {
        ContiguousArray(unsafeUninitializedCapacity: order.count) { buffer, initialized in
            guard let base = buffer.baseAddress else {
                initialized = 0
                return
            }
            for (k, i) in order.enumerated() { (base + k).initialize(to: value(i)) }
            initialized = order.count
        }
    }

    /// Sorts the sections by the section order (ties by rank). O(*s* log *s*).
    @inlinable
    mutating func sortSections() {
        var sorted = sections
        sections = []
        sorted.sort { sectionPrecedes($0.key, $0.rank, $1.key, $1.rank) }
        sections = sorted
    }

    /// Sorts the items of section `s` by the item order (ties by stamp).
    /// O(*m*) when already sorted, O(*m* log *m*) otherwise.
    @inlinable
    mutating func sortItems(ofSection s: Int) {
        let section = sections[s]
        guard section.ids.count > 1 else { return }
        var order = Array(section.ids.indices)
        let unchanged: Bool = section.items.withUnsafeBufferPointer { items in
            section.stamps.withUnsafeBufferPointer { stamps in
                let before = order
                sortByItemOrder(&order, item: { items[$0] }, stamp: { stamps[$0] })
                return order == before
            }
        }
        if unchanged { return }
        sections[s].ids = section.ids.withUnsafeBufferPointer { ids in Self.gather(order) { ids[$0] } }
        sections[s].items = section.items.withUnsafeBufferPointer { items in Self.gather(order) { items[$0] } }
        sections[s].stamps = section.stamps.withUnsafeBufferPointer { stamps in Self.gather(order) { stamps[$0] } }
        noteChanged(section.key)
    }
}

extension ContiguousArray where Element == ListStamp {
    /// Whether the stamps are ascending.
    @inlinable
    func isSorted() -> Bool {
        for k in indices.dropFirst() where self[k] < self[k - 1] { return false }
        return true
    }
}
