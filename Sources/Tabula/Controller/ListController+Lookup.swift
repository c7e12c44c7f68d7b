import Foundation

/// A section of a ``ListController``, as NSFetchedResultsSectionInfo describes one.
public struct ListSectionInfo<SectionKey: Hashable & Sendable>: Hashable, Sendable {
    /// The section's index.
    public var index: Int
    /// The section's key; `nil` for the "no section" bucket and for the one
    /// section of a flat list.
    public var key: SectionKey?
    /// The section's title (``ListConfiguration/sectionTitle``).
    public var title: String
    /// The section's entry in ``ListController/sectionIndexTitles``: the
    /// title's first character, upper-cased, or "" when the title is empty.
    public var indexTitle: String
    /// The number of items in the section.
    public var numberOfItems: Int

    /// Creates a section description.
    @inlinable
    public init(index: Int, key: SectionKey?, title: String, indexTitle: String, numberOfItems: Int) {
        self.index = index
        self.key = key
        self.title = title
        self.indexTitle = indexTitle
        self.numberOfItems = numberOfItems
    }
}

extension ListController {
    // MARK: - Content

    /// The controller's content as a snapshot: what index paths and lookups
    /// address. It equals ``snapshot`` except while a transaction is open
    /// (``LiveSource/isInTransaction``), whose changes are not yet published.
    ///
    /// - Complexity: O(*s*): the sections' storage is shared.
    @inlinable
    public var contentSnapshot: ListSnapshot<Item, SectionKey> {
        engine.makeSnapshot()
    }

    // MARK: - Counts

    /// The number of sections. O(1).
    public var numberOfSections: Int { engine.sections.count }

    /// The number of included items, in all sections. O(1).
    public var numberOfItems: Int { engine.includedCount }

    /// The number of items the controller holds, included or filtered out. O(1).
    public var numberOfItemsIncludingFilteredOut: Int { engine.entries.count }

    /// The number of items in section `section`, or `nil` when there is no
    /// such section. O(1).
    @inlinable
    public func numberOfItems(inSection section: Int) -> Int? {
        engine.sections.indices.contains(section) ? engine.sections[section].ids.count : nil
    }

    /// Whether no item is included.
    public var isEmpty: Bool { engine.includedCount == 0 }

    // MARK: - Items

    /// The item at `indexPath`, or `nil` when it is out of range or malformed. O(1).
    @inlinable
    public func item(at indexPath: IndexPath) -> Item? {
        guard let (s, i) = try? engine.validPosition(indexPath) else { return nil }
        return engine.sections[s].items[i]
    }

    /// The identifier of the item at `indexPath`, or `nil` when out of range. O(1).
    @inlinable
    public func itemIdentifier(at indexPath: IndexPath) -> Item.ID? {
        guard let (s, i) = try? engine.validPosition(indexPath) else { return nil }
        return engine.sections[s].ids[i]
    }

    /// The index path of the item with identifier `id`, or `nil` when no item
    /// has it or it is filtered out. O(log *m*) by
    /// binary search in its section.
    @inlinable
    public func indexPath(for id: Item.ID) -> IndexPath? {
        engine.position(of: id).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The index path of `item` (by its identifier), or `nil`. O(log *m*).
    @inlinable
    public func indexPath(of item: Item) -> IndexPath? {
        indexPath(for: item.id)
    }

    /// The item with identifier `id`, included or filtered out, or `nil`. O(1).
    @inlinable
    public func item(withID id: Item.ID) -> Item? {
        engine.entries[id]?.item
    }

    /// Whether the controller holds an item with identifier `id`, included or
    /// filtered out. O(1).
    @inlinable
    public func contains(id: Item.ID) -> Bool {
        engine.entries[id] != nil
    }

    /// Whether the item with identifier `id` is included: held and passing
    /// the filter. O(1).
    @inlinable
    public func isIncluded(id: Item.ID) -> Bool {
        engine.entries[id]?.isIncluded ?? false
    }

    /// The items of section `section`, in order, or `nil` when there is no
    /// such section. O(1): the storage is shared.
    @inlinable
    public func items(inSection section: Int) -> ContiguousArray<Item>? {
        guard engine.sections.indices.contains(section) else { return nil }
        return engine.sections[section].items
    }

    /// Every included item, section by section, in order: what
    /// NSFetchedResultsController calls `fetchedObjects`. O(*n*).
    @inlinable
    public var includedItems: [Item] {
        engine.sections.flatMap(\.items)
    }

    // MARK: - Sections

    /// The key of every section, in order (`nil` for the "no section" bucket). O(*s*).
    public var sectionKeys: [SectionKey?] { engine.sections.map(\.key) }

    /// The index of the section with key `key` (`nil` for the "no section"
    /// bucket), or `nil` when there is none. O(1).
    @inlinable
    public func index(ofSectionWithKey key: SectionKey?) -> Int? {
        engine.indexOfKey[key]
    }

    /// A description of section `section`, or `nil` when there is no such section. O(1).
    @inlinable
    public func sectionInfo(at section: Int) -> ListSectionInfo<SectionKey>? {
        guard engine.sections.indices.contains(section) else { return nil }
        let key = engine.sections[section].key
        let title = configuration.sectionTitle(key)
        return ListSectionInfo(
            index: section, key: key, title: title, indexTitle: title.sectionIndexTitle,
            numberOfItems: engine.sections[section].ids.count
        )
    }

    /// The sections' titles, in order (``ListConfiguration/sectionTitle``). O(*s*).
    @inlinable
    public var sectionTitles: [String] {
        engine.sections.map { configuration.sectionTitle($0.key) }
    }

    /// The titles for a table view's section index: one per section, in
    /// section order, repeats kept, so that entry *i* is section *i*. A data
    /// source answers `sectionIndexTitles(for:)` with them and
    /// `tableView(_:sectionForSectionIndexTitle:at:)` with the index it is
    /// given; UIKit's index bar shows repeated titles as they are.
    ///
    /// Each entry is the first character of the section's title
    /// (``sectionTitles``), upper-cased, or "" for an empty title. O(*s*).
    @inlinable
    public var sectionIndexTitles: [String] {
        sectionTitles.map(\.sectionIndexTitle)
    }
}
