extension SequentialOutlineUpdate.Builder {
    /// Step 6: walks the new outline's shown items top down and expands or
    /// collapses each expandable one whose expansion is unknown or differs.
    ///
    /// Expanding an item shows its children as the data source gives them,
    /// the new outline's, each with an expansion AppKit does not document
    /// (the view may remember one), so the walk sets theirs next. O(*v*).
    mutating func setExpansion() {
        var stack: [ItemID] = new.rootItems.reversed()
        while let id = stack.popLast() {
            let wanted = new.showsExpanded(id)
            if new.hasChildren(id), state.expansion[id] != wanted {
                emit(wanted ? .expand(id) : .collapse(id))
            }
            if wanted { stack += new.childList(of: id).reversed() }
        }
    }
}
