/// Occurrence matching for large inputs, partitioned so that every random
/// access stays in cache.
///
/// A dictionary of a million identifiers is tens of megabytes: each insert and
/// each lookup then waits on main memory. Here every identifier is hashed once,
/// and a stable counting sort by the hash's top bits splits the old and the new
/// elements into partitions of a few thousand, copying each element's hash,
/// identifier and flat index next to each other. Each partition is then matched
/// with a small open-addressing table that fits in the core's cache. All
/// occurrences of an identifier land in the same partition, in their original
/// order, so matching the k-th old occurrence with the k-th new one inside a
/// partition is the same as doing it globally.
@usableFromInline
internal enum PartitionedMatcher {
    /// Below this many elements (old and new together) a dictionary stays in cache.
    @usableFromInline static let threshold = 1 << 16
    /// The number of elements a partition aims at.
    @usableFromInline static let partitionSize = 1 << 12

    /// One side's elements, grouped by partition.
    @usableFromInline
    struct Partitioned<ItemID> {
        @usableFromInline var starts: [Int]
        @usableFromInline let hashes: UnsafeMutablePointer<Int>
        @usableFromInline let flats: UnsafeMutablePointer<Int>
        @usableFromInline let ids: UnsafeMutablePointer<ItemID>
        @usableFromInline let count: Int

        @inlinable
        init(starts: [Int], hashes: UnsafeMutablePointer<Int>, flats: UnsafeMutablePointer<Int>,
             ids: UnsafeMutablePointer<ItemID>, count: Int) {
            self.starts = starts
            self.hashes = hashes
            self.flats = flats
            self.ids = ids
            self.count = count
        }

        @inlinable
        func deallocate() {
            ids.deinitialize(count: count)
            ids.deallocate()
            hashes.deallocate()
            flats.deallocate()
        }
    }

    @inlinable
    static func partition<SectionID, SectionModel, ItemID, Item>(
        _ sections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ chunks: [SnapshotMatching.Chunk],
        count: Int,
        shift: Int,
        partitions: Int
    ) -> Partitioned<ItemID> {
        // Hash once, in element order.
        let rawHashes = UnsafeMutablePointer<Int>.allocate(capacity: Swift.max(count, 1))
        defer { rawHashes.deallocate() }
        var counts = [Int](repeating: 0, count: partitions + 1)
        var k = 0
        for chunk in chunks {
            sections[chunk.section].itemIDs.withUnsafeBufferPointer { ids in
                for i in chunk.local {
                    let hash = ids[i].hashValue
                    rawHashes[k] = hash
                    counts[Int(truncatingIfNeeded: UInt(bitPattern: hash) >> UInt(shift)) &+ 1] &+= 1
                    k &+= 1
                }
            }
        }
        for p in 0..<partitions { counts[p + 1] &+= counts[p] }
        let starts = counts
        var cursor = counts

        let hashes = UnsafeMutablePointer<Int>.allocate(capacity: Swift.max(count, 1))
        let flats = UnsafeMutablePointer<Int>.allocate(capacity: Swift.max(count, 1))
        let ids = UnsafeMutablePointer<ItemID>.allocate(capacity: Swift.max(count, 1))
        k = 0
        for chunk in chunks {
            sections[chunk.section].itemIDs.withUnsafeBufferPointer { sectionIDs in
                for i in chunk.local {
                    let hash = rawHashes[k]
                    let p = Int(truncatingIfNeeded: UInt(bitPattern: hash) >> UInt(shift))
                    let slot = cursor[p]
                    cursor[p] = slot &+ 1
                    hashes[slot] = hash
                    flats[slot] = chunk.flatBase &+ i
                    (ids + slot).initialize(to: sectionIDs[i])
                    k &+= 1
                }
            }
        }
        return Partitioned(starts: starts, hashes: hashes, flats: flats, ids: ids, count: count)
    }

