/// The correspondence between two snapshots, and the changes it implies, in
/// internal positions. ``Changeset`` and ``StagedChangeset`` are built from it.
///
/// See the Diffing article (Tabula.docc/Diffing.md) for the algorithm in prose.
@usableFromInline
internal struct SnapshotMatching: Sendable {
    /// A section update: old and new section index, and whether the section moves.
    @usableFromInline
    internal struct SectionUpdate: Sendable {
        @usableFromInline var old: Int
        @usableFromInline var new: Int
        @usableFromInline var moved: Bool
        @inlinable init(old: Int, new: Int, moved: Bool) {
            self.old = old
            self.new = new
            self.moved = moved
        }
    }

    /// An item update: old and new position, and whether the item moves.
    @usableFromInline
    internal struct ItemUpdate: Sendable {
        @usableFromInline var old: ItemPosition
        @usableFromInline var new: ItemPosition
        @usableFromInline var moved: Bool
        @inlinable init(old: ItemPosition, new: ItemPosition, moved: Bool) {
            self.old = old
            self.new = new
            self.moved = moved
        }
    }

    /// Old section index → new index, or -1 when the section is deleted.
    @usableFromInline var sectionOldToNew: [Int] = []
    /// New section index → old index, or -1 when the section is inserted.
    @usableFromInline var sectionNewToOld: [Int] = []
    /// Per new section: whether it moves (is matched but outside the kept subsequence).
    @usableFromInline var sectionMovesByNewIndex: [Bool] = []
    /// Start of each new section's items in the flat (concatenated) numbering.
    @usableFromInline var newOffsets: [Int] = []
    @usableFromInline var sectionDeletes: [Int] = []
    @usableFromInline var sectionInserts: [Int] = []
    @usableFromInline var sectionMoves: [(source: Int, destination: Int)] = []
    @usableFromInline var sectionUpdates: [SectionUpdate] = []
    @usableFromInline var itemDeletes: [ItemPosition] = []
    @usableFromInline var itemInserts: [ItemPosition] = []
    @usableFromInline var itemMoves: [(source: ItemPosition, destination: ItemPosition)] = []
    @usableFromInline var itemUpdates: [ItemUpdate] = []
    @usableFromInline var diagnostics: [Diagnostic] = []

    @inlinable
    internal init() {}

