import Foundation

extension BatchValidation {
    /// Checks the item operations, in the order their violations are
    /// reported, and returns those that survived the basic checks.
    ///
    /// Item operations in sections that go away or come new are redundant
    /// (rule 4) and kept out of ``ItemOperations/deletes`` and its siblings;
    /// those in sections that move are a hazard (R12).
    mutating func checkItems(_ batch: RecordedBatch, sections: SectionOperations) -> ItemOperations {
        var ops = ItemOperations()
        // Old index space: deletes and reloads; new index space: inserts;
        // moves: both.
        collectItemDeletes(batch.itemDeletes, into: &ops, sections: sections)
        collectItemReloads(batch.itemReloads, into: &ops, sections: sections)
        collectItemInserts(batch.itemInserts, into: &ops, sections: sections)
        collectItemMoves(batch.itemMoves, into: &ops)
        checkItemMovesAgainstSections(ops.moves, sections: sections)

        let moveSources = Set(ops.moves.map(\.from))
        let moveDestinations = Set(ops.moves.map(\.to))
        checkItemConflicts(ops, moveDestinations: moveDestinations)
        placeReloads(
            ops.liveReloads, into: &ops, sections: sections,
            inBounds: ops.reloadSet, contradicted: ops.deleteSet.union(moveSources), moveDestinations: moveDestinations
        )
        collectItemReconfigures(batch.itemReconfigures, into: &ops, sections: sections, moveSources: moveSources)
        return ops
    }

    private mutating func collectItemDeletes(_ indexPaths: [IndexPath], into ops: inout ItemOperations, sections: SectionOperations) {
        for position in unique(indexPaths, .delete, call: "deleteItems(at:)") {
            let live = position.section < before.count && !sections.isGone(position.section)
            if live { ops.deletedCounts[position.section, default: 0] += 1 }
            guard existsBefore(position, .delete) else { continue }
            ops.deleteSet.insert(position)
            guard live else { continue }
            ops.deletes.append(position)
            if let destination = sections.moveDestinations[position.section] {
                report(.itemOperationInMovingSection(.delete, position, sectionMovesTo: destination))
            }
        }
    }

    private mutating func collectItemReloads(_ indexPaths: [IndexPath], into ops: inout ItemOperations, sections: SectionOperations) {
        for position in unique(indexPaths, .reload, call: "reloadItems(at:)") {
            let live = position.section < before.count && !sections.isGone(position.section)
            if live {
                // The reload's delete half; its insert half is counted where it lands.
                ops.deletedCounts[position.section, default: 0] += 1
                ops.liveReloads.append(position)
            }
            guard existsBefore(position, .reload) else { continue }
            ops.reloadSet.insert(position)
            ops.reloadsInBounds.append(position)
            guard live else { continue }
            ops.reloads.append(position)
            if let destination = sections.moveDestinations[position.section] {
                report(.itemOperationInMovingSection(.reload, position, sectionMovesTo: destination))
            }
        }
    }

    private mutating func collectItemInserts(_ indexPaths: [IndexPath], into ops: inout ItemOperations, sections: SectionOperations) {
        for position in unique(indexPaths, .insert, call: "insertItems(at:)") {
            let count = itemCountAfter(position.section)
            let live = count != nil && !sections.isNew(position.section)
            if live { ops.insertedCounts[position.section, default: 0] += 1 }
            guard let count, position.item < count else {
                report(.itemInsertOutOfBounds(position, sectionCount: after.count, itemCount: count, reloadedFrom: nil))
                continue
            }
            ops.insertsInBounds.append(position)
            guard live else { continue }
            ops.inserts.append(position)
            if let source = sections.moveSources[position.section] {
                report(.itemOperationInMovedSection(.insert, position, sectionMovedFrom: source))
            }
        }
    }

    /// Keeps the first reconfigure of each existing item, reporting conflicts.
    private mutating func collectItemReconfigures(
        _ indexPaths: [IndexPath], into ops: inout ItemOperations, sections: SectionOperations, moveSources: Set<ItemPosition>
    ) {
        var reconfigured = Set<ItemPosition>()
        for position in positions(indexPaths, call: "reconfigureItems(at:)")
        where reconfigured.insert(position).inserted && existsBefore(position, .reconfigure) {
            ops.reconfigures.append(position)
            checkItemReconfigureConflict(position, ops, sections: sections, moveSources: moveSources)
        }
    }
}
