extension SnapshotMatching {
    /// What matching the middle by hashing left unmatched.
    @usableFromInline
    internal struct MiddleMatch<ItemID: Hashable> {
        /// The old middle's unmatched items, in order.
        @usableFromInline var deletes: [ItemPosition] = []
        /// The identifiers of the unmatched items: the new middle's, then the old's.
        @usableFromInline var unmatchedIDs: [ItemID] = []
        /// Identifiers that occur more than once, each once.
        @usableFromInline var duplicateIDs: [ItemID] = []
        @inlinable init() {}
    }

    /// Matches the middle by hashing, the k-th occurrence of an identifier in
    /// the old middle with the k-th in the new, then lists what stayed unmatched.
    @inlinable
    internal static func matchMiddle<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [Chunk],
        _ newChunks: [Chunk],
        _ newToOld: inout [Int],
        _ matchedOld: inout FixedBitSet
    ) -> MiddleMatch<ItemID> {
        var result = MiddleMatch<ItemID>()
        var oldCount = 0
        for chunk in oldChunks { oldCount += chunk.local.count }
        var newCount = 0
        for chunk in newChunks { newCount += chunk.local.count }
        if oldCount == 0 && newCount == 0 { return result }

        // The partitioned tables index old elements with 32-bit slots.
        if oldCount + newCount >= PartitionedMatcher.threshold, oldCount < Int(Int32.max) {
            result.duplicateIDs = PartitionedMatcher.match(
                oldSections, newSections, oldChunks, newChunks, oldCount, newCount, &newToOld, &matchedOld)
        } else {
            result.duplicateIDs = dictionaryMatch(
                oldSections, newSections, oldChunks, newChunks, oldCount, &newToOld, &matchedOld)
        }

        let inserted = unmatchedNewIDs(newSections, newChunks, newToOld)
        if inserted.count > 1 {
            // Identifiers new to the target that occur more than once there.
            var seen = Set<ItemID>(minimumCapacity: inserted.count)
            for id in inserted where !seen.insert(id).inserted { result.duplicateIDs.append(id) }
        }
        result.unmatchedIDs = inserted
        appendUnmatchedOld(oldSections, oldChunks, matchedOld, to: &result)
        if !result.duplicateIDs.isEmpty {
            var seen = Set<ItemID>()
            result.duplicateIDs = result.duplicateIDs.filter { seen.insert($0).inserted }
        }
        return result
    }

    /// The identifiers of the new middle's unmatched items, in order.
    @inlinable
    internal static func unmatchedNewIDs<SectionID, SectionModel, ItemID, Item>(
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newChunks: [Chunk],
        _ newToOld: [Int]
    ) -> [ItemID] {
        var inserted: [ItemID] = []
        for chunk in newChunks {
            newSections[chunk.section].itemIDs.withUnsafeBufferPointer { ids in
                for i in chunk.local where newToOld[chunk.flatBase &+ i] < 0 { inserted.append(ids[i]) }
            }
        }
        return inserted
    }

    /// Appends the old middle's unmatched items to the deletes, and their
    /// identifiers to the unmatched identifiers.
    @inlinable
    internal static func appendUnmatchedOld<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [Chunk],
        _ matchedOld: FixedBitSet,
        to result: inout MiddleMatch<ItemID>
    ) {
        for chunk in oldChunks {
            oldSections[chunk.section].itemIDs.withUnsafeBufferPointer { ids in
                for i in chunk.local where !matchedOld[chunk.flatBase &+ i] {
                    result.deletes.append(ItemPosition(section: chunk.section, item: i))
                    result.unmatchedIDs.append(ids[i])
                }
            }
        }
    }

    /// Matches with a standard dictionary from identifier to its first unmatched
    /// old occurrence, later occurrences chained behind it. Best while the
    /// table fits in cache.
    ///
    /// - Returns: Identifiers seen more than once while matching.
    @inlinable
    internal static func dictionaryMatch<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [Chunk],
        _ newChunks: [Chunk],
        _ oldCount: Int,
        _ newToOld: inout [Int],
        _ matchedOld: inout FixedBitSet
    ) -> [ItemID] {
        var duplicateIDs: [ItemID] = []
        var head: [ItemID: Int] = [:]
        head.reserveCapacity(oldCount)
        // Only duplicates need a chain; most snapshots have none.
        var nextOccurrence: [Int: Int] = [:]
        for chunk in oldChunks.reversed() {
            oldSections[chunk.section].itemIDs.withUnsafeBufferPointer { ids in
                var i = chunk.local.upperBound
                while i > chunk.local.lowerBound {
                    i &-= 1
                    if let later = head.updateValue(chunk.flatBase &+ i, forKey: ids[i]) {
                        nextOccurrence[chunk.flatBase &+ i] = later
                        duplicateIDs.append(ids[i])
                    }
                }
            }
        }
        for chunk in newChunks {
            newSections[chunk.section].itemIDs.withUnsafeBufferPointer { ids in
                newToOld.withUnsafeMutableBufferPointer { newToOld in
                    matchedOld.words.withUnsafeMutableBufferPointer { matchedWords in
                        for i in chunk.local {
                            let id = ids[i]
                            guard let slot = head.index(forKey: id) else { continue }
                            let o = head.values[slot]
                            guard o >= 0 else {
                                // More occurrences in the new middle than in the old.
                                duplicateIDs.append(id)
                                continue
                            }
                            newToOld[chunk.flatBase &+ i] = o
                            matchedWords[o >> 6] |= 1 << UInt64(o & 63)
                            head.values[slot] = nextOccurrence.isEmpty ? -1 : (nextOccurrence[o] ?? -1)
                        }
                    }
                }
            }
        }
        return duplicateIDs
    }
}
