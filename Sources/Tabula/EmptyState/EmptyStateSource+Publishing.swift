import Foundation

extension EmptyStateSource {
    /// Passes the base's update on, or shows or hides the empty state.
    func receive(_ update: ListUpdate<SectionID, SectionModel, ItemID, Item, Base.Payload>) {
        let showsAfter = emptyState != nil && update.snapshot.hasNothingToShow(foldedItems: baseHasCollapsedItems)
        // The data's story, whatever the screen shows.
        if !update.isReload { delegate?.report(update.sectionChanges, update.itemChanges, from: self) }
        // Whether what observers hold is the base's snapshot before this
        // update, so that its changes apply to it as they are.
        let inStep = !isShowingEmptyState && snapshot.sharesStorage(with: lastBaseSnapshot)
        lastBaseSnapshot = update.snapshot
        switch (isShowingEmptyState, showsAfter) {
        case (false, false) where inStep:
            snapshot = update.snapshot
            publisher.publish(
                from: update.previousSnapshot, to: update.snapshot, changeset: update.changeset,
                stages: update.stagedChangeset.stages, userMove: update.userMove, isReload: update.isReload,
                diagnostics: update.diagnostics, payload: update.payload, source: self
            )
        case (true, true):
            // The screen keeps showing the empty state.
            break
        default:
            let target = showsAfter ? emptyState ?? update.snapshot : update.snapshot
            replace(with: target, showingEmptyState: showsAfter, isReload: update.isReload, diagnostics: update.diagnostics)
        }
    }

    /// Publishes a new empty state, when it shows or is to show. Decided on
    /// the base's snapshot as its updates told it: one still waiting to be
    /// delivered must find the screen as it left it.
    func emptyStateDidChange(from old: Content?) {
        let showsAfter = emptyState != nil && lastBaseSnapshot.hasNothingToShow(foldedItems: baseHasCollapsedItems)
        guard isShowingEmptyState || showsAfter else { return }
        if isShowingEmptyState, showsAfter, let old, let emptyState, DynamicEquality.isEqual(old, emptyState) { return }
        replace(with: showsAfter ? emptyState ?? lastBaseSnapshot : lastBaseSnapshot, showingEmptyState: showsAfter)
    }

    /// Publishes `target` in place of everything shown: one batch deletes
    /// every section shown and inserts every section of `target`.
    func replace(with target: Content, showingEmptyState: Bool, isReload: Bool = false, diagnostics: [Diagnostic] = []) {
        let previous = snapshot
        snapshot = target
        isShowingEmptyState = showingEmptyState
        let batch = BatchUpdate.replacingSections(previous.numberOfSections, with: target.numberOfSections)
        var changeset = Changeset()
        changeset.sectionDeletes = batch.sectionDeletes
        changeset.sectionInserts = batch.sectionInserts
        publisher.publish(
            from: previous, to: target, changeset: changeset, stages: [.init(batch: batch, data: target)],
            isReload: isReload, diagnostics: diagnostics, payload: nil, source: self
        )
    }
}
