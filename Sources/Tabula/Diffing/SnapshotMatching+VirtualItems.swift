extension SnapshotMatching {
    /// One snapshot's items as the item matcher numbers them.
    ///
    /// *Flat* indexes count every item of every section; *virtual* indexes
    /// count only the items of the surviving sections (those matched in the
    /// other snapshot), in order, as if they were one sequence.
    @usableFromInline
    internal struct VirtualItems {
        /// The indexes of the surviving sections, in order.
        @usableFromInline var survivors: [Int]
        /// The virtual index of each survivor's first item, then the virtual count.
        @usableFromInline var starts: [Int]
        /// The flat index of every section's first item, then the flat count.
        @usableFromInline var offsets: [Int]

        /// Numbers the items of `sections`.
        ///
        /// - Parameter counterparts: Per section, its index in the other
        ///   snapshot, or -1 when it does not survive.
        /// - Complexity: O(*s*) in the number of sections.
        @inlinable
        init<Section: _SnapshotSectionProtocol>(_ sections: ContiguousArray<Section>, counterparts: [Int]) {
            var offsets = [Int]()
            offsets.reserveCapacity(sections.count + 1)
            var survivors = [Int]()
            var total = 0
            for s in sections.indices {
                offsets.append(total)
                total += sections[s].count
                if counterparts[s] >= 0 { survivors.append(s) }
            }
            offsets.append(total)
            var starts = [Int]()
            starts.reserveCapacity(survivors.count + 1)
            var virtual = 0
            for s in survivors {
                starts.append(virtual)
                virtual += sections[s].count
            }
            starts.append(virtual)
            self.survivors = survivors
            self.starts = starts
            self.offsets = offsets
        }

        /// The number of items in surviving sections.
        @inlinable var count: Int { starts[starts.count - 1] }

        /// Splits a virtual range into per-section runs.
        ///
        /// - Complexity: O(log *s* + *k*) for a range that spans *k* sections.
        @inlinable
        func chunks(_ range: Range<Int>) -> [Chunk] {
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
    }

    /// A contiguous run of a surviving section's items inside a virtual range.
    @usableFromInline
    internal struct Chunk {
        /// The section's index in its snapshot.
        @usableFromInline var section: Int
        /// The flat index of the section's first item.
        @usableFromInline var flatBase: Int
        /// The run's item indexes inside the section.
        @usableFromInline var local: Range<Int>
        @inlinable init(section: Int, flatBase: Int, local: Range<Int>) {
            self.section = section
            self.flatBase = flatBase
            self.local = local
        }

        /// The run's flat indexes.
        @inlinable var flats: Range<Int> { (flatBase &+ local.lowerBound)..<(flatBase &+ local.upperBound) }
    }

    /// The section holding flat index `flat`: the last offset not above it.
    ///
    /// - Complexity: O(log *s*).
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
