extension SnapshotMatching {
    /// Matches items between surviving sections and classifies every change.
    ///
    /// Items are numbered two ways: *flat* indexes count every item of every
    /// section; *virtual* indexes count only the items of surviving sections,
    /// which are the only ones that can match. Identical leading and trailing
    /// runs of the two virtual sequences match by comparison alone; the middle
    /// is matched by hashing, the k-th occurrence of an identifier in the old
    /// middle with the k-th in the new.
    @inlinable
    internal mutating func matchItems<SectionID, SectionModel, ItemID, Item, ItemEquivalence: ContentEquivalence>(
        _ old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        _ new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        itemContentEqual: ItemEquivalence
    ) where ItemEquivalence.Value == Item {
        let oldSections = old._sections, newSections = new._sections
        let oldOffsets = Self.offsets(of: oldSections)
        newOffsets = Self.offsets(of: newSections)
        var newToOld = [Int](repeating: -1, count: new._itemCount)
        var matchedOld = FixedBitSet(count: old._itemCount)

        var oldSurvivors: [Int] = [], newSurvivors: [Int] = []
        for s in oldSections.indices where sectionOldToNew[s] >= 0 { oldSurvivors.append(s) }
        for s in newSections.indices where sectionNewToOld[s] >= 0 { newSurvivors.append(s) }
        let oldStarts = Self.virtualStarts(oldSurvivors, oldSections)
        let newStarts = Self.virtualStarts(newSurvivors, newSections)
        let oldVirtualCount = oldStarts.last ?? 0, newVirtualCount = newStarts.last ?? 0

        // Identical leading run.
        var prefix = 0
        do {
            var ok = 0, oi = 0, nk = 0, ni = 0
            prefixLoop: while ok < oldSurvivors.count && nk < newSurvivors.count {
                let os = oldSurvivors[ok], ns = newSurvivors[nk]
                let oIDs = oldSections[os].itemIDs, nIDs = newSections[ns].itemIDs
                let oBase = oldOffsets[os], nBase = newOffsets[ns]
                while oi < oIDs.count && ni < nIDs.count {
                    guard oIDs[oi] == nIDs[ni] else { break prefixLoop }
                    newToOld[nBase &+ ni] = oBase &+ oi
                    matchedOld[oBase &+ oi] = true
                    oi &+= 1; ni &+= 1; prefix &+= 1
                }
                if oi == oIDs.count { ok += 1; oi = 0 }
                if ni == nIDs.count { nk += 1; ni = 0 }
            }
        }

        // Identical trailing run, tentatively: see `suffixConflicts`.
        var suffix = 0
        do {
            let limit = Swift.min(oldVirtualCount, newVirtualCount) - prefix
            var ok = oldSurvivors.count - 1, nk = newSurvivors.count - 1
            var oi = ok >= 0 ? oldSections[oldSurvivors[ok]].items.count : 0
            var ni = nk >= 0 ? newSections[newSurvivors[nk]].items.count : 0
            suffixLoop: while suffix < limit {
                if oi == 0 { ok -= 1; oi = oldSections[oldSurvivors[ok]].items.count; continue }
                if ni == 0 { nk -= 1; ni = newSections[newSurvivors[nk]].items.count; continue }
                let os = oldSurvivors[ok], ns = newSurvivors[nk]
                let oIDs = oldSections[os].itemIDs, nIDs = newSections[ns].itemIDs
                let oBase = oldOffsets[os], nBase = newOffsets[ns]
                while oi > 0 && ni > 0 && suffix < limit {
                    guard oIDs[oi &- 1] == nIDs[ni &- 1] else { break suffixLoop }
                    oi &-= 1; ni &-= 1; suffix &+= 1
                    newToOld[nBase &+ ni] = oBase &+ oi
                    matchedOld[oBase &+ oi] = true
                }
            }
        }

        var middle = MiddleMatch<ItemID>()
        while true {
            let oldChunks = Self.chunks(prefix..<(oldVirtualCount - suffix), oldSurvivors, oldStarts, oldOffsets)
            let newChunks = Self.chunks(prefix..<(newVirtualCount - suffix), newSurvivors, newStarts, newOffsets)
            middle = Self.matchMiddle(oldSections, newSections, oldChunks, newChunks, &newToOld, &matchedOld)
            guard suffix > 0, !middle.unmatchedIDs.isEmpty else { break }
            let suffixChunks = Self.chunks((oldVirtualCount - suffix)..<oldVirtualCount, oldSurvivors, oldStarts, oldOffsets)
            guard Self.suffixConflicts(middle.unmatchedIDs, oldSections, suffixChunks) else { break }
            // An unmatched identifier also occurs in the trailing run, so matching
            // that run in place would break the k-th-occurrence rule: match it by
            // hashing with the middle instead.
            for chunk in oldChunks + suffixChunks {
                for i in chunk.local { matchedOld[chunk.flatBase + i] = false }
            }
            let newSuffixChunks = Self.chunks((newVirtualCount - suffix)..<newVirtualCount, newSurvivors, newStarts, newOffsets)
            for chunk in newChunks + newSuffixChunks {
                for i in chunk.local { newToOld[chunk.flatBase + i] = -1 }
            }
            suffix = 0
        }
        itemDeletes = middle.deletes
        for id in middle.duplicateIDs { diagnostics.append(.duplicateItem(id)) }

        classifySurvivors(old, new, oldOffsets: oldOffsets, newToOld: newToOld, itemContentEqual: itemContentEqual)
        itemNewToOld = newToOld
    }

