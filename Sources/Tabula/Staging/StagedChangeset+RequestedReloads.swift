import Foundation

extension StagedChangeset {
    /// The same changes, except that the items `reloads` picks are reloaded
    /// instead of reconfigured: their reconfigures leave their stages, and
    /// one last batch reloads them where the changes leave them.
    ///
    /// A reload cannot simply take a reconfigure's place: a reload names a
    /// position before its batch and UIKit refuses one on an item that the
    /// same batch moves, while a reconfigure names a position after it. A
    /// batch of nothing but reloads, after everything else, is always valid,
    /// and only the items that asked for it pay for it.
    ///
    /// - Parameter reloads: Whether the cell of an item, as it is after the
    ///   change, is reloaded rather than reconfigured.
    /// - Complexity: O(*r*) in the reconfigured items, plus the first lookup
    ///   by identifier in the last stage's data when any item is picked.
    func reloadingRequested(by reloads: (Item) -> Bool) -> Self {
        var stages = self.stages
        var picked: [ItemID] = []
        for k in stages.indices where !stages[k].batch.itemReconfigures.isEmpty {
            let data = stages[k].data
            var kept: [IndexPath] = []
            for path in stages[k].batch.itemReconfigures {
                if let item = data.item(at: path), reloads(item), let id = data.itemIdentifier(at: path) {
                    picked.append(id)
                } else {
                    kept.append(path)
                }
            }
            stages[k].batch.itemReconfigures = kept
        }
        guard !picked.isEmpty, let last = stages.last?.data else { return self }
        var reload = BatchUpdate()
        reload.itemReloads = Set(picked.compactMap { last.indexPath(for: $0) }).sorted()
        guard !reload.itemReloads.isEmpty else { return self }
        // A stage left with nothing to do is dropped: the stages after it
        // (at least the reload) carry its data and more.
        stages.removeAll { $0.batch.isEmpty }
        stages.append(Stage(batch: reload, data: last))
        return StagedChangeset(stages: stages, diagnostics: diagnostics)
    }
}
