import Foundation

// What a list that collapses sections shows of changes made to its data:
// a collapsed section keeps its place and its header, so section changes and
// section indexes stay as they are, and only the item changes inside
// collapsed sections disappear. An item moved out of a collapsed section
// appears (an insert), one moved into it disappears (a delete).

/// Drops the deletes, inserts and moves that collapsed sections hide, and
/// turns a move across the fold into the insert or delete a view sees.
/// O(operations).
private func hideItemChanges(
    deletes: inout [IndexPath], inserts: inout [IndexPath], moves: inout [Changeset.Move<IndexPath>],
    old oldCollapsed: Set<Int>, new newCollapsed: Set<Int>
) {
    deletes.removeAll { oldCollapsed.contains($0.section) }
    inserts.removeAll { newCollapsed.contains($0.section) }
    let all = moves
    moves = []
    for move in all {
        switch (oldCollapsed.contains(move.source.section), newCollapsed.contains(move.destination.section)) {
        case (false, false): moves.append(move)
        case (true, false): inserts.append(move.destination)
        case (false, true): deletes.append(move.source)
        case (true, true): break
        }
    }
    deletes.sort()
    inserts.sort()
}

extension Changeset {
    /// These changes without the item changes that collapsed sections hide:
    /// an item deleted from, inserted into, updated or moved inside a
    /// collapsed section is not seen to; one moved out of a collapsed section
    /// is an insert, one moved into it a delete. Section changes stay.
    ///
    /// - Parameters:
    ///   - oldCollapsed: Indexes of the collapsed sections before the changes.
    ///   - newCollapsed: Indexes of the collapsed sections after them.
    /// - Complexity: O(changes).
    func hidingCollapsed(old oldCollapsed: Set<Int>, new newCollapsed: Set<Int>) -> Changeset {
        guard !oldCollapsed.isEmpty || !newCollapsed.isEmpty else { return self }
        var result = self
        result.itemUpdates = itemUpdates.filter { !oldCollapsed.contains($0.old.section) && !newCollapsed.contains($0.new.section) }
        hideItemChanges(
            deletes: &result.itemDeletes, inserts: &result.itemInserts, moves: &result.itemMoves,
            old: oldCollapsed, new: newCollapsed
        )
        return result
    }
}

extension BatchUpdate {
    /// This batch without the item operations that collapsed sections hide,
    /// as ``Changeset/hidingCollapsed(old:new:)`` does for changes: deletes,
    /// reloads and move sources are looked up before the batch, inserts,
    /// reconfigures and move destinations after it.
    ///
    /// - Complexity: O(operations).
    func hidingCollapsed(old oldCollapsed: Set<Int>, new newCollapsed: Set<Int>) -> BatchUpdate {
        guard !oldCollapsed.isEmpty || !newCollapsed.isEmpty else { return self }
        var result = self
        result.itemReloads = itemReloads.filter { !oldCollapsed.contains($0.section) }
        result.itemReconfigures = itemReconfigures.filter { !newCollapsed.contains($0.section) }
        hideItemChanges(
            deletes: &result.itemDeletes, inserts: &result.itemInserts, moves: &result.itemMoves,
            old: oldCollapsed, new: newCollapsed
        )
        return result
    }
}

extension StagedChangeset where SectionID: Sendable {
    /// These stages, which take a view from `previous` (unfolded), as a view
    /// that folds sections by `state` shows them: each batch without what
    /// collapsed sections hide, each stage's data folded.
    ///
    /// - Complexity: O(*s* + operations) per stage.
    func folded(
        from previous: Snapshot<SectionID, SectionModel, ItemID, Item>, by state: SectionCollapseState<SectionID>
    ) -> [Stage] {
        var before = previous
        return stages.map { stage in
            let batch = stage.batch.hidingCollapsed(
                old: before.collapsedSectionIndexes(by: state), new: stage.data.collapsedSectionIndexes(by: state)
            )
            before = stage.data
            return Stage(batch: batch, data: stage.data.folded(by: state).snapshot)
        }
    }
}
