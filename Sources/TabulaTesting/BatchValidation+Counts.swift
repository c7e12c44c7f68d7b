// The count arithmetic UIKit checks last: sections (R10) and each surviving
// section's items (R11).
extension BatchValidation {
    /// R10: duplicates count once, as UIKit merges them; a reload counts as
    /// one delete and one insert, so it nets out.
    mutating func checkSectionCount(_ ops: SectionOperations) {
        let oldCount = before.count
        let newCount = after.count
        let expected = oldCount + ops.requestedInsertCount - ops.requestedDeleteCount
        if newCount != expected {
            report(
                .invalidSectionCount(
                    before: oldCount, after: newCount,
                    inserted: ops.requestedInsertCount + ops.requestedReloadCount,
                    deleted: ops.requestedDeleteCount + ops.requestedReloadCount
                )
            )
        }
    }

    /// R11: every section that exists before and after the update (kept or
    /// moved) must account for its new count.
    mutating func checkRowCounts(_ ops: ItemOperations, sectionPlan: SectionPlan) {
        // Every section is checked, and most have no operation at all: those
        // must simply keep their count, so the loop over sections compares two
        // integers, and only the few sections with operations (found by a
        // walk over their sorted new indexes) add up their operations.
        // Violations still come in section order.
        var movedIn: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        for (from, to) in ops.requestedMoves where sectionPlan.newIndexes[from.section] != to.section {
            movedOut[from.section, default: 0] += 1
            movedIn[to.section, default: 0] += 1
        }
        var operated = Set(ops.insertedCounts.keys).union(movedIn.keys)
        for old in Set(ops.deletedCounts.keys).union(movedOut.keys) where sectionPlan.newIndexes.indices.contains(old) {
            if let new = sectionPlan.newIndexes[old] { operated.insert(new) }
        }
        let operatedInOrder = operated.sorted()
        if sectionPlan.kept {
            checkRowCountsInPlace(ops, operatedInOrder: operatedInOrder, movedIn: movedIn, movedOut: movedOut)
            return
        }
        var nextOperated = 0
        for (section, origin) in sectionPlan.origins.enumerated() {
            guard case .existing(let old) = origin else { continue }
            while nextOperated < operatedInOrder.count, operatedInOrder[nextOperated] < section { nextOperated += 1 }
            let hasOperations = nextOperated < operatedInOrder.count && operatedInOrder[nextOperated] == section
            if hasOperations || beforeCounts[old] != after.itemCount(section) ?? 0 {
                checkRowCount(section: section, old: old, ops, movedIn: movedIn, movedOut: movedOut)
            }
        }
    }

    /// R11 when every section keeps its index: the sections whose count
    /// changed are found by comparing two arrays of counts, then merged, in
    /// order, with those that have operations.
    private mutating func checkRowCountsInPlace(
        _ ops: ItemOperations, operatedInOrder: [Int], movedIn: [Int: Int], movedOut: [Int: Int]
    ) {
        let afterCounts = after.itemCounts
        var changed: [Int] = []
        for section in 0..<min(beforeCounts.count, afterCounts.count) where beforeCounts[section] != afterCounts[section] {
            changed.append(section)
        }
        var nextOperated = 0, nextChanged = 0
        while nextOperated < operatedInOrder.count || nextChanged < changed.count {
            let section: Int
            if nextChanged == changed.count
                || (nextOperated < operatedInOrder.count && operatedInOrder[nextOperated] <= changed[nextChanged]) {
                section = operatedInOrder[nextOperated]
                if nextChanged < changed.count && changed[nextChanged] == section { nextChanged += 1 }
                nextOperated += 1
            } else {
                section = changed[nextChanged]
                nextChanged += 1
            }
            if section < beforeCounts.count {
                checkRowCount(section: section, old: section, ops, movedIn: movedIn, movedOut: movedOut)
            }
        }
    }

    /// Reports R11 for `section` (at `old` before the update) when its new
    /// count does not account for its operations.
    private mutating func checkRowCount(section: Int, old: Int, _ ops: ItemOperations, movedIn: [Int: Int], movedOut: [Int: Int]) {
        var counts = BatchUpdateViolation.RowCounts()
        counts.before = before[old].items.count
        counts.after = after.itemCount(section) ?? 0
        counts.inserted = ops.insertedCounts[section] ?? 0
        counts.deleted = ops.deletedCounts[old] ?? 0
        counts.movedIn = movedIn[section] ?? 0
        counts.movedOut = movedOut[old] ?? 0
        let expected = counts.before + counts.inserted - counts.deleted + counts.movedIn - counts.movedOut
        if counts.after != expected {
            report(.invalidRowCount(section: section, oldSection: old, counts))
        }
    }
}
