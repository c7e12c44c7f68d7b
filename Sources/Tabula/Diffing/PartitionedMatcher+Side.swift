extension PartitionedMatcher {
    /// One side's elements as the tables read them: each element's
    /// fingerprint, flat index and identifier, in parallel buffers.
    @usableFromInline
    struct Side<ItemID: Hashable>: Elements {
        @usableFromInline let fingerprints: UnsafeMutablePointer<UInt32>
        @usableFromInline let flats: UnsafeMutablePointer<Int32>
        @usableFromInline let ids: UnsafeMutablePointer<ItemID>

        @inlinable var identifiers: UnsafePointer<ItemID> { UnsafePointer(ids) }

        @inlinable @inline(__always)
        func fingerprint(at position: Int) -> UInt32 { fingerprints[position] }

        @inlinable @inline(__always)
        func flat(at position: Int) -> Int32 { flats[position] }

        /// Room for `count` elements, carved from `arena`.
        @inlinable
        init(arena: inout ScratchArena, count: Int) {
            fingerprints = arena.carve(UInt32.self, count: count)
            flats = arena.carve(Int32.self, count: count)
            ids = arena.carve(ItemID.self, count: count)
        }

        /// The bytes ``init(arena:count:)`` carves.
        @inlinable
        static func footprint(count: Int) -> Int {
            ScratchMemory.footprint(UInt32.self, count: count) + ScratchMemory.footprint(Int32.self, count: count)
                + ScratchMemory.footprint(ItemID.self, count: count)
        }

        /// Copies every element of `chunks`, in order, hashing each.
        @inlinable
        func fill<SectionID, SectionModel, Item>(
            _ sections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
            _ chunks: [SnapshotMatching.Chunk],
            _ hashing: Hashing
        ) {
            var r = 0
            for chunk in chunks {
                sections[chunk.section].itemIDs.withUnsafeBufferPointer { source in
                    for i in chunk.local {
                        fingerprints[r] = hashing.fingerprint(source[i])
                        flats[r] = Int32(truncatingIfNeeded: chunk.flatBase &+ i)
                        (ids + r).initialize(to: source[i])
                        r &+= 1
                    }
                }
            }
        }

        /// Copies the elements of one wave, `partitions`, grouped by partition
        /// and in element order inside each (a stable counting sort).
        ///
        /// - Parameters:
        ///   - source: Every element's fingerprint, in element order.
        ///   - starts: Where each partition starts among all the side's elements.
        @inlinable
        func place<SectionID, SectionModel, Item>(
            _ sections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
            _ chunks: [SnapshotMatching.Chunk],
            _ source: UnsafeMutablePointer<UInt32>,
            starts: [Int],
            shift: UInt32,
            partitions: Range<Int>
        ) {
            let base = starts[partitions.lowerBound]
            let first = partitions.lowerBound
            let width = UInt(partitions.count)
            var cursors = starts[partitions].map { $0 &- base }
            cursors.withUnsafeMutableBufferPointer { cursors in
                var r = 0
                for chunk in chunks {
                    sections[chunk.section].itemIDs.withUnsafeBufferPointer { sourceIDs in
                        for i in chunk.local {
                            let fingerprint = source[r]
                            r &+= 1
                            let local = Int(truncatingIfNeeded: fingerprint &>> shift) &- first
                            guard UInt(bitPattern: local) < width else { continue }
                            let slot = cursors[local]
                            cursors[local] = slot &+ 1
                            fingerprints[slot] = fingerprint
                            flats[slot] = Int32(truncatingIfNeeded: chunk.flatBase &+ i)
                            (ids + slot).initialize(to: sourceIDs[i])
                        }
                    }
                }
            }
        }

        /// Deinitializes the first `count` identifiers.
        @inlinable
        func deinitializeIDs(count: Int) {
            ids.deinitialize(count: count)
        }
    }
}