    /// Whether the structure (sections and items, by identifier and place) is unchanged.
    @inlinable
    internal var hasStructuralChanges: Bool {
        !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty)
    }

    /// Matches `old` against `new`.
    ///
    /// - Complexity: Expected O(*n*) hashing in the items outside the identical
    ///   leading and trailing runs (which cost one comparison each), plus
    ///   O(*m* log *m*) for the longest increasing subsequence of *m* reordered items.
    @inlinable
    internal init<SectionID, SectionModel, ItemID, Item, SectionEquivalence: ContentEquivalence, ItemEquivalence: ContentEquivalence>(
        old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        sectionContentEqual: SectionEquivalence,
        itemContentEqual: ItemEquivalence
    ) where SectionEquivalence.Value == SectionModel, ItemEquivalence.Value == Item {
        if matchSameStructure(old, new, sectionContentEqual: sectionContentEqual, itemContentEqual: itemContentEqual) {
            return
        }
        self = SnapshotMatching()
        guard Swift.max(old._itemCount, new._itemCount, old._sections.count, new._sections.count) < Self.indexLimit else {
            replaceEverySection(old, new)
            return
        }
        matchSections(old, new, sectionContentEqual: sectionContentEqual)
        matchItems(old, new, itemContentEqual: itemContentEqual)
    }

    /// The matcher numbers sections and items in 32 bits: snapshots with this
    /// many (over two billion) are replaced whole instead.
    @inlinable
    internal static var indexLimit: Int { Int(Int32.max) }

    /// Deletes every old section and inserts every new one: a correct change
    /// for snapshots too large to match item by item.
    @inlinable
    internal mutating func replaceEverySection<SectionID, SectionModel, ItemID, Item>(
        _ old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        _ new: Snapshot<SectionID, SectionModel, ItemID, Item>
    ) {
        sectionOldToNew = [Int](repeating: -1, count: old._sections.count)
        sectionNewToOld = [Int](repeating: -1, count: new._sections.count)
        sectionMovesByNewIndex = [Bool](repeating: false, count: new._sections.count)
        sectionDeletes = Array(old._sections.indices)
        sectionInserts = Array(new._sections.indices)
        diagnostics = Self.duplicateSectionDiagnostics(old, new)
    }

    /// Matches `old` against `new`, comparing content with closures.
    @inlinable
    internal init<SectionID, SectionModel, ItemID, Item>(
        old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        sectionContentEqual: (SectionModel, SectionModel) -> Bool,
        itemContentEqual: (Item, Item) -> Bool
    ) {
        self = withoutActuallyEscaping(sectionContentEqual) { sectionContentEqual in
            withoutActuallyEscaping(itemContentEqual) { itemContentEqual in
                SnapshotMatching(
                    old: old, new: new,
                    sectionContentEqual: ClosureContent(sectionContentEqual),
                    itemContentEqual: ClosureContent(itemContentEqual)
                )
            }
        }
    }

    // MARK: - Identical structure

    /// Matches two snapshots whose sections and items have the same identifiers
    /// in the same places, comparing identifiers and content in one pass.
    ///
    /// - Returns: `false`, with partial results to discard, as soon as the
    ///   structures differ.
    @inlinable
    internal mutating func matchSameStructure<SectionID, SectionModel, ItemID, Item, SectionEquivalence: ContentEquivalence, ItemEquivalence: ContentEquivalence>(
        _ old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        _ new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        sectionContentEqual: SectionEquivalence,
        itemContentEqual: ItemEquivalence
    ) -> Bool where SectionEquivalence.Value == SectionModel, ItemEquivalence.Value == Item {
        let count = old._sections.count
        guard count == new._sections.count, old._itemCount == new._itemCount else { return false }
        // Sections are read in place: a copy of one retains its identifier,
        // model and lists, and releases them again.
        for s in 0..<count {
            guard old._sections[s].id == new._sections[s].id,
                  old._sections[s].items.count == new._sections[s].items.count else { return false }
        }
        for s in 0..<count {
            let same = old._sections[s].itemIDs.withUnsafeBufferPointer { oldIDs in
                new._sections[s].itemIDs.withUnsafeBufferPointer { newIDs in
                    old._sections[s].items.withUnsafeBufferPointer { oldItems in
                        new._sections[s].items.withUnsafeBufferPointer { newItems in
                            // Shared storage holds the same values: nothing to compare.
                            if oldIDs.baseAddress == newIDs.baseAddress && oldItems.baseAddress == newItems.baseAddress {
                                return true
                            }
                            // Equal counts: both empty, or neither base is nil.
                            guard let oldBase = oldItems.baseAddress, let newBase = newItems.baseAddress else { return true }
                            for i in 0..<oldIDs.count {
                                guard oldIDs[i] == newIDs[i] else { return false }
                                if !itemContentEqual.contentsEqual(at: oldBase + i, newBase + i) {
                                    let position = ItemPosition(section: s, item: i)
                                    itemUpdates.append(ItemUpdate(old: position, new: position, moved: false))
                                }
                            }
                            return true
                        }
                    }
                }
            }
            guard same else { return false }
            if !sectionContentEqual(old._sections[s].model, new._sections[s].model) {
                sectionUpdates.append(SectionUpdate(old: s, new: s, moved: false))
            }
        }
        sectionOldToNew = Array(0..<count)
        sectionNewToOld = sectionOldToNew
        sectionMovesByNewIndex = [Bool](repeating: false, count: count)
        // Both lists hold the same identifiers in the same order, and so the
        // same duplicates: one of them is checked.
        diagnostics = old.duplicateSectionIdentifiers.map { .duplicateSection($0) }
        return true
    }

    // MARK: - Sections

    @inlinable
    internal mutating func matchSections<SectionID, SectionModel, ItemID, Item, SectionEquivalence: ContentEquivalence>(
        _ old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        _ new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        sectionContentEqual: SectionEquivalence
    ) where SectionEquivalence.Value == SectionModel {
        let oldCount = old._sections.count, newCount = new._sections.count
        sectionOldToNew = [Int](repeating: -1, count: oldCount)
        sectionNewToOld = [Int](repeating: -1, count: newCount)
        sectionMovesByNewIndex = [Bool](repeating: false, count: newCount)
        diagnostics = Self.duplicateSectionDiagnostics(old, new)

        // Occurrence chains: head[id] is the first unmatched old occurrence,
        // nextOccurrence links it to the next one with the same identifier.
        var head: [SectionID: Int] = [:]
        head.reserveCapacity(oldCount)
        var nextOccurrence = [Int](repeating: -1, count: oldCount)
        for s in stride(from: oldCount - 1, through: 0, by: -1) {
            if let later = head.updateValue(s, forKey: old._sections[s].id) { nextOccurrence[s] = later }
        }
        for s in 0..<newCount {
            guard let slot = head.index(forKey: new._sections[s].id) else { continue }
            let o = head.values[slot]
            guard o >= 0 else { continue }
            sectionOldToNew[o] = s
            sectionNewToOld[s] = o
            head.values[slot] = nextOccurrence[o]
        }

        for s in 0..<oldCount where sectionOldToNew[s] < 0 { sectionDeletes.append(s) }
        var survivors: [Int] = []
        var survivorNewIndexes: [Int] = []
        for s in 0..<newCount {
            let o = sectionNewToOld[s]
            if o < 0 { sectionInserts.append(s); continue }
            survivors.append(o)
            survivorNewIndexes.append(s)
        }
        let kept = survivors.withUnsafeBufferPointer { longestIncreasingSubsequence($0) }
        for k in survivors.indices {
            let moved = kept.map { !$0[k] } ?? false
            let o = survivors[k], n = survivorNewIndexes[k]
            if moved {
                sectionMoves.append((o, n))
                sectionMovesByNewIndex[n] = true
            }
            if !sectionContentEqual(old._sections[o].model, new._sections[n].model) {
                sectionUpdates.append(SectionUpdate(old: o, new: n, moved: moved))
            }
        }
    }

    @inlinable
    internal static func duplicateSectionDiagnostics<SectionID, SectionModel, ItemID, Item>(
        _ old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        _ new: Snapshot<SectionID, SectionModel, ItemID, Item>
    ) -> [Diagnostic] {
        var reported = Set<SectionID>()
        return (old.duplicateSectionIdentifiers + new.duplicateSectionIdentifiers)
            .filter { reported.insert($0).inserted }
            .map { .duplicateSection($0) }
    }
}
