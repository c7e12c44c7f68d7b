extension SnapshotMatching {
    /// What matching the middle by hashing left unmatched.
    @usableFromInline
    internal struct MiddleMatch<ItemID: Hashable> {
        /// The old middle's unmatched items, in order.
        @usableFromInline var deletes: [ItemPosition] = []
        /// Identifiers that occur more than once, each once.
        @usableFromInline var duplicateIDs: [ItemID] = []
        @inlinable init() {}
    }

    /// Matches the middle by hashing, the k-th occurrence of an identifier in
    /// the old middle with the k-th in the new, then lists what stayed unmatched.
    ///
    /// - Parameter matcherBlock: When given, the matcher's buffers come from a
    ///   block of this many bytes of their own, freed before returning,
    ///   instead of from `arena`.
    @inlinable
    internal static func matchMiddle<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [Chunk],
        _ newChunks: [Chunk],
        newToOld: UnsafeMutableBufferPointer<Int32>,
        matchedOld: inout FixedBitSet,
        arena: inout ScratchArena,
        matcherBlock: Int? = nil
    ) -> MiddleMatch<ItemID> {
        var result = MiddleMatch<ItemID>()
        var oldCount = 0
        for chunk in oldChunks { oldCount += chunk.local.count }
        var newCount = 0
        for chunk in newChunks { newCount += chunk.local.count }
        if oldCount == 0 && newCount == 0 { return result }

        if let newToOld = newToOld.baseAddress {
            func match(_ arena: inout ScratchArena) -> [ItemID] {
                matchedOld.words.withUnsafeMutableBufferPointer { matchedWords in
                    PartitionedMatcher.match(
                        oldSections, newSections, oldChunks, newChunks, oldCount, newCount,
                        newToOld: newToOld, matchedOld: matchedWords, arena: &arena)
                }
            }
            if let matcherBlock {
                // A block of its own, freed as soon as the matching is done.
                var own = ScratchArena(byteCount: matcherBlock)
                result.duplicateIDs = match(&own)
                own.release()
            } else {
                result.duplicateIDs = match(&arena)
            }
        }
        appendUnmatchedOld(oldSections, oldChunks, matchedOld, to: &result)
        if result.duplicateIDs.count > 1 {
            uniqueInOrderOfFirstOccurrence(&result.duplicateIDs, oldSections, oldChunks, newSections, newChunks)
        }
        return result
    }

    /// Keeps each of `ids` once, ordered by where it first occurs: in the old
    /// middle, then in the new. The matcher reports an identifier once per
    /// repeated occurrence, partition by partition, in an order that follows
    /// the process's hash seed; diagnostics must not.
    ///
    /// - Complexity: O(*m*) expected for the *m* items up to the last first occurrence.
    @inlinable
    internal static func uniqueInOrderOfFirstOccurrence<SectionID, SectionModel, ItemID, Item>(
        _ ids: inout [ItemID],
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [Chunk],
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newChunks: [Chunk]
    ) {
        var firstPosition = [ItemID: Int](minimumCapacity: ids.count)
        for id in ids { firstPosition[id] = Int.max }
        var position = 0, found = 0
        func visit(_ sections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>, _ chunks: [Chunk]) {
            for chunk in chunks where found < firstPosition.count {
                let sectionIDs = sections[chunk.section].itemIDs
                for i in chunk.local {
                    if let slot = firstPosition.index(forKey: sectionIDs[i]), firstPosition.values[slot] == Int.max {
                        firstPosition.values[slot] = position
                        found &+= 1
                    }
                    position &+= 1
                }
            }
        }
        visit(oldSections, oldChunks)
        visit(newSections, newChunks)
        ids = firstPosition.sorted { $0.value < $1.value }.map(\.key)
    }

    /// Appends the old middle's unmatched items to the deletes.
    @inlinable
    internal static func appendUnmatchedOld<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [Chunk],
        _ matchedOld: FixedBitSet,
        to result: inout MiddleMatch<ItemID>
    ) {
        // Counted first so that the list is allocated once, at its size.
        var count = 0
        for chunk in oldChunks {
            count &+= matchedOld.clearCount(in: chunk.flats)
        }
        result.deletes.reserveCapacity(count)
        for chunk in oldChunks {
            matchedOld.forEachClear(in: chunk.flats) {
                result.deletes.append(ItemPosition(section: chunk.section, item: $0 &- chunk.flatBase))
            }
        }
    }
}
