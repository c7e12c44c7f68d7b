extension BatchValidation {
    /// Checks the section operations, in the order their violations are
    /// reported, and returns those that survived the basic checks.
    mutating func checkSections(_ batch: RecordedBatch) -> SectionOperations {
        var ops = SectionOperations()
        collectSectionDeletesReloadsAndInserts(batch, into: &ops)
        collectSectionMoves(batch.sectionMoves, into: &ops)
        collectSectionReconfigures(batch.sectionReconfigures, into: &ops)
        checkSectionConflicts(ops)
        placeSectionReloads(&ops)
        checkSectionCount(ops)
        checkSectionReconfigureConflicts(ops)
        checkMisplacedSectionReloads(ops)
        return ops
    }

    /// Keeps the in-bounds, first occurrences of the deletes and reloads (old
    /// index space) and of the inserts (new index space).
    private mutating func collectSectionDeletesReloadsAndInserts(_ batch: RecordedBatch, into ops: inout SectionOperations) {
        let oldCount = before.count
        let newCount = after.count
        let deletes = uniqueSections(
            batch.sectionDeletes, bound: oldCount,
            duplicate: { .duplicate(.delete, section: $0) },
            outOfBounds: { .sectionOutOfBoundsBefore(.delete, section: $0, count: oldCount) }
        )
        let reloads = uniqueSections(
            batch.sectionReloads, bound: oldCount,
            duplicate: { .duplicate(.reload, section: $0) },
            outOfBounds: { .sectionOutOfBoundsBefore(.reload, section: $0, count: oldCount) }
        )
        let inserts = uniqueSections(
            batch.sectionInserts, bound: newCount,
            duplicate: { .duplicate(.insert, section: $0) },
            outOfBounds: { .sectionInsertOutOfBounds(section: $0, count: newCount, reloadedFrom: nil) }
        )
        ops.deletes = deletes.valid
        ops.reloads = reloads.valid
        ops.inserts = inserts.valid
        ops.requestedDeleteCount = deletes.distinctCount
        ops.requestedReloadCount = reloads.distinctCount
        ops.requestedInsertCount = inserts.distinctCount
        ops.deleteSet = Set(ops.deletes)
        ops.reloadSet = Set(ops.reloads)
        ops.insertSet = Set(ops.inserts)
        ops.sortedDeletes = ops.deletes.sorted()
        ops.sortedInserts = ops.inserts.sorted()
    }

    /// Keeps the first reconfigure of each section that exists before the
    /// update, reporting the others (R6).
    private mutating func collectSectionReconfigures(_ reconfigures: [Int], into ops: inout SectionOperations) {
        var reconfigured = Set<Int>()
        for section in reconfigures where reconfigured.insert(section).inserted {
            guard (0..<before.count).contains(section) else {
                report(.sectionOutOfBoundsBefore(.reconfigure, section: section, count: before.count))
                continue
            }
            ops.reconfigures.append(section)
        }
    }
}