    /// Matches `newChunks` against `oldChunks`.
    ///
    /// - Returns: Identifiers seen more than once while matching.
    @inlinable
    static func match<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [SnapshotMatching.Chunk],
        _ newChunks: [SnapshotMatching.Chunk],
        _ oldCount: Int,
        _ newCount: Int,
        _ newToOld: inout [Int],
        _ matchedOld: inout FixedBitSet
    ) -> [ItemID] {
        var bits = 0
        while (Swift.max(oldCount, newCount) >> bits) > partitionSize { bits += 1 }
        let partitions = 1 << bits
        // The top `bits` bits pick the partition (a shift by the full width
        // gives 0: one partition); the low bits index the table.
        let shift = Int.bitWidth - bits
        let old = partition(oldSections, oldChunks, count: oldCount, shift: shift, partitions: partitions)
        let new = partition(newSections, newChunks, count: newCount, shift: shift, partitions: partitions)
        defer {
            old.deallocate()
            new.deallocate()
        }

        var duplicateIDs: [ItemID] = []
        var largest = 1
        for p in 0..<partitions { largest = Swift.max(largest, old.starts[p + 1] - old.starts[p]) }
        var capacity = 16
        while capacity < 2 * largest { capacity <<= 1 }
        // slotKey: an old element (partition-local) holding the slot's identifier,
        // or -1 when empty; slotHead: its first unmatched occurrence, or -1.
        let slotKey = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        let slotHead = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        let next = UnsafeMutablePointer<Int32>.allocate(capacity: largest)
        defer {
            slotKey.deallocate()
            slotHead.deallocate()
            next.deallocate()
        }

        newToOld.withUnsafeMutableBufferPointer { newToOld in
            matchedOld.words.withUnsafeMutableBufferPointer { matchedWords in
                for p in 0..<partitions {
                    let oldStart = old.starts[p], oldEnd = old.starts[p + 1]
                    let newStart = new.starts[p], newEnd = new.starts[p + 1]
                    guard oldEnd > oldStart, newEnd > newStart else { continue }
                    var tableSize = 16
                    while tableSize < 2 * (oldEnd - oldStart) { tableSize <<= 1 }
                    let mask = tableSize - 1
                    slotKey.update(repeating: -1, count: tableSize)

                    // Old occurrences in reverse, each pushed in front of the
                    // chain, so that a chain starts with the first occurrence.
                    var r = oldEnd - oldStart
                    while r > 0 {
                        r &-= 1
                        let hash = old.hashes[oldStart &+ r]
                        var slot = hash & mask
                        while true {
                            let key = Int(slotKey[slot])
                            if key < 0 {
                                slotKey[slot] = Int32(truncatingIfNeeded: r)
                                slotHead[slot] = Int32(truncatingIfNeeded: r)
                                next[r] = -1
                                break
                            }
                            if old.hashes[oldStart &+ key] == hash && old.ids[oldStart &+ key] == old.ids[oldStart &+ r] {
                                next[r] = slotHead[slot]
                                slotHead[slot] = Int32(truncatingIfNeeded: r)
                                duplicateIDs.append(old.ids[oldStart &+ r])
                                break
                            }
                            slot = (slot &+ 1) & mask
                        }
                    }

                    for q in newStart..<newEnd {
                        let hash = new.hashes[q]
                        var slot = hash & mask
                        while true {
                            let key = Int(slotKey[slot])
                            if key < 0 { break }
                            if old.hashes[oldStart &+ key] == hash && old.ids[oldStart &+ key] == new.ids[q] {
                                let head = Int(slotHead[slot])
                                if head < 0 {
                                    // More occurrences in the new middle than in the old.
                                    duplicateIDs.append(new.ids[q])
                                } else {
                                    let o = old.flats[oldStart &+ head]
                                    newToOld[new.flats[q]] = o
                                    matchedWords[o >> 6] |= 1 << UInt64(o & 63)
                                    slotHead[slot] = next[head]
                                }
                                break
                            }
                            slot = (slot &+ 1) & mask
                        }
                    }
                }
            }
        }
        return duplicateIDs
    }
}
