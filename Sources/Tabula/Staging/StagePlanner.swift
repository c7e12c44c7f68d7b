import Foundation

/// Turns a matching into the fewest batches that pass UIKit's rules.
///
/// The plan, explained at length in the Staging article (Tabula.docc/Staging.md):
/// 1. Structure. Everything in one batch, unless an item change touches a
///    section that moves (hazard R12). Then two: first every item change with
///    sections still in their old order, then every section change.
/// 2. Content. Reconfigures ride after the last batch. Reloads join a
///    structural batch when no reloaded item (or section) moves in it and
///    UIKit's computed position for each reload — which ignores moves — is
///    where it really lands (R2, R12, R13); otherwise they take a batch of
///    their own, first, in the old layout.
@usableFromInline
internal struct StagePlanner<SectionID: Hashable, SectionModel, ItemID: Hashable, Item> {
    @usableFromInline typealias Stage = StagedChangeset<SectionID, SectionModel, ItemID, Item>.Stage

    @usableFromInline let matching: SnapshotMatching
    @usableFromInline let source: Snapshot<SectionID, SectionModel, ItemID, Item>
    @usableFromInline let target: Snapshot<SectionID, SectionModel, ItemID, Item>
    @usableFromInline let style: ContentUpdateStyle

    @inlinable
    init(matching: SnapshotMatching, source: Snapshot<SectionID, SectionModel, ItemID, Item>, target: Snapshot<SectionID, SectionModel, ItemID, Item>, style: ContentUpdateStyle) {
        self.matching = matching
        self.source = source
        self.target = target
        self.style = style
    }

    /// Where the structural changes put things: the target itself, or the
    /// intermediate layout of a split plan (old section order, final items).
    @usableFromInline
    enum Layout {
        case target
        case intermediate
    }

    /// A structural batch and its place in the plan.
    @usableFromInline
    struct StructuralStage {
        @usableFromInline var batch: BatchUpdate
        @usableFromInline var role: Role
        @inlinable init(batch: BatchUpdate, role: Role) {
            self.batch = batch
            self.role = role
        }
        @inlinable var layout: Layout { role == .splitItems ? .intermediate : .target }
    }

    /// The part a structural batch plays, which fixes the index spaces around it.
    @usableFromInline
    enum Role {
        /// The only structural batch: from the source to the target.
        case single
        /// First of two: item changes, sections keeping their old indexes.
        case splitItems
        /// Second of two: section changes only.
        case splitSections
    }

    @inlinable
    mutating func stages() -> [Stage] {
        var structural = structuralStages()
        let hasContent = !matching.itemUpdates.isEmpty || !matching.sectionUpdates.isEmpty
        guard hasContent else {
            return structural.map { Stage(batch: $0.batch, data: data(for: $0.layout, contentApplied: true)) }
        }

        switch style {
        case .reconfigure:
            if structural.isEmpty {
                structural.append(StructuralStage(batch: BatchUpdate(), role: .single))
            }
            structural[structural.count - 1].batch.itemReconfigures = matching.itemUpdates.lazy.map(\.new).indexPaths()
            structural[structural.count - 1].batch.sectionReconfigures = matching.sectionUpdates.map(\.new)
            let last = structural.count - 1
            return structural.indices.map { k in
                Stage(batch: structural[k].batch, data: data(for: structural[k].layout, contentApplied: k == last))
            }

        case .reload:
            for k in structural.indices {
                if let folded = foldingReloads(into: structural[k]) {
                    structural[k].batch = folded
                    return structural.indices.map { j in
                        Stage(batch: structural[j].batch, data: data(for: structural[j].layout, contentApplied: j >= k))
                    }
                }
            }
            let content = Stage(batch: contentBatch(), data: contentAppliedSource())
            return [content] + structural.map { Stage(batch: $0.batch, data: data(for: $0.layout, contentApplied: true)) }
        }
    }

    // MARK: - Structure

