import Foundation

extension LiveOutline {
    /// Publishes the outline after a change that knows nothing about rows:
    /// the visible rows are listed again and diffed. O(*n*) expected.
    @inlinable
    func publishByDiffing() {
        guard !transactions.isOpen else {
            hasHeldUpdates = true
            return
        }
        let old = _snapshot
        let new = Self.makeSnapshot(sectionID, _outline.visibleRows)
        guard publisher.hasObservers else {
            _snapshot = new
            _ = publisher.advance()
            return
        }
        let matching = SnapshotMatching(
            old: old, new: new, sectionContentEqual: { (_: SectionID, _: SectionID) in true },
            itemContentEqual: rowContentEqual
        )
        // An empty changeset is still delivered: items may have changed in
        // ways the content comparison ignores, and the data source needs them.
        var planner = StagePlanner(matching: matching, source: old, target: new, style: contentUpdates)
        deliver(old: old, new: new, changeset: matching.changeset, stages: planner.stages())
    }

    /// Publishes expansion changes written down without diffing.
    ///
    /// - Parameters:
    ///   - removed: Ranges of rows that went, in the old rows, not overlapping.
    ///   - inserted: The rows that came, as a range of the new rows, or `nil`.
    ///   - parent: The item whose shown rows `inserted` are.
    ///   - touched: Items whose own row may have changed (their disclosure
    ///     state), with their positions in the old rows.
    @inlinable
    func publishExpansion(
        removed: [Range<Int>], inserted: Range<Int>?, insertedBeneath parent: ItemID?, touched: [(id: ItemID, oldIndex: Int?)]
    ) {
        // In a transaction, the published rows lag the outline: the ranges,
        // which are positions in the outline's rows before this change, no
        // longer describe them. The diffing path holds the update for the
        // transaction's end.
        guard !transactions.isOpen else { return publishByDiffing() }
        let old = _snapshot
        guard let section = old._sections.first else { return publishByDiffing() }
        let ascending = removed.sorted { $0.lowerBound < $1.lowerBound }
        var shown: [Row] = []
        if inserted != nil, let parent { shown = _outline.shownRows(beneath: parent) }
        let position = inserted?.lowerBound ?? 0
        // The rows go into a rope shared with the old snapshot: only the
        // shown rows and the paths to the cuts are written.
        var rope = section.storage.rope.splicing(
            removing: ascending, insertingIDs: shown.lazy.map(\.id), items: shown, at: position
        )
        var changeset = Changeset()
        var batch = BatchUpdate()
        for (id, oldIndex) in touched {
            guard let newIndex = _outline.visibleIndex(of: id), let before = rope.item(at: newIndex), let row = _outline.row(for: id) else { continue }
            rope = rope.replacing(itemAt: newIndex, with: row)
            if let oldIndex, !rowContentEqual(before, row) {
                changeset.itemUpdates.append(.init(old: IndexPath(item: oldIndex, section: 0), new: IndexPath(item: newIndex, section: 0)))
            }
        }
        let new = Content(_sections: [Content.Section(id: section.id, model: section.model, rope: rope)], itemCount: rope.count)
        guard publisher.hasObservers else {
            _snapshot = new
            _ = publisher.advance()
            return
        }
        changeset.itemDeletes = ascending.flatMap { $0 }.map { IndexPath(item: $0, section: 0) }
        changeset.itemInserts = (inserted ?? 0..<0).map { IndexPath(item: $0, section: 0) }
        changeset.itemUpdates.sort { $0.new.item < $1.new.item }
        batch.itemDeletes = changeset.itemDeletes
        batch.itemInserts = changeset.itemInserts
        switch contentUpdates {
        case .reload: batch.itemReloads = changeset.itemUpdates.map(\.old).sorted { $0.item < $1.item }
        case .reconfigure: batch.itemReconfigures = changeset.itemUpdates.map(\.new)
        }
        deliver(old: old, new: new, changeset: changeset, stages: [.init(batch: batch, data: new)])
    }

    /// Publishes `new` and delivers the update.
    @inlinable
    func deliver(old: Content, new: Content, changeset: Changeset, stages: [StagedChangeset<SectionID, SectionID, ItemID, Row>.Stage]) {
        _snapshot = new
        publisher.publish(
            from: old, to: new, changeset: changeset, stages: stages, diagnostics: changeset.diagnostics, payload: (),
            source: self
        )
    }
}
