extension PartitionedMatcher {
    /// An open-addressing table over one partition's elements, reused for
    /// every partition.
    ///
    /// A slot holds a fingerprint and a *key*. A key of 0 or more is the
    /// partition-local index of an old occurrence of an identifier (the last,
    /// since the old side is inserted in reverse); the identifier's occurrences
    /// are chained through `next` in order, and `heads[key]` is the first one
    /// not yet matched. A key of -2 or less marks an identifier
    /// that only the new side has (its first new occurrence is at `-2 - key`),
    /// so that its later occurrences are found to be duplicates without
    /// hashing anything again. -1 is an empty slot.
    @usableFromInline
    struct Table {
        /// A slot: a fingerprint and a key.
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

        /// A table for partitions of up to `oldCount` old and `count` elements
        /// in all, carved from `arena`.
        @inlinable
        init(arena: inout ScratchArena, oldCount: Int, count: Int) {
            slots = arena.carve(Slot.self, count: Self.slotCount(for: count))
            heads = arena.carve(Int32.self, count: oldCount)
            next = arena.carve(Int32.self, count: oldCount)
        }

        /// The slots for `count` elements, old and new: a power of two, at
        /// least 1.5 times the count. New elements take a slot only when their
        /// identifier is new, so the table is seldom more than half full.
        @inlinable
        static func slotCount(for count: Int) -> Int {
            var size = 16
            while size < count + count / 2 { size <<= 1 }
            return size
        }

        /// The bytes ``init(arena:oldCount:count:)`` carves.
        @inlinable
        static func footprint(oldCount: Int, count: Int) -> Int {
            ScratchMemory.footprint(Slot.self, count: slotCount(for: count))
                + 2 * ScratchMemory.footprint(Int32.self, count: oldCount)
        }

        /// Matches `new[newRange]` against `old[oldRange]`, the k-th occurrence
        /// of an identifier in one with the k-th in the other. Appends to
        /// `duplicateIDs` the identifier of every repeated occurrence in the
        /// old range, and of every new occurrence left without a partner
        /// although its identifier occurred before (in the old range, or
        /// earlier in the new one).
        ///
        /// A match is noted through ``Elements/recordMatch(_:at:into:)``: a
        /// ``Side`` keeps it in the new element's record, and its matches
        /// reach `newToOld` only when the side is gathered afterwards.
        ///
        /// - Parameter budget: The probe steps beyond each element's first
        ///   slot that may be taken.
        /// - Returns: `false` when the budget ran out before the end: what was
        ///   written then is a part of what a finished match writes.
        @inlinable
        func match<Old: Elements, New: Elements>(
            _ old: Old,
            _ oldRange: Range<Int>,
            _ new: New,
            _ newRange: Range<Int>,
            newToOld: UnsafeMutablePointer<Int32>,
            matchedOld: UnsafeMutableBufferPointer<UInt64>,
            duplicateIDs: inout [Old.ItemID],
            budget: Int
        ) -> Bool where Old.ItemID == New.ItemID {
            var budget = budget
            /// Where the `r`-th old and the `q`-th new element of the ranges keep their identifiers.
            @inline(__always) func oldID(_ r: Int) -> UnsafePointer<Old.ItemID> { old.identifier(at: oldRange.lowerBound &+ r) }
            @inline(__always) func newID(_ q: Int) -> UnsafePointer<New.ItemID> { new.identifier(at: newRange.lowerBound &+ q) }
            let size = Self.slotCount(for: oldRange.count &+ newRange.count)
            let mask = size &- 1
            slots.update(repeating: Slot(fingerprint: 0, key: -1), count: size)

            // Old occurrences in reverse, each pushed in front of its key's
            // chain, so that a chain starts with the first occurrence.
            var r = oldRange.count
            while r > 0 {
                r &-= 1
                let fingerprint = old.fingerprint(at: oldRange.lowerBound &+ r)
                var slot = Int(truncatingIfNeeded: fingerprint) & mask
                while true {
                    let entry = slots[slot]
                    if entry.key == -1 {
                        slots[slot] = Slot(fingerprint: fingerprint, key: Int32(truncatingIfNeeded: r))
                        heads[r] = Int32(truncatingIfNeeded: r)
                        next[r] = -1
                        break
                    }
                    let key = Int(entry.key)
                    if entry.fingerprint == fingerprint && oldID(key).pointee == oldID(r).pointee {
                        next[r] = heads[key]
                        heads[key] = Int32(truncatingIfNeeded: r)
                        duplicateIDs.append(oldID(r).pointee)
                        break
                    }
                    slot = (slot &+ 1) & mask
                    budget &-= 1
                    if budget < 0 { return false }
                }
            }

            for q in 0..<newRange.count {
                let fingerprint = new.fingerprint(at: newRange.lowerBound &+ q)
                var slot = Int(truncatingIfNeeded: fingerprint) & mask
                while true {
                    let entry = slots[slot]
                    if entry.key == -1 {
                        // New to the target: remembered, for its next occurrence.
                        slots[slot] = Slot(fingerprint: fingerprint, key: -2 &- Int32(truncatingIfNeeded: q))
                        break
                    }
                    if entry.fingerprint == fingerprint {
                        let key = Int(entry.key)
                        if key < 0 {
                            if newID(-2 &- key).pointee == newID(q).pointee {
                                duplicateIDs.append(newID(q).pointee)
                                break
                            }
                        } else if oldID(key).pointee == newID(q).pointee {
                            let head = Int(heads[key])
                            if head < 0 {
                                // More occurrences in the new middle than in the old.
                                duplicateIDs.append(newID(q).pointee)
                            } else {
                                let o = old.flat(at: oldRange.lowerBound &+ head)
                                new.recordMatch(o, at: newRange.lowerBound &+ q, into: newToOld)
                                matchedOld[Int(o) >> 6] |= 1 << UInt64(o & 63)
                                heads[key] = next[head]
                            }
                            break
                        }
                    }
                    slot = (slot &+ 1) & mask
                    budget &-= 1
                    if budget < 0 { return false }
                }
            }
            return true
        }
    }
}
