// Where a reload's insert lands. UIKit places it from the old position shifted
// by the explicit deletes and inserts alone, ignoring moves (rule 5); the
// position must exist (R7), must not be a move's destination (R3), and must be
// where the data source really has the reloaded section or item (R13).
extension BatchValidation {
    /// Places the insert of each reload that is not also a delete: R7 and R3.
    mutating func placeSectionReloads(_ ops: inout SectionOperations) {
        for section in ops.reloads where !ops.deleteSet.contains(section) {
            let target = ops.indexIgnoringMoves(of: section)
            guard target < after.count else {
                report(.sectionInsertOutOfBounds(section: target, count: after.count, reloadedFrom: section))
                continue
            }
            ops.reloadTargets[section] = target
            ops.reloadOrigins[target] = section
            if ops.moveSources[target] != nil {
                report(.insertAndMove(section: target, reloadedFrom: section))
            }
        }
    }

    /// R13: the reload is inserted at its computed index; if the data source
    /// has a different section there while the reloaded one still exists
    /// somewhere, the reload was misplaced by a move. A reloaded section whose
    /// identity is gone altogether was replaced, which UIKit shows correctly.
    mutating func checkMisplacedSectionReloads(_ ops: SectionOperations) {
        guard !ops.reloadTargets.isEmpty else { return }
        for section in ops.reloads {
            guard let target = ops.reloadTargets[section],
                ops.moveDestinations[section] == nil, ops.moveSources[target] == nil
            else { continue }
            let id = before[section].header.id
            let found = after.header(target).id
            if found != id, after.containsHeader(id) {
                report(.misplacedReload(section: section, lands: target, id: id, found: found))
            }
        }
    }

    /// Places each live reload's insert where UIKit computes it (rule 5: the
    /// old position shifted by the explicit deletes and inserts of sections and
    /// items; moves ignored), and checks that position: R7, R3 and R13.
    /// - Parameters:
    ///   - reloads: The reloads outside deleted and reloaded sections whose section exists.
    ///   - inBounds: The reloads whose item exists too.
    ///   - contradicted: Positions also deleted or moved, reported already (R1,
    ///     R2): where their insert lands is not judged again.
    ///   - moveDestinations: The destinations of the valid moves.
    mutating func placeReloads(
        _ reloads: [ItemPosition], into ops: inout ItemOperations, sections: SectionOperations,
        inBounds: Set<ItemPosition>, contradicted: Set<ItemPosition>, moveDestinations: Set<ItemPosition>
    ) {
        guard !reloads.isEmpty else { return }
        let deletedItems = Self.sortedItemsBySection(ops.deletes)
        let insertedItems = Self.sortedItemsBySection(ops.inserts)
        for reload in reloads {
            let section = sections.indexIgnoringMoves(of: reload.section)
            let rank = reload.item - IndexShift.countLess(in: deletedItems[reload.section] ?? [], than: reload.item)
            let target = ItemPosition(section: section, item: IndexShift.slot(rank: rank, skipping: insertedItems[section] ?? []))
            if section < after.count { ops.insertedCounts[section, default: 0] += 1 }
            guard inBounds.contains(reload) else { continue }
            ops.reloadTargets.append((reload, target))
            guard !contradicted.contains(reload) else { continue }

            let count = itemCountAfter(target.section)
            guard let count, target.item < count else {
                report(.itemInsertOutOfBounds(target, sectionCount: after.count, itemCount: count, reloadedFrom: reload))
                continue
            }
            if moveDestinations.contains(target) {
                report(.insertAndMove(target, reloadedFrom: reload))
                continue
            }
            checkMisplacedReload(reload, lands: target)
        }
    }

    /// R13 for one item. As for sections, an item whose identity is gone
    /// altogether was replaced by its reload, which UIKit shows correctly;
    /// telling the two apart reads every item, but only for a reload that
    /// lands on another identity.
    private mutating func checkMisplacedReload(_ reload: ItemPosition, lands target: ItemPosition) {
        let id = before[reload.section].items[reload.item].id
        let found = after.item(target.section, target.item).id
        guard found != id else { return }
        if after.containsItem(id) {
            report(.misplacedReload(reload, lands: target, id: id, found: found))
        }
    }

    /// The item indexes of `positions`, by section, each list ascending.
    private static func sortedItemsBySection(_ positions: [ItemPosition]) -> [Int: [Int]] {
        var items: [Int: [Int]] = [:]
        for position in positions { items[position.section, default: []].append(position.item) }
        for key in items.keys { items[key]?.sort() }
        return items
    }
}
