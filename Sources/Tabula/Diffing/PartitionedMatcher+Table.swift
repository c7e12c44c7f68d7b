extension PartitionedMatcher {
    /// An open-addressing table over one partition's old elements, reused for
    /// every partition.
    ///
    /// A slot holds the fingerprint and partition-local index of the first old
    /// occurrence of an identifier (its *key*); the key's occurrences are
    /// chained through `next`, and `heads[key]` is the first one not yet matched.
    @usableFromInline
    struct Table {
        /// A slot: a fingerprint and a key, or a key of -1 when empty.
        @usableFromInline
        struct Slot {
            @usableFromInline var fingerprint: UInt32
            @usableFromInline var key: Int32
            @inlinable init(fingerprint: UInt32, key: Int32) {
                self.fingerprint = fingerprint
                self.key = key
            }
        }

        @usableFromInline let slots: UnsafeMutablePointer<Slot>
        @usableFromInline let heads: UnsafeMutablePointer<Int32>
        @usableFromInline let next: UnsafeMutablePointer<Int32>

        /// A table for partitions of up to `oldCount` old elements, carved from `arena`.
        @inlinable
        init(arena: inout ScratchArena, oldCount: Int) {
            slots = arena.carve(Slot.self, count: Self.slotCount(for: oldCount))
            heads = arena.carve(Int32.self, count: oldCount)
            next = arena.carve(Int32.self, count: oldCount)
        }

        /// The slots for `count` old elements: a power of two, at least twice
        /// the count, so that probes stay short.
        @inlinable
        static func slotCount(for count: Int) -> Int {
            var size = 16
            while size < 2 * count { size <<= 1 }
            return size
        }

        /// The bytes ``init(arena:oldCount:)`` carves.
        @inlinable
        static func footprint(oldCount: Int) -> Int {
            ScratchMemory.footprint(Slot.self, count: slotCount(for: oldCount))
                + 2 * ScratchMemory.footprint(Int32.self, count: oldCount)
        }

        /// Matches `new[newRange]` against `old[oldRange]`, the k-th occurrence
        /// of an identifier in one with the k-th in the other.
        @inlinable
        func match<ItemID>(
            _ old: Side<ItemID>,
            _ oldRange: Range<Int>,
            _ new: Side<ItemID>,
            _ newRange: Range<Int>,
            newToOld: UnsafeMutablePointer<Int32>,
            matchedOld: UnsafeMutablePointer<UInt64>,
            duplicateIDs: inout [ItemID]
        ) {
            // An old side alone is still read: its duplicates are reported.
            guard !oldRange.isEmpty else { return }
            let oldFingerprints = old.fingerprints + oldRange.lowerBound
            let oldIDs = old.ids + oldRange.lowerBound
            let oldFlats = old.flats + oldRange.lowerBound
            let size = Self.slotCount(for: oldRange.count)
            let mask = size &- 1
            slots.update(repeating: Slot(fingerprint: 0, key: -1), count: size)

            // Old occurrences in reverse, each pushed in front of its key's
            // chain, so that a chain starts with the first occurrence.
            var r = oldRange.count
            while r > 0 {
                r &-= 1
                let fingerprint = oldFingerprints[r]
                var slot = Int(truncatingIfNeeded: fingerprint) & mask
                while true {
                    let entry = slots[slot]
                    if entry.key < 0 {
                        slots[slot] = Slot(fingerprint: fingerprint, key: Int32(truncatingIfNeeded: r))
                        heads[r] = Int32(truncatingIfNeeded: r)
                        next[r] = -1
                        break
                    }
                    let key = Int(entry.key)
                    if entry.fingerprint == fingerprint && oldIDs[key] == oldIDs[r] {
                        next[r] = heads[key]
                        heads[key] = Int32(truncatingIfNeeded: r)
                        duplicateIDs.append(oldIDs[r])
                        break
                    }
                    slot = (slot &+ 1) & mask
                }
            }

            for q in newRange {
                let fingerprint = new.fingerprints[q]
                var slot = Int(truncatingIfNeeded: fingerprint) & mask
                while true {
                    let entry = slots[slot]
                    if entry.key < 0 { break }
                    let key = Int(entry.key)
                    if entry.fingerprint == fingerprint && oldIDs[key] == new.ids[q] {
                        let head = Int(heads[key])
                        if head < 0 {
                            // More occurrences in the new middle than in the old.
                            duplicateIDs.append(new.ids[q])
                        } else {
                            let o = oldFlats[head]
                            newToOld[Int(new.flats[q])] = o
                            matchedOld[Int(o) >> 6] |= 1 << UInt64(o & 63)
                            heads[key] = next[head]
                        }
                        break
                    }
                    slot = (slot &+ 1) & mask
                }
            }
        }
    }
}
