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

    /// The clear flags of word `w` that lie in `range`, as set bits.
    @inlinable @inline(__always)
    internal func clearBits(ofWord w: Int, in range: Range<Int>, _ words: UnsafeBufferPointer<UInt64>) -> UInt64 {
        var clear = ~words[w]
        if w == range.lowerBound >> 6 { clear &= ~0 << UInt64(range.lowerBound & 63) }
        let end = range.upperBound & 63
        if w == (range.upperBound &- 1) >> 6 && end != 0 { clear &= (1 << UInt64(end)) &- 1 }
        return clear
    }

    /// The number of clear flags in `range`, which must lie within the set.
    ///
    /// - Complexity: O(*n* / 64) for a range of *n* flags.
    @inlinable
    func clearCount(in range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        return words.withUnsafeBufferPointer { words in
            var count = 0
            for w in (range.lowerBound >> 6)...((range.upperBound &- 1) >> 6) {
                count &+= clearBits(ofWord: w, in: range, words).nonzeroBitCount
            }
            return count
        }
    }

    /// Calls `body` with the index of every clear flag in `range`, in
    /// increasing order; the range must lie within the set.
    ///
    /// - Complexity: O(*n* / 64 + *c*) for a range of *n* flags, *c* of them clear.
    @inlinable
    func forEachClear(in range: Range<Int>, _ body: (Int) -> Void) {
        guard !range.isEmpty else { return }
        words.withUnsafeBufferPointer { words in
            for w in (range.lowerBound >> 6)...((range.upperBound &- 1) >> 6) {
                var clear = clearBits(ofWord: w, in: range, words)
                while clear != 0 {
                    body(w << 6 | clear.trailingZeroBitCount)
                    clear &= clear &- 1
                }
            }
        }
    }
}
