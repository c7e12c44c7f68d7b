import Foundation

/// A change made without diffing: section and item deletes (index space
/// before) and inserts (index space after), nothing else.
@usableFromInline
struct ListDirectChange: Sendable {
    @usableFromInline
    var sectionDeletes: [Int] = []
    @usableFromInline
    var sectionInserts: [Int] = []
    @usableFromInline
    var itemDeletes: [IndexPath] = []
    @usableFromInline
    var itemInserts: [IndexPath] = []

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty
    }
}

extension ListEngine {
    // MARK: - Validation

    /// The (section, item) of a content index path, or the error that names it.
    @inlinable
    func validPosition(_ indexPath: IndexPath) throws(ListControllerError) -> (section: Int, item: Int) {
        guard indexPath.count == 2 else { throw .malformedIndexPath(indexPath) }
        let s = indexPath[0], i = indexPath[1]
        guard sections.indices.contains(s) else {
            throw .sectionOutOfRange(section: s, numberOfSections: sections.count)
        }
        let count = sections[s].ids.count
        guard i >= 0 && i < count else {
            throw .itemOutOfRange(indexPath, numberOfItems: count)
        }
        return (s, i)
    }

    /// Throws unless every identifier of `items` is new and unique in `items`.
    @inlinable
    func validateNew(_ items: [Item]) throws(ListControllerError) {
        var seen = Set<Item.ID>(minimumCapacity: items.count)
        for item in items {
            if entries[item.id] != nil { throw .itemAlreadyExists(ListControllerError.name(item.id)) }
            if !seen.insert(item.id).inserted { throw .duplicateIdentifier(ListControllerError.name(item.id)) }
        }
    }

    /// Throws unless the identifiers of `items` are unique.
    @inlinable
    static func validateUnique(_ items: [Item]) throws(ListControllerError) {
        var seen = Set<Item.ID>(minimumCapacity: items.count)
        for item in items where !seen.insert(item.id).inserted {
            throw .duplicateIdentifier(ListControllerError.name(item.id))
        }
    }

    // MARK: - Single items

    /// Inserts a new item at its sorted place. O(log *m* + *m*).
    /// - Returns: What changed on screen; `nil` when the item is filtered out.
    @inlinable
    mutating func insert(_ item: Item) throws(ListControllerError) -> ListSingleChange<Item>? {
        guard entries[item.id] == nil else { throw .itemAlreadyExists(ListControllerError.name(item.id)) }
        let stamp = takeStamp()
        let key = key(of: item), included = isIncluded(item)
        entries[item.id] = Entry(item: item, stamp: stamp, key: key, isIncluded: included)
        guard included else { return nil }
        var change = ListSingleChange<Item>()
        change.insertion = insertIncluded(item, stamp: stamp, key: key)
        return change
    }

    /// Removes the item with identifier `id`. O(log *m* + *m*).
    @inlinable
    mutating func remove(_ id: Item.ID) throws(ListControllerError) -> (item: Item, change: ListSingleChange<Item>?) {
        guard let entry = entries[id] else { throw .unknownIdentifier(ListControllerError.name(id)) }
        guard entry.isIncluded else {
            entries[id] = nil
            return (entry.item, nil)
        }
        guard let (s, i) = position(of: id) else { throw .unknownIdentifier(ListControllerError.name(id)) }
        entries[id] = nil
        var change = ListSingleChange<Item>()
        change.removal = removeIncluded(section: s, item: i, mayRemoveSection: true)
        return (entry.item, change)
    }

    /// Replaces the value of the item with identifier `id` by `newItem` (same
    /// identifier), moving it when its place changes. O(log *m* + *m*), in
    /// place O(log *m*) plus the section's copy when it was shared.
    ///
    /// - Parameter newStamp: A new place in insertion order, for moves.
    /// - Returns: What changed on screen; `nil` when the item was and stays filtered out.
    @inlinable
    mutating func update(
        _ id: Item.ID, to newItem: Item, stamp newStamp: ListStamp? = nil
    ) throws(ListControllerError) -> ListSingleChange<Item>? {
        guard let entry = entries[id] else { throw .unknownIdentifier(ListControllerError.name(id)) }
        guard newItem.id == id else {
            throw .identifierChanged(from: ListControllerError.name(id), to: ListControllerError.name(newItem.id))
        }
        let key = key(of: newItem), included = isIncluded(newItem), stamp = newStamp ?? entry.stamp
        var change = ListSingleChange<Item>()
        let staysInSection = included && entry.isIncluded && key == entry.key
        if entry.isIncluded {
            guard let (s, i) = position(of: id) else { throw .unknownIdentifier(ListControllerError.name(id)) }
            if staysInSection && fits(newItem, stamp, at: i, inSection: s) {
                entries[id] = Entry(item: newItem, stamp: stamp, key: key, isIncluded: true)
                sections[s].items[i] = newItem
                sections[s].stamps[i] = stamp
                noteChanged(key)
                change.removal = .init(section: s, item: i, sectionRemoved: false)
                change.insertion = .init(section: s, item: i, sectionCreated: false)
                change.contentChanged = !configuration.itemContentEqual(entry.item, newItem)
                return change
            }
            change.removal = removeIncluded(section: s, item: i, mayRemoveSection: !staysInSection)
        }
        entries[id] = Entry(item: newItem, stamp: stamp, key: key, isIncluded: included)
        if included {
            change.insertion = insertIncluded(newItem, stamp: stamp, key: key, isArrival: !(entry.isIncluded && entry.key == key))
        }
        if change.removal == nil && change.insertion == nil { return nil }
        if change.removal != nil && change.insertion != nil {
            change.contentChanged = !configuration.itemContentEqual(entry.item, newItem)
        }
        return change
    }

