import Foundation

/// What one mutation did to one section, in the section's own indexes.
///
/// `deleted` and the `old` side of updates and moves are indexes before the
/// mutation; `inserted` and the `new` side are indexes after it — the same
/// convention as ``Changeset``. Each built-in mutation reports exactly the
/// indexes it touched: inserting 3 items at 5 reports `inserted == 5..<8`,
/// not the shifted tail.
public struct SectionChange: Hashable, Sendable, CustomStringConvertible {
    /// Indexes deleted, before the mutation.
    public var deleted = SectionChange.noIndexes
    /// Indexes inserted, after the mutation.
    public var inserted = SectionChange.noIndexes
    /// Items whose content changed: where they were and where they are.
    public var updated: [Changeset.Update<Int>] = []
    /// Items that moved, from before the mutation to after it.
    public var moved: [Changeset.Move<Int>] = []
    /// Whether the section's header or footer content changed.
    public var isSupplementaryChanged = false

    /// Creates an empty change.
    public init() {}

    /// One empty set that every change without deletions or insertions
    /// shares: each `IndexSet()` allocates its own storage here (Foundation's
    /// `IndexSet` wraps an `NSIndexSet` on Linux), two per change otherwise.
    private static let noIndexes = IndexSet()

    /// Creates a change from its parts.
    public init(deleted: IndexSet = [], inserted: IndexSet = [], updated: [Changeset.Update<Int>] = [],
                moved: [Changeset.Move<Int>] = [], isSupplementaryChanged: Bool = false) {
        self.deleted = deleted
        self.inserted = inserted
        self.updated = updated
        self.moved = moved
        self.isSupplementaryChanged = isSupplementaryChanged
    }

    /// Items inserted at `indexes`.
    public static func inserted(_ indexes: IndexSet) -> SectionChange { SectionChange(inserted: indexes) }
    /// Items deleted from `indexes`.
    public static func deleted(_ indexes: IndexSet) -> SectionChange { SectionChange(deleted: indexes) }
    /// Items at `indexes` updated in place.
    public static func updated(_ indexes: IndexSet) -> SectionChange {
        SectionChange(updated: indexes.map { Changeset.Update(old: $0, new: $0) })
    }
    /// An item moved from `source` to `destination`.
    public static func moved(from source: Int, to destination: Int) -> SectionChange {
        SectionChange(moved: [Changeset.Move(source: source, destination: destination)])
    }
    /// The header or footer content changed.
    public static let supplementary = SectionChange(isSupplementaryChanged: true)

    /// Whether nothing changed.
    public var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && updated.isEmpty && moved.isEmpty && !isSupplementaryChanged
    }

    /// For example `deleted [0], inserted [2..<4]`.
    public var description: String {
        var parts: [String] = []
        func text(_ set: IndexSet) -> String { set.rangeView.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", ") }
        if !deleted.isEmpty { parts.append("deleted [\(text(deleted))]") }
        if !inserted.isEmpty { parts.append("inserted [\(text(inserted))]") }
        if !updated.isEmpty { parts.append("updated [\(updated.map { $0.old == $0.new ? "\($0.old)" : "\($0.old)→\($0.new)" }.joined(separator: ", "))]") }
        if !moved.isEmpty { parts.append("moved [\(moved.map { "\($0.source)→\($0.destination)" }.joined(separator: ", "))]") }
        if isSupplementaryChanged { parts.append("supplementary") }
        return parts.isEmpty ? "no change" : parts.joined(separator: ", ")
    }
}

/// A change anywhere in a ``SectionTree``, re-addressed to global section
/// indexes and index paths as they were at the moment of the change.
///
/// A transaction reports these in the order they happened
/// (the update's ``ListUpdate/payload``). Inside a batch, each is in the index space
/// of its own moment; the transaction's ``ListUpdate/changeset`` and
/// ``ListUpdate/stagedChangeset`` are the coalesced result.
public enum SectionTreeChange: Hashable, Sendable, CustomStringConvertible {
    /// Sections were inserted at these global indexes (after the change).
    case sectionsInserted(IndexSet)
    /// Sections were deleted from these global indexes (before the change).
    case sectionsDeleted(IndexSet)
    /// The items of global section `section` changed, in local indexes.
    case items(section: Int, SectionChange)

    /// The global index paths of deleted items (before the change).
    public var deletedIndexPaths: [IndexPath] {
        guard case let .items(section, change) = self else { return [] }
        return change.deleted.map { IndexPath(item: $0, section: section) }
    }

    /// The global index paths of inserted items (after the change).
    public var insertedIndexPaths: [IndexPath] {
        guard case let .items(section, change) = self else { return [] }
        return change.inserted.map { IndexPath(item: $0, section: section) }
    }

    /// The global index paths of updated items, before and after the change.
    public var updatedIndexPaths: [Changeset.Update<IndexPath>] {
        guard case let .items(section, change) = self else { return [] }
        return change.updated.map { .init(old: IndexPath(item: $0.old, section: section), new: IndexPath(item: $0.new, section: section)) }
    }

    /// The global index paths of moved items, before and after the change.
    public var movedIndexPaths: [Changeset.Move<IndexPath>] {
        guard case let .items(section, change) = self else { return [] }
        return change.moved.map { .init(source: IndexPath(item: $0.source, section: section), destination: IndexPath(item: $0.destination, section: section)) }
    }

    /// For example `section 3: inserted [0]`.
    public var description: String {
        switch self {
        case let .sectionsInserted(set): return "sections inserted \(Array(set))"
        case let .sectionsDeleted(set): return "sections deleted \(Array(set))"
        case let .items(section, change): return "section \(section): \(change)"
        }
    }
}
