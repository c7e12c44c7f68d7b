/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// The diff keeps the elements of this subsequence in place and moves only the
/// others, which is the fewest moves that reorder the survivors.
///
/// Patience sorting with predecessor links: O(*n* log *k*) for a subsequence of
/// length *k*, and O(*n*) when the values are already increasing (the common
/// case, checked first) or when each new value extends the longest run so far.
///
/// - Returns: `nil` when every element belongs (the values already increase);
///   otherwise one flag per element.
@inlinable
internal func longestIncreasingSubsequence(_ values: UnsafeBufferPointer<Int>) -> [Bool]? {
    var increasing = true
    var index = 1
    while index < values.count {
        if values[index - 1] >= values[index] { increasing = false; break }
        index += 1
    }
    if increasing { return nil }

    // tails[k]: index of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    tails.reserveCapacity(64)
    var predecessor = [Int](repeating: -1, count: values.count)
    for i in 0..<values.count {
        let value = values[i]
        if let last = tails.last, values[last] < value {
            predecessor[i] = last
            tails.append(i)
            continue
        }
        var low = 0, high = tails.count
        while low < high {
            let mid = (low &+ high) >> 1
            if values[tails[mid]] < value { low = mid &+ 1 } else { high = mid }
        }
        predecessor[i] = low > 0 ? tails[low - 1] : -1
        if low == tails.count { tails.append(i) } else { tails[low] = i }
    }
    var members = [Bool](repeating: false, count: values.count)
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        members[cursor] = true
        cursor = predecessor[cursor]
    }
    return members
}