    /// Whether (`item`, `stamp`) belongs at index `i` of section `s`, between
    /// the neighbours of the item there now.
    @inlinable
    func fits(_ item: Item, _ stamp: ListStamp, at i: Int, inSection s: Int) -> Bool {
        let section = sections[s]
        if i > 0 && !precedes(section.items[i - 1], section.stamps[i - 1], item, stamp) { return false }
        if i + 1 < section.ids.count && !precedes(item, stamp, section.items[i + 1], section.stamps[i + 1]) { return false }
        return true
    }

    /// The identifiers that would surround an item moved to `destination`
    /// (an index in section `ts` once the item left `source`).
    @inlinable
    func neighbours(
        movingFrom source: (section: Int, item: Int), to destination: (section: Int, item: Int)
    ) -> (lower: Item.ID?, upper: Item.ID?) {
        let ids = sections[destination.section].ids
        func at(_ k: Int) -> Item.ID? {
            // Positions in the destination section once the moved item is gone.
            let index = (destination.section == source.section && k >= source.item) ? k + 1 : k
            return ids.indices.contains(index) && k >= 0 ? ids[index] : nil
        }
        return (at(destination.item - 1), at(destination.item))
    }

    // MARK: - Many items, without diffing

    /// Inserts new items, each at its sorted place, merging them into the
    /// sections they join. O(*k* log *k* + the sizes of the sections joined),
    /// plus O(*s*) per new section.
    @inlinable
    mutating func insert(contentsOf items: [Item]) throws(ListControllerError) -> ListDirectChange? {
        try validateNew(items)
        var groupOfKey: [Key: Int] = [:]
        var groups: [(key: Key, items: [(item: Item, stamp: ListStamp)])] = []
        for item in items {
            let stamp = takeStamp()
            let key = key(of: item), included = isIncluded(item)
            entries[item.id] = Entry(item: item, stamp: stamp, key: key, isIncluded: included)
            guard included else { continue }
            if key == nil && !configuration.isFlat { noteBucketArrival(item.id) }
            if let g = groupOfKey[key] {
                groups[g].items.append((item, stamp))
            } else {
                groupOfKey[key] = groups.count
                groups.append((key, [(item, stamp)]))
            }
        }
        guard !groups.isEmpty else { return nil }
        var insertedAt: [Key: [Int]] = [:]
        var createdKeys: [Key] = []
        for group in groups {
            var incoming = group.items
            // Stamps grow in input order, so insertion order is already sorted.
            if configuration.itemOrder.compare != nil {
                incoming.sort { precedes($0.item, $0.stamp, $1.item, $1.stamp) }
            }
            noteChanged(group.key)
            includedCount += incoming.count
            guard let s = indexOfKey[group.key] else {
                let s = createSection(group.key)
                sections[s].ids = ContiguousArray(incoming.lazy.map(\.item.id))
                sections[s].items = ContiguousArray(incoming.lazy.map(\.item))
                sections[s].stamps = ContiguousArray(incoming.lazy.map(\.stamp))
                createdKeys.append(group.key)
                continue
            }
            insertedAt[group.key] = merge(incoming, intoSection: s)
        }
        var change = ListDirectChange()
        change.sectionInserts = createdKeys.compactMap { indexOfKey[$0] }.sorted()
        for (key, positions) in insertedAt {
            guard let s = indexOfKey[key] else { continue }
            for item in positions { change.itemInserts.append(IndexPath(item: item, section: s)) }
        }
        change.itemInserts.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        return change
    }

    /// Merges sorted new items into section `s`.
    /// - Returns: The indexes the new items took, ascending.
    @inlinable
    mutating func merge(_ incoming: [(item: Item, stamp: ListStamp)], intoSection s: Int) -> [Int] {
        let old = sections[s]
        let total = old.ids.count + incoming.count
        var ids = ContiguousArray<Item.ID>(), items = ContiguousArray<Item>(), stamps = ContiguousArray<ListStamp>()
        ids.reserveCapacity(total)
        items.reserveCapacity(total)
        stamps.reserveCapacity(total)
        var positions: [Int] = []
        positions.reserveCapacity(incoming.count)
        var i = 0, j = 0
        while i < old.ids.count || j < incoming.count {
            let takeNew = j < incoming.count
                && (i == old.ids.count || precedes(incoming[j].item, incoming[j].stamp, old.items[i], old.stamps[i]))
            if takeNew {
                positions.append(ids.count)
                ids.append(incoming[j].item.id)
                items.append(incoming[j].item)
                stamps.append(incoming[j].stamp)
                j += 1
            } else {
                ids.append(old.ids[i])
                items.append(old.items[i])
                stamps.append(old.stamps[i])
                i += 1
            }
        }
        sections[s].ids = ids
        sections[s].items = items
        sections[s].stamps = stamps
        return positions
    }