    @inlinable
    func structuralStages() -> [StructuralStage] {
        guard matching.hasStructuralChanges else { return [] }
        let m = matching
        var sectionMovesFromOld = [Bool](repeating: false, count: m.sectionOldToNew.count)
        for move in m.sectionMoves { sectionMovesFromOld[move.source] = true }
        let movesNew = m.sectionMovesByNewIndex
        let hazard = !m.sectionMoves.isEmpty && (
            m.itemDeletes.contains { sectionMovesFromOld[$0.section] }
                || m.itemInserts.contains { movesNew[$0.section] }
                || m.itemMoves.contains { sectionMovesFromOld[$0.source.section] || movesNew[$0.destination.section] }
        )

        var sections = BatchUpdate()
        sections.sectionDeletes = m.sectionDeletes
        sections.sectionInserts = m.sectionInserts
        sections.sectionMoves = m.sectionMoves.map { .init(source: $0.source, destination: $0.destination) }

        var items = BatchUpdate()
        items.itemDeletes = m.itemDeletes.indexPaths()
        if !hazard {
            items.itemInserts = m.itemInserts.indexPaths()
            items.itemMoves = m.itemMoves.indexPathMoves()
            var batch = sections
            batch.itemDeletes = items.itemDeletes
            batch.itemInserts = items.itemInserts
            batch.itemMoves = items.itemMoves
            return [StructuralStage(batch: batch, role: .single)]
        }
        // Split: item changes while every section still has its old index
        // (destinations are re-addressed to the old index of their section),
        // then the section changes alone.
        let oldIndexOf = m.sectionNewToOld
        items.itemInserts = m.itemInserts.map { IndexPath(item: $0.item, section: oldIndexOf[$0.section]) }
        items.itemMoves = m.itemMoves.map {
            .init(source: $0.source.indexPath,
                  destination: IndexPath(item: $0.destination.item, section: oldIndexOf[$0.destination.section]))
        }
        // The split moved items in old section order, so destinations sorted by
        // new section may no longer be ascending; keep them ordered.
        items.itemMoves.sort { ($0.destination.section, $0.destination.item) < ($1.destination.section, $1.destination.item) }
        items.itemInserts.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        return [
            StructuralStage(batch: items, role: .splitItems),
            StructuralStage(batch: sections, role: .splitSections),
        ]
    }

    // MARK: - Reloads

    /// The batch with every content change folded in as reloads, or `nil` when
    /// some reload would break a rule in it.
    @inlinable
    func foldingReloads(into stage: StructuralStage) -> BatchUpdate? {
        let m = matching
        var batch = stage.batch
        let arithmetic = ReloadArithmetic(batch)
        var sectionMovesFromOld = Set<Int>()
        for move in batch.sectionMoves { sectionMovesFromOld.insert(move.source) }
        var reloadedSections = Set<Int>()  // before-space indexes

        for update in m.sectionUpdates {
            let before = update.old
            let after = stage.role == .splitItems ? update.old : update.new
            if sectionMovesFromOld.contains(before) { return nil }
            if batch.itemMoves.contains(where: { $0.source.section == before || $0.destination.section == after }) {
                return nil
            }
            guard arithmetic.section(after: before) == after else { return nil }
            reloadedSections.insert(before)
        }

        var reloads: [IndexPath] = []
        for update in m.itemUpdates {
            let intermediate = ItemPosition(section: m.sectionNewToOld[update.new.section], item: update.new.item)
            let before: ItemPosition, after: ItemPosition, moves: Bool
            switch stage.role {
            case .single: (before, after, moves) = (update.old, update.new, update.moved)
            case .splitItems: (before, after, moves) = (update.old, intermediate, update.moved)
            case .splitSections: (before, after, moves) = (intermediate, update.new, false)
            }
            if reloadedSections.contains(before.section) { continue }  // the section reload refreshes it
            if moves || sectionMovesFromOld.contains(before.section) { return nil }
            guard arithmetic.indexPath(after: before) == after else { return nil }
            reloads.append(before.indexPath)
        }

        if !reloadedSections.isEmpty {
            // A reloaded section takes its items from the data source afresh;
            // item changes inside it would be redundant.
            let afterOf = Dictionary(uniqueKeysWithValues: reloadedSections.map { ($0, arithmetic.section(after: $0)) })
            let afterSet = Set(afterOf.values)
            batch.itemDeletes.removeAll { reloadedSections.contains($0.section) }
            batch.itemInserts.removeAll { afterSet.contains($0.section) }
            batch.sectionReloads = reloadedSections.sorted()
        }
        batch.itemReloads = reloads.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
        return batch
    }

    /// All content changes as reloads in the source's layout.
    @inlinable
    func contentBatch() -> BatchUpdate {
        var batch = BatchUpdate()
        let reloadedSections = Set(matching.sectionUpdates.map(\.old))
        batch.sectionReloads = reloadedSections.sorted()
        batch.itemReloads = matching.itemUpdates
            .filter { !reloadedSections.contains($0.old.section) }
            .map { $0.old.indexPath }
            .sorted { ($0.section, $0.item) < ($1.section, $1.item) }
        return batch
    }
}
