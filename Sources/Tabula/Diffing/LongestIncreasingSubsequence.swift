/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// The diff keeps the elements of this subsequence in place and moves only the
/// others, which is the fewest moves that reorder the survivors.
///
/// Patience sorting with predecessor links: O(*n* log *k*) for a subsequence of
/// length *k*, and O(*n*) when the values are already increasing (the common
/// case, checked first) or when each new value extends the longest run so far.
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
    var length = 0
    for i in 0..<values.count {
        let value = values[i]
        if length > 0 && values[Int(tails[length &- 1])] < value {
            predecessors[i] = tails[length &- 1]
            tails[length] = Int32(truncatingIfNeeded: i)
            length &+= 1
            continue
        }
        var low = 0, high = length
        while low < high {
            let mid = (low &+ high) >> 1
            if values[Int(tails[mid])] < value { low = mid &+ 1 } else { high = mid }
        }
        predecessors[i] = low > 0 ? tails[low &- 1] : -1
        tails[low] = Int32(truncatingIfNeeded: i)
        if low == length { length &+= 1 }
    }
    var members = FixedBitSet(count: values.count)
    var cursor = length > 0 ? Int(tails[length &- 1]) : -1
    while cursor >= 0 {
        members[cursor] = true
        cursor = Int(predecessors[cursor])
    }
    return members
}

/// ``longestIncreasingSubsequence(_:tails:predecessors:)`` with scratch of its own,
/// for short inputs such as a snapshot's sections.
@inlinable
internal func longestIncreasingSubsequence(_ values: UnsafeBufferPointer<Int>) -> FixedBitSet? {
    let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * Swift.max(values.count, 1))
    defer { scratch.deallocate() }
    return longestIncreasingSubsequence(values, tails: scratch, predecessors: scratch + Swift.max(values.count, 1))
}
