/// An immutable, sectioned list of items: what a table or collection view shows
/// at one moment.
///
/// A snapshot holds sections in order; each section has an identifier, a model
/// (for example the header's title) and its items in order, each item with its
/// identifier. Identifiers decide *which* item is which when two snapshots are
/// compared; the items and section models themselves carry the *content*.
///
/// ```swift
/// let snapshot = Snapshot(grouping: contacts, by: \.initial)
/// snapshot.item(at: IndexPath(item: 0, section: 0))   // first contact under "A"
/// ```
///
/// Items are stored contiguously per section, so the item at an index path,
/// the number of sections and the number of items in a section are O(1);
/// looking up the index path of an identifier is O(1) after a first O(n)
/// lookup builds an index that the snapshot keeps (and its copies share).
///
/// Identifiers need not be unique: ``StagedChangeset`` and
/// ``Snapshot/difference(to:sectionContentEqual:itemContentEqual:)`` match the
/// k-th occurrence of an identifier in one snapshot with the k-th in the other
/// and report a ``Diagnostic``. Lookups by identifier return the first occurrence.
///
/// - Note: When the section model and the item are `Identifiable`,
///   ``IdentifiableSnapshot`` spells the type in two parameters.
public struct Snapshot<SectionID: Hashable, SectionModel, ItemID: Hashable, Item> {
    /// One section of a snapshot: its identifier, its model and its items.
    public struct Section {
        /// The identifier that matches this section across snapshots.
        public let id: SectionID
        /// The section's model, for example the title of its header.
        public let model: SectionModel
        /// The identifiers of the section's items, in order; parallel to ``items``.
        public let itemIDs: ContiguousArray<ItemID>
        /// The section's items, in order.
        public let items: ContiguousArray<Item>

        /// Creates a section whose item identifiers are given by a function.
        ///
        /// - Parameters:
        ///   - id: The section's identifier.
        ///   - model: The section's model.
        ///   - items: The items, in order.
        ///   - itemID: Gives an item's identifier; a key path such as `\.uuid` works too.
        /// - Complexity: O(*n*) in the number of items.
        @inlinable
        public init<Items: Sequence<Item>>(
            id: SectionID,
            model: SectionModel,
            items: Items,
            itemID: (Item) throws -> ItemID
        ) rethrows {
            let items = ContiguousArray(items)
            var ids = ContiguousArray<ItemID>()
            ids.reserveCapacity(items.count)
            for item in items { ids.append(try itemID(item)) }
            self.init(id: id, model: model, itemIDs: ids, items: items)
        }

        @usableFromInline
        internal init(id: SectionID, model: SectionModel, itemIDs: ContiguousArray<ItemID>, items: ContiguousArray<Item>) {
            self.id = id
            self.model = model
            self.itemIDs = itemIDs
            self.items = items
        }

        /// The number of items in the section.
        @inlinable public var count: Int { items.count }
    }

    @usableFromInline internal var _sections: ContiguousArray<Section>
    @usableFromInline internal var _itemCount: Int
    @usableFromInline internal var _cache: SnapshotLookupCache<SectionID, ItemID>

    /// Creates an empty snapshot: no sections, no items.
    @inlinable
    public init() {
        self._sections = []
        self._itemCount = 0
        self._cache = SnapshotLookupCache()
    }

    /// Creates a snapshot from sections, in order. Empty sections are kept.
    ///
    /// - Complexity: O(*s*) in the number of sections.
    @inlinable
    public init<Sections: Sequence<Section>>(sections: Sections) {
        self._sections = ContiguousArray(sections)
        var count = 0
        for section in _sections { count += section.items.count }
        self._itemCount = count
        self._cache = SnapshotLookupCache()
    }

    /// The sections, in order.
    @inlinable public var sections: ContiguousArray<Section> { _sections }

    /// The number of sections. O(1).
    @inlinable public var numberOfSections: Int { _sections.count }

    /// The number of items in all sections together. O(1).
    @inlinable public var numberOfItems: Int { _itemCount }

    /// Whether the snapshot has no items, as for every other list type of
    /// the package. O(1).
    ///
    /// A snapshot whose sections are all empty is empty: it shows no cells,
    /// though it may show section headers. Ask ``numberOfSections`` `== 0` for
    /// a snapshot without sections.
    @inlinable public var isEmpty: Bool { _itemCount == 0 }

    /// Appends a section at the end.
    ///
    /// - Complexity: Amortized O(1); the identifier index is rebuilt on the next lookup.
    @inlinable
    public mutating func appendSection(_ section: Section) {
        _sections.append(section)
        _itemCount += section.items.count
        _cache = SnapshotLookupCache()
    }
}

extension Snapshot.Section where Item: Identifiable, Item.ID == ItemID {
    /// Creates a section of `Identifiable` items.
    ///
    /// - Parameters:
    ///   - id: The section's identifier.
    ///   - model: The section's model.
    ///   - items: The items, in order; each is identified by its `id`.
    @inlinable
    public init<Items: Sequence<Item>>(id: SectionID, model: SectionModel, items: Items) {
        self.init(id: id, model: model, items: items, itemID: { $0.id })
    }
}

extension Snapshot.Section where SectionModel: Identifiable, SectionModel.ID == SectionID, Item: Identifiable, Item.ID == ItemID {
    /// Creates a section from an `Identifiable` model and `Identifiable` items.
    @inlinable
    public init<Items: Sequence<Item>>(_ model: SectionModel, items: Items) {
        self.init(id: model.id, model: model, items: items, itemID: { $0.id })
    }
}

extension Snapshot.Section where SectionModel == SectionID, Item: Identifiable, Item.ID == ItemID {
    /// Creates a section whose model is its identifier (for example a plain title),
    /// holding `Identifiable` items.
    @inlinable
    public init<Items: Sequence<Item>>(id: SectionID, items: Items) {
        self.init(id: id, model: id, items: items, itemID: { $0.id })
    }
}

/// A snapshot whose section models and items are `Identifiable`.
public typealias IdentifiableSnapshot<SectionModel: Identifiable, Item: Identifiable> =
    Snapshot<SectionModel.ID, SectionModel, Item.ID, Item>

extension Snapshot.Section: Sendable where SectionID: Sendable, SectionModel: Sendable, ItemID: Sendable, Item: Sendable {}
extension Snapshot: Sendable where SectionID: Sendable, SectionModel: Sendable, ItemID: Sendable, Item: Sendable {}

extension Snapshot.Section: Equatable where SectionModel: Equatable, Item: Equatable {
    /// Two sections are equal when their identifiers, models, item identifiers and items are.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.model == rhs.model && lhs.itemIDs == rhs.itemIDs && lhs.items == rhs.items
    }
}

extension Snapshot: Equatable where SectionModel: Equatable, Item: Equatable {
    /// Two snapshots are equal when their sections are equal, in order.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._itemCount == rhs._itemCount && lhs._sections == rhs._sections
    }
}
