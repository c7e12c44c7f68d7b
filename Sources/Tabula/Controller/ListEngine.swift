/// The state of a ``ListController``: every item it holds and the sections its
/// filter includes, kept ordered so that a single item is found, inserted or
/// removed with a binary search.
///
/// A plain value, `Sendable`, with no actor: the controller keeps it on the main
/// actor and copies it (copy-on-write) to build large replacements elsewhere.
///
/// - `entries` holds every item, included or filtered out, with its *stamp* (its
///   place in insertion order), its section key and whether it is included.
/// - `sections` holds the included sections in order, each with its items,
///   identifiers and stamps in parallel arrays sorted by the item order, ties
///   broken by stamp — a total order, so an item's index is a binary search.
/// - `indexOfKey` maps a section key to its index in `sections`.
@usableFromInline
struct ListEngine<Item: Identifiable & Sendable, SectionKey: Hashable & Sendable>: Sendable where Item.ID: Sendable {
    @usableFromInline
    typealias Key = SectionKey?
    @usableFromInline
    typealias Configuration = ListConfiguration<Item, SectionKey>
    @usableFromInline
    typealias Content = ListSnapshot<Item, SectionKey>

    /// An item the controller holds.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline
        var item: Item
        /// Its place in insertion order (unique).
        @usableFromInline
        var stamp: ListStamp
        /// Its section key (always `nil` in a flat list).
        @usableFromInline
        var key: Key
        /// Whether the filter includes it.
        @usableFromInline
        var isIncluded: Bool

