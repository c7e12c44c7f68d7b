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
    /// undone. A load the transaction cancelled (by collapsing its item)
    /// becomes current again, so that its completion, whatever it is, still
    /// replaces the loading row the restored outline shows.
    func restore(_ checkpoint: Checkpoint) {
        for (id, load) in loads where checkpoint.loads[id]?.token != load.token {
            load.task.cancel()
        }
        loads = checkpoint.loads
        _outline = checkpoint.outline
        _snapshot = checkpoint.snapshot
        hasHeldUpdates = checkpoint.hasHeldUpdates
        publisher.pauseDepth = checkpoint.pauseDepth
    }
}