    /// A contiguous run of a surviving section's items inside a virtual range.
    @usableFromInline
    internal struct Chunk {
        @usableFromInline var section: Int
        @usableFromInline var flatBase: Int
        @usableFromInline var local: Range<Int>
        @inlinable init(section: Int, flatBase: Int, local: Range<Int>) {
            self.section = section
            self.flatBase = flatBase
            self.local = local
        }
    }

    @usableFromInline
    internal struct MiddleMatch<ItemID: Hashable> {
        @usableFromInline var deletes: [ItemPosition] = []
        @usableFromInline var unmatchedIDs: [ItemID] = []
        @usableFromInline var duplicateIDs: [ItemID] = []
        @inlinable init() {}
    }

    @inlinable
    internal static func offsets<Section>(of sections: ContiguousArray<Section>) -> [Int]
    where Section: _SnapshotSectionProtocol {
        var offsets = [Int]()
        offsets.reserveCapacity(sections.count + 1)
        var total = 0
        for section in sections {
            offsets.append(total)
            total += section.count
        }
        offsets.append(total)
        return offsets
    }

    @inlinable
    internal static func virtualStarts<Section>(_ survivors: [Int], _ sections: ContiguousArray<Section>) -> [Int]
    where Section: _SnapshotSectionProtocol {
        var starts = [Int]()
        starts.reserveCapacity(survivors.count + 1)
        var total = 0
        for s in survivors {
            starts.append(total)
            total += sections[s].count
        }
        starts.append(total)
        return starts
    }

    /// Splits a virtual range into per-section runs.
    @inlinable
    internal static func chunks(_ range: Range<Int>, _ survivors: [Int], _ starts: [Int], _ offsets: [Int]) -> [Chunk] {
        guard !range.isEmpty else { return [] }
        // The first survivor whose items reach past range.lowerBound.
        var low = 0, high = survivors.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid + 1] <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var result: [Chunk] = []
        var k = low
        while k < survivors.count && starts[k] < range.upperBound {
            let lower = Swift.max(range.lowerBound, starts[k]) - starts[k]
            let upper = Swift.min(range.upperBound, starts[k + 1]) - starts[k]
            if lower < upper {
                result.append(Chunk(section: survivors[k], flatBase: offsets[survivors[k]], local: lower..<upper))
            }
            k += 1
        }
        return result
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

        var inserted: [ItemID] = []
        for chunk in newChunks {
            newSections[chunk.section].itemIDs.withUnsafeBufferPointer { ids in
                for i in chunk.local where newToOld[chunk.flatBase &+ i] < 0 { inserted.append(ids[i]) }
            }
        }
        if inserted.count > 1 {
            // Identifiers new to the target that occur more than once there.
            var seen = Set<ItemID>(minimumCapacity: inserted.count)
            for id in inserted where !seen.insert(id).inserted { result.duplicateIDs.append(id) }
        }
        result.unmatchedIDs = inserted

        for chunk in oldChunks {
            oldSections[chunk.section].itemIDs.withUnsafeBufferPointer { ids in
                for i in chunk.local where !matchedOld[chunk.flatBase &+ i] {
                    result.deletes.append(ItemPosition(section: chunk.section, item: i))
                    result.unmatchedIDs.append(ids[i])
                }
            }
        }
        if !result.duplicateIDs.isEmpty {
            var seen = Set<ItemID>()
            result.duplicateIDs = result.duplicateIDs.filter { seen.insert($0).inserted }
        }
        return result
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

    /// Whether any of `ids` occurs in the trailing run.
    @inlinable
    internal static func suffixConflicts<SectionID, SectionModel, ItemID, Item>(
        _ ids: [ItemID],
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ suffixChunks: [Chunk]
    ) -> Bool {
        // A few identifiers are cheaper to compare than to hash.
        if ids.count <= 16 {
            for chunk in suffixChunks {
                let suffixIDs = oldSections[chunk.section].itemIDs
                for i in chunk.local where ids.contains(suffixIDs[i]) { return true }
            }
            return false
        }
        let set = Set(ids)
        for chunk in suffixChunks {
            let suffixIDs = oldSections[chunk.section].itemIDs
            for i in chunk.local where set.contains(suffixIDs[i]) { return true }
        }
        return false
    }

