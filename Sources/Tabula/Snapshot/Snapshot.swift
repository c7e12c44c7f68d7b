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
/// The one exception is the section a ``LiveOutline`` publishes after
/// expanding or collapsing: its rows sit in a tree of chunks that it shares
/// with the previous snapshot, so the item at an index path is O(log n)
/// there, and reading ``Section/items`` whole writes the rows into an array
/// once.
///
/// Identifiers need not be unique: ``StagedChangeset`` and
/// ``Snapshot/difference(to:sectionContentEqual:itemContentEqual:)`` match the
/// k-th occurrence of an identifier in one snapshot with the k-th in the other
/// and report a ``Diagnostic``. Lookups by identifier return the first occurrence.
///
/// - Note: When the section model and the item are `Identifiable`,
///   ``IdentifiableSnapshot`` spells the type in two parameters; when the
///   sections are identified by a key that is also their model,
///   ``KeyedSnapshot`` does.
public struct Snapshot<SectionID: Hashable, SectionModel, ItemID: Hashable, Item> {
    @usableFromInline internal var _sections: ContiguousArray<Section>
    @usableFromInline internal var _itemCount: Int
    @usableFromInline internal var _cache: BuiltOnce<SnapshotLookupIndex<SectionID, ItemID>>

    /// Creates an empty snapshot: no sections, no items.
    @inlinable
    public init() {
        self._sections = []
        self._itemCount = 0
        self._cache = BuiltOnce()
    }

    /// Creates a snapshot from sections, in order. Empty sections are kept.
    ///
    /// - Complexity: O(*s*) in the number of sections.
    @inlinable
    public init<Sections: Sequence<Section>>(sections: Sections) {
        self._sections = ContiguousArray(sections)
        var count = 0
        // By index: a section bound to a name is a copy, retained and released.
        for index in _sections.indices { count += _sections[index].count }
        self._itemCount = count
        self._cache = BuiltOnce()
    }

    /// A snapshot of `sections` whose item count the caller knows, for live
    /// sources that keep it up to date: O(1) instead of a pass over the sections.
    @inlinable
    internal init(_sections sections: ContiguousArray<Section>, itemCount: Int) {
        self._sections = sections
        self._itemCount = itemCount
        self._cache = BuiltOnce()
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
        _itemCount += section.count
        _cache = BuiltOnce()
    }
}

extension Snapshot: Sendable where SectionID: Sendable, SectionModel: Sendable, ItemID: Sendable, Item: Sendable {}

extension Snapshot: Equatable where SectionModel: Equatable, Item: Equatable {
    /// Two snapshots are equal when their sections are equal, in order.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._itemCount == rhs._itemCount && lhs._sections == rhs._sections
    }
}
