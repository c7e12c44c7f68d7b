import Foundation

/// A change of one list of rows into another, written as the row operations
/// AppKit's table view takes: each applied to the rows as the operations
/// before it left them.
///
/// UIKit reads a batch in two index spaces (deletions and reloads before it,
/// insertions after it, moves from one to the other, all at once); AppKit
/// applies each call as it comes ("changes happen incrementally as they are
/// sent to the table": `NSTableView.moveRow(at:to:)`,
/// https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)).
/// Replaying a UIKit batch there moves the wrong rows (Differ#69: `0123` into
/// `2301` showed `1032`). This update is the same change in AppKit's terms,
/// always in this order:
///
/// 1. one ``Operation/remove(_:)`` of every row that goes, by its index before
///    the update (`removeRows(at:withAnimation:)`, like
///    `NSMutableArray.removeObjects(at:)`);
/// 2. one ``Operation/move(from:to:)`` per row that changes place among the
///    rows that stay, the fewest there can be: rows in one longest run that
///    keeps its order stay put;
/// 3. one ``Operation/insert(_:)`` of every new row, by its final index
///    (`insertRows(at:withAnimation:)`: "the final positions of the new rows");
/// 4. one ``Operation/reload(_:)`` of the rows whose content changed, by final
///    index, once every row is in place.
///
/// Empty steps are left out: an update between equal lists has no operations.
package struct SequentialRowUpdate: Equatable, Sendable {
    /// One call to the view, applied to the rows as the calls before it left them.
    package enum Operation: Equatable, Sendable {
        /// Removes the rows at these indexes of the current rows.
        case remove(IndexSet)
        /// Moves the row at `from` so that it ends at `to`: like removing it
        /// and inserting it at `to` in what is left.
        case move(from: Int, to: Int)
        /// Inserts rows so that they end at these indexes.
        case insert(IndexSet)
        /// Reloads the rows at these indexes, which every earlier operation
        /// has put in their final place.
        case reload(IndexSet)
    }

    /// The operations, in the order the view must get them.
    package var operations: [Operation]

    /// The operations that change `old` into `new`, reloading the rows that
    /// stay and for which `reloads` is `true`.
    ///
    /// Complexity: O(*n* log *n* + *d*), where *n* is the number of rows and
    /// *d* the total distance the moved rows travel (O(*n*) per move at worst).
    /// - Parameters:
    ///   - old: The rows before, each identified once.
    ///   - new: The rows after, each identified once.
    ///   - reloads: Whether a row in both lists shows changed content.
    /// - Returns: `nil` when an identifier appears twice in `old` or in `new`:
    ///   such lists have no one change between them, and the view is best reloaded.
    package init?<ID: Hashable>(from old: [ID], to new: [ID], reloads: (ID) -> Bool = { _ in false }) {
        var newIndex: [ID: Int] = [:]
        newIndex.reserveCapacity(new.count)
        for (index, id) in new.enumerated() {
            guard newIndex.updateValue(index, forKey: id) == nil else { return nil }
        }
        var seen = Set<ID>(minimumCapacity: old.count)
        var removed = IndexSet()
        // The final index of each row that stays, in the order of `old`.
        var finalIndexes: [Int] = []
        finalIndexes.reserveCapacity(Swift.min(old.count, new.count))
        for (index, id) in old.enumerated() {
            guard seen.insert(id).inserted else { return nil }
            if let final = newIndex[id] {
                finalIndexes.append(final)
            } else {
                removed.insert(index)
            }
        }
        var operations: [Operation] = []
        if !removed.isEmpty { operations.append(.remove(removed)) }
        operations += Self.moves(placing: finalIndexes)
        var inserted = IndexSet()
        var reloaded = IndexSet()
        for (index, id) in new.enumerated() {
            if !seen.contains(id) {
                inserted.insert(index)
            } else if reloads(id) {
                reloaded.insert(index)
            }
        }
        if !inserted.isEmpty { operations.append(.insert(inserted)) }
        if !reloaded.isEmpty { operations.append(.reload(reloaded)) }
        self.operations = operations
    }
}
