import Foundation

/// Diffs and stages only the sections a transaction touched, re-addressing
/// the result to the whole snapshots: what a live source does when it knows
/// which sections changed, so that a change to one section of a long list
/// costs that section, not the list.
///
/// Valid when every untouched section is the same value, in the same order
/// relative to the other untouched sections, in both snapshots, and section
/// identifiers are unique; sections present in only one snapshot must be
/// touched. The list controller and the section tree both stage through it.
@usableFromInline
enum ScopedStaging {
    /// The changeset and stages from `old` to `new`, diffing only the sections
    /// whose identifiers are in `touched`; `nil` when the untouched sections
    /// were reordered or a touched section moved, so that the caller diffs
    /// everything instead.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the diff of the touched sections.
    @inlinable
    static func stage<SectionID: Hashable, SectionModel, ItemID: Hashable, Item>(
        old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        touched: Set<SectionID>,
        style: ContentUpdateStyle,
        sectionContentEqual: (SectionModel, SectionModel) -> Bool,
        itemContentEqual: (Item, Item) -> Bool
    ) -> (changeset: Changeset, stages: [StagedChangeset<SectionID, SectionModel, ItemID, Item>.Stage])? {
        typealias Content = Snapshot<SectionID, SectionModel, ItemID, Item>
        let oldSections = old._sections, newSections = new._sections
        var oldIndexOfID: [SectionID: Int] = [:]
        oldIndexOfID.reserveCapacity(oldSections.count)
        var oldMap: [Int] = [], newMap: [Int] = []
        for (s, section) in oldSections.enumerated() {
            guard oldIndexOfID.updateValue(s, forKey: section.id) == nil else { return nil }
            if touched.contains(section.id) { oldMap.append(s) }
        }
        var lastOld = -1
        for (s, section) in newSections.enumerated() {
            if touched.contains(section.id) { newMap.append(s) }
            if let o = oldIndexOfID[section.id] {
                guard o > lastOld else { return nil }
                lastOld = o
            } else if !touched.contains(section.id) {
                return nil
            }
        }
        guard oldSections.count - oldMap.count == newSections.count - newMap.count else { return nil }

        let subOld = Content(sections: oldMap.map { oldSections[$0] })
        let subNew = Content(sections: newMap.map { newSections[$0] })
        let matching = SnapshotMatching(
            old: subOld, new: subNew, sectionContentEqual: sectionContentEqual, itemContentEqual: itemContentEqual
        )
        guard matching.sectionMoves.isEmpty else { return nil }
        var planner = StagePlanner(matching: matching, source: subOld, target: subNew, style: style)
        let subStages = planner.stages()

        func oldPath(_ p: IndexPath) -> IndexPath { IndexPath(item: p[1], section: oldMap[p[0]]) }
        func newPath(_ p: IndexPath) -> IndexPath { IndexPath(item: p[1], section: newMap[p[0]]) }
        var changeset = Changeset()
        let sub = matching.changeset
        changeset.sectionDeletes = sub.sectionDeletes.map { oldMap[$0] }
        changeset.sectionInserts = sub.sectionInserts.map { newMap[$0] }
        changeset.sectionUpdates = sub.sectionUpdates.map { .init(old: oldMap[$0.old], new: newMap[$0.new]) }
        changeset.itemDeletes = sub.itemDeletes.map(oldPath)
        changeset.itemInserts = sub.itemInserts.map(newPath)
        changeset.itemMoves = sub.itemMoves.map { .init(source: oldPath($0.source), destination: newPath($0.destination)) }
        changeset.itemUpdates = sub.itemUpdates.map { .init(old: oldPath($0.old), new: newPath($0.new)) }
        changeset.diagnostics = sub.diagnostics

        // Each stage ends in the old layout (a batch of reloads only) or the new one.
        var stages: [StagedChangeset<SectionID, SectionModel, ItemID, Item>.Stage] = []
        let newIDs = subNew._sections.map(\.id)
        var before = oldMap
        for stage in subStages {
            let endsInNewLayout = stage.data._sections.count == newIDs.count
                && stage.data._sections.indices.allSatisfy { stage.data._sections[$0].id == newIDs[$0] }
            let after = endsInNewLayout ? newMap : oldMap
            guard stage.data._sections.count == after.count else { return nil }
            let b = stage.batch
            func pathBefore(_ p: IndexPath) -> IndexPath { IndexPath(item: p[1], section: before[p[0]]) }
            func pathAfter(_ p: IndexPath) -> IndexPath { IndexPath(item: p[1], section: after[p[0]]) }
            var batch = BatchUpdate()
            batch.sectionDeletes = b.sectionDeletes.map { before[$0] }
            batch.sectionInserts = b.sectionInserts.map { after[$0] }
            batch.sectionReloads = b.sectionReloads.map { before[$0] }
            batch.sectionMoves = b.sectionMoves.map { .init(source: before[$0.source], destination: after[$0.destination]) }
            batch.itemDeletes = b.itemDeletes.map(pathBefore)
            batch.itemInserts = b.itemInserts.map(pathAfter)
            batch.itemReloads = b.itemReloads.map(pathBefore)
            batch.itemMoves = b.itemMoves.map { .init(source: pathBefore($0.source), destination: pathAfter($0.destination)) }
            batch.itemReconfigures = b.itemReconfigures.map(pathAfter)
            batch.sectionReconfigures = b.sectionReconfigures.map { after[$0] }
            var sections = endsInNewLayout ? newSections : oldSections
            for (j, section) in stage.data._sections.enumerated() { sections[after[j]] = section }
            stages.append(.init(batch: batch, data: Content(sections: sections)))
            before = after
        }
        return (changeset, stages)
    }
}
