extension BatchPlan {
    typealias Section = HeadlessListView.Section
    typealias Cell = HeadlessListView.Cell

    /// Applies the batch as UIKit does, then compares every identity with the
    /// data source.
    ///
    /// Inserted and reloaded sections and items get fresh cells from the data
    /// source; moved ones keep their cell; everything else keeps its cell and
    /// its relative order, filling the slots nobody else took (rule 6). UIKit
    /// does not know identities, so when the data source disagrees with that
    /// placement it shows the wrong cells: so does this, and the mismatches
    /// are returned as violations.
    /// - Parameters:
    ///   - before: What the view showed before the batch.
    ///   - after: What the data source holds after it.
    func apply(before: [Section], after: [Section]) -> (sections: [Section], violations: [BatchUpdateViolation]) {
        var result: [Section] = []
        result.reserveCapacity(after.count)
        let reconfigured = Set(itemReconfigures)
        let reconfiguredBySection = Dictionary(grouping: itemReconfigures, by: \.section)
        var reconfiguredNewPositions: [ItemPosition: ItemPosition] = [:]

        for (section, origin) in sectionOrigins.enumerated() {
            guard case .existing(let old) = origin else {
                result.append(after[section])
                continue
            }
            let oldItems = before[old].items
            let fresh = freshItems[section] ?? []
            let moves = movesInto[section] ?? []
            if fresh.isEmpty, moves.isEmpty, !sectionsLosingItems.contains(old) {
                result.append(Section(header: before[old].header, items: oldItems))
                for position in reconfiguredBySection[old] ?? [] {
                    reconfiguredNewPositions[position] = ItemPosition(section: section, item: position.item)
                }
                continue
            }
            let freshCells = after[section].items
            var slots = [Cell?](repeating: nil, count: freshCells.count)
            // Validation guarantees every index below is in range and every slot
            // is filled exactly once; the bounds checks only keep a slip in it
            // from ever trapping.
            for item in fresh where item < slots.count {
                slots[item] = freshCells[item]
            }
            for (from, to) in moves where to.item < slots.count {
                slots[to.item] = before[from.section].items[from.item]
            }
            var slot = 0
            for (item, cell) in oldItems.enumerated() {
                let position = ItemPosition(section: old, item: item)
                guard !removedItems.contains(position) else { continue }
                while slot < slots.count, slots[slot] != nil { slot += 1 }
                guard slot < slots.count else { break }
                slots[slot] = cell
                if reconfigured.contains(position) {
                    reconfiguredNewPositions[position] = ItemPosition(section: section, item: slot)
                }
                slot += 1
            }
            let items = slots.enumerated().map { item, cell in cell ?? freshCells[item] }
            result.append(Section(header: before[old].header, items: items))
        }

        var violations: [BatchUpdateViolation] = []
        // Reconfigures refresh the cell where the item now is, with whatever the
        // data source has there: like UIKit, which asks the data source for a
        // cell at that index path and hands it the existing cell.
        for position in itemReconfigures {
            guard let current = reconfiguredNewPositions[position] else { continue }
            let shown = result[current.section].items[current.item]
            let refreshed = after[current.section].items[current.item]
            if shown.id != refreshed.id {
                violations.append(.reconfigureChangedIdentity(position, now: current, from: shown.id, to: refreshed.id))
            }
            result[current.section].items[current.item] = refreshed
        }
        for old in sectionReconfigures {
            guard old < newSectionIndexes.count, let current = newSectionIndexes[old] else { continue }
            let shown = result[current].header
            let refreshed = after[current].header
            if shown.id != refreshed.id {
                violations.append(.reconfigureChangedIdentity(section: old, now: current, from: shown.id, to: refreshed.id))
            }
            result[current].header = refreshed
        }

        violations += BatchPlan.identityMismatches(shown: result, expected: after)
        return (result, violations)
    }

    /// Every header and cell whose identity differs from the data source's at
    /// the same place. Both arrays have the same shape after a valid batch.
    static func identityMismatches(shown: [Section], expected: [Section]) -> [BatchUpdateViolation] {
        var violations: [BatchUpdateViolation] = []
        for (section, (shownSection, expectedSection)) in zip(shown, expected).enumerated() {
            if shownSection.header.id != expectedSection.header.id {
                violations.append(.wrongHeader(section: section, shows: shownSection.header.id, expected: expectedSection.header.id))
            }
            for (item, (cell, expectedCell)) in zip(shownSection.items, expectedSection.items).enumerated()
            where cell.id != expectedCell.id {
                violations.append(
                    .wrongItem(at: ItemPosition(section: section, item: item), shows: cell.id, expected: expectedCell.id)
                )
            }
        }
        return violations
    }
}
