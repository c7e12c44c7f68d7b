import Foundation

/// Checks one recorded batch against the state before it and the data source's
/// state after it, for every rule of `Guides/BatchUpdateRules.md`.
///
/// It reports every violation it can find rather than stopping at the first,
/// so a failing test shows all the problems of a batch at once. When nothing is
/// wrong it produces the ``BatchPlan`` that applying the batch needs.
///
/// This is written from the rules alone and shares nothing with Tabula's own
/// diffing and staging: it is the oracle they are tested against.
struct BatchValidation {
    typealias Section = HeadlessListView.Section

    let before: [Section]
    let after: [Section]
    private(set) var violations: [BatchUpdateViolation] = []
    /// Set only when the batch breaks no rule.
    private(set) var plan: BatchPlan?

    init(before: [Section], after: [Section], batch: RecordedBatch) {
        self.before = before
        self.after = after
        let sections = checkSections(batch)
        let sectionPlan = violations.isEmpty ? makeSectionPlan(sections) : nil
        let items = checkItems(batch, sections: sections)
        if let sectionPlan {
            checkRowCounts(items, sectionPlan: sectionPlan)
        }
        if violations.isEmpty, let sectionPlan {
            plan = makePlan(sections, items, sectionPlan: sectionPlan)
        }
    }

    private mutating func report(_ violation: BatchUpdateViolation) {
        violations.append(violation)
    }

    // MARK: - Sections

    /// The section operations that survived the basic checks (in bounds, not
    /// duplicated), in call order, with lookups by index.
    private struct SectionOperations {
        var deletes: [Int] = []
        var inserts: [Int] = []
        var reloads: [Int] = []
        var moves: [(from: Int, to: Int)] = []
        var reconfigures: [Int] = []

        var deleteSet: Set<Int> = []
        var insertSet: Set<Int> = []
        var reloadSet: Set<Int> = []
        /// Old index → new index of each kept move.
        var moveDestinations: [Int: Int] = [:]
        /// New index → old index of each kept move.
        var moveSources: [Int: Int] = [:]
        /// Old index → computed new index of each reload (moves ignored).
        var reloadTargets: [Int: Int] = [:]
        /// Computed new index → old index of each reload.
        var reloadOrigins: [Int: Int] = [:]

        var sortedDeletes: [Int] = []
        var sortedInserts: [Int] = []

        /// Where section `old` would be if only explicit deletes and inserts counted.
        func indexIgnoringMoves(of old: Int) -> Int {
            IndexShift.indexIgnoringMoves(of: old, removed: sortedDeletes, inserted: sortedInserts)
        }
    }

    /// Keeps the first occurrence of each in-bounds index, reporting duplicates (R9)
    /// and out-of-bounds indexes (R6/R7).
    private mutating func uniqueSections(
        _ raw: [Int], bound: Int, duplicate: (Int) -> BatchUpdateViolation, outOfBounds: (Int) -> BatchUpdateViolation
    ) -> (valid: [Int], distinctCount: Int) {
        var seen = Set<Int>()
        var valid: [Int] = []
        for section in raw {
            guard seen.insert(section).inserted else {
                report(duplicate(section))
                continue
            }
            guard (0..<bound).contains(section) else {
                report(outOfBounds(section))
                continue
            }
            valid.append(section)
        }
        return (valid, seen.count)
    }

