extension PartitionedMatcher {
    /// What a side keeps of each element, in element order, between the pass
    /// that counts the partitions and the waves that copy the elements: its
    /// *tag*.
    ///
    /// A wave reads every element's tag to find its own. With 4-byte
    /// fingerprints (``Fingerprints``) the tags take as much memory as a
    /// quarter of the copies, which is why a million elements a side need
    /// four waves. A 1-byte partition number (``PartitionNumbers``) leaves
    /// that memory to the copies, so half as many waves read the input again;
    /// the wave then computes the fingerprint of each element it copies
    /// once more, which only mixed identifiers (see ``Hashing``) make cheap.
    @usableFromInline
    protocol PartitionTags {
        /// Keeps what the element at `r` needs, given its fingerprint.
        func store(_ fingerprint: UInt32, at r: Int)
        /// The partition of the element at `r`.
        func partition(at r: Int) -> Int
        /// The fingerprint of the element at `r`, whose identifier is `id`.
        func fingerprint<ItemID: Hashable>(at r: Int, of id: ItemID) -> UInt32
    }

    /// Every element's fingerprint, whose top bits are its partition.
    @usableFromInline
    struct Fingerprints: PartitionTags {
        @usableFromInline let fingerprints: UnsafeMutablePointer<UInt32>
        @usableFromInline let shift: UInt32

        @inlinable
        init(arena: inout ScratchArena, count: Int, shift: UInt32) {
            fingerprints = arena.carve(UInt32.self, count: count)
            self.shift = shift
        }

        @inlinable @inline(__always)
        func store(_ fingerprint: UInt32, at r: Int) { fingerprints[r] = fingerprint }

        @inlinable @inline(__always)
        func partition(at r: Int) -> Int { Int(truncatingIfNeeded: fingerprints[r] &>> shift) }

        @inlinable @inline(__always)
        func fingerprint<ItemID: Hashable>(at r: Int, of id: ItemID) -> UInt32 { fingerprints[r] }
    }

    /// Every element's partition number, one byte each; a fingerprint is
    /// computed again when asked for.
    @usableFromInline
    struct PartitionNumbers: PartitionTags {
        /// The most partition bits a byte holds.
        @usableFromInline static let maximumBits = 8

        @usableFromInline let partitions: UnsafeMutablePointer<UInt8>
        @usableFromInline let shift: UInt32
        @usableFromInline let hashing: Hashing

        @inlinable
        init(arena: inout ScratchArena, count: Int, shift: UInt32, hashing: Hashing) {
            partitions = arena.carve(UInt8.self, count: count)
            self.shift = shift
            self.hashing = hashing
        }

        @inlinable @inline(__always)
        func store(_ fingerprint: UInt32, at r: Int) {
            partitions[r] = UInt8(truncatingIfNeeded: fingerprint &>> shift)
        }

        @inlinable @inline(__always)
        func partition(at r: Int) -> Int { Int(partitions[r]) }

        @inlinable @inline(__always)
        func fingerprint<ItemID: Hashable>(at r: Int, of id: ItemID) -> UInt32 { hashing.fingerprint(id) }
    }
}
