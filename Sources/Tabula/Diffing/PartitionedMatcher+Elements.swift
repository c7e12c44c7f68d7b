extension PartitionedMatcher {
    /// One side's elements as a ``Table`` reads them: by position, each
    /// element's identifier, fingerprint and flat index.
    ///
    /// ``Side`` holds copies made for a partition; ``Run`` reads one
    /// section's identifiers in place. The table is specialized for each, so
    /// the indirection costs nothing in its loops.
    @usableFromInline
    protocol Elements {
        associatedtype ItemID: Hashable
        /// The identifier of the element at `position`, where it is kept.
        func identifier(at position: Int) -> UnsafePointer<ItemID>
        /// The fingerprint of the element at `position`. A table asks once per element.
        func fingerprint(at position: Int) -> UInt32
        /// The flat index of the element at `position`.
        func flat(at position: Int) -> Int32
        /// Notes that the new element at `position` matched the old element
        /// whose flat index is `old`: in `newToOld` at once, or where the
        /// element's copy lies, for ``Side/gatherFilled(_:into:)`` to write
        /// into `newToOld` later, or ``Side/packMatches(_:)`` to pack for
        /// ``Side/gather(_:_:starts:partitions:into:)``.
        func recordMatch(_ old: Int32, at position: Int, into newToOld: UnsafeMutablePointer<Int32>)
    }

    /// A run of one section's identifiers, read where the section keeps them:
    /// nothing is copied, and each fingerprint is computed when the table asks
    /// for it. A snapshot of one section, the most common kind, is matched so.
    @usableFromInline
    struct Run<ItemID: Hashable>: Elements {
        @usableFromInline let identifiers: UnsafePointer<ItemID>
        /// The flat index of the run's first element.
        @usableFromInline let flatBase: Int32
        /// How fingerprints are computed.
        @usableFromInline let hashing: Hashing

        @inlinable
        init(identifiers: UnsafePointer<ItemID>, flatBase: Int, hashing: Hashing) {
            self.identifiers = identifiers
            self.flatBase = Int32(truncatingIfNeeded: flatBase)
            self.hashing = hashing
        }

        @inlinable @inline(__always)
        func identifier(at position: Int) -> UnsafePointer<ItemID> { identifiers + position }

        @inlinable @inline(__always)
        func fingerprint(at position: Int) -> UInt32 { hashing.fingerprint(identifiers[position]) }

        @inlinable @inline(__always)
        func flat(at position: Int) -> Int32 { flatBase &+ Int32(truncatingIfNeeded: position) }

        @inlinable @inline(__always)
        func recordMatch(_ old: Int32, at position: Int, into newToOld: UnsafeMutablePointer<Int32>) {
            newToOld[Int(flat(at: position))] = old
        }
    }
}