    private mutating func checkSections(_ batch: RecordedBatch) -> SectionOperations {
        let oldCount = before.count
        let newCount = after.count
        var ops = SectionOperations()

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
        ops.deleteSet = Set(ops.deletes)
        ops.reloadSet = Set(ops.reloads)
        ops.insertSet = Set(ops.inserts)
        ops.sortedDeletes = ops.deletes.sorted()
        ops.sortedInserts = ops.inserts.sorted()

        // R8 is judged on the raw indexes, so that a move that is also out of
        // bounds still shows up as sharing its source or destination.
        var firstDestination: [Int: Int] = [:]
        var firstSource: [Int: Int] = [:]
        for (from, to) in batch.sectionMoves {
            var keep = true
            if !(0..<oldCount).contains(from) {
                report(.sectionOutOfBoundsBefore(.move, section: from, count: oldCount))
                keep = false
            }
            if !(0..<newCount).contains(to) {
                report(.sectionMoveOutOfBounds(from: from, to: to, count: newCount))
                keep = false
            }
            if let other = firstDestination[from] {
                report(other == to ? .sectionMoveRepeated(from: from, to: to) : .sectionMovedTwice(from: from, to: other, and: to))
                keep = false
            } else {
                firstDestination[from] = to
            }
            if let other = firstSource[to] {
                if other != from { report(.sectionsMovedToSame(other, and: from, to: to)) }
                keep = false
            } else {
                firstSource[to] = from
            }
            if keep {
                ops.moves.append((from, to))
                ops.moveDestinations[from] = to
                ops.moveSources[to] = from
            }
        }

        var reconfigured = Set<Int>()
        for section in batch.sectionReconfigures where reconfigured.insert(section).inserted {
            guard (0..<oldCount).contains(section) else {
                report(.sectionOutOfBoundsBefore(.reconfigure, section: section, count: oldCount))
                continue
            }
            ops.reconfigures.append(section)
        }

        // R1, R2
        for section in ops.reloads where ops.deleteSet.contains(section) {
            report(.deleteAndReload(section: section))
        }
        for move in ops.moves {
            if ops.deleteSet.contains(move.from) { report(.deleteAndMove(section: move.from, byReload: false)) }
            if ops.reloadSet.contains(move.from) { report(.deleteAndMove(section: move.from, byReload: true)) }
        }

        // R3, with each reload's insert placed where UIKit computes it (rule 5).
        for section in ops.inserts where ops.moveSources[section] != nil {
            report(.insertAndMove(section: section, reloadedFrom: nil))
        }
        for section in ops.reloads where !ops.deleteSet.contains(section) {
            let target = ops.indexIgnoringMoves(of: section)
            guard target < newCount else {
                report(.sectionInsertOutOfBounds(section: target, count: newCount, reloadedFrom: section))
                continue
            }
            ops.reloadTargets[section] = target
            ops.reloadOrigins[target] = section
            if ops.moveSources[target] != nil {
                report(.insertAndMove(section: target, reloadedFrom: section))
            }
        }

        // R10: duplicates count once, as UIKit merges them; a reload counts as
        // one delete and one insert, so it nets out.
        let expected = oldCount + inserts.distinctCount - deletes.distinctCount
        if newCount != expected {
            report(
                .invalidSectionCount(
                    before: oldCount, after: newCount,
                    inserted: inserts.distinctCount + reloads.distinctCount,
                    deleted: deletes.distinctCount + reloads.distinctCount
                )
            )
        }

        for section in ops.reconfigures {
            if ops.deleteSet.contains(section) {
                report(.reconfigureConflict(section: section, is: .deleted))
            } else if ops.reloadSet.contains(section) {
                report(.reconfigureConflict(section: section, is: .reloaded))
            } else if ops.moveDestinations[section] != nil {
                report(.reconfigureConflict(section: section, is: .moved))
            }
        }

        // R13: the reload is inserted at its computed index; if the data source
        // has a different section there while the reloaded one still exists
        // somewhere, the reload was misplaced by a move. A reloaded section whose
        // identity is gone altogether was replaced, which UIKit shows correctly.
        if !ops.reloadTargets.isEmpty {
            let headerIDs = Set(after.map(\.header.id))
            for section in ops.reloads {
                guard let target = ops.reloadTargets[section],
                    ops.moveDestinations[section] == nil, ops.moveSources[target] == nil
                else { continue }
                let id = before[section].header.id
                let found = after[target].header.id
                if found != id, headerIDs.contains(id) {
                    report(.misplacedReload(section: section, lands: target, id: id, found: found))
                }
            }
        }
        return ops
    }

