import Foundation

extension Snapshot {
    /// The section at `index`, or `nil` when `index` is out of range. O(1).
    @inlinable
    public func section(at index: Int) -> Section? {
        _sections.indices.contains(index) ? _sections[index] : nil
    }

    /// The number of items in the section at `section`, or `nil` when there is
    /// no such section. O(1).
    @inlinable
    public func numberOfItems(inSection section: Int) -> Int? {
        _sections.indices.contains(section) ? _sections[section].count : nil
    }

    /// The item at `indexPath`, or `nil` when the index path is out of range or
    /// is not a two-index (section, item) path.
    ///
    /// - Complexity: O(1); O(log *n*) in a section of *n* rows a live outline
    ///   published after expanding or collapsing.
    @inlinable
    public func item(at indexPath: IndexPath) -> Item? {
        guard let (section, item) = position(of: indexPath) else { return nil }
        return _sections[section].storage.item(at: item)
    }

    /// The identifier of the item at `indexPath`, or `nil` when it is out of range.
    /// Same complexity as ``item(at:)``.
    @inlinable
    public func itemIdentifier(at indexPath: IndexPath) -> ItemID? {
        guard let (section, item) = position(of: indexPath) else { return nil }
        return _sections[section].storage.id(at: item)
    }

    /// The section model at `index`, or `nil` when it is out of range. O(1).
    @inlinable
    public func sectionModel(at index: Int) -> SectionModel? {
        section(at: index)?.model
    }

    /// The identifier of the section at `index`, or `nil` when it is out of range. O(1).
    @inlinable
    public func sectionIdentifier(at index: Int) -> SectionID? {
        section(at: index)?.id
    }

    /// The index path of the first item with identifier `id`, or `nil` if none has it.
    ///
    /// - Complexity: O(1) once the snapshot's index is built; the first lookup
    ///   on a snapshot builds it in O(*n*).
    public func indexPath(for id: ItemID) -> IndexPath? {
        guard let position = lookupIndex.pathOfID[id] else { return nil }
        return IndexPath(item: position.item, section: position.section)
    }

    /// The index of the first section with identifier `id`, or `nil` if none has it.
    ///
    /// - Complexity: O(1) once the snapshot's index is built (see ``indexPath(for:)``).
    public func index(ofSection id: SectionID) -> Int? {
        lookupIndex.sectionOfID[id]
    }

    /// Whether any item has identifier `id`.
    ///
    /// - Complexity: O(1) once the snapshot's index is built (see ``indexPath(for:)``).
    public func contains(id: ItemID) -> Bool {
        lookupIndex.pathOfID[id] != nil
    }

    /// The identifiers of the sections, in order. O(*s*).
    public var sectionIdentifiers: [SectionID] { _sections.map(\.id) }

    /// All items of all sections, in order, without copying them.
    public var items: FlattenSequence<LazyMapSequence<ContiguousArray<Section>, ContiguousArray<Item>>> {
        _sections.lazy.map(\.items).joined()
    }

    /// All item identifiers of all sections, in order, without copying them.
    public var itemIdentifiers: FlattenSequence<LazyMapSequence<ContiguousArray<Section>, ContiguousArray<ItemID>>> {
        _sections.lazy.map(\.itemIDs).joined()
    }

    /// The titles for a table view's section index: one per section, in
    /// section order, repeats kept, so that entry *i* is section *i*. A data
    /// source answers `sectionIndexTitles(for:)` with them and
    /// `tableView(_:sectionForSectionIndexTitle:at:)` with the index it is
    /// given; UIKit's index bar shows repeated titles as they are.
    ///
    /// Each entry is `title` of the section's model.
    ///
    /// - Parameter title: Gives a section's index title.
    /// - Complexity: O(*s*) in the number of sections, plus the calls to `title`.
    public func sectionIndexTitles(_ title: (SectionModel) throws -> String) rethrows -> [String] {
        try _sections.map { try title($0.model) }
    }

    /// Validates a (section, item) index path against the snapshot's bounds.
    @inlinable
    internal func position(of indexPath: IndexPath) -> (Int, Int)? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0], item = indexPath[1]
        guard _sections.indices.contains(section), item >= 0, item < _sections[section].count else { return nil }
        return (section, item)
    }

    /// Whether an item identifier occurs more than once.
    ///
    /// - Complexity: O(1) once the snapshot's index is built (see ``indexPath(for:)``).
    internal var hasRepeatedItemIdentifiers: Bool {
        lookupIndex.pathOfID.count != _itemCount
    }

    @usableFromInline
    internal var lookupIndex: SnapshotLookupIndex<SectionID, ItemID> {
        _cache.value {
            var sectionOfID: [SectionID: Int] = [:]
            var pathOfID: [ItemID: ItemPosition] = [:]
            pathOfID.reserveCapacity(_itemCount)
            for (s, section) in _sections.enumerated() {
                if sectionOfID[section.id] == nil { sectionOfID[section.id] = s }
                for (i, id) in section.itemIDs.enumerated() where pathOfID[id] == nil {
                    pathOfID[id] = ItemPosition(section: s, item: i)
                }
            }
            return .init(sectionOfID: sectionOfID, pathOfID: pathOfID)
        }
    }
}

extension Snapshot where Item: Identifiable, Item.ID == ItemID {
    /// The index path of `item` (of the first item with its identifier), or `nil`.
    /// Same complexity as ``indexPath(for:)``.
    public func indexPath(of item: Item) -> IndexPath? {
        indexPath(for: item.id)
    }
}

extension Snapshot where SectionModel: StringProtocol {
    /// The titles for a table view's section index: one per section, in
    /// section order, repeats kept, so that entry *i* is section *i*. A data
    /// source answers `sectionIndexTitles(for:)` with them and
    /// `tableView(_:sectionForSectionIndexTitle:at:)` with the index it is
    /// given; UIKit's index bar shows repeated titles as they are.
    ///
    /// Each entry is the first character of the section's model (its title),
    /// upper-cased, or "" for an empty title: sections titled "Adams",
    /// "avery", "" and "Baker" give `["A", "A", "", "B"]`.
    ///
    /// - Complexity: O(*s*) in the number of sections.
    public var sectionIndexTitles: [String] {
        sectionIndexTitles { $0.sectionIndexTitle }
    }
}
