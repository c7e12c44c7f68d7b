import Foundation

extension PartitionedMatcher {
    /// How one call turns identifiers into fingerprints.
    ///
    /// The standard library hashes through a seeded SipHash, which in a diff
    /// of a few thousand items weighs as much as all the rest of its work.
    /// Identifiers that are 32- or 64-bit integers (`Int`, `UInt`, `Int32`,
    /// `UInt32`, `Int64`, `UInt64`: database row ids, the most common kind) or
    /// `UUID`s are instead *mixed*: their bits plus a key drawn once per
    /// process go through splitmix64's finalizer, two multiplications and
    /// three shifts (twice that for a `UUID`). The finalizer is a
    /// bijection, so two different integers never share its 64-bit result,
    /// though they may share the 32 bits a fingerprint keeps; two equal
    /// identifiers always have equal bits. Every other type, smaller integers
    /// included, goes through `hashValue`.
    ///
    /// The mix is not a cryptographic hash. Identifiers chosen to collide in it
    /// (which needs the key, but a mix this cheap promises no more) would make a
    /// table's probes long and its matching quadratic. So a mixed call gives
    /// every table a budget of probe steps, a few times what a random hash
    /// needs; a table that exceeds it gives up, and the call starts over with
    /// `hashValue`. An attack costs a linear amount of wasted work, never a
    /// quadratic one.
    ///
    /// The key comes from the standard library's own seed, so a process run
    /// with `SWIFT_DETERMINISTIC_HASHING` mixes deterministically too.
    @usableFromInline
    struct Hashing: Sendable {
        /// Added to an identifier's bits before mixing; drawn once per process.
        @usableFromInline let key: UInt64
        /// Whether integers and `UUID`s are mixed; if not, every identifier
        /// goes through `hashValue`, and probes are not budgeted.
        @usableFromInline let mixes: Bool
        /// Mixed identifiers whose bits are at least this all get the largest
        /// fingerprint: a test seam, to exceed the probe budget in a chosen
        /// partition without searching for colliding identifiers. `nil` outside tests.
        @usableFromInline let collidingFrom: UInt64?

        @inlinable
        init(key: UInt64, mixes: Bool, collidingFrom: UInt64? = nil) {
            self.key = key
            self.mixes = mixes
            self.collidingFrom = collidingFrom
        }

        /// The process's key, derived from the standard library's hash seed.
        @usableFromInline
        static let processKey: UInt64 = {
            var hasher = Hasher()
            hasher.combine(0x7461_6275_6C61 as UInt64)
            return UInt64(truncatingIfNeeded: UInt(bitPattern: hasher.finalize()))
        }()

        /// Mixes integers and `UUID`s with the process's key: the hashing a call starts with.
        @inlinable
        static var mixing: Hashing { Hashing(key: processKey, mixes: true) }

        /// Every identifier through `hashValue`: the hashing a call falls back on.
        @inlinable
        static var hashValues: Hashing { Hashing(key: 0, mixes: false) }

        /// The fingerprint of an identifier, whose top bits pick the partition
        /// and low bits the table slot.
        ///
        /// A hash value is mixed by a multiplication by 2^64 / φ, keeping the
        /// top half: `Hashable` promises nothing about any one part of a hash
        /// value, a type that implements `hashValue` itself may leave the top
        /// bits zero, and on a 32-bit platform there are no top bits.
        ///
        /// The type checks below fold away when the caller is specialized.
        @inlinable @inline(__always)
        func fingerprint<ItemID: Hashable>(_ id: ItemID) -> UInt32 {
            if mixes {
                if Self.isWord(ItemID.self) {
                    let bits = unsafeBitCast(id, to: UInt64.self)
                    return fingerprint(of: bits, mixed: mix(bits))
                }
                if Self.isHalfWord(ItemID.self) {
                    let bits = UInt64(unsafeBitCast(id, to: UInt32.self))
                    return fingerprint(of: bits, mixed: mix(bits))
                }
                if ItemID.self == UUID.self {
                    let (high, low) = withUnsafeBytes(of: unsafeBitCast(id, to: UUID.self).uuid) { bytes in
                        (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                    }
                    // Not a bijection of the 128 bits: identifiers equal in
                    // fingerprint are told apart by comparing them, as always.
                    return fingerprint(of: low, mixed: mix(low ^ mix(high)))
                }
            }
            let hash = UInt64(truncatingIfNeeded: UInt(bitPattern: id.hashValue))
            return UInt32(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) &>> 32)
        }

        /// splitmix64's finalizer of `bits` plus the key.
        @inlinable @inline(__always)
        func mix(_ bits: UInt64) -> UInt64 {
            var z = bits &+ key
            z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z &>> 31)
        }

        /// The top half of `mixed`, the mix of `bits` (but see ``collidingFrom``).
        @inlinable @inline(__always)
        func fingerprint(of bits: UInt64, mixed: UInt64) -> UInt32 {
            if let collidingFrom, bits >= collidingFrom { return .max }
            return UInt32(truncatingIfNeeded: mixed &>> 32)
        }

        /// Whether identifiers of this type are mixed: 32- and 64-bit integers
        /// and `UUID`s. Folds to a constant when the caller is specialized.
        @inlinable @inline(__always)
        static func mixesType<ItemID>(_: ItemID.Type) -> Bool {
            isWord(ItemID.self) || isHalfWord(ItemID.self) || ItemID.self == UUID.self
        }

        @inlinable @inline(__always)
        static func isWord<ItemID>(_: ItemID.Type) -> Bool {
            MemoryLayout<ItemID>.size == 8
                && (ItemID.self == Int.self || ItemID.self == UInt.self
                    || ItemID.self == Int64.self || ItemID.self == UInt64.self)
        }

        @inlinable @inline(__always)
        static func isHalfWord<ItemID>(_: ItemID.Type) -> Bool {
            MemoryLayout<ItemID>.size == 4
                && (ItemID.self == Int.self || ItemID.self == UInt.self
                    || ItemID.self == Int32.self || ItemID.self == UInt32.self)
        }

        /// Whether this hashing mixes `ItemID`s rather than hashing their
        /// `hashValue`: ``mixing``, for a type ``mixesType(_:)`` accepts.
        @inlinable @inline(__always)
        func mixesIdentifiers<ItemID>(of _: ItemID.Type) -> Bool {
            mixes && Self.mixesType(ItemID.self)
        }

        /// The probe steps beyond each element's first slot that a table of
        /// `count` elements of `ItemID` may take before giving up: unlimited
        /// unless the identifiers are mixed. A type's own `hashValue` is
        /// seeded by the standard library, or chosen by the type's author.
        ///
        /// Tables are at most two-thirds full: with a random hash, linear
        /// probing takes about 1.5 extra steps per element on average, and
        /// exceeding 8 per element over thousands of elements is beyond any
        /// chance; the constant covers small tables, whose averages vary more.
        @inlinable
        func probeBudget<ItemID>(_: ItemID.Type, count: Int) -> Int {
            mixesIdentifiers(of: ItemID.self) ? 8 &* count &+ 4096 : Int.max
        }
    }
}
