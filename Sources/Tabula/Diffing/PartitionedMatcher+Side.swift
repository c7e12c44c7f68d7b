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
            /// The element's flat index; for a new element that found its
            /// match, that match complemented, once the table is done (see
            /// ``recordMatch(_:at:into:)``).
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
            WaveWalk.walk(tags, starts: starts, partitions: partitions) { walk in
                for chunk in chunks {
                    sections[chunk.section].itemIDs.withUnsafeBufferPointer { sourceIDs in
                        walk.visit(chunk.local) { i, r, slot in
                            (records + slot).initialize(to: Record(
                                fingerprint: tags.fingerprint(at: r, of: sourceIDs[i]),
                                flat: Int32(truncatingIfNeeded: chunk.flatBase &+ i), id: sourceIDs[i]))
                        }
                    }
                }
            }
        }

        /// Keeps the match in the new element's record, its flat index
        /// complemented (so negative), for ``gather(_:_:starts:partitions:into:)``
        /// or ``gatherFilled(_:into:)`` to write into the new-to-old map.
        @inlinable @inline(__always)
        func recordMatch(_ old: Int32, at position: Int, into newToOld: UnsafeMutablePointer<Int32>) {
            records[position].flat = ~old
        }

        /// The new-to-old entry that a new record's flat field gives: the
        /// match kept by ``recordMatch(_:at:into:)``, or -1.
        @inlinable @inline(__always)
        static func entry(_ flat: Int32) -> Int32 {
            let matched = flat &>> 31
            return (~flat & matched) | ~matched
        }

        /// Packs the matches of the records at `positions`, whose table is
        /// done, into 4 bytes each at the start of the side's memory, and
        /// deinitializes those records. A record is at least 8 bytes (two
        /// 4-byte fields, then the identifier), so entry `s` lands in record
        /// `4s / stride`, at most `s / 2`: one of the same partition or an
        /// earlier one, read (and released) before it is overwritten.
        ///
        /// ``gather(_:_:starts:partitions:into:)`` then reads a wave's
        /// matches from the packed entries: a quarter of the records' memory
        /// with 8-byte identifiers, less with larger ones. At a million
        /// elements the records of a wave no longer fit in the cache, and
        /// reading 16 bytes for 4 made the gather the diff's phase that grew
        /// fastest with its input.
        @inlinable
        func packMatches(_ positions: Range<Int>) {
            let packed = UnsafeMutableRawPointer(records)
            for position in positions {
                let entry = Self.entry(records[position].flat)
                (records + position).deinitialize(count: 1)
                packed.storeBytes(of: entry, toByteOffset: position &* 4, as: Int32.self)
            }
        }

        /// Writes the matches of one wave, placed by
        /// ``place(_:_:_:starts:partitions:)``, matched and packed by
        /// ``packMatches(_:)``, into `newToOld`; -1 for each of the wave's
        /// elements left without one.
        ///
        /// A partition's elements are spread over the whole side, so a table
        /// that wrote each match into the map itself would write at random
        /// into 4 bytes per element; at a million elements the map is larger
        /// than the core's cache and most of those writes miss. Walking the
        /// elements again in order finds each one's entry by the same
        /// cursors, and writes the map front to back.
        @inlinable
        func gather<Tags: PartitionTags>(
            _ chunks: [SnapshotMatching.Chunk],
            _ tags: Tags,
            starts: [Int],
            partitions: Range<Int>,
            into newToOld: UnsafeMutablePointer<Int32>
        ) {
            let packed = UnsafeRawPointer(records)
            WaveWalk.walk(tags, starts: starts, partitions: partitions) { walk in
                for chunk in chunks {
                    walk.visit(chunk.local) { i, _, slot in
                        newToOld[chunk.flatBase &+ i] = packed.load(fromByteOffset: slot &* 4, as: Int32.self)
                    }
                }
            }
        }

        /// Writes the matches of a side filled by ``fill(_:_:_:)`` and matched
        /// into `newToOld`, and -1 for each element left without one.
        @inlinable
        func gatherFilled(_ chunks: [SnapshotMatching.Chunk], into newToOld: UnsafeMutablePointer<Int32>) {
            var r = 0
            for chunk in chunks {
                for i in chunk.local {
                    newToOld[chunk.flatBase &+ i] = Self.entry(records[r].flat)
                    r &+= 1
                }
            }
        }

        /// Deinitializes the first `count` records.
        @inlinable
        func deinitialize(count: Int) {
            records.deinitialize(count: count)
        }

        /// Deinitializes the records at `positions`.
        @inlinable
        func deinitialize(_ positions: Range<Int>) {
            (records + positions.lowerBound).deinitialize(count: positions.count)
        }
    }
}
