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
        var movedIn: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        for (from, to) in ops.requestedMoves where sectionPlan.newIndexes[from.section] != to.section {
            movedOut[from.section, default: 0] += 1
            movedIn[to.section, default: 0] += 1
        }
        for (section, origin) in sectionPlan.origins.enumerated() {
            guard case .existing(let old) = origin else { continue }
            var counts = BatchUpdateViolation.RowCounts()
            counts.before = before[old].items.count
            counts.after = after[section].items.count
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
}
