import Foundation

extension ListView {
    /// Animates a staged changeset: one batch update per stage, each setting the
    /// data source's data inside its batch, as UIKit requires.
    ///
    /// ```swift
    /// let changes = StagedChangeset(source: dataSource.snapshot, target: newSnapshot)
    /// collectionView.apply(changes) { dataSource.snapshot = $0 }
    /// ```
    ///
    /// Reconfigures of a stage are issued right after its batch, in the index
    /// space after it. Without animation, or when the changeset is larger than
    /// `reloadThreshold`, the view gets the final data and one `reloadData()`:
    /// nothing the target holds is ever lost.
    ///
    /// - Parameters:
    ///   - changeset: The stages to apply, in order.
    ///   - animated: Whether to animate; pass `false` when the view is not in a
    ///     window (UIKit does not animate off screen, and some versions throw).
    ///   - reloadThreshold: The number of operations (across all stages) above
    ///     which animating is pointless and the view reloads instead; `nil` never
    ///     falls back.
    ///   - setData: Stores a snapshot as the data source's data. Called inside
    ///     each batch, before the batch's operations are recorded.
    ///   - completion: Called once, after the last batch's animations, with
    ///     `true` when every batch ran to completion.
    public func apply<SectionID, SectionModel, ItemID, Item>(
        _ changeset: StagedChangeset<SectionID, SectionModel, ItemID, Item>,
        animated: Bool = true,
        reloadThreshold: Int? = nil,
        setData: @escaping (Snapshot<SectionID, SectionModel, ItemID, Item>) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let last = changeset.stages.last else {
            completion?(true)
            return
        }
        let operations = changeset.stages.reduce(0) { $0 + $1.batch.operationCount }
        if !animated || reloadThreshold.map({ operations > $0 }) == true {
            setData(last.data)
            reloadData()
            completion?(true)
            return
        }
        var pending = changeset.stages.count
        var allFinished = true
        // A view may complete a batch before `performBatchUpdates` returns
        // (AppKit's table has no animation to wait for). The last completion
        // then waits for the loop, so that whatever it starts (the next
        // update) comes after the last stage's reconfigures, not before them.
        var isLooping = true
        var finishedWhileLooping = false
        for stage in changeset.stages {
            performBatchUpdates({
                setData(stage.data)
                self.perform(stage.batch)
            }, completion: { finished in
                allFinished = allFinished && finished
                pending -= 1
                guard pending == 0 else { return }
                if isLooping { finishedWhileLooping = true } else { completion?(allFinished) }
            })
            if !stage.batch.itemReconfigures.isEmpty { reconfigureItems(at: stage.batch.itemReconfigures) }
            if !stage.batch.sectionReconfigures.isEmpty { reconfigureSections(IndexSet(stage.batch.sectionReconfigures)) }
        }
        isLooping = false
        if finishedWhileLooping { completion?(allFinished) }
    }

    /// Records a batch's structural operations; call inside `performBatchUpdates`.
    /// Reconfigures are not recorded here: they belong after the batch.
    public func perform(_ batch: BatchUpdate) {
        if !batch.sectionDeletes.isEmpty { deleteSections(IndexSet(batch.sectionDeletes)) }
        if !batch.sectionInserts.isEmpty { insertSections(IndexSet(batch.sectionInserts)) }
        if !batch.sectionReloads.isEmpty { reloadSections(IndexSet(batch.sectionReloads)) }
        for move in batch.sectionMoves { moveSection(move.source, toSection: move.destination) }
        if !batch.itemDeletes.isEmpty { deleteItems(at: batch.itemDeletes) }
        if !batch.itemInserts.isEmpty { insertItems(at: batch.itemInserts) }
        if !batch.itemReloads.isEmpty { reloadItems(at: batch.itemReloads) }
        for move in batch.itemMoves { moveItem(at: move.source, to: move.destination) }
    }
}