        @inlinable
        init(item: Item, stamp: ListStamp, key: Key, isIncluded: Bool) {
            self.item = item
            self.stamp = stamp
            self.key = key
            self.isIncluded = isIncluded
        }
    }

    /// A section of included items.
    @usableFromInline
    struct Section: Sendable {
        @usableFromInline
        var key: Key
        /// Its place in order of appearance (unique), which breaks ties of the section order.
        @usableFromInline
        var rank: UInt64
        @usableFromInline
        var ids: ContiguousArray<Item.ID>
        @usableFromInline
        var items: ContiguousArray<Item>
        @usableFromInline
        var stamps: ContiguousArray<ListStamp>

        @inlinable
        init(
            key: Key, rank: UInt64, ids: ContiguousArray<Item.ID> = [], items: ContiguousArray<Item> = [],
            stamps: ContiguousArray<ListStamp> = []
        ) {
            self.key = key
            self.rank = rank
            self.ids = ids
            self.items = items
            self.stamps = stamps
        }
    }

    /// The distance between the stamps of consecutive inserts, leaving room to
    /// place a moved item between two neighbours many times before renumbering.
    @usableFromInline
    static var stampGap: UInt64 { 1 << 24 }

    @usableFromInline
    var configuration: Configuration {
        didSet { itemCompare = configuration.itemOrder.compare }
    }
    /// The item order's comparison, kept apart from `configuration` for the hot loops.
    @usableFromInline
    var itemCompare: (@Sendable (Item, Item) -> Int)?
    @usableFromInline
    var entries: [Item.ID: Entry] = [:]
    @usableFromInline
    var sections: ContiguousArray<Section> = []
    @usableFromInline
    var indexOfKey: [Key: Int] = [:]
    /// The position of the next fresh stamp.
    @usableFromInline
    var nextStamp: UInt64 = ListEngine.stampGap
    /// The sequence number of the next stamp.
    @usableFromInline
    var nextSequence: UInt64 = 0
    @usableFromInline
    var nextRank: UInt64 = 0
    /// The number of included items.
    @usableFromInline
    var includedCount = 0

    /// When not `nil`, the keys of every section changed since it was set
    /// (sections created, removed, or whose items changed).
    @usableFromInline
    var touchedKeys: Set<Key>?
    /// The published form of `sections` (see ``makeSnapshot(overriding:)``).
    @usableFromInline
    var published = PublishedSectionBuffers<Content.Section, Key>()
    /// Items put into the "no section" bucket since the last ``takeDiagnostics()``.
    @usableFromInline
    var bucketArrivals: [String] = []
    @usableFromInline
    var bucketArrivalCount = 0

    @inlinable
    init(configuration: Configuration) {
        self.configuration = configuration
        self.itemCompare = configuration.itemOrder.compare
        if configuration.isFlat { _ = createSection(nil) }
    }

    // MARK: - Derived values

    @inlinable
    func key(of item: Item) -> Key {
        guard let sectionKey = configuration.sectionKey else { return nil }
        return sectionKey(item)
    }

    @inlinable
    func isIncluded(_ item: Item) -> Bool {
        configuration.filter?(item) ?? true
    }

    /// Whether item `a` with stamp `sa` comes before `b` with stamp `sb`.
    @inlinable
    func precedes(_ a: Item, _ sa: ListStamp, _ b: Item, _ sb: ListStamp) -> Bool {
        if let compare = itemCompare {
            let result = compare(a, b)
            if result != 0 { return result < 0 }
        }
        return sa < sb
    }

    /// Whether section `a` with rank `ra` comes before `b` with rank `rb`; the
    /// `nil` key (the "no section" bucket) is last.
    @inlinable
    func sectionPrecedes(_ a: Key, _ ra: UInt64, _ b: Key, _ rb: UInt64) -> Bool {
        guard let a else { return b == nil && ra < rb }
        guard let b else { return true }
        if let less = configuration.sectionOrder.areInIncreasingOrder {
            if less(a, b) { return true }
            if less(b, a) { return false }
        }
        return ra < rb
    }

    /// The sections as a snapshot, sharing their item storage.
    ///
    /// The section list rotates through four buffers, and a buffer is brought
    /// up to date by replacing only the sections that changed since it was
    /// last used. A transaction makes one snapshot, or two when a moved item
    /// is reloaded first; once the snapshots of the transaction before last
    /// have been let go (a data source keeps only the latest), the buffer is
    /// no longer shared and is updated in place: O(changed sections). While
    /// something still holds that snapshot, the buffer is copied first: O(*s*).
    /// After sections were added, removed or reordered: O(*s*).
    ///
    /// - Parameter overrides: Sections to publish instead of the engine's, by
    ///   index (an intermediate stage's data); they count as changed for the
    ///   buffer's next use.
    @inlinable
    mutating func makeSnapshot(overriding overrides: [(section: Int, value: Content.Section)] = []) -> Content {
        let sections = self.sections, indexOfKey = self.indexOfKey
        let list = published.next(
            count: sections.count,
            rebuild: { list in
                for section in sections {
                    list.append(Self.publishedSection(section))
                }
            },
            refresh: { key in
                indexOfKey[key].map { ($0, Self.publishedSection(sections[$0])) }
            }
        )
        if overrides.isEmpty { return Content(_sections: list, itemCount: includedCount) }
        // Held here, the list would share the buffer, and each override would
        // copy every section of it: the overrides go into the buffer alone.
        var itemCount = includedCount
        for (s, value) in overrides where s >= 0 && s < list.count {
            itemCount += value.items.count - list[s].items.count
        }
        _ = consume list
        for (s, value) in overrides where s >= 0 && s < sections.count {
            published.override(s, with: value, key: sections[s].key)
        }
        return Content(_sections: published.currentSections, itemCount: itemCount)
    }

    @inlinable
    static func publishedSection(_ section: Section) -> Content.Section {
        Content.Section(id: section.key, model: section.key, itemIDs: section.ids, items: section.items)
    }

    /// Records that the items of the section with key `key` changed.
    @inlinable
    mutating func noteChanged(_ key: Key) {
        published.noteChanged(key)
        touchedKeys?.insert(key)
    }

    /// Records that sections were added, removed or reordered.
    @inlinable
    mutating func noteStructureChanged() {
        published.noteStructureChanged()
    }

    /// Records that every section may have changed.
    @inlinable
    mutating func markAllChanged() {
        noteStructureChanged()
        touchedKeys?.formUnion(sections.lazy.map(\.key))
    }

    /// The diagnostics gathered since the last call, and forgets them.
    @inlinable
    mutating func takeDiagnostics() -> [Diagnostic] {
        defer {
            bucketArrivals = []
            bucketArrivalCount = 0
        }
        guard bucketArrivalCount > 0 else { return [] }
        return [Diagnostic(kind: .missingSectionKey, origin: .listController, identifiers: bucketArrivals, count: bucketArrivalCount)]
    }

    @inlinable
    mutating func noteBucketArrival(_ id: Item.ID) {
        bucketArrivalCount += 1
        if bucketArrivals.count < Diagnostic.maximumIdentifiers {
            bucketArrivals.append(ListControllerError.name(id))
        }
    }

    // MARK: - Finding

    /// The first index in section `s` whose item does not come before (`item`, `stamp`).
    /// O(log *m*).
    @inlinable
    func lowerBound(inSection s: Int, _ item: Item, _ stamp: ListStamp) -> Int {
        sections[s].stamps.withUnsafeBufferPointer { stamps in
            var low = 0, high = stamps.count
            guard let compare = itemCompare else {
                while low < high {
                    let mid = (low + high) >> 1
                    if stamps[mid] < stamp { low = mid + 1 } else { high = mid }
                }
                return low
            }
            return sections[s].items.withUnsafeBufferPointer { items in
                while low < high {
                    let mid = (low + high) >> 1
                    let result = compare(items[mid], item)
                    if result < 0 || (result == 0 && stamps[mid] < stamp) { low = mid + 1 } else { high = mid }
                }
                return low
            }
        }
    }

    /// Where the included item with identifier `id` is, or `nil` when it is not included.
    /// O(log *m*); a linear scan of its section only if the item order is not a
    /// strict weak ordering.
    @inlinable
    func position(of id: Item.ID) -> (section: Int, item: Int)? {
        guard let entry = entries[id], entry.isIncluded, let s = indexOfKey[entry.key] else { return nil }
        let i = lowerBound(inSection: s, entry.item, entry.stamp)
        if i < sections[s].ids.count && sections[s].ids[i] == id { return (s, i) }
        guard let found = sections[s].ids.firstIndex(of: id) else { return nil }
        return (s, found)
    }

    // MARK: - Sections

    /// Creates an empty section for `key` at its place. O(*s*).
    @inlinable
    mutating func createSection(_ key: Key) -> Int {
        let rank = nextRank
        nextRank += 1
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) >> 1
            if sectionPrecedes(sections[mid].key, sections[mid].rank, key, rank) { low = mid + 1 } else { high = mid }
        }
        sections.insert(Section(key: key, rank: rank), at: low)
        for j in low..<sections.count { indexOfKey[sections[j].key] = j }
        noteStructureChanged()
        noteChanged(key)
        return low
    }

    /// Removes the section at `s` with its items (which must already be gone
    /// from `entries` or be re-homed by the caller). O(*s*).
    @inlinable
    mutating func removeSection(at s: Int) {
        let key = sections[s].key
        includedCount -= sections[s].ids.count
        sections.remove(at: s)
        indexOfKey[key] = nil
        for j in s..<sections.count { indexOfKey[sections[j].key] = j }
        noteStructureChanged()
        noteChanged(key)
    }

    /// Whether an emptied section goes away.
    @inlinable
    var dropsEmptySections: Bool {
        !configuration.isFlat && !configuration.keepsEmptySections
    }

    /// Recomputes `indexOfKey` from `sections`. O(*s*).
    @inlinable
    mutating func reindexSections() {
        indexOfKey.removeAll(keepingCapacity: true)
        for (j, section) in sections.enumerated() { indexOfKey[section.key] = j }
        noteStructureChanged()
    }

    // MARK: - Included items

    /// Puts an included item into its section at its sorted place, creating the
    /// section if needed. O(log *m* + *m*) plus O(*s*) for a new section.
    @inlinable
    mutating func insertIncluded(_ item: Item, stamp: ListStamp, key: Key, isArrival: Bool = true) -> ListSingleChange<Item>.Insertion {
        var created = false
        let s: Int
        if let existing = indexOfKey[key] {
            s = existing
        } else {
            s = createSection(key)
            created = true
        }
        let i = lowerBound(inSection: s, item, stamp)
        sections[s].ids.insert(item.id, at: i)
        sections[s].items.insert(item, at: i)
        sections[s].stamps.insert(stamp, at: i)
        includedCount += 1
        noteChanged(key)
        if isArrival && key == nil && !configuration.isFlat { noteBucketArrival(item.id) }
        return .init(section: s, item: i, sectionCreated: created)
    }

    /// Takes the included item at (`s`, `i`) out of its section, and the section
    /// too when it empties and empty sections go. O(*m*), O(*s*) when the section goes.
    @inlinable
    mutating func removeIncluded(section s: Int, item i: Int, mayRemoveSection: Bool) -> ListSingleChange<Item>.Removal {
        sections[s].ids.remove(at: i)
        sections[s].items.remove(at: i)
        sections[s].stamps.remove(at: i)
        includedCount -= 1
        noteChanged(sections[s].key)
        if mayRemoveSection && dropsEmptySections && sections[s].ids.isEmpty {
            removeSection(at: s)
            return .init(section: s, item: i, sectionRemoved: true)
        }
        return .init(section: s, item: i, sectionRemoved: false)
    }

    // MARK: - Stamps

    /// A fresh stamp, after every other.
    @inlinable
    mutating func takeStamp() -> ListStamp {
        if nextStamp > UInt64.max / 2 { renumberStamps() }
        defer { nextStamp += Self.stampGap }
        return makeStamp(nextStamp)
    }

    /// A stamp at `position`, unique thanks to its sequence number.
    @inlinable
    mutating func makeStamp(_ position: UInt64) -> ListStamp {
        defer { nextSequence &+= 1 }
        return ListStamp(position: position, sequence: nextSequence)
    }

    /// A stamp strictly between those of `lowerID` and `upperID` (either may be
    /// absent), for an item moved between two neighbours; `nil` when the
    /// neighbours are not in stamp order (they are then not tied, and the stamp
    /// does not matter). May renumber every stamp.
    @inlinable
    mutating func stamp(between lowerID: Item.ID?, and upperID: Item.ID?) -> ListStamp? {
        for _ in 0..<2 {
            let lower = lowerID.flatMap { entries[$0]?.stamp }
            let upper = upperID.flatMap { entries[$0]?.stamp }
            switch (lower, upper) {
            case (nil, nil):
                return nil
            case (_?, nil):
                return takeStamp()
            case (let low, let high?):
                let low = low?.position ?? 0
                // Neighbours in stamp order may still share a position (stamps
                // are shared by all sections); renumbering separates them.
                if let lower, !(lower < high) { return nil }
                if high.position >= low + 2 { return makeStamp(low + (high.position - low) / 2) }
                renumberStamps()
            }
        }
        return nil
    }

    /// Gives every item a new stamp position in the same order, spaced
    /// `stampGap` apart. O(*n* log *n*); needed only after many moves between
    /// the same neighbours.
    @inlinable
    mutating func renumberStamps() {
        let ordered = entries.sorted { $0.value.stamp < $1.value.stamp }
        var position = Self.stampGap
        for (id, entry) in ordered {
            entries[id]?.stamp = ListStamp(position: position, sequence: entry.stamp.sequence)
            position += Self.stampGap
        }
        nextStamp = position
        for s in sections.indices {
            for i in sections[s].ids.indices {
                if let stamp = entries[sections[s].ids[i]]?.stamp { sections[s].stamps[i] = stamp }
            }
        }
    }
}

