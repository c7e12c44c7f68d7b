import Foundation

extension SequentialRowUpdate {
    /// The row operations that change a table showing `old` into one
    /// showing `new`, one column of rows as ``Snapshot/tableRows(groupRows:)``
    /// lays them out, reloading the rows `changeset` says changed content:
    /// its item updates, the items it inserts that had a row before (an item
    /// that leaves a deleted section or arrives with an inserted one, which a
    /// changeset does not compare), and, with group rows, its section updates.
    ///
    /// AppKit has no rule against reloading a row that moves, as UIKit has,
    /// so one update goes from `old` to `new` whatever stages UIKit would need.
    ///
    /// Complexity: O(*n* log *n*) for *n* rows; see ``init(from:to:reloads:)``.
    /// - Parameters:
    ///   - old: What the table shows.
    ///   - new: What it is to show.
    ///   - groupRows: Whether each section has a group row before its items.
    ///   - changeset: The changes from `old` to `new`; only its updates and
    ///     inserts are read.
    /// - Returns: `nil` when an identifier appears twice in either snapshot.
    @inlinable
    package init?<SectionID, SectionModel, ItemID, Item>(
        from old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        to new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        groupRows: Bool, changeset: Changeset
    ) {
        var changed = Set<TableRow<SectionID, ItemID>>()
        for update in changeset.itemUpdates {
            if let id = new.itemIdentifier(at: update.new) { changed.insert(.item(id)) }
        }
        // A changeset matches items only between sections in both snapshots:
        // an item that arrives from a deleted section, or with an inserted
        // one, is an insert there, yet keeps its row here. Its content is not
        // known to be the same, so it is reloaded.
        for position in changeset.itemInserts {
            if let id = new.itemIdentifier(at: position) { changed.insert(.item(id)) }
        }
        for index in changeset.sectionInserts where new.sections.indices.contains(index) {
            for id in new.sections[index].itemIDs { changed.insert(.item(id)) }
        }
        if groupRows {
            for update in changeset.sectionUpdates {
                if let id = new.sectionIdentifier(at: update.new) { changed.insert(.group(id)) }
            }
        }
        self.init(from: old.tableRows(groupRows: groupRows), to: new.tableRows(groupRows: groupRows), reloads: changed.contains)
    }
}
