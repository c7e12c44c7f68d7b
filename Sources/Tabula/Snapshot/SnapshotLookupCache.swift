import Foundation

/// The identifier index of a snapshot, built on first use and shared by copies.
///
/// A snapshot is a value, but building its identifier → position index costs a
/// pass of hashing that most snapshots never need (a diff uses its own tables),
/// so the index is built lazily and kept in this reference, which every copy of
/// an unmutated snapshot shares. Mutating a snapshot replaces its cache.
@usableFromInline
internal final class SnapshotLookupCache<SectionID: Hashable, ItemID: Hashable> {
    @usableFromInline
    internal struct Index {
        @usableFromInline var sectionOfID: [SectionID: Int]
        @usableFromInline var pathOfID: [ItemID: ItemPosition]
    }

    private let lock = NSLock()
    private var index: Index?

    @usableFromInline
    internal init() {}

    /// Returns the index, building it with `build` the first time.
    @usableFromInline
    internal func index(_ build: () -> Index) -> Index {
        lock.lock()
        defer { lock.unlock() }
        if let index { return index }
        let built = build()
        index = built
        return built
    }
}

// Safe: `index` is only read or written while holding `lock`, the lock is
// never exposed, and what it guards is built from Sendable identifiers.
extension SnapshotLookupCache: @unchecked Sendable where SectionID: Sendable, ItemID: Sendable {}
