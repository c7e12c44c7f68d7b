extension SnapshotMatching {
    /// Matches items between surviving sections and classifies every change.
    ///
    /// Items are numbered two ways: *flat* indexes count every item of every
    /// section; *virtual* indexes count only the items of surviving sections,
    /// which are the only ones that can match (see ``VirtualItems``). Identical
    /// leading and trailing runs of the two virtual sequences match by
    /// comparison alone; the middle is matched by hashing, the k-th occurrence
    /// of an identifier in the old middle with the k-th in the new.
    @inlinable
    internal mutating func matchItems<SectionID, SectionModel, ItemID, Item, ItemEquivalence: ContentEquivalence>(
        _ old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        _ new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        itemContentEqual: ItemEquivalence
    ) where ItemEquivalence.Value == Item {
        let oldSections = old._sections, newSections = new._sections
        let oldItems = VirtualItems(oldSections, counterparts: sectionOldToNew)
        let newItems = VirtualItems(newSections, counterparts: sectionNewToOld)
        newOffsets = newItems.offsets
        var largestNewSection = 0
        for section in newSections { largestNewSection = Swift.max(largestNewSection, section.items.count) }

        // One block for the whole call: the new-to-old map, then the
        // matcher's buffers, whose room the classification reuses. A block
        // too large to be kept between calls is split instead: the matcher's
        // part is freed before the classification touches its own, so that
        // the two never add up (with the lists the classification fills).
        let mapBytes = ScratchMemory.footprint(Int32.self, count: new._itemCount)
        let matcherBytes = PartitionedMatcher.expectedFootprint(
            ItemID.self, oldCount: oldItems.count, newCount: newItems.count)
        let classificationBytes = Self.classificationFootprint(largestNewSection: largestNewSection)
        let split = mapBytes + Swift.max(matcherBytes, classificationBytes) > ScratchMemory.retainedLimit
        var arena = ScratchArena(
            byteCount: mapBytes + (split ? classificationBytes : Swift.max(matcherBytes, classificationBytes)))
        let newToOld = UnsafeMutableBufferPointer(start: arena.carve(Int32.self, count: new._itemCount), count: new._itemCount)
        newToOld.update(repeating: -1)
        var matchedOld = FixedBitSet(count: old._itemCount)

        let prefix = Self.matchLeadingRun(oldSections, newSections, oldItems, newItems, newToOld, &matchedOld)
        let suffix = Self.matchTrailingRun(
            oldSections, newSections, oldItems, newItems,
            limit: Swift.min(oldItems.count, newItems.count) - prefix, newToOld, &matchedOld)
        let middle = Self.matchByHashing(
            oldSections, newSections, oldItems, newItems, prefix: prefix, suffix: suffix, newToOld, &matchedOld,
            arena: &arena, matcherBlock: split ? matcherBytes : nil)
        itemDeletes = middle.deletes
        for id in middle.duplicateIDs { diagnostics.append(.duplicateItem(id)) }
        // Every match pairs one old and one new item of surviving sections;
        // the new ones left over are the inserts.
        var matchedCount = 0
        for word in matchedOld.words { matchedCount &+= word.nonzeroBitCount }
        itemInserts.reserveCapacity(newItems.count - matchedCount)

        classifySurvivors(
            old, new, oldOffsets: oldItems.offsets, newToOld: UnsafeBufferPointer(newToOld),
            largestNewSection: largestNewSection, arena: &arena, itemContentEqual: itemContentEqual)
        arena.release()
    }

    /// Matches the identical leading run of the two virtual sequences in place.
    ///
    /// - Returns: The run's length.
    @inlinable
    internal static func matchLeadingRun<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldItems: VirtualItems,
        _ newItems: VirtualItems,
        _ newToOld: UnsafeMutableBufferPointer<Int32>,
        _ matchedOld: inout FixedBitSet
    ) -> Int {
        let oldSurvivors = oldItems.survivors, newSurvivors = newItems.survivors
        var prefix = 0
        // ok, nk: survivor ranks; oi, ni: item indexes inside those survivors.
        var ok = 0, oi = 0, nk = 0, ni = 0
        prefixLoop: while ok < oldSurvivors.count && nk < newSurvivors.count {
            let os = oldSurvivors[ok], ns = newSurvivors[nk]
            let oIDs = oldSections[os].itemIDs, nIDs = newSections[ns].itemIDs
            let oBase = oldItems.offsets[os], nBase = newItems.offsets[ns]
            while oi < oIDs.count && ni < nIDs.count {
                guard oIDs[oi] == nIDs[ni] else { break prefixLoop }
                newToOld[nBase &+ ni] = Int32(truncatingIfNeeded: oBase &+ oi)
                matchedOld[oBase &+ oi] = true
                oi &+= 1; ni &+= 1; prefix &+= 1
            }
            if oi == oIDs.count { ok += 1; oi = 0 }
            if ni == nIDs.count { nk += 1; ni = 0 }
        }
        return prefix
    }

    /// Matches the identical trailing run of the two virtual sequences in
    /// place, tentatively: ``matchByHashing(_:_:_:_:prefix:suffix:_:_:)`` undoes
    /// it when it conflicts with the middle.
    ///
    /// - Parameter limit: The most items the run may take, so that it never
    ///   overlaps the leading run.
    /// - Returns: The run's length.
    @inlinable
    internal static func matchTrailingRun<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldItems: VirtualItems,
        _ newItems: VirtualItems,
        limit: Int,
        _ newToOld: UnsafeMutableBufferPointer<Int32>,
        _ matchedOld: inout FixedBitSet
    ) -> Int {
        let oldSurvivors = oldItems.survivors, newSurvivors = newItems.survivors
        var suffix = 0
        // ok, nk: survivor ranks; oi, ni: one past the next item to compare.
        var ok = oldSurvivors.count - 1, nk = newSurvivors.count - 1
        var oi = ok >= 0 ? oldSections[oldSurvivors[ok]].items.count : 0
        var ni = nk >= 0 ? newSections[newSurvivors[nk]].items.count : 0
        suffixLoop: while suffix < limit {
            if oi == 0 { ok -= 1; oi = oldSections[oldSurvivors[ok]].items.count; continue }
            if ni == 0 { nk -= 1; ni = newSections[newSurvivors[nk]].items.count; continue }
            let os = oldSurvivors[ok], ns = newSurvivors[nk]
            let oIDs = oldSections[os].itemIDs, nIDs = newSections[ns].itemIDs
            let oBase = oldItems.offsets[os], nBase = newItems.offsets[ns]
            while oi > 0 && ni > 0 && suffix < limit {
                guard oIDs[oi &- 1] == nIDs[ni &- 1] else { break suffixLoop }
                oi &-= 1; ni &-= 1; suffix &+= 1
                newToOld[nBase &+ ni] = Int32(truncatingIfNeeded: oBase &+ oi)
                matchedOld[oBase &+ oi] = true
            }
        }
        return suffix
    }

    /// Matches what the identical runs left by hashing.
    ///
    /// When an identifier left unmatched also occurs in the trailing run,
    /// matching that run in place would break the k-th-occurrence rule: the
    /// run is then undone and matched by hashing with the middle. A run
    /// shorter than the middle is undone before any hashing: checking it
    /// costs up to one hash per unmatched item of the middle, matching it
    /// with the middle two per item of the run.
    @inlinable
    internal static func matchByHashing<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldItems: VirtualItems,
        _ newItems: VirtualItems,
        prefix: Int,
        suffix: Int,
        _ newToOld: UnsafeMutableBufferPointer<Int32>,
        _ matchedOld: inout FixedBitSet,
        arena: inout ScratchArena,
        matcherBlock: Int?
    ) -> MiddleMatch<ItemID> {
        var suffix = suffix
        if suffix > 0 && suffix < (oldItems.count - prefix - suffix) + (newItems.count - prefix - suffix) {
            unmatch(oldItems.chunks((oldItems.count - suffix)..<oldItems.count),
                    newItems.chunks((newItems.count - suffix)..<newItems.count), newToOld, &matchedOld)
            suffix = 0
        }
        while true {
            let oldChunks = oldItems.chunks(prefix..<(oldItems.count - suffix))
            let newChunks = newItems.chunks(prefix..<(newItems.count - suffix))
            let middle = matchMiddle(
                oldSections, newSections, oldChunks, newChunks, newToOld: newToOld, matchedOld: &matchedOld,
                arena: &arena, matcherBlock: matcherBlock)
            guard suffix > 0 else { return middle }
            let oldSuffixChunks = oldItems.chunks((oldItems.count - suffix)..<oldItems.count)
            guard suffixConflicts(
                oldSections, oldSuffixChunks, newSections, newChunks, UnsafeBufferPointer(newToOld), oldChunks, matchedOld)
            else { return middle }
            unmatch(oldChunks + oldSuffixChunks, newChunks + newItems.chunks((newItems.count - suffix)..<newItems.count),
                    newToOld, &matchedOld)
            suffix = 0
        }
    }

    /// Undoes every match of the old items of `oldChunks` and the new items
    /// of `newChunks`: the middle's, or the trailing run's that
    /// ``matchTrailingRun(_:_:_:_:limit:_:_:)`` made in place.
    @inlinable
    internal static func unmatch(
        _ oldChunks: [Chunk],
        _ newChunks: [Chunk],
        _ newToOld: UnsafeMutableBufferPointer<Int32>,
        _ matchedOld: inout FixedBitSet
    ) {
        for chunk in oldChunks {
            for i in chunk.local { matchedOld[chunk.flatBase + i] = false }
        }
        for chunk in newChunks {
            for i in chunk.local { newToOld[chunk.flatBase + i] = -1 }
        }
    }

    /// Whether an identifier that the middle left unmatched, old or new,
    /// occurs in the old trailing run.
    ///
    /// - Complexity: O(*m* + *s*) expected, for *m* items in the middle and
    ///   *s* in the run; the unmatched identifiers are hashed into a set,
    ///   unless they are few enough to compare.
    @inlinable
    internal static func suffixConflicts<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ suffixChunks: [Chunk],
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newChunks: [Chunk],
        _ newToOld: UnsafeBufferPointer<Int32>,
        _ oldChunks: [Chunk],
        _ matchedOld: FixedBitSet
    ) -> Bool {
        /// Whether `body` holds for an unmatched identifier of the middle.
        func anyUnmatched(_ body: (ItemID) -> Bool) -> Bool {
            for chunk in newChunks {
                let ids = newSections[chunk.section].itemIDs
                for i in chunk.local where newToOld[chunk.flatBase &+ i] < 0 && body(ids[i]) { return true }
            }
            for chunk in oldChunks {
                let ids = oldSections[chunk.section].itemIDs
                for i in chunk.local where !matchedOld[chunk.flatBase &+ i] && body(ids[i]) { return true }
            }
            return false
        }
        /// Whether `body` holds for an identifier of the trailing run, read in place.
        func anyInSuffix(_ body: (ItemID) -> Bool) -> Bool {
            for chunk in suffixChunks {
                let ids = oldSections[chunk.section].itemIDs
                for i in chunk.local where body(ids[i]) { return true }
            }
            return false
        }
        // Counting looks at flags only; most diffs stop here, with nothing unmatched.
        var unmatchedCount = 0
        _ = anyUnmatched { _ in unmatchedCount &+= 1; return false }
        if unmatchedCount == 0 { return false }
        // A few identifiers are cheaper to compare than to hash.
        if unmatchedCount <= 16 {
            var unmatched: [ItemID] = []
            _ = anyUnmatched { unmatched.append($0); return false }
            return anyInSuffix { unmatched.contains($0) }
        }
        // A run is kept only when it is at least as long as the middle, so
        // the unmatched identifiers are the smaller side: they go into the set.
        var unmatched = Set<ItemID>(minimumCapacity: unmatchedCount)
        _ = anyUnmatched { unmatched.insert($0); return false }
        return anyInSuffix { unmatched.contains($0) }
    }
}
