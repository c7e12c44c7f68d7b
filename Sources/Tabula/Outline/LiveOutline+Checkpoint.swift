extension LiveOutline {
    /// What an atomic transaction of a ``SectionTree`` the outline is in
    /// restores when it throws: the outline, the published rows, whether an
    /// update is held back, the pause depth and the loads in flight. O(1):
    /// the values are copied on write.
    struct Checkpoint {
        let outline: Outline<ItemID, Item>
        let snapshot: Content
        let hasHeldUpdates: Bool
        let pauseDepth: Int
        let loads: [ItemID: PendingLoad]
    }

    func makeCheckpoint() -> Checkpoint {
        Checkpoint(
            outline: outline, snapshot: _snapshot, hasHeldUpdates: hasHeldUpdates,
            pauseDepth: publisher.pauseDepth, loads: loads
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
        publisher.pauseDepth = checkpoint.pauseDepth
        // Without a provider now, the old task stays: its completion ends the load.
        for (id, load) in cancelled {
            startLoad(id, placeholder: load.placeholder, restarting: load.origin)
        }
    }
}

extension LiveOutline: TransactionalSource {
    package func beginTransaction(atomic: Bool) {
        joinedTransactions.append(atomic ? makeCheckpoint() : nil)
        pauseUpdates()
    }

    package func endTransaction() {
        guard !joinedTransactions.isEmpty else { return }
        joinedTransactions.removeLast()
        // The last resume publishes what the batch changed, which the tree
        // records while its own batch is still open.
        resumeUpdates()
    }

    package func rollbackTransaction() {
        guard let last = joinedTransactions.popLast() else { return }
        if let checkpoint = last {
            restore(checkpoint)
        } else if publisher.pauseDepth > 0 {
            publisher.pauseDepth -= 1
        }
    }
}

extension LiveOutline: SourceHints {
    package var updatesContentAs: ContentUpdateStyle? { contentUpdates }
}
