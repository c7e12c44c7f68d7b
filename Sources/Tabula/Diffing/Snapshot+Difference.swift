import Foundation

extension Snapshot {
    /// The changes that turn this snapshot into `target`.
    ///
    /// Sections and items are matched by identifier; a matched section or item
    /// whose content differs is an update. Only sections and items outside a
    /// longest increasing subsequence of the survivors are reported as moves, so
    /// a shift caused by inserts or deletes is never a move.
    ///
    /// Duplicate identifiers never stop the diff: the k-th occurrence in this
    /// snapshot matches the k-th in `target`, and ``Changeset/diagnostics``
    /// names each duplicated identifier found while matching. (Duplicates inside
    /// a run of identical leading or trailing items match in place without
    /// hashing and are not reported.)
    ///
    /// - Parameters:
    ///   - target: The snapshot to change into.
    ///   - sectionContentEqual: Whether two section models with the same identifier
    ///     show the same content.
    ///   - itemContentEqual: Whether two items with the same identifier show the same content.
    /// - Complexity: Expected O(*n*) in the number of items (hashing), where
    ///   identical leading and trailing runs cost one comparison each, plus
    ///   O(*m* log *m*) for the *m* items whose relative order changed.
    @inlinable
    public func difference(
        to target: Self,
        sectionContentEqual: (SectionModel, SectionModel) -> Bool,
        itemContentEqual: (Item, Item) -> Bool
    ) -> Changeset {
        SnapshotMatching(
            old: self, new: target,
            sectionContentEqual: sectionContentEqual, itemContentEqual: itemContentEqual
        ).takeChangeset()
    }
}

extension Snapshot where SectionModel: Equatable, Item: Equatable {
    /// The changes that turn this snapshot into `target`, comparing content with `==`.
    ///
    /// See ``difference(to:sectionContentEqual:itemContentEqual:)``.
    @inlinable
    public func difference(to target: Self) -> Changeset {
        SnapshotMatching(
            old: self, new: target,
            sectionContentEqual: EquatableContent(), itemContentEqual: EquatableContent()
        ).takeChangeset()
    }
}

extension SnapshotMatching {
    /// The public form of the matching, built list by list, each of the
    /// matching's lists freed once converted so the two forms never coexist whole.
    @inlinable
    internal consuming func takeChangeset() -> Changeset {
        var changeset = Changeset()
        changeset.sectionDeletes = sectionDeletes
        changeset.sectionInserts = sectionInserts
        changeset.sectionMoves = sectionMoves.map { .init(source: $0.source, destination: $0.destination) }
        changeset.sectionUpdates = sectionUpdates.map { .init(old: $0.old, new: $0.new) }
        changeset.itemDeletes = itemDeletes.indexPaths()
        itemDeletes = []
        changeset.itemInserts = itemInserts.indexPaths()
        itemInserts = []
        changeset.itemMoves = itemMoves.indexPathMoves()
        itemMoves = []
        var olds = IndexPathMaker(), news = IndexPathMaker()
        changeset.itemUpdates = itemUpdates.map { .init(old: olds.indexPath($0.old), new: news.indexPath($0.new)) }
        itemUpdates = []
        changeset.diagnostics = diagnostics
        return changeset
    }

    /// The public form of the matching, which stays whole for the staging.
    @inlinable
    internal var changeset: Changeset {
        let copy = self
        return copy.takeChangeset()
    }
}

extension ItemPosition {
    @inlinable
    internal var indexPath: IndexPath { IndexPath(index: section).appending(item) }
}