    /// Where each section ends up: inserted and reloaded sections and move
    /// destinations take their slots; the others keep their order and fill the
    /// remaining slots (rule 6). Only called when the section operations are valid.
    private func makeSectionPlan(_ ops: SectionOperations) -> (origins: [BatchPlan.Origin], newIndexes: [Int?])? {
        var origins = [BatchPlan.Origin?](repeating: nil, count: after.count)
        var newIndexes = [Int?](repeating: nil, count: before.count)
        for section in ops.inserts { origins[section] = .fresh }
        for target in ops.reloadTargets.values { origins[target] = .fresh }
        for move in ops.moves {
            origins[move.to] = .existing(old: move.from)
            newIndexes[move.from] = move.to
        }
        var slot = 0
        for old in before.indices
        where !ops.deleteSet.contains(old) && !ops.reloadSet.contains(old) && ops.moveDestinations[old] == nil {
            while slot < origins.count, origins[slot] != nil { slot += 1 }
            guard slot < origins.count else { return nil }
            origins[slot] = .existing(old: old)
            newIndexes[old] = slot
            slot += 1
        }
        let complete = origins.compactMap { $0 }
        guard complete.count == origins.count else { return nil }
        return (complete, newIndexes)
    }

    // MARK: - Items

    /// The item operations that survived the basic checks, in call order.
    private struct ItemOperations {
        /// In-bounds deletes and reloads outside deleted and reloaded sections,
        /// and in-bounds inserts outside inserted and reloaded sections: the
        /// others are redundant and UIKit drops them (rule 4).
        var deletes: [ItemPosition] = []
        var reloads: [ItemPosition] = []
        var inserts: [ItemPosition] = []
        /// In-bounds moves that share neither source nor destination with another.
        var moves: [(from: ItemPosition, to: ItemPosition)] = []
        var reconfigures: [ItemPosition] = []
        /// The computed insert (moves ignored) of each in-bounds live reload.
        var reloadTargets: [(reload: ItemPosition, target: ItemPosition)] = []

        // What the caller asked for, for the count arithmetic (R11): every
        // distinct operation whose section exists, even when its item does not,
        // so that one wrong index is reported once (R6/R7), not again as a count.
        var deletedCounts: [Int: Int] = [:]
        var insertedCounts: [Int: Int] = [:]
        var requestedMoves: [(from: ItemPosition, to: ItemPosition)] = []
    }

    /// The well-formed positions among `indexPaths`, reporting the others.
    private mutating func positions(_ indexPaths: [IndexPath], call: String) -> [ItemPosition] {
        var result: [ItemPosition] = []
        result.reserveCapacity(indexPaths.count)
        for indexPath in indexPaths {
            if let position = ItemPosition(indexPath) {
                result.append(position)
            } else {
                report(.invalidIndexPath(indexPath, in: call))
            }
        }
        return result
    }

    /// The first occurrence of each well-formed position, reporting malformed
    /// index paths and duplicates (R9).
    private mutating func unique(_ indexPaths: [IndexPath], _ verb: ItemVerb, call: String) -> [ItemPosition] {
        var seen = Set<ItemPosition>()
        var result: [ItemPosition] = []
        for position in positions(indexPaths, call: call) {
            if seen.insert(position).inserted {
                result.append(position)
            } else {
                report(.duplicate(verb, position))
            }
        }
        return result
    }

    /// Whether `position` exists before the update, reporting R6 when not.
    private mutating func existsBefore(_ position: ItemPosition, _ verb: ItemVerb) -> Bool {
        guard position.section < before.count else {
            report(.itemOutOfBoundsBefore(verb, position, sectionCount: before.count, itemCount: nil))
            return false
        }
        let count = before[position.section].items.count
        guard position.item < count else {
            report(.itemOutOfBoundsBefore(verb, position, sectionCount: before.count, itemCount: count))
            return false
        }
        return true
    }

    /// The number of items in `section` after the update, or `nil` when there is no such section.
    private func itemCountAfter(_ section: Int) -> Int? {
        section < after.count ? after[section].items.count : nil
    }

