/// A row of a table that shows a sectioned list as one column of rows, as
/// `NSTableView` does: each section's group row (when the table shows
/// them), then a row per item.
@usableFromInline
package enum TableRow<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The group row of the section with this identifier.
    case group(SectionID)
    /// The row of the item with this identifier.
    case item(ItemID)
}

extension Snapshot {
    /// The snapshot as one column of rows, section by section: the group
    /// row of each section when `groupRows`, then its items. O(*n*).
    @inlinable
    package func tableRows(groupRows: Bool) -> [TableRow<SectionID, ItemID>] {
        var rows: [TableRow<SectionID, ItemID>] = []
        rows.reserveCapacity(numberOfItems + (groupRows ? sections.count : 0))
        for section in sections {
            if groupRows { rows.append(.group(section.id)) }
            for id in section.itemIDs { rows.append(.item(id)) }
        }
        return rows
    }
}
