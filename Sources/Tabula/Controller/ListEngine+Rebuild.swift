extension ListEngine {
    /// Loads `items` from scratch: new stamps in array order, sections built
    /// afresh. O(*n*) hashing plus O(*n* log *n*) sorting (O(*n*) when the
    /// items come in order).
    @inlinable
    mutating func load(_ items: [Item]) throws(ListControllerError) {
        let included = try resetEntries(items)
        rebuildSections(retaining: nil, keepsEmpty: false, includedInOrder: included)
    }

    /// Replaces every item by `items`: new stamps in array order (so insertion
    /// order follows the array), sections that stay keep their place among the
    /// others, and emptied sections stay when the configuration keeps them.
    ///
    /// A section whose items do not come in order in `items` starts its sort
    /// from the order the list showed (see ``rebuildSections(retaining:keepsEmpty:includedInOrder:startingFromRetained:)``):
    /// a result that differs from the one shown in a few items costs O(*n*)
    /// comparisons and hashing, not O(*n* log *n*).
    @inlinable
    mutating func replace(with items: [Item]) throws(ListControllerError) {
        let old = sections
        let included = try resetEntries(items)
        rebuildSections(
            retaining: old, keepsEmpty: configuration.keepsEmptySections, includedInOrder: included,
            startingFromRetained: true
        )
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

    /// Replaces `entries` by `items`, stamped in array order, checking that
    /// their identifiers are unique as it hashes them (once, not twice).
    ///
    /// - Returns: The included items, in order.
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``, leaving the
    ///   engine as it was.
    /// - Complexity: O(*n*) hashing.
    @inlinable
    mutating func resetEntries(_ items: [Item]) throws(ListControllerError) -> IncludedItems {
        var fresh: [Item.ID: Entry] = [:]
        fresh.reserveCapacity(items.count)
        // The stamps `takeStamp()` would give after setting `nextStamp` to
        // `stampGap`, taken on copies so that a duplicate changes nothing.
        var position = Self.stampGap, sequence = nextSequence
        var included = IncludedItems(capacity: items.count)
        for item in items {
            let entry = Entry(
                item: item, stamp: ListStamp(position: position, sequence: sequence), key: key(of: item),
                isIncluded: isIncluded(item)
            )
            position += Self.stampGap
            sequence &+= 1
            guard fresh.updateValue(entry, forKey: item.id) == nil else {
                throw .duplicateIdentifier(ListControllerError.name(item.id))
            }
            if entry.isIncluded { included.append(item.id, entry) }
        }
        // `position` stays far below `UInt64.max / 2` (where `takeStamp()`
        // renumbers) for any array that fits in memory: 2^24 per item.
        entries = fresh
        nextStamp = position
        nextSequence = sequence
        return included
    }

    /// Builds `sections` from `entries`.
    ///
    /// Sections appear in the order their first included item has in insertion
    /// order; those in `retaining` keep their rank (their place in order of
    /// appearance), and with `keepsEmpty` they stay even without items.
    ///
    /// Items are sorted by the item order, ties by stamp: a total order, so
    /// the result does not depend on the order the sort starts from. A
    /// section whose items are in order already costs one comparison per
    /// item. With `startingFromRetained`, a section that is not starts from
    /// the order of the retained section with its key (its items that are
    /// still there, in the order shown, then the others in stamp order), and
    /// the standard library's sort, which merges the runs it finds, finishes
    /// it: a section that differs from the one shown in a few items costs
    /// O(*m*) comparisons, plus one lookup per retained item.
    ///
    /// - Parameters:
    ///   - old: The sections before, whose ranks are kept.
    ///   - keepsEmpty: Whether the sections of `old` stay, empty, without items.
    ///   - includedInOrder: The included items in stamp order, when the caller has
    ///     them; otherwise they are gathered and sorted.
    ///   - startingFromRetained: Whether an unordered section starts its sort
    ///     from the order of its section in `old`. Needs `includedInOrder` as
    ///     ``resetEntries(_:)`` makes it (stamps ascending).
    /// - Complexity: O(*n*) hashing, plus per section O(*m*) comparisons when
    ///   its items are in order (or, with `startingFromRetained`, nearly so),
    ///   O(*m* log *m*) otherwise.
    @inlinable
    mutating func rebuildSections(
        retaining old: ContiguousArray<Section>?, keepsEmpty: Bool,
        includedInOrder: IncludedItems? = nil, startingFromRetained: Bool = false
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

        // The retained sections by key, to start unordered sections from.
        var retainedIndex: [Key: Int] = [:]
        if startingFromRetained, includedInOrder != nil, itemCompare != nil, let old {
            for (s, section) in old.enumerated() { retainedIndex[section.key] = s }
        }
        // Which included items a retained section has placed (shared by the
        // buckets, which hold disjoint items); made on first use.
        var placed: [Bool] = []

        var built = ContiguousArray<Section>()
        built.reserveCapacity(keys.count)
        included.ids.withUnsafeBufferPointer { ids in
            included.items.withUnsafeBufferPointer { items in
                included.stamps.withUnsafeBufferPointer { stamps in
                    for b in keys.indices {
                        var order = Array(grouped[starts[b]..<starts[b + 1]])
                        if let s = retainedIndex[keys[b]], let old,
                           !isInItemOrder(order, item: { items[$0] }, stamp: { stamps[$0] }) {
                            if placed.isEmpty { placed = [Bool](repeating: false, count: count) }
                            if let start = startingOrder(order, key: keys[b], retained: old[s], stamps: stamps, placed: &placed) {
                                order = start
                            }
                        }
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
    /// O(*m*) when already sorted, O(*m* log *m*) otherwise; in between for
    /// an order made of a few sorted runs, which the standard library's sort
    /// merges.
    @inlinable
    func sortByItemOrder(_ order: inout [Int], item: (Int) -> Item, stamp: (Int) -> ListStamp) {
        guard !isInItemOrder(order, item: item, stamp: stamp) else { return }
        let compare = itemCompare
        order.sort { i, j in
            if let compare {
                let result = compare(item(i), item(j))
                if result != 0 { return result < 0 }
            }
            return stamp(i) < stamp(j)
        }
    }

    /// Whether `order`, indexes of items, is sorted by the item order, ties by
    /// stamp. O(*m*); stops at the first item out of order.
    @inlinable
    func isInItemOrder(_ order: [Int], item: (Int) -> Item, stamp: (Int) -> ListStamp) -> Bool {
        guard order.count > 1 else { return true }
        let compare = itemCompare
        var previous = order[0]
        for k in 1..<order.count {
            let next = order[k]
            if let compare {
                let result = compare(item(previous), item(next))
                if result > 0 || (result == 0 && !(stamp(previous) < stamp(next))) { return false }
            } else if !(stamp(previous) < stamp(next)) {
                return false
            }
            previous = next
        }
        return true
    }

    /// The items of `order` (indexes of included items, all in the section with
    /// key `key`) in the order `retained` showed them, those it did not show
    /// after them in the order of `order`: where the sort of a section that
    /// changed little since it was shown starts.
    ///
    /// - Parameters:
    ///   - order: The section's items, by index in the included items.
    ///   - key: The section's key.
    ///   - retained: The section with that key before the rebuild.
    ///   - stamps: The stamps of the included items, ascending (as
    ///     ``resetEntries(_:)`` makes them).
    ///   - placed: One flag per included item, set here for the items placed
    ///     from `retained`; those of other sections are neither read nor set.
    /// - Returns: A permutation of `order`; `nil` if none could be made (only
    ///   if the engine's invariants were broken), and `order` is then used.
    /// - Complexity: O(*m* + *r*) for *r* items in `retained`, one hash
    ///   lookup each, plus O(log *n*) for each stamp not found where the
    ///   items' sequence numbers put it (none when every item is included).
    @inlinable
    func startingOrder(
        _ order: [Int], key: Key, retained: Section, stamps: UnsafeBufferPointer<ListStamp>, placed: inout [Bool]
    ) -> [Int]? {
        guard let first = stamps.first else { return nil }
        /// The index of `stamp` in `stamps`: where its sequence number puts
        /// it (every item included, stamped in a row), or by binary search.
        func index(of stamp: ListStamp) -> Int? {
            let guess = Int(truncatingIfNeeded: stamp.sequence &- first.sequence)
            if guess >= 0 && guess < stamps.count && stamps[guess] == stamp { return guess }
            var low = 0, high = stamps.count
            while low < high {
                let mid = (low + high) >> 1
                if stamps[mid] < stamp { low = mid + 1 } else { high = mid }
            }
            return low < stamps.count && stamps[low] == stamp ? low : nil
        }
        var start: [Int] = []
        start.reserveCapacity(order.count)
        for id in retained.ids {
            guard let entry = entries[id], entry.isIncluded, entry.key == key,
                  let i = index(of: entry.stamp), i < placed.count, !placed[i] else { continue }
            placed[i] = true
            start.append(i)
        }
        if start.count < order.count {
            for i in order where !placed[i] { start.append(i) }
        }
        return start.count == order.count ? start : nil
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