    private mutating func checkItems(_ batch: RecordedBatch, sections: SectionOperations) -> ItemOperations {
        var ops = ItemOperations()

        // Rule 4: item operations in sections that go away or come new are
        // redundant; R12: those in sections that move are a hazard.
        func isGone(_ section: Int) -> Bool {
            sections.deleteSet.contains(section) || sections.reloadSet.contains(section)
        }
        func isNew(_ section: Int) -> Bool {
            sections.insertSet.contains(section) || sections.reloadOrigins[section] != nil
        }

        // Old index space: deletes and reloads.
        var deleteSet = Set<ItemPosition>()
        for position in unique(batch.itemDeletes, .delete, call: "deleteItems(at:)") {
            let live = position.section < before.count && !isGone(position.section)
            if live { ops.deletedCounts[position.section, default: 0] += 1 }
            guard existsBefore(position, .delete) else { continue }
            deleteSet.insert(position)
            guard live else { continue }
            ops.deletes.append(position)
            if let destination = sections.moveDestinations[position.section] {
                report(.itemOperationInMovingSection(.delete, position, sectionMovesTo: destination))
            }
        }
        var reloadSet = Set<ItemPosition>()
        var reloadsInBounds: [ItemPosition] = []
        var liveReloads: [ItemPosition] = []
        for position in unique(batch.itemReloads, .reload, call: "reloadItems(at:)") {
            let live = position.section < before.count && !isGone(position.section)
            if live {
                ops.deletedCounts[position.section, default: 0] += 1
                liveReloads.append(position)
            }
            guard existsBefore(position, .reload) else { continue }
            reloadSet.insert(position)
            reloadsInBounds.append(position)
            guard live else { continue }
            ops.reloads.append(position)
            if let destination = sections.moveDestinations[position.section] {
                report(.itemOperationInMovingSection(.reload, position, sectionMovesTo: destination))
            }
        }

        // New index space: inserts.
        var inserts: [ItemPosition] = []
        for position in unique(batch.itemInserts, .insert, call: "insertItems(at:)") {
            let count = itemCountAfter(position.section)
            let live = count != nil && !isNew(position.section)
            if live { ops.insertedCounts[position.section, default: 0] += 1 }
            guard let count, position.item < count else {
                report(.itemInsertOutOfBounds(position, sectionCount: after.count, itemCount: count, reloadedFrom: nil))
                continue
            }
            inserts.append(position)
            guard live else { continue }
            ops.inserts.append(position)
            if let source = sections.moveSources[position.section] {
                report(.itemOperationInMovedSection(.insert, position, sectionMovedFrom: source))
            }
        }

        // Moves: both spaces.
        var firstDestination: [ItemPosition: ItemPosition] = [:]
        var firstSource: [ItemPosition: ItemPosition] = [:]
        for (rawFrom, rawTo) in batch.itemMoves {
            let from = ItemPosition(rawFrom)
            let to = ItemPosition(rawTo)
            if from == nil { report(.invalidIndexPath(rawFrom, in: "moveItem(at:to:)")) }
            if to == nil { report(.invalidIndexPath(rawTo, in: "moveItem(at:to:)")) }
            guard let from, let to else { continue }
            let fromExists = existsBefore(from, .move)
            let count = itemCountAfter(to.section)
            let toExists = count.map { to.item < $0 } ?? false
            if !toExists {
                report(.itemMoveOutOfBounds(from: from, to: to, sectionCount: after.count, itemCount: count))
            }
            var distinct = true
            if let other = firstDestination[from] {
                report(other == to ? .itemMoveRepeated(from: from, to: to) : .itemMovedTwice(from: from, to: other, and: to))
                distinct = false
            } else {
                firstDestination[from] = to
            }
            if let other = firstSource[to] {
                if other != from { report(.itemsMovedToSame(other, and: from, to: to)) }
                distinct = false
            } else {
                firstSource[to] = from
            }
            guard distinct else { continue }
            if from.section < before.count, count != nil { ops.requestedMoves.append((from, to)) }
            if fromExists, toExists { ops.moves.append((from, to)) }
        }
        for (from, to) in ops.moves {
            if isGone(from.section) {
                report(.moveFromDeletedSection(from: from, to: to, sectionIsReloaded: sections.reloadSet.contains(from.section)))
            } else if let destination = sections.moveDestinations[from.section] {
                report(.itemOperationInMovingSection(.move, from, sectionMovesTo: destination))
            }
            if isNew(to.section) {
                report(.moveIntoInsertedSection(from: from, to: to, reloadedFrom: sections.reloadOrigins[to.section]))
            } else if let source = sections.moveSources[to.section] {
                report(.itemOperationInMovedSection(.move, to, sectionMovedFrom: source))
            }
        }

        // R1, R2, R3.
        let moveSourceSet = Set(ops.moves.map(\.from))
        let moveDestinationSet = Set(ops.moves.map(\.to))
        for position in reloadsInBounds where deleteSet.contains(position) {
            report(.deleteAndReload(position))
        }
        for (from, _) in ops.moves {
            if deleteSet.contains(from) { report(.deleteAndMove(from, byReload: false)) }
            if reloadSet.contains(from) { report(.deleteAndMove(from, byReload: true)) }
        }
        for position in inserts where moveDestinationSet.contains(position) {
            report(.insertAndMove(position, reloadedFrom: nil))
        }

        placeReloads(
            liveReloads, into: &ops, sections: sections,
            inBounds: reloadSet, contradicted: deleteSet.union(moveSourceSet), moveDestinations: moveDestinationSet
        )

        var reconfigured = Set<ItemPosition>()
        for position in positions(batch.itemReconfigures, call: "reconfigureItems(at:)")
        where reconfigured.insert(position).inserted && existsBefore(position, .reconfigure) {
            ops.reconfigures.append(position)
            if sections.deleteSet.contains(position.section) {
                report(.reconfigureConflict(position, sectionIs: .deleted))
            } else if sections.reloadSet.contains(position.section) {
                report(.reconfigureConflict(position, sectionIs: .reloaded))
            } else if deleteSet.contains(position) {
                report(.reconfigureConflict(position, is: .deleted))
            } else if reloadSet.contains(position) {
                report(.reconfigureConflict(position, is: .reloaded))
            } else if moveSourceSet.contains(position) {
                report(.reconfigureConflict(position, is: .moved))
            }
        }
        return ops
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
    private mutating func placeReloads(
        _ reloads: [ItemPosition], into ops: inout ItemOperations, sections: SectionOperations,
        inBounds: Set<ItemPosition>, contradicted: Set<ItemPosition>, moveDestinations: Set<ItemPosition>
    ) {
        guard !reloads.isEmpty else { return }
        var deletedItems: [Int: [Int]] = [:]
        for position in ops.deletes { deletedItems[position.section, default: []].append(position.item) }
        for key in deletedItems.keys { deletedItems[key]?.sort() }
        var insertedItems: [Int: [Int]] = [:]
        for position in ops.inserts { insertedItems[position.section, default: []].append(position.item) }
        for key in insertedItems.keys { insertedItems[key]?.sort() }

        var itemIDsAfter: Set<AnyHashable>?
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
            // R13. As for sections, an item whose identity is gone altogether
            // was replaced by its reload, which UIKit shows correctly.
            let id = before[reload.section].items[reload.item].id
            let found = after[target.section].items[target.item].id
            guard found != id else { continue }
            if itemIDsAfter == nil {
                itemIDsAfter = Set(after.lazy.flatMap(\.items).map(\.id))
            }
            if itemIDsAfter?.contains(id) == true {
                report(.misplacedReload(reload, lands: target, id: id, found: found))
            }
        }
    }

    // MARK: - Counts

    /// R11: every section that exists before and after the update (kept or
    /// moved) must account for its new count.
    private mutating func checkRowCounts(_ ops: ItemOperations, sectionPlan: (origins: [BatchPlan.Origin], newIndexes: [Int?])) {
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

    // MARK: - Plan

    private func makePlan(
        _ sections: SectionOperations, _ items: ItemOperations,
        sectionPlan: (origins: [BatchPlan.Origin], newIndexes: [Int?])
    ) -> BatchPlan {
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
            removedItems: removed,
            sectionsLosingItems: Set(removed.map(\.section)),
            freshItems: fresh,
            movesInto: movesInto,
            itemReconfigures: items.reconfigures,
            sectionReconfigures: sections.reconfigures
        )
    }
}
