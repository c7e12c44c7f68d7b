/// A fixed-size set of flags, one bit each.
///
/// The diff marks which old items found a partner; one bit per item keeps that
/// record small enough to stay in cache for a million items, where an array of
/// indexes written at random would not.
@usableFromInline
internal struct FixedBitSet {
    @usableFromInline var words: [UInt64]

    @inlinable
    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) >> 6)
    }

    @inlinable
    subscript(index: Int) -> Bool {
        get { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }
        set {
            if newValue {
                words[index >> 6] |= 1 << UInt64(index & 63)
            } else {
                words[index >> 6] &= ~(1 << UInt64(index & 63))
            }
        }
    }
}
