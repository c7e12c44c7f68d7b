/// The identifier index of a snapshot: the first position of each section
/// and item identifier. Built on first lookup and kept in a `BuiltOnce`
/// that the snapshot's copies share.
@usableFromInline
internal struct SnapshotLookupIndex<SectionID: Hashable, ItemID: Hashable> {
    @usableFromInline var sectionOfID: [SectionID: Int]
    @usableFromInline var pathOfID: [ItemID: ItemPosition]
}

extension SnapshotLookupIndex: Sendable where SectionID: Sendable, ItemID: Sendable {}
