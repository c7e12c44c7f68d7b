import Foundation

/// One batch of changes for a list view: everything inside one
/// `performBatchUpdates`, in UIKit's index spaces.
///
/// Deletes, reloads and move sources are positions before the batch; inserts and
/// move destinations are positions after it. Reconfigures refresh sections and
/// items in place *after* the batch, in the index space after it, with no structural change.
public struct BatchUpdate: Hashable, Sendable {
    /// Sections to delete, before the batch, ascending.
    public var sectionDeletes: [Int] = []
    /// Sections to insert, after the batch, ascending.
    public var sectionInserts: [Int] = []
    /// Sections to move, from before the batch to after it.
    public var sectionMoves: [Changeset.Move<Int>] = []
    /// Sections to reload (replace their header and every cell), before the batch, ascending.
    public var sectionReloads: [Int] = []
    /// Items to delete, before the batch, ascending.
    public var itemDeletes: [IndexPath] = []
    /// Items to insert, after the batch, ascending.
    public var itemInserts: [IndexPath] = []
    /// Items to move, from before the batch to after it.
    public var itemMoves: [Changeset.Move<IndexPath>] = []
    /// Items to reload (replace their cell), before the batch, ascending.
    public var itemReloads: [IndexPath] = []
    /// Items whose cells to refresh in place after the batch, in the index space after it.
    public var itemReconfigures: [IndexPath] = []
    /// Sections whose headers and footers to refresh in place after the batch,
    /// in the index space after it.
    public var sectionReconfigures: [Int] = []

    /// Creates an empty batch.
    public init() {}

    /// Whether the batch changes the structure (anything but reconfigures).
    public var hasStructuralChanges: Bool {
        !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty)
    }

    /// Whether the batch does nothing at all.
    public var isEmpty: Bool {
        !hasStructuralChanges && itemReconfigures.isEmpty && sectionReconfigures.isEmpty
    }

    /// The number of operations in the batch, counting each index or move once.
    public var operationCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
            + itemDeletes.count + itemInserts.count + itemMoves.count + itemReloads.count
            + itemReconfigures.count + sectionReconfigures.count
    }
}
