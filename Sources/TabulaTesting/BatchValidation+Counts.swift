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
        // Counts by section in arrays, not dictionaries: every section is
        // checked, and most have no operation at all.
        var inserted = [Int](repeating: 0, count: after.count)
        var movedIn = [Int](repeating: 0, count: after.count)
        var deleted = [Int](repeating: 0, count: before.count)
        var movedOut = [Int](repeating: 0, count: before.count)
        for (section, count) in ops.insertedCounts where inserted.indices.contains(section) {
            inserted[section] = count
        }
        for (section, count) in ops.deletedCounts where deleted.indices.contains(section) {
            deleted[section] = count
        }
        for (from, to) in ops.requestedMoves where sectionPlan.newIndexes[from.section] != to.section {
            movedOut[from.section] += 1
            movedIn[to.section] += 1
        }
        for (section, origin) in sectionPlan.origins.enumerated() {
            guard case .existing(let old) = origin else { continue }
            var counts = BatchUpdateViolation.RowCounts()
            counts.before = before[old].items.count
            counts.after = after.itemCount(section) ?? 0
            counts.inserted = inserted[section]
            counts.deleted = deleted[old]
            counts.movedIn = movedIn[section]
            counts.movedOut = movedOut[old]
            let expected = counts.before + counts.inserted - counts.deleted + counts.movedIn - counts.movedOut
            if counts.after != expected {
                report(.invalidRowCount(section: section, oldSection: old, counts))
            }
        }
    }
}