    /// Removes the items with the given identifiers. O(*k* log *m* + the sizes
    /// of the sections they leave), plus O(*s*) when sections go.
    @inlinable
    mutating func remove(ids: [Item.ID]) throws(ListControllerError) -> (removed: [Item], change: ListDirectChange?) {
        var seen = Set<Item.ID>(minimumCapacity: ids.count)
        for id in ids {
            guard entries[id] != nil else { throw .unknownIdentifier(ListControllerError.name(id)) }
            if !seen.insert(id).inserted { throw .duplicateIdentifier(ListControllerError.name(id)) }
        }
        var removed: [Item] = []
        removed.reserveCapacity(ids.count)
        var itemsBySection: [Int: [Int]] = [:]
        for id in ids {
            guard let entry = entries[id] else { continue }
            removed.append(entry.item)
            if entry.isIncluded, let (s, i) = position(of: id) { itemsBySection[s, default: []].append(i) }
        }
        for id in ids { entries[id] = nil }
        guard !itemsBySection.isEmpty else { return (removed, nil) }
        var change = ListDirectChange()
        var emptied: [Int] = []
        for (s, indexes) in itemsBySection.sorted(by: { $0.key < $1.key }) {
            let gone = indexes.sorted()
            removeItems(atSortedIndexes: gone, fromSection: s)
            if dropsEmptySections && sections[s].ids.isEmpty {
                emptied.append(s)
                change.sectionDeletes.append(s)
            } else {
                for i in gone { change.itemDeletes.append(IndexPath(item: i, section: s)) }
            }
        }
        if !emptied.isEmpty {
            for s in emptied.reversed() { sections.remove(at: s) }
            reindexSections()
        }
        return (removed, change)
    }

    /// Removes the items at the given ascending indexes of section `s`. O(*m*).
    @inlinable
    mutating func removeItems(atSortedIndexes gone: [Int], fromSection s: Int) {
        let old = sections[s]
        var ids = ContiguousArray<Item.ID>(), items = ContiguousArray<Item>(), stamps = ContiguousArray<ListStamp>()
        let kept = old.ids.count - gone.count
        ids.reserveCapacity(kept)
        items.reserveCapacity(kept)
        stamps.reserveCapacity(kept)
        var g = 0
        for i in old.ids.indices {
            if g < gone.count && gone[g] == i {
                g += 1
                continue
            }
            ids.append(old.ids[i])
            items.append(old.items[i])
            stamps.append(old.stamps[i])
        }
        sections[s].ids = ids
        sections[s].items = items
        sections[s].stamps = stamps
        includedCount -= gone.count
        noteChanged(old.key)
    }

    /// Removes whole sections with their included items (filtered-out items with the
    /// same key stay). A flat list keeps its one section and loses its items.
    /// The indexes must be valid. O(*s* + the sizes of the sections).
    @inlinable
    mutating func removeSections(_ indexes: [Int]) -> (removed: [Item], change: ListDirectChange?) {
        let sorted = Array(Set(indexes)).sorted()
        var removed: [Item] = []
        var change = ListDirectChange()
        for s in sorted {
            for id in sections[s].ids { entries[id] = nil }
            removed.append(contentsOf: sections[s].items)
        }
        if configuration.isFlat {
            guard let s = sorted.first, !sections[s].ids.isEmpty else { return (removed, nil) }
            change.itemDeletes = sections[s].ids.indices.map { IndexPath(item: $0, section: s) }
            removeItems(atSortedIndexes: Array(sections[s].ids.indices), fromSection: s)
            return (removed, change)
        }
        for s in sorted.reversed() {
            includedCount -= sections[s].ids.count
            noteChanged(sections[s].key)
            sections.remove(at: s)
        }
        reindexSections()
        change.sectionDeletes = sorted
        return (removed, change.isEmpty ? nil : change)
    }

    /// Removes every item, included or filtered out. Sections go too, unless the list
    /// is flat or keeps empty sections. O(*n*).
    @inlinable
    mutating func removeAll() -> ListDirectChange? {
        entries = [:]
        includedCount = 0
        var change = ListDirectChange()
        if configuration.isFlat || configuration.keepsEmptySections {
            for s in sections.indices where !sections[s].ids.isEmpty {
                for i in sections[s].ids.indices { change.itemDeletes.append(IndexPath(item: i, section: s)) }
                sections[s].ids = []
                sections[s].items = []
                sections[s].stamps = []
                noteChanged(sections[s].key)
            }
        } else {
            change.sectionDeletes = Array(sections.indices)
            for section in sections { noteChanged(section.key) }
            sections = []
            indexOfKey = [:]
        }
        return change.isEmpty ? nil : change
    }
}
