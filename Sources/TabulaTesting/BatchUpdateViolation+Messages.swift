import Foundation

// All wording lives here so the messages stay consistent with each other and
// with UIKit's: where UIKit has a message, ours starts the same way, then names
// the offending values. Like UITableView, items are called rows.

extension BatchUpdateViolation {
    // MARK: R1, deleteAndReloadSamePosition

    static func deleteAndReload(section: Int) -> Self {
        Self(rule: .deleteAndReloadSamePosition, message: "attempt to delete and reload the same section \(section)")
    }

    static func deleteAndReload(_ position: ItemPosition) -> Self {
        Self(rule: .deleteAndReloadSamePosition, message: "attempt to delete and reload the same index path \(position)")
    }

    // MARK: R2, deleteAndMoveFromSamePosition

    static func deleteAndMove(section: Int, byReload: Bool) -> Self {
        Self(
            rule: .deleteAndMoveFromSamePosition,
            message: "attempt to perform a delete and a move from the same section \(section)"
                + (byReload ? " (section \(section) is reloaded, and a reload deletes it)" : "")
        )
    }

    static func deleteAndMove(_ position: ItemPosition, byReload: Bool) -> Self {
        Self(
            rule: .deleteAndMoveFromSamePosition,
            message: "attempt to perform a delete and a move from the same index path \(position)"
                + (byReload ? " (the row is reloaded, and a reload deletes it; a row cannot be reloaded and moved in one update)" : "")
        )
    }

    // MARK: R3, insertAndMoveToSamePosition

    static func insertAndMove(section: Int, reloadedFrom: Int?) -> Self {
        var message = "attempt to perform an insert and a move to the same section \(section)"
        if let reloadedFrom {
            message += " (the insert half of reloading section \(reloadedFrom), which lands on section \(section) because moves are ignored when placing a reload)"
        }
        return Self(rule: .insertAndMoveToSamePosition, message: message)
    }

    static func insertAndMove(_ position: ItemPosition, reloadedFrom: ItemPosition?) -> Self {
        var message = "attempt to perform an insert and a move to the same index path \(position)"
        if let reloadedFrom {
            message += " (the insert half of reloading index path \(reloadedFrom), which lands on \(position) because moves are ignored when placing a reload)"
        }
        return Self(rule: .insertAndMoveToSamePosition, message: message)
    }

    // MARK: R4, moveFromDeletedSection; R5, moveIntoInsertedSection

    static func moveFromDeletedSection(from: ItemPosition, to: ItemPosition, sectionIsReloaded: Bool) -> Self {
        let why = sectionIsReloaded ? "is reloaded (a reload deletes it)" : "is deleted"
        return Self(
            rule: .moveFromDeletedSection,
            message: "cannot move an item from a deleted section: index path \(from) moves to \(to), but section \(from.section) \(why) in the same update"
        )
    }

    static func moveIntoInsertedSection(from: ItemPosition, to: ItemPosition, reloadedFrom: Int?) -> Self {
        let why = reloadedFrom.map { "is where reloaded section \($0) is inserted again" } ?? "is inserted"
        return Self(
            rule: .moveIntoInsertedSection,
            message: "cannot move an item into a newly inserted section: index path \(from) moves to \(to), but section \(to.section) \(why) in the same update"
        )
    }

    // MARK: R6, indexOutOfBoundsBefore

    static func sectionOutOfBoundsBefore(_ verb: SectionVerb, section: Int, count: Int) -> Self {
        Self(rule: .indexOutOfBoundsBefore, message: "attempt to \(verb.rawValue) section \(section), but there are only \(count) sections before the update")
    }

    static func itemOutOfBoundsBefore(_ verb: ItemVerb, _ position: ItemPosition, sectionCount: Int, itemCount: Int?) -> Self {
        let message =
            if let itemCount {
                "attempt to \(verb.rawValue) row \(position.item) from section \(position.section) which only contains \(itemCount) rows before the update"
            } else {
                "attempt to \(verb.rawValue) row \(position.item) from section \(position.section), but there are only \(sectionCount) sections before the update"
            }
        return Self(rule: .indexOutOfBoundsBefore, message: message)
    }

    // MARK: R7, indexOutOfBoundsAfter

    static func sectionInsertOutOfBounds(section: Int, count: Int, reloadedFrom: Int?) -> Self {
        var message = "attempt to insert section \(section) but there are only \(count) sections after the update"
        if let reloadedFrom {
            message += " (the insert half of reloading section \(reloadedFrom); moves are ignored when placing a reload)"
        }
        return Self(rule: .indexOutOfBoundsAfter, message: message)
    }

    static func sectionMoveOutOfBounds(from: Int, to: Int, count: Int) -> Self {
        Self(rule: .indexOutOfBoundsAfter, message: "attempt to move section \(from) to section \(to) but there are only \(count) sections after the update")
    }

