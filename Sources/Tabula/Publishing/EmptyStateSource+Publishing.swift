import Foundation

extension EmptyStateSource {
    /// Whether `base`, publishing `snapshot`, has nothing to show: no items,
    /// and none folded away in a collapsed section.
    static func hasNothingToShow(_ base: Base, _ snapshot: Content) -> Bool {
        snapshot.numberOfItems == 0 && !base.hasCollapsedItems
    }

    /// Passes the base's update on, or shows or hides the placeholder.
    func receive(_ update: ListUpdate<SectionID, SectionModel, ItemID, Item, Base.Payload>) {
        let showsAfter = emptyState != nil && Self.hasNothingToShow(base, update.snapshot)
        switch (isShowingEmptyState, showsAfter) {
        case (false, false):
            let forwarded = Update(
                sequenceNumber: publisher.advance(), previousSnapshot: update.previousSnapshot, snapshot: update.snapshot,
                changeset: update.changeset, stagedChangeset: update.stagedChangeset, userMove: update.userMove,
                isReload: update.isReload, diagnostics: update.diagnostics, payload: update.payload
            )
            snapshot = update.snapshot
            publisher.deliver(forwarded, from: self)
        case (true, true):
            // The screen keeps showing the placeholder.
            break
        default:
            let target = showsAfter ? emptyState ?? update.snapshot : update.snapshot
            replace(with: target, showingEmptyState: showsAfter, isReload: update.isReload, diagnostics: update.diagnostics)
        }
    }

    /// Publishes a new placeholder, when it shows or is to show.
    func emptyStateDidChange(from old: Content?) {
        let showsAfter = emptyState != nil && Self.hasNothingToShow(base, base.snapshot)
        guard isShowingEmptyState || showsAfter else { return }
        if isShowingEmptyState, showsAfter, let old, let emptyState, DynamicEquality.isEqual(old, emptyState) { return }
        replace(with: showsAfter ? emptyState ?? base.snapshot : base.snapshot, showingEmptyState: showsAfter)
    }

    /// Publishes `target` in place of everything shown: one batch deletes
    /// every section shown and inserts every section of `target`.
    func replace(with target: Content, showingEmptyState: Bool, isReload: Bool = false, diagnostics: [ListDiagnostic] = []) {
        let previous = snapshot
        snapshot = target
        isShowingEmptyState = showingEmptyState
        let batch = BatchUpdate.replacingSections(previous.numberOfSections, with: target.numberOfSections)
        var changeset = Changeset()
        changeset.sectionDeletes = batch.sectionDeletes
        changeset.sectionInserts = batch.sectionInserts
        let update = Update(
            sequenceNumber: publisher.advance(), previousSnapshot: previous, snapshot: target, changeset: changeset,
            stagedChangeset: StagedChangeset(stages: [.init(batch: batch, data: target)]),
            isReload: isReload, diagnostics: diagnostics, payload: nil
        )
        publisher.deliver(update, from: self)
    }
}
