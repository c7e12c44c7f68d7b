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
@usableFromInline
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
    /// Complexity: O(*n* log *n*), where *n* is the number of rows.
    /// - Parameters:
    ///   - old: The rows before, each identified once.
    ///   - new: The rows after, each identified once.
    ///   - reloads: Whether a row in both lists shows changed content.
    /// - Returns: `nil` when an identifier appears twice in `old` or in `new`:
    ///   such lists have no one change between them, and the view is best reloaded.
    @inlinable
    package init?<ID: Hashable>(from old: [ID], to new: [ID], reloads: (ID) -> Bool = { _ in false }) {
        var oldIndex: [ID: Int] = [:]
        oldIndex.reserveCapacity(old.count)
        for (index, id) in old.enumerated() {
            guard oldIndex.updateValue(index, forKey: id) == nil else { return nil }
        }
        var origins: [Int?] = []
        origins.reserveCapacity(new.count)
        var reloaded = IndexSet()
        var insertedIDs = Set<ID>()
        for (index, id) in new.enumerated() {
            let origin = oldIndex[id]
            origins.append(origin)
            if origin != nil {
                if reloads(id) { reloaded.insert(index) }
            } else {
                guard insertedIDs.insert(id).inserted else { return nil }
            }
        }
        // An old identifier twice in `new` gives one old row two places,
        // which the initializer below refuses.
        self.init(oldCount: old.count, origins: origins, reloads: reloaded)
    }

    /// The operations that change `oldCount` rows into rows each of which
    /// comes from an old row or is new, reloading the rows at `reloads`.
    ///
    /// Complexity: O(*n* log *n*), where *n* is the number of rows.
    /// - Parameters:
    ///   - oldCount: The number of rows before.
    ///   - origins: For each row after, the index before of the row it is,
    ///     or `nil` for a new row.
    ///   - reloads: Rows after, by index, whose content changed; new rows
    ///     among them are inserted, not reloaded.
    /// - Returns: `nil` when an origin is out of range or given twice.
    @usableFromInline
    package init?(oldCount: Int, origins: [Int?], reloads: IndexSet = []) {
        // The final index of each old row that stays, -1 for those that go.
        var finalIndexOfOld = [Int](repeating: -1, count: oldCount)
        var inserted = IndexSet()
        for (index, origin) in origins.enumerated() {
            guard let origin else {
                inserted.insert(index)
                continue
            }
            guard origin >= 0, origin < oldCount, finalIndexOfOld[origin] < 0 else { return nil }
            finalIndexOfOld[origin] = index
        }
        var removed = IndexSet()
        var finalIndexes: [Int] = []
        finalIndexes.reserveCapacity(Swift.min(oldCount, origins.count))
        for (index, final) in finalIndexOfOld.enumerated() {
            if final < 0 { removed.insert(index) } else { finalIndexes.append(final) }
        }
        var operations: [Operation] = []
        if !removed.isEmpty { operations.append(.remove(removed)) }
        operations += Self.moves(placing: finalIndexes)
        if !inserted.isEmpty { operations.append(.insert(inserted)) }
        // Filtered by hand: Foundation's `subtracting` is not linear on Linux.
        var reloaded = IndexSet()
        for range in reloads.rangeView {
            for index in range where index < origins.count && origins[index] != nil { reloaded.insert(index) }
        }
        if !reloaded.isEmpty { operations.append(.reload(reloaded)) }
        self.operations = operations
    }
}