    static func itemInsertOutOfBounds(_ position: ItemPosition, sectionCount: Int, itemCount: Int?, reloadedFrom: ItemPosition?) -> Self {
        var message =
            if let itemCount {
                "attempt to insert row \(position.item) into section \(position.section), but there are only \(itemCount) rows in section \(position.section) after the update"
            } else {
                "attempt to insert row \(position.item) into section \(position.section), but there are only \(sectionCount) sections after the update"
            }
        if let reloadedFrom {
            message += " (the insert half of reloading index path \(reloadedFrom); moves are ignored when placing a reload)"
        }
        return Self(rule: .indexOutOfBoundsAfter, message: message)
    }

    static func itemMoveOutOfBounds(from: ItemPosition, to: ItemPosition, sectionCount: Int, itemCount: Int?) -> Self {
        let message =
            if let itemCount {
                "attempt to move index path \(from) to index path \(to), but there are only \(itemCount) rows in section \(to.section) after the update"
            } else {
                "attempt to move index path \(from) to index path \(to), but there are only \(sectionCount) sections after the update"
            }
        return Self(rule: .indexOutOfBoundsAfter, message: message)
    }

    // MARK: R8, duplicateMove

    static func sectionMovedTwice(from: Int, to first: Int, and second: Int) -> Self {
        Self(rule: .duplicateMove, message: "attempt to move section \(from) to both section \(first) and section \(second)")
    }

    static func sectionMoveRepeated(from: Int, to: Int) -> Self {
        Self(rule: .duplicateMove, message: "attempt to move section \(from) to section \(to) more than once in the same update")
    }

    static func sectionsMovedToSame(_ first: Int, and second: Int, to destination: Int) -> Self {
        Self(rule: .duplicateMove, message: "attempt to move both section \(first) and section \(second) to section \(destination)")
    }

    static func itemMovedTwice(from: ItemPosition, to first: ItemPosition, and second: ItemPosition) -> Self {
        Self(rule: .duplicateMove, message: "attempt to move index path \(from) to both index path \(first) and index path \(second)")
    }

    static func itemMoveRepeated(from: ItemPosition, to: ItemPosition) -> Self {
        Self(rule: .duplicateMove, message: "attempt to move index path \(from) to index path \(to) more than once in the same update")
    }

    static func itemsMovedToSame(_ first: ItemPosition, and second: ItemPosition, to destination: ItemPosition) -> Self {
        Self(rule: .duplicateMove, message: "attempt to move both index path \(first) and index path \(second) to index path \(destination)")
    }

    // MARK: R9, duplicateOperation

    static func duplicate(_ verb: SectionVerb, section: Int) -> Self {
        Self(
            rule: .duplicateOperation,
            message: "attempt to \(verb.rawValue) section \(section) more than once in the same update (UIKit silently merges the duplicates, then the counts do not add up)"
        )
    }

    static func duplicate(_ verb: ItemVerb, _ position: ItemPosition) -> Self {
        Self(
            rule: .duplicateOperation,
            message: "attempt to \(verb.rawValue) index path \(position) more than once in the same update (UIKit silently merges the duplicates, then the counts do not add up)"
        )
    }

    // MARK: R10, invalidNumberOfSections; R11, invalidNumberOfItems

