import Tabula

extension HeadlessNSTableView {
    /// `snapshot` as the rows of a table, laid out as
    /// `SequentialRowUpdate(from:to:groupRows:changeset:)` and `TabulaAppKit`'s
    /// `TableRows` lay them out: each section's group row when `groupRows`,
    /// then its items. Group rows and items are told apart by identity
    /// (`TableRow`), each row showing the content the closures give: the
    /// data source of a table that shows a snapshot. O(*n*).
    /// - Parameters:
    ///   - snapshot: The data.
    ///   - groupRows: Whether each section has a group row before its items.
    ///   - itemContent: What an item's row shows.
    ///   - sectionContent: What a section's group row shows.
    package static func rows<SectionID, SectionModel, ItemID, Item>(
        of snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>, groupRows: Bool,
        itemContent: (Item) -> AnyEquatable?, sectionContent: (SectionModel) -> AnyEquatable?
    ) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(snapshot.numberOfItems + (groupRows ? snapshot.sections.count : 0))
        for section in snapshot.sections {
            if groupRows {
                rows.append(Row(id: TableRow<SectionID, ItemID>.group(section.id), content: sectionContent(section.model)))
            }
            for (id, item) in zip(section.itemIDs, section.items) {
                rows.append(Row(id: TableRow<SectionID, ItemID>.item(id), content: itemContent(item)))
            }
        }
        return rows
    }
}
