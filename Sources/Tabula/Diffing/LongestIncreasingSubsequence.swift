/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// The diff keeps the elements of this subsequence in place and moves only the
/// others, which is the fewest moves that reorder the survivors.
///
/// Patience sorting with predecessor links: O(*n* log *k*) for a subsequence of
/// length *k*, and O(*n*) when the values are already increasing (the common
/// case, checked first) or when each new value extends the longest run so far.
///
/// A value that does not extend the longest run replaces the smallest tail
/// not below it. In a diff, such values are the items moved towards the end,
/// and their place among the tails is usually far from the end: a binary
/// search there costs about log *k* dependent reads of memory that is no
/// longer in cache.
/// The tails of a list that is mostly in order grow about evenly, so the
/// search first guesses the place by interpolating between the first and
/// last tail, then gallops from the guess to bracket it and searches the
/// bracket: O(log *d*) reads for a guess *d* places off, at worst about
/// twice a binary search's. The value just after an item moved towards the
/// end replaces that item as the last tail, and the outlier would throw the
/// guess off by most of the tails: that case is checked first, in one read.
///
/// - Parameters:
///   - values: Fewer than `Int32.max` values.
///   - tails: Room for `values.count` indexes, overwritten.
///   - predecessors: Room for `values.count` indexes, overwritten.
/// - Returns: `nil` when every element belongs (the values already increase);
///   otherwise one flag per element.
@inlinable
internal func longestIncreasingSubsequence<Value: FixedWidthInteger>(
    _ values: UnsafeBufferPointer<Value>,
    tails: UnsafeMutablePointer<Int32>,
    predecessors: UnsafeMutablePointer<Int32>
) -> FixedBitSet? {
    var index = 1
    while index < values.count {
        if values[index &- 1] >= values[index] { break }
        index &+= 1
    }
    if index >= values.count { return nil }

    // tails[k]: index of the smallest tail of an increasing run of length k + 1.
    // The last tail's value is kept at hand: most values are compared with it only.
    var length = 0
    var lastValue = Value.min
    for i in 0..<values.count {
        let value = values[i]
        if length == 0 || lastValue < value {
            predecessors[i] = length > 0 ? tails[length &- 1] : -1
            tails[length] = Int32(truncatingIfNeeded: i)
            lastValue = value
            length &+= 1
            continue
        }
        let position = tailPosition(of: value, values, tails: tails, length: length, lastValue: lastValue)
        predecessors[i] = position > 0 ? tails[position &- 1] : -1
        tails[position] = Int32(truncatingIfNeeded: i)
        if position == length &- 1 { lastValue = value }
    }
    var members = FixedBitSet(count: values.count)
    var cursor = length > 0 ? Int(tails[length &- 1]) : -1
    while cursor >= 0 {
        members[cursor] = true
        cursor = Int(predecessors[cursor])
    }
    return members
}

/// The first of `length` tails whose value is not below `value`, which the
/// last tail's, `lastValue`, is not.
///
/// - Complexity: O(log *d*) for an interpolated guess *d* tails off; a guess
///   that wraps around for values near `Value`'s limits is only a worse guess.
@inlinable
internal func tailPosition<Value: FixedWidthInteger>(
    of value: Value,
    _ values: UnsafeBufferPointer<Value>,
    tails: UnsafeMutablePointer<Int32>,
    length: Int,
    lastValue: Value
) -> Int {
    @inline(__always) func tail(_ k: Int) -> Value { values[Int(tails[k])] }
    let firstValue = tail(0)
    // Then the first tail is the one; otherwise it is one of 1..<length,
    // and there are at least two tails.
    if value <= firstValue { return 0 }
    let last = length &- 1
    // Not above the last tail and above the one before: it replaces the last.
    if tail(last &- 1) < value { return last }
    let span = Swift.max(Int64(truncatingIfNeeded: lastValue) &- Int64(truncatingIfNeeded: firstValue), 1)
    let offset = Int64(truncatingIfNeeded: value) &- Int64(truncatingIfNeeded: firstValue)
    let guess = Swift.min(Swift.max(1 &+ Int(truncatingIfNeeded: offset &* Int64(last &- 1) / span), 1), last)
    // Bracket the answer in low...high (high's tail is not below `value`).
    var low = 1, high = last
    var step = 1
    if tail(guess) >= value {
        high = guess
        while high &- step > low {
            let probe = high &- step
            if tail(probe) < value {
                low = probe &+ 1
                break
            }
            high = probe
            step &<<= 1
        }
    } else {
        low = guess &+ 1
        while low &- 1 &+ step < high {
            let probe = low &- 1 &+ step
            if tail(probe) >= value {
                high = probe
                break
            }
            low = probe &+ 1
            step &<<= 1
        }
    }
    while low < high {
        let mid = (low &+ high) >> 1
        if tail(mid) < value { low = mid &+ 1 } else { high = mid }
    }
    return low
}

/// ``longestIncreasingSubsequence(_:tails:predecessors:)`` with scratch of its own,
/// for short inputs such as a snapshot's sections.
@inlinable
internal func longestIncreasingSubsequence(_ values: UnsafeBufferPointer<Int>) -> FixedBitSet? {
    let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * Swift.max(values.count, 1))
    defer { scratch.deallocate() }
    return longestIncreasingSubsequence(values, tails: scratch, predecessors: scratch + Swift.max(values.count, 1))
}
