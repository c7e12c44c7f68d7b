extension BatchValidation {
    /// The section operations that survived the basic checks (in bounds, not
    /// duplicated), in call order, with lookups by index.
    struct SectionOperations {
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

        // What the caller asked for, for the count arithmetic (R10): distinct
        // indexes, in bounds or not, since UIKit merges duplicates.
        var requestedDeleteCount = 0
        var requestedInsertCount = 0
        var requestedReloadCount = 0

        /// Where section `old` would be if only explicit deletes and inserts counted.
        func indexIgnoringMoves(of old: Int) -> Int {
            IndexShift.indexIgnoringMoves(of: old, removed: sortedDeletes, inserted: sortedInserts)
        }

        /// Whether section `section` (old index) goes away: deleted, or
        /// reloaded (a reload deletes it). Item operations in it are redundant (rule 4).
        func isGone(_ section: Int) -> Bool {
            deleteSet.contains(section) || reloadSet.contains(section)
        }

        /// Whether section `section` (new index) comes new: inserted, or where a
        /// reload inserts its section again. Item operations in it are redundant (rule 4).
        func isNew(_ section: Int) -> Bool {
            insertSet.contains(section) || reloadOrigins[section] != nil
        }
    }
}
