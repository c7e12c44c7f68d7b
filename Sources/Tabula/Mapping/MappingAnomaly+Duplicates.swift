extension MappingAnomaly {
    /// The duplicate-identifiers anomaly for a snapshot about to be shown,
    /// or `nil` when every identifier occurs once. An adapter reports it
    /// (``MappingRegistry/report(_:)``) before handing the snapshot to the view.
    /// - Parameter snapshot: The snapshot about to be shown.
    /// - Complexity: O(*n*) hashing, for *n* items and sections.
    public static func duplicateIdentifiers<SectionID, SectionModel, ItemID, Item>(
        in snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>
    ) -> MappingAnomaly? {
        let items = snapshot.duplicateItemIdentifiers
        let sections = snapshot.duplicateSectionIdentifiers
        guard !items.isEmpty || !sections.isEmpty else { return nil }
        return .duplicateIdentifiers(
            itemIdentifiers: items.prefix(maximumIdentifiers).map { String(reflecting: $0) },
            sectionIdentifiers: sections.prefix(maximumIdentifiers).map { String(reflecting: $0) },
            count: items.count + sections.count
        )
    }
}
