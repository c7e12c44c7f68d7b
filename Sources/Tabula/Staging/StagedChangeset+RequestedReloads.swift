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
    ///   change (with its identifier and its index path in the stage's data),
    ///   is reloaded rather than reconfigured.
    /// - Complexity: O(*r*) in the reconfigured items, plus the first lookup
    ///   by identifier in the last stage's data when any item is picked; when
    ///   that data repeats an identifier, O(*n*) more for it and for each stage
    ///   whose items were picked.
    func reloadingRequested(by reloads: (_ item: Item, _ id: ItemID, _ indexPath: IndexPath) -> Bool) -> Self {
        var stages = self.stages
        var picked: [(stage: Int, path: IndexPath, id: ItemID)] = []
        for k in stages.indices where !stages[k].batch.itemReconfigures.isEmpty {
            let data = stages[k].data
            var kept: [IndexPath] = []
            for path in stages[k].batch.itemReconfigures {
                if let item = data.item(at: path), let id = data.itemIdentifier(at: path), reloads(item, id, path) {
                    picked.append((k, path, id))
                } else {
                    kept.append(path)
                }
            }
            stages[k].batch.itemReconfigures = kept
        }
        guard !picked.isEmpty, let last = stages.last?.data else { return self }
        var reload = BatchUpdate()
        reload.itemReloads = Self.finalPaths(of: picked, in: stages, last: last).sorted()
        guard !reload.itemReloads.isEmpty else { return self }
        // A stage left with nothing to do is dropped: the stages after it
        // (at least the reload) carry its data and more.
        stages.removeAll { $0.batch.isEmpty }
        stages.append(Stage(batch: reload, data: last))
        return StagedChangeset(stages: stages, diagnostics: diagnostics)
    }

    /// Where the picked items are in `last`, the data after every stage.
    ///
    /// Without repeated identifiers in `last`, an item is where its
    /// identifier is. With them, the k-th occurrence of an identifier stays
    /// the k-th through every stage (the diff matches occurrences in order),
    /// so an item is found by its rank among the items that share its
    /// identifier: each picked item's rank in its stage's data, then the item
    /// of that rank in `last`.
    ///
    /// - Complexity: O(*p*) lookups without repeated identifiers; with them,
    ///   O(*n*) for each stage that picked items, and O(*n*) for `last`.
    private static func finalPaths(
        of picked: [(stage: Int, path: IndexPath, id: ItemID)], in stages: [Stage], last: Snapshot<SectionID, SectionModel, ItemID, Item>
    ) -> Set<IndexPath> {
        var paths = Set<IndexPath>()
        guard last.hasRepeatedItemIdentifiers else {
            for case let path? in picked.map({ last.indexPath(for: $0.id) }) { paths.insert(path) }
            return paths
        }
        var wanted: [ItemID: [Int]] = [:]  // the ranks to find in `last`, by identifier
        var start = 0
        while start < picked.count {
            var end = start
            while end < picked.count && picked[end].stage == picked[start].stage { end += 1 }
            let ranks = Self.ranks(of: picked[start..<end].map { ($0.path, $0.id) }, in: stages[picked[start].stage].data)
            for (id, rank) in ranks { wanted[id, default: []].append(rank) }
            start = end
        }
        Self.forEachOccurrence(in: last, where: { wanted[$0] != nil }) { path, id, rank in
            if wanted[id]?.contains(rank) == true { paths.insert(path) }
        }
        return paths
    }

    /// The rank of each item at `paths` among the items of `data` that share
    /// its identifier (0 for the first). O(*n*).
    private static func ranks(of paths: [(IndexPath, ItemID)], in data: Snapshot<SectionID, SectionModel, ItemID, Item>) -> [(ItemID, Int)] {
        let ids = Set(paths.map(\.1))
        let targets = Set(paths.map(\.0))
        var ranks: [(ItemID, Int)] = []
        Self.forEachOccurrence(in: data, where: ids.contains) { path, id, rank in
            if targets.contains(path) { ranks.append((id, rank)) }
        }
        return ranks
    }

    /// Calls `body` with the index path, the identifier and the rank (0 for
    /// the first) among the items that share it, of every item of `data`
    /// whose identifier `isWanted` accepts, in order. O(*n*).
    private static func forEachOccurrence(
        in data: Snapshot<SectionID, SectionModel, ItemID, Item>, where isWanted: (ItemID) -> Bool,
        _ body: (_ path: IndexPath, _ id: ItemID, _ rank: Int) -> Void
    ) {
        var seen: [ItemID: Int] = [:]
        for (s, section) in data.sections.enumerated() {
            for (i, id) in section.itemIDs.enumerated() where isWanted(id) {
                let rank = seen[id, default: 0]
                seen[id] = rank + 1
                body(IndexPath(item: i, section: s), id, rank)
            }
        }
    }
}
