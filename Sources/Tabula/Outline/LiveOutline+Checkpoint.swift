extension LiveOutline {
    /// What an atomic transaction of a ``SectionTree`` the outline is in
    /// restores when it throws: the outline, the published rows, whether an
    /// update is held back and the loads in flight. O(1):
    /// the values are copied on write.
    @usableFromInline
    package struct Checkpoint {
        let outline: Outline<ItemID, Item>
        let snapshot: Content
        let hasHeldUpdates: Bool
        let loads: [ItemID: PendingLoad]
    }

    func makeCheckpoint() -> Checkpoint {
        Checkpoint(
            outline: outline, snapshot: _snapshot, hasHeldUpdates: hasHeldUpdates, loads: loads
        )
    }

    /// Puts the outline back as it was at `checkpoint`, publishing nothing.
    ///
    /// Loads started since are cancelled: the expansion that started them is
    /// undone. A load the transaction cancelled (by collapsing its item) is
    /// started again, so that the loading row the restored outline shows is
    /// replaced by children, not by the cancelled task's `CancellationError`.
    func restore(_ checkpoint: Checkpoint) {
        var restored = checkpoint.loads
        var cancelled: [(ItemID, PendingLoad)] = []
        for (id, load) in checkpoint.loads {
            // A nested transaction's rollback may have started it again already.
            if let current = loads[id], isContinuation(current, of: load) {
                restored[id] = current
            } else {
                cancelled.append((id, load))
            }
        }
        for (id, load) in loads where restored[id]?.token != load.token {
            load.task.cancel()
        }
        loads = restored
        _outline = checkpoint.outline
        _snapshot = checkpoint.snapshot
        hasHeldUpdates = checkpoint.hasHeldUpdates
        // Without a provider now, the old task stays: its completion ends the load.
        for (id, load) in cancelled {
            startLoad(id, loadingRow: load.loadingRow, restarting: load.origin)
        }
    }
}

extension LiveOutline: TransactionalSource {
    package func openTransaction(atomic: Bool) -> Checkpoint? {
        atomic ? makeCheckpoint() : nil
    }

    package func rollBack(_ checkpoint: Checkpoint?) {
        if let checkpoint { restore(checkpoint) }
    }

    /// Publishes what changed while the transaction was open, diffed against
    /// the rows published last. O(*n*) expected in the visible rows.
    package func publishTransaction() {
        guard hasHeldUpdates else { return }
        hasHeldUpdates = false
        publishByDiffing()
    }
}

extension LiveOutline: SourceHints {
    package var updatesContentAs: ContentUpdateStyle? { contentUpdates }
    package func expandedItemIDs() -> Any? { _outline.expandedItems }
    package func setExpandedItemIDs(_ ids: Any) {
        guard let ids = ids as? Set<ItemID> else { return }
        setExpandedItems(ids)
    }
}
