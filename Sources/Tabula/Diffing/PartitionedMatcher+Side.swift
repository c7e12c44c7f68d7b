extension PartitionedMatcher {
    /// One side's elements as the tables read them: each element's
    /// fingerprint, flat index and identifier, together in one record.
    ///
    /// One record rather than three parallel buffers: a wave writes each
    /// partition's elements at a cursor of its own, and with three buffers
    /// the stores of one wave went to three times as many places in memory
    /// at once, more than the core keeps track of (see the Diffing article).
    @usableFromInline
    struct Side<ItemID: Hashable>: Elements {
        /// One element.
        @usableFromInline
        struct Record {
            @usableFromInline var fingerprint: UInt32
            @usableFromInline var flat: Int32
            @usableFromInline var id: ItemID
            @inlinable init(fingerprint: UInt32, flat: Int32, id: ItemID) {
                self.fingerprint = fingerprint
                self.flat = flat
                self.id = id
            }
        }

        @usableFromInline let records: UnsafeMutablePointer<Record>
        /// Where a record keeps its identifier, in bytes from its start.
        @usableFromInline let idOffset: Int

        @inlinable @inline(__always)
        func identifier(at position: Int) -> UnsafePointer<ItemID> {
            (UnsafeRawPointer(records + position) + idOffset).assumingMemoryBound(to: ItemID.self)
        }

        @inlinable @inline(__always)
        func fingerprint(at position: Int) -> UInt32 { records[position].fingerprint }

        @inlinable @inline(__always)
        func flat(at position: Int) -> Int32 { records[position].flat }

        /// Room for `count` elements, carved from `arena`.
        @inlinable
        init(arena: inout ScratchArena, count: Int) {
            records = arena.carve(Record.self, count: count)
            // A stored property always has an offset; the fallback is the
            // layout rule it follows (two 4-byte fields, then the identifier
            // at its alignment).
            let align = MemoryLayout<ItemID>.alignment
            idOffset = MemoryLayout<Record>.offset(of: \Record.id) ?? ((8 &+ align &- 1) & ~(align &- 1))
        }

        /// The bytes ``init(arena:count:)`` carves.
        @inlinable
        static func footprint(count: Int) -> Int {
            ScratchMemory.footprint(Record.self, count: count)
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
                        (records + r).initialize(to: Record(
                            fingerprint: hashing.fingerprint(source[i]),
                            flat: Int32(truncatingIfNeeded: chunk.flatBase &+ i), id: source[i]))
                        r &+= 1
                    }
                }
            }
        }

        /// Copies the elements of one wave, `partitions`, grouped by partition
        /// and in element order inside each (a stable counting sort).
        ///
        /// When the wave is a part of the partitions, whether an element
        /// belongs to it is as unpredictable as its fingerprint: a branch on
        /// it mispredicts for a quarter to a half of the elements, which at a
        /// million elements a side cost more than the copies. Each block of
        /// elements is therefore first filtered without a branch, then the
        /// elements kept are copied.
        ///
        /// - Parameters:
        ///   - tags: Every element's tag, in element order.
        ///   - starts: Where each partition starts among all the side's elements.
        @inlinable
        func place<SectionID, SectionModel, Item, Tags: PartitionTags>(
            _ sections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
            _ chunks: [SnapshotMatching.Chunk],
            _ tags: Tags,
            starts: [Int],
            partitions: Range<Int>
        ) {
            let base = starts[partitions.lowerBound]
            let first = partitions.lowerBound
            let last = partitions.upperBound &- 1
            let everyPartition = starts.count == partitions.count &+ 1
            let kept = UnsafeMutablePointer<Int32>.allocate(capacity: Self.filterBlock)
            defer { kept.deallocate() }
            var cursors = starts[partitions].map { $0 &- base }
            cursors.withUnsafeMutableBufferPointer { cursors in
                var r = 0
                for chunk in chunks {
                    sections[chunk.section].itemIDs.withUnsafeBufferPointer { sourceIDs in
                        /// Copies the element at `i`, the side's `r`-th.
                        @inline(__always)
                        func copy(_ i: Int, _ r: Int) {
                            let local = tags.partition(at: r) &- first
                            let slot = cursors[local]
                            cursors[local] = slot &+ 1
                            (records + slot).initialize(to: Record(
                                fingerprint: tags.fingerprint(at: r, of: sourceIDs[i]),
                                flat: Int32(truncatingIfNeeded: chunk.flatBase &+ i), id: sourceIDs[i]))
                        }
                        if everyPartition {
                            for i in chunk.local {
                                copy(i, r)
                                r &+= 1
                            }
                            return
                        }
                        var blockStart = chunk.local.lowerBound
                        while blockStart < chunk.local.upperBound {
                            let blockEnd = Swift.min(blockStart &+ Self.filterBlock, chunk.local.upperBound)
                            // One store per element, kept or not, and arithmetic
                            // rather than a comparison, which the compiler turns
                            // back into a branch: partition `p` is in the wave
                            // when neither `p - first` nor `last - p` is negative.
                            var keptCount = 0
                            for offset in 0..<(blockEnd &- blockStart) {
                                let p = tags.partition(at: r &+ offset)
                                kept[keptCount] = Int32(truncatingIfNeeded: offset)
                                keptCount &+= 1 &- Int(bitPattern: UInt(bitPattern: (p &- first) | (last &- p)) &>> (UInt.bitWidth &- 1))
                            }
                            for k in 0..<keptCount {
                                let offset = Int(kept[k])
                                copy(blockStart &+ offset, r &+ offset)
                            }
                            r &+= blockEnd &- blockStart
                            blockStart = blockEnd
                        }
                    }
                }
            }
        }

        /// The elements ``place(_:_:_:starts:partitions:)`` filters at a time.
        @inlinable
        static var filterBlock: Int { 256 }

        /// Deinitializes the first `count` records.
        @inlinable
        func deinitialize(count: Int) {
            records.deinitialize(count: count)
        }
    }
}
