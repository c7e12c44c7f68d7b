// Operations that contradict each other on the same section or index path:
// a delete and a reload (R1), a delete or reload and a move source (R2), an
// insert and a move destination (R3), and a reconfigure next to anything that
// removes or moves what it refreshes.
extension BatchValidation {
    /// R1, R2, and R3 for explicit inserts (a reload's insert is placed and
    /// checked by ``placeSectionReloads(_:)``).
    mutating func checkSectionConflicts(_ ops: SectionOperations) {
        for section in ops.reloads where ops.deleteSet.contains(section) {
            report(.deleteAndReload(section: section))
        }
        for move in ops.moves {
            if ops.deleteSet.contains(move.from) { report(.deleteAndMove(section: move.from, byReload: false)) }
            if ops.reloadSet.contains(move.from) { report(.deleteAndMove(section: move.from, byReload: true)) }
        }
        for section in ops.inserts where ops.moveSources[section] != nil {
            report(.insertAndMove(section: section, reloadedFrom: nil))
        }
    }

    /// A section reconfigure next to a delete, reload or move of the same section.
    mutating func checkSectionReconfigureConflicts(_ ops: SectionOperations) {
        for section in ops.reconfigures {
            if ops.deleteSet.contains(section) {
                report(.reconfigureConflict(section: section, is: .deleted))
            } else if ops.reloadSet.contains(section) {
                report(.reconfigureConflict(section: section, is: .reloaded))
            } else if ops.moveDestinations[section] != nil {
                report(.reconfigureConflict(section: section, is: .moved))
            }
        }
    }

    /// R1, R2, and R3 for explicit inserts, on every in-bounds operation
    /// (a reload's insert is placed and checked by ``placeReloads(_:into:sections:inBounds:contradicted:moveDestinations:)``).
    mutating func checkItemConflicts(_ ops: ItemOperations, moveDestinations: Set<ItemPosition>) {
        for position in ops.reloadsInBounds where ops.deleteSet.contains(position) {
            report(.deleteAndReload(position))
        }
        for (from, _) in ops.moves {
            if ops.deleteSet.contains(from) { report(.deleteAndMove(from, byReload: false)) }
            if ops.reloadSet.contains(from) { report(.deleteAndMove(from, byReload: true)) }
        }
        for position in ops.insertsInBounds where moveDestinations.contains(position) {
            report(.insertAndMove(position, reloadedFrom: nil))
        }
    }

    /// An item reconfigure in a section that is deleted or reloaded, or of an
    /// item that is deleted, reloaded or moved. The section's fate is named
    /// first, since it is the cause.
    mutating func checkItemReconfigureConflict(
        _ position: ItemPosition, _ ops: ItemOperations, sections: SectionOperations, moveSources: Set<ItemPosition>
    ) {
        if sections.deleteSet.contains(position.section) {
            report(.reconfigureConflict(position, sectionIs: .deleted))
        } else if sections.reloadSet.contains(position.section) {
            report(.reconfigureConflict(position, sectionIs: .reloaded))
        } else if ops.deleteSet.contains(position) {
            report(.reconfigureConflict(position, is: .deleted))
        } else if ops.reloadSet.contains(position) {
            report(.reconfigureConflict(position, is: .reloaded))
        } else if moveSources.contains(position) {
            report(.reconfigureConflict(position, is: .moved))
        }
    }
}
