import Foundation

extension CollapsingSource {
    /// What an open transaction keeps to restore if it throws: the state,
    /// and the sections gathered before it opened. (The base's updates stay
    /// gathered: a base that rolls back publishes none.)
    package struct Record {
        let state: SectionCollapseState<SectionID>
        let gatheredSections: Set<SectionID>
    }

    /// Whether `data` is the base's empty state (an ``EmptyStateSource``'s),
    /// which is not data and never folds.
    func isBaseEmptyState(_ data: Content) -> Bool {
        guard let hints = base.hints, hints.mayShowEmptyState else { return false }
        return hints.isEmptyState(data)
    }

    /// `data` folded by the current state; the base's empty state never folds.
    func fold(_ data: Content) -> (snapshot: Content, hiddenItemCount: Int) {
        isBaseEmptyState(data) ? (data, 0) : data.folded(by: state)
    }

    /// Indexes of the sections of `data` that the current state folds.
    func collapsedIndexes(in data: Content) -> Set<Int> {
        isBaseEmptyState(data) ? [] : data.collapsedSectionIndexes(by: state)
    }

    /// Takes an update of the base: passes it on, folded, or gathers it
    /// into the open transaction.
    func receive(_ update: ListUpdate<SectionID, SectionModel, ItemID, Item, Base.Payload>) {
        lastBaseSnapshot = update.snapshot
        if transactions.isOpen {
            gatheredUpdates.append(update)
            return
        }
        publish(update)
    }

    /// Publishes the base's `update` with what collapsed sections hide
    /// taken out, when it starts from what this source published; by a
    /// diff of what is shown otherwise.
    ///
    /// - Complexity: O(1) beyond the base's own changes when nothing is
    ///   collapsed; O(*s* + changes) per stage otherwise.
    func publish(_ update: ListUpdate<SectionID, SectionModel, ItemID, Item, Base.Payload>) {
        guard state == publishedState, startsFromPublished(update) else {
            publishDiff(diagnostics: update.diagnostics)
            return
        }
        let previous = update.userMove == nil ? snapshot : fold(update.previousSnapshot).snapshot
        let (target, hidden) = fold(update.snapshot)
        let oldCollapsed = collapsedIndexes(in: update.previousSnapshot), newCollapsed = collapsedIndexes(in: update.snapshot)
        let stages = state.isActive
            ? update.stagedChangeset.folded(from: update.previousSnapshot, by: state)
            : update.stagedChangeset.stages
        snapshot = target
        publishedBase = update.snapshot
        hiddenItemCount = hidden
        publisher.publish(
            from: previous, to: target, changeset: update.changeset.hidingCollapsed(old: oldCollapsed, new: newCollapsed),
            stages: stages, userMove: update.userMove, isReload: update.isReload,
            diagnostics: update.diagnostics, payload: update.payload, source: self
        )
    }

    /// Whether `update`'s changes start from what this source published: its
    /// previous snapshot is the one folded, or, for a move the user made,
    /// one the move made between two expanded sections, which the view
    /// shows as it is.
    private func startsFromPublished(_ update: ListUpdate<SectionID, SectionModel, ItemID, Item, Base.Payload>) -> Bool {
        guard let move = update.userMove else { return publishedBase.sharesStorage(with: update.previousSnapshot) }
        let collapsed = collapsedIndexes(in: update.previousSnapshot)
        return !collapsed.contains(move.source.section) && !collapsed.contains(move.destination.section)
    }

    /// Publishes the base's latest snapshot, folded by the current state, as
    /// a diff of what is shown.
    ///
    /// - Complexity: O(*n*), the diff.
    func publishDiff(diagnostics: [Diagnostic]) {
        let old = snapshot
        let (target, hidden) = fold(lastBaseSnapshot)
        let matching = SnapshotMatching(
            old: old, new: target, sectionContentEqual: base.sectionContentEqual, itemContentEqual: base.itemContentEqual
        )
        var planner = StagePlanner(matching: matching, source: old, target: target, style: base.hints?.updatesContentAs ?? .reload)
        let stages = planner.stages()
        snapshot = target
        publishedBase = lastBaseSnapshot
        publishedState = state
        hiddenItemCount = hidden
        publisher.publish(
            from: old, to: target, changeset: matching.changeset, stages: stages,
            diagnostics: diagnostics + matching.changeset.diagnostics, payload: nil, source: self
        )
    }

    /// Shows the base's snapshot under the new state after the sections
    /// `ids` collapsed or expanded: their rows deleted or inserted, written
    /// down without a diff when the base's snapshot is the one shown.
    /// Nothing is published when no section that holds items changed.
    ///
    /// - Complexity: O(*s* + the items of the sections that changed).
    func stateDidChange(affecting ids: Set<SectionID>) {
        guard !transactions.isOpen else {
            gatheredSections.formUnion(ids)
            return
        }
        publishFolding(affecting: ids)
    }

    private func publishFolding(affecting ids: Set<SectionID>) {
        guard !ids.isEmpty else {
            // No present section changed: what is published holds as it is.
            publishedState = state
            return
        }
        let (target, hidden) = fold(lastBaseSnapshot)
        guard publishedBase.sharesStorage(with: lastBaseSnapshot),
              let folding = StagedChangeset.folding(
                  from: snapshot, to: target, affecting: ids, sectionContentEqual: base.sectionContentEqual
              )
        else {
            publishDiff(diagnostics: [])
            return
        }
        publishedState = state
        guard !folding.stages.stages.isEmpty else { return }
        let previous = snapshot
        snapshot = target
        hiddenItemCount = hidden
        publisher.publish(
            from: previous, to: target, changeset: folding.changeset, stages: folding.stages.stages,
            diagnostics: [], payload: nil, source: self
        )
    }
}

extension CollapsingSource: TransactionalSource {
    /// The transaction joins the base's, and keeps the state to restore.
    package func openTransaction(atomic: Bool) -> Record {
        (base as? any TransactionalSource)?.beginTransaction(atomic: atomic)
        return Record(state: state, gatheredSections: gatheredSections)
    }

    /// The base publishes on closing: its update is gathered into this transaction.
    package func closeTransaction(_ record: Record) {
        (base as? any TransactionalSource)?.endTransaction()
    }

    package func rollBack(_ record: Record) {
        (base as? any TransactionalSource)?.rollbackTransaction()
        state = record.state
        gatheredSections = record.gatheredSections
    }

    package func openPause() -> Record {
        (base as? any TransactionalSource)?.pause()
        return Record(state: state, gatheredSections: gatheredSections)
    }

    package func closePause(_ record: Record) {
        (base as? any TransactionalSource)?.resume()
    }

    /// Publishes what the transaction gathered: the base's one update as it
    /// is, the sections that collapsed or expanded as one written-down
    /// batch, and anything more as one diff.
    package func publishTransaction() {
        let updates = gatheredUpdates, sections = gatheredSections
        gatheredUpdates = []
        gatheredSections = []
        if updates.isEmpty {
            publishFolding(affecting: sections)
        } else if updates.count == 1, state == publishedState, let update = updates.first {
            publish(update)
        } else {
            publishDiff(diagnostics: updates.flatMap(\.diagnostics))
        }
    }
}