    static func invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int) -> Self {
        Self(
            rule: .invalidNumberOfSections,
            message: "Invalid update: invalid number of sections. The number of sections contained in the view after the update (\(after)) must be equal to the number of sections contained in the view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        )
    }

    struct RowCounts {
        var before = 0, after = 0, inserted = 0, deleted = 0, movedIn = 0, movedOut = 0
    }

    static func invalidRowCount(section: Int, oldSection: Int, _ counts: RowCounts) -> Self {
        var message = "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(counts.after)) must be equal to the number of rows contained in that section before the update (\(counts.before)), plus or minus the number of rows inserted or deleted from that section (\(counts.inserted) inserted, \(counts.deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(counts.movedIn) moved in, \(counts.movedOut) moved out)."
        if oldSection != section {
            message += " Section \(section) was section \(oldSection) before the update."
        }
        return Self(rule: .invalidNumberOfItems, message: message)
    }

    // MARK: R12, itemChangeInMovingSection

    static func itemOperationInMovingSection(_ verb: ItemVerb, _ position: ItemPosition, sectionMovesTo destination: Int) -> Self {
        Self(
            rule: .itemChangeInMovingSection,
            message: "attempt to \(verb.rawValue) index path \(position) \(verb.fromOrInto) section \(position.section), which itself moves to section \(destination) in the same update (UICollectionView corrupts its layout)"
        )
    }

    static func itemOperationInMovedSection(_ verb: ItemVerb, _ position: ItemPosition, sectionMovedFrom source: Int) -> Self {
        let action = verb == .move ? "move an item to" : "\(verb.rawValue)"
        return Self(
            rule: .itemChangeInMovingSection,
            message: "attempt to \(action) index path \(position) in section \(position.section), which is itself the destination of moving section \(source) in the same update (UICollectionView corrupts its layout)"
        )
    }

    // MARK: R13, misplacedReload

    static func misplacedReload(section: Int, lands target: Int, id: AnyHashable, found: AnyHashable) -> Self {
        Self(
            rule: .misplacedReload,
            message: "reloading section \(section) inserts it again at section \(target) (moves are ignored when placing a reload), but the data source has section \(found) there, not section \(id): the reloaded section would show the wrong data"
        )
    }

    static func misplacedReload(_ position: ItemPosition, lands target: ItemPosition, id: AnyHashable, found: AnyHashable) -> Self {
        Self(
            rule: .misplacedReload,
            message: "reloading index path \(position) inserts its new cell at index path \(target) (moves are ignored when placing a reload), but the data source has item \(found) there, not item \(id): the reloaded cell would show the wrong item"
        )
    }

    // MARK: Other rules

    static func invalidIndexPath(_ indexPath: IndexPath, in call: String) -> Self {
        Self(
            rule: .invalidIndexPath,
            message: "\(call) received the index path \(indexPath), which is not a (section, item) pair of non-negative indexes"
        )
    }

    static func wrongItem(at position: ItemPosition, shows shown: AnyHashable, expected: AnyHashable) -> Self {
        Self(
            rule: .identityMismatch,
            message: "the row at index path \(position) shows item \(shown) after the update, but the data source has item \(expected) there"
        )
    }

    static func wrongHeader(section: Int, shows shown: AnyHashable, expected: AnyHashable) -> Self {
        Self(
            rule: .identityMismatch,
            message: "the header of section \(section) shows section \(shown) after the update, but the data source has section \(expected) there"
        )
    }

    static func reconfigureChangedIdentity(_ position: ItemPosition, now current: ItemPosition, from old: AnyHashable, to new: AnyHashable) -> Self {
        let place = position == current ? "index path \(position)" : "index path \(position) (\(current) after the update)"
        return Self(
            rule: .identityMismatch,
            message: "reconfiguring \(place) changed its item from \(old) to \(new); a reconfigure refreshes a cell in place and must keep its item (use a reload, or a delete and an insert)"
        )
    }

    static func reconfigureChangedIdentity(section: Int, now current: Int, from old: AnyHashable, to new: AnyHashable) -> Self {
        let place = section == current ? "section \(section)" : "section \(section) (section \(current) after the update)"
        return Self(
            rule: .identityMismatch,
            message: "reconfiguring \(place) changed its header from section \(old) to section \(new); a reconfigure refreshes a header in place and must keep its section (use a reload, or a delete and an insert)"
        )
    }

    static var dataSourceMissing: Self {
        Self(
            rule: .dataSourceMissing,
            message: "attempt to update a HeadlessListView that has no data source; the view holds its data source weakly, so keep a strong reference to it"
        )
    }

    static func negativeSectionCount(_ count: Int) -> Self {
        Self(rule: .negativeCount, message: "the data source reports \(count) sections; a count cannot be negative (the view uses 0)")
    }

    static func negativeItemCount(_ count: Int, section: Int) -> Self {
        Self(rule: .negativeCount, message: "the data source reports \(count) rows in section \(section); a count cannot be negative (the view uses 0)")
    }

    enum Conflict: String {
        case deleted, reloaded, moved
    }

    static func reconfigureConflict(_ position: ItemPosition, is conflict: Conflict) -> Self {
        Self(rule: .reconfigureConflict, message: "attempt to reconfigure index path \(position), which is \(conflict.rawValue) in the same update")
    }

    static func reconfigureConflict(_ position: ItemPosition, sectionIs conflict: Conflict) -> Self {
        Self(
            rule: .reconfigureConflict,
            message: "attempt to reconfigure index path \(position) in section \(position.section), which is \(conflict.rawValue) in the same update"
        )
    }

    static func reconfigureConflict(section: Int, is conflict: Conflict) -> Self {
        Self(rule: .reconfigureConflict, message: "attempt to reconfigure section \(section), which is \(conflict.rawValue) in the same update")
    }

    static var reloadDataDuringUpdate: Self {
        Self(
            rule: .reloadDataDuringUpdate,
            message: "reloadData() was called inside a batch update's updates closure; the update is abandoned and the view reloads from its data source"
        )
    }

    static func reentrantUpdate(_ call: String) -> Self {
        Self(
            rule: .reentrantUpdate,
            message: "\(call) was called while the view was applying a batch update (from a data source callback); the call is ignored and the view reloads from its data source afterwards"
        )
    }

    static func reconfigureReplacedCell(at indexPath: IndexPath, identifier: String) -> Self {
        Self(
            rule: .reconfigureReplacedCell,
            message: "reconfiguring the visible cell at \(indexPath), the data source did not return that cell (it dequeued reuse identifier \"\(identifier)\"); UIKit requires the same registration or reuse identifier, which hands back the existing cell"
        )
    }

    static func unusableViewClass(_ viewClass: AnyClass, identifier: String) -> Self {
        Self(
            rule: .unusableViewClass,
            message: "\(viewClass) is registered for reuse identifier \"\(identifier)\" but does not adopt HeadlessReusableView: the headless view cannot make it, and its rows show placeholders"
        )
    }
}
