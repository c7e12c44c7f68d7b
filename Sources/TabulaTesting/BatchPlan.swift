/// A batch that passed every rule, reduced to what applying it needs.
struct BatchPlan {
    /// Where a section after the update comes from.
    enum Origin: Equatable {
        /// Inserted, or the insert half of a reload: shown exactly as the data source has it.
        case fresh
        /// The section at `old` before the update, kept in place or moved.
        case existing(old: Int)
    }

    /// The origin of every section after the update, by new index.
    var sectionOrigins: [Origin]
    /// The new index of every section before the update; `nil` when deleted or reloaded.
    var newSectionIndexes: [Int?]
    /// Known to keep every section at its index (no section operation at
    /// all), so that nothing needs to walk the origins to find out. `false`
    /// says nothing: a batch with section operations may still keep them.
    var sectionLayoutKnownKept = false

    /// Old positions whose cell leaves its place: deleted, reloaded, or moved away.
    var removedItems: Set<ItemPosition>
    /// Old sections that lose at least one cell.
    var sectionsLosingItems: Set<Int>
    /// By new section: the item indexes that get a fresh cell from the data source
    /// (inserts, and the computed inserts of reloads).
    var freshItems: [Int: [Int]]
    /// By new section: the moves whose destination is in it.
    var movesInto: [Int: [(from: ItemPosition, to: ItemPosition)]]

    /// Items to refresh in place after the structural change, by old position.
    var itemReconfigures: [ItemPosition]
    /// Section headers to refresh in place after the structural change, by old index.
    var sectionReconfigures: [Int]
}
