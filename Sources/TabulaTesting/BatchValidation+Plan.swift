// What applying a batch that broke no rule needs.
extension BatchValidation {
    /// Where each section ends up: inserted and reloaded sections and move
    /// destinations take their slots; the others keep their order and fill the
    /// remaining slots (rule 6). Only called when the section operations are valid.
    func makeSectionPlan(_ ops: SectionOperations) -> SectionPlan? {
        if ops.inserts.isEmpty, ops.deletes.isEmpty, ops.reloads.isEmpty, ops.moves.isEmpty, before.count == after.count {
            var origins: [BatchPlan.Origin] = []
            var newIndexes: [Int?] = []
            origins.reserveCapacity(before.count)
            newIndexes.reserveCapacity(before.count)
            for section in before.indices {
                origins.append(.existing(old: section))
                newIndexes.append(section)
            }
            return (origins, newIndexes, true)
        }
        var origins = [BatchPlan.Origin?](repeating: nil, count: after.count)
        var newIndexes = [Int?](repeating: nil, count: before.count)
        for section in ops.inserts { origins[section] = .fresh }
        for target in ops.reloadTargets.values { origins[target] = .fresh }
        for move in ops.moves {
            origins[move.to] = .existing(old: move.from)
            newIndexes[move.from] = move.to
        }
        var slot = 0
        // Most batches leave every section where it is: no hashing per section then.
        let sectionsChange = !ops.deleteSet.isEmpty || !ops.reloadSet.isEmpty || !ops.moveDestinations.isEmpty
        for old in before.indices
        where !sectionsChange || (!ops.deleteSet.contains(old) && !ops.reloadSet.contains(old) && ops.moveDestinations[old] == nil) {
            while slot < origins.count, origins[slot] != nil { slot += 1 }
            guard slot < origins.count else { return nil }
            origins[slot] = .existing(old: old)
            newIndexes[old] = slot
            slot += 1
        }
        var complete: [BatchPlan.Origin] = []
        complete.reserveCapacity(origins.count)
        for origin in origins {
            guard let origin else { return nil }
            complete.append(origin)
        }
        return (complete, newIndexes, false)
    }

    /// The plan of a batch whose sections and items passed every rule.
    func makePlan(_ sections: SectionOperations, _ items: ItemOperations, sectionPlan: SectionPlan) -> BatchPlan {
        var removed = Set(items.deletes)
        removed.formUnion(items.reloads)
        removed.formUnion(items.moves.map(\.from))
        var fresh: [Int: [Int]] = [:]
        for position in items.inserts { fresh[position.section, default: []].append(position.item) }
        for (_, target) in items.reloadTargets { fresh[target.section, default: []].append(target.item) }
        var movesInto: [Int: [(from: ItemPosition, to: ItemPosition)]] = [:]
        for move in items.moves { movesInto[move.to.section, default: []].append(move) }
        return BatchPlan(
            sectionOrigins: sectionPlan.origins,
            newSectionIndexes: sectionPlan.newIndexes,
            sectionLayoutKnownKept: sectionPlan.kept,
            removedItems: removed,
            sectionsLosingItems: Set(removed.map(\.section)),
            freshItems: fresh,
            movesInto: movesInto,
            itemReconfigures: items.reconfigures,
            sectionReconfigures: sections.reconfigures
        )
    }
}