    /// Walks every surviving new section: inserts, cross-section moves, moves
    /// outside the longest increasing subsequence, and content updates.
    @inlinable
    internal mutating func classifySurvivors<SectionID, SectionModel, ItemID, Item, ItemEquivalence: ContentEquivalence>(
        _ old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        _ new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        oldOffsets: [Int],
        newToOld: [Int],
        itemContentEqual: ItemEquivalence
    ) where ItemEquivalence.Value == Item {
        // Scratch for the survivors that stayed in their section: their old
        // and new indexes, reused across sections so the walk allocates nothing
        // per item.
        var largest = 0
        for section in new._sections { largest = Swift.max(largest, section.items.count) }
        let stayingOld = UnsafeMutableBufferPointer<Int>.allocate(capacity: largest)
        let stayingNew = UnsafeMutableBufferPointer<Int>.allocate(capacity: largest)
        defer {
            stayingOld.deallocate()
            stayingNew.deallocate()
        }
        var pendingUpdates: [(update: ItemUpdate, staying: Int)] = []
        newToOld.withUnsafeBufferPointer { newToOld in
            for ns in new._sections.indices {
                let os = sectionNewToOld[ns]
                guard os >= 0 else { continue }
                let oldBase = oldOffsets[os], oldEnd = oldOffsets[os + 1], newBase = newOffsets[ns]
                let newItems = new._sections[ns].items
                let oldItems = old._sections[os].items
                var stayingCount = 0
                pendingUpdates.removeAll(keepingCapacity: true)
                newItems.withUnsafeBufferPointer { newItems in
                    oldItems.withUnsafeBufferPointer { oldItems in
                        for j in 0..<newItems.count {
                            let o = newToOld[newBase &+ j]
                            if o < 0 {
                                itemInserts.append(ItemPosition(section: ns, item: j))
                                continue
                            }
                            if o >= oldBase && o < oldEnd {
                                let sourceItem = o &- oldBase
                                stayingOld[stayingCount] = sourceItem
                                stayingNew[stayingCount] = j
                                if !itemContentEqual(oldItems[sourceItem], newItems[j]) {
                                    let update = ItemUpdate(
                                        old: ItemPosition(section: os, item: sourceItem),
                                        new: ItemPosition(section: ns, item: j), moved: false)
                                    pendingUpdates.append((update, stayingCount))
                                }
                                stayingCount &+= 1
                            } else {
                                let sourceSection = Self.section(containing: o, oldOffsets)
                                let source = ItemPosition(section: sourceSection, item: o &- oldOffsets[sourceSection])
                                let destination = ItemPosition(section: ns, item: j)
                                itemMoves.append((source, destination))
                                if !itemContentEqual(old._sections[source.section].items[source.item], newItems[j]) {
                                    pendingUpdates.append((ItemUpdate(old: source, new: destination, moved: true), -1))
                                }
                            }
                        }
                    }
                }
                let kept = longestIncreasingSubsequence(UnsafeBufferPointer(rebasing: stayingOld[0..<stayingCount]))
                if let kept {
                    for k in 0..<stayingCount where !kept[k] {
                        itemMoves.append((ItemPosition(section: os, item: stayingOld[k]), ItemPosition(section: ns, item: stayingNew[k])))
                    }
                }
                for var pending in pendingUpdates {
                    if pending.staying >= 0, let kept { pending.update.moved = !kept[pending.staying] }
                    itemUpdates.append(pending.update)
                }
            }
        }
        // Cross-section moves were appended as met and in-section ones per
        // section; order all by destination.
        let ordered = zip(itemMoves, itemMoves.dropFirst()).allSatisfy {
            ($0.destination.section, $0.destination.item) < ($1.destination.section, $1.destination.item)
        }
        if !ordered {
            itemMoves.sort { ($0.destination.section, $0.destination.item) < ($1.destination.section, $1.destination.item) }
        }
    }

    /// The old section holding flat index `flat`: the last offset not above it.
    @inlinable
    internal static func section(containing flat: Int, _ offsets: [Int]) -> Int {
        var low = 0, high = offsets.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if offsets[mid] <= flat { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

/// What the diff needs to know of any snapshot section: its item count.
@usableFromInline
internal protocol _SnapshotSectionProtocol {
    var count: Int { get }
}

extension Snapshot.Section: _SnapshotSectionProtocol {}