/// An item's place in insertion order: a position, and a sequence number that
/// makes it unique when a moved item's position equals another's.
@usableFromInline
struct ListStamp: Hashable, Comparable, Sendable {
    @usableFromInline
    var position: UInt64
    @usableFromInline
    var sequence: UInt64

    @inlinable
    init(position: UInt64, sequence: UInt64) {
        self.position = position
        self.sequence = sequence
    }

    @inlinable
    static func < (lhs: ListStamp, rhs: ListStamp) -> Bool {
        lhs.position != rhs.position ? lhs.position < rhs.position : lhs.sequence < rhs.sequence
    }
}

/// What a single-item operation did to the included sections: where the item
/// left (in the index space before) and where it arrived (in the space after).
@usableFromInline
struct ListSingleChange<Item>: Sendable where Item: Sendable {
    @usableFromInline
    struct Removal: Sendable {
        @usableFromInline
        var section: Int
        @usableFromInline
        var item: Int
        /// Whether the section emptied and went away with it.
        @usableFromInline
        var sectionRemoved: Bool

        @inlinable
        init(section: Int, item: Int, sectionRemoved: Bool) {
            self.section = section
            self.item = item
            self.sectionRemoved = sectionRemoved
        }
    }

    @usableFromInline
    struct Insertion: Sendable {
        @usableFromInline
        var section: Int
        @usableFromInline
        var item: Int
        /// Whether the section was created for it.
        @usableFromInline
        var sectionCreated: Bool

        @inlinable
        init(section: Int, item: Int, sectionCreated: Bool) {
            self.section = section
            self.item = item
            self.sectionCreated = sectionCreated
        }
    }

    @usableFromInline
    var removal: Removal?
    @usableFromInline
    var insertion: Insertion?
    /// For an item that stayed included: whether its content changed.
    @usableFromInline
    var contentChanged = false

    @inlinable
    init() {}
}
