extension PartitionedMatcher {
    /// The walk over one side's elements that finds those of one wave and
    /// where each one's copy goes, shared by the pass that copies them
    /// (``Side/place(_:_:_:starts:partitions:)``) and the pass that reads
    /// their matches back (``Side/gather(_:_:starts:partitions:into:)``):
    /// both must visit the same elements and give each the same slot.
    ///
    /// When the wave is a part of the partitions, whether an element belongs
    /// to it is as unpredictable as its fingerprint: a branch on it
    /// mispredicts for a quarter to a half of the elements, which at a
    /// million elements a side cost more than the copies. Each block of
    /// elements is therefore first filtered without a branch, then the
    /// elements kept are visited.
    ///
    /// A walk exists only inside ``walk(_:starts:partitions:_:)``, whose
    /// stack holds its two small buffers.
    @usableFromInline
    struct WaveWalk<Tags: PartitionTags> {
        @usableFromInline let tags: Tags
        @usableFromInline let first: Int
        @usableFromInline let last: Int
        @usableFromInline let everyPartition: Bool
        /// The offsets in the current block of the elements kept.
        @usableFromInline let kept: UnsafeMutablePointer<Int32>
        /// Each partition's next slot, from the wave's first.
        @usableFromInline let cursors: UnsafeMutablePointer<Int>
        /// The side's position of the next element walked.
        @usableFromInline var position = 0

        /// The elements ``visit(_:_:)`` filters at a time.
        @inlinable
        static var block: Int { 256 }

        /// Calls `body` with a walk over the elements of `partitions`, whose
        /// tags are `tags` and which start at `starts` among all the side's
        /// elements; the walk's buffers live on the stack for the call.
        @inlinable
        static func walk(
            _ tags: Tags, starts: [Int], partitions: Range<Int>, _ body: (inout WaveWalk) -> Void
        ) {
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: block) { kept in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: Swift.max(partitions.count, 1)) { cursors in
                    guard let keptBase = kept.baseAddress, let cursorsBase = cursors.baseAddress else { return }
                    let base = starts[partitions.lowerBound]
                    for (k, p) in partitions.enumerated() { cursorsBase[k] = starts[p] &- base }
                    var walk = WaveWalk(
                        tags: tags, first: partitions.lowerBound, last: partitions.upperBound &- 1,
                        everyPartition: starts.count == partitions.count &+ 1, kept: keptBase, cursors: cursorsBase)
                    body(&walk)
                }
            }
        }

        @inlinable
        init(
            tags: Tags, first: Int, last: Int, everyPartition: Bool,
            kept: UnsafeMutablePointer<Int32>, cursors: UnsafeMutablePointer<Int>
        ) {
            self.tags = tags
            self.first = first
            self.last = last
            self.everyPartition = everyPartition
            self.kept = kept
            self.cursors = cursors
        }

        /// Calls `body` with the index in its section, the position in the
        /// side and the slot of each element of the wave among `indices`, the
        /// side's next elements, in order.
        @inlinable @inline(__always)
        mutating func visit(_ indices: Range<Int>, _ body: (_ index: Int, _ position: Int, _ slot: Int) -> Void) {
            @inline(__always)
            func slot(at position: Int) -> Int {
                let local = tags.partition(at: position) &- first
                let slot = cursors[local]
                cursors[local] = slot &+ 1
                return slot
            }
            if everyPartition {
                for index in indices {
                    body(index, position, slot(at: position))
                    position &+= 1
                }
                return
            }
            var blockStart = indices.lowerBound
            while blockStart < indices.upperBound {
                let blockEnd = Swift.min(blockStart &+ Self.block, indices.upperBound)
                // One store per element, kept or not, and arithmetic rather
                // than a comparison, which the compiler turns back into a
                // branch: partition `p` is in the wave when neither
                // `p - first` nor `last - p` is negative.
                var keptCount = 0
                for offset in 0..<(blockEnd &- blockStart) {
                    let p = tags.partition(at: position &+ offset)
                    kept[keptCount] = Int32(truncatingIfNeeded: offset)
                    keptCount &+= 1 &- Int(bitPattern: UInt(bitPattern: (p &- first) | (last &- p)) &>> (UInt.bitWidth &- 1))
                }
                for k in 0..<keptCount {
                    let offset = Int(kept[k])
                    body(blockStart &+ offset, position &+ offset, slot(at: position &+ offset))
                }
                position &+= blockEnd &- blockStart
                blockStart = blockEnd
            }
        }
    }
}
