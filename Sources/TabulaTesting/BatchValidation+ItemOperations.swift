extension BatchValidation {
    /// The item operations that survived the basic checks, in call order.
    struct ItemOperations {
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

        // Every in-bounds operation, redundant or not: a redundant operation
        // still contradicts another on the same position (R1–R3).
        var deleteSet = Set<ItemPosition>()
        var reloadSet = Set<ItemPosition>()
        var reloadsInBounds: [ItemPosition] = []
        var insertsInBounds: [ItemPosition] = []
        /// Reloads outside deleted and reloaded sections whose section exists,
        /// whether or not their item does: each counts as an insert (R11).
        var liveReloads: [ItemPosition] = []

        // What the caller asked for, for the count arithmetic (R11): every
        // distinct operation whose section exists, even when its item does not,
        // so that one wrong index is reported once (R6/R7), not again as a count.
        var deletedCounts: [Int: Int] = [:]
        var insertedCounts: [Int: Int] = [:]
        var requestedMoves: [(from: ItemPosition, to: ItemPosition)] = []
    }
}
