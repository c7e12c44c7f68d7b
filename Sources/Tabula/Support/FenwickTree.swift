/// Prefix sums over a list of counts that change one at a time: a Fenwick
/// (binary indexed) tree, where a change and a prefix sum each cost
/// O(log *n*) instead of O(1) and O(*n*) for a plain array.
///
/// An outline keeps one per child list, of the rows each child's subtree
/// shows, so that an item's row position is found without summing its
/// earlier siblings one by one.
@usableFromInline
struct FenwickTree: Sendable {
    /// Entry *i* (1-based) holds the sum of the `i & -i` values ending at *i*.
    @usableFromInline var sums: ContiguousArray<Int>

    /// An empty tree.
    @inlinable
    init() { sums = [0] }

    /// A tree of `count` zeros. O(*n*), without a pass over values.
    @inlinable
    init(zeros count: Int) {
        sums = ContiguousArray(repeating: 0, count: Swift.max(count, 0) + 1)
    }

    /// A tree of `values`, in order. O(*n*).
    @inlinable
    init(_ values: some Collection<Int>) {
        sums = [0]
        sums.reserveCapacity(values.count + 1)
        sums.append(contentsOf: values)
        // Each entry passes its sum to the one entry that covers it next.
        var i = 1
        while i < sums.count {
            let parent = i + (i & -i)
            if parent < sums.count { sums[parent] += sums[i] }
            i += 1
        }
    }

    /// The number of values. O(1).
    @inlinable var count: Int { sums.count - 1 }

    /// Adds `delta` to the value at `index`; nothing for an index out of range.
    /// O(log *n*).
    @inlinable
    mutating func add(_ delta: Int, at index: Int) {
        guard index >= 0 else { return }
        var i = index + 1
        while i < sums.count {
            sums[i] += delta
            i += i & -i
        }
    }

    /// The sum of the values before `index` (all of them for an index past
    /// the end). O(log *n*).
    @inlinable
    func prefix(upTo index: Int) -> Int {
        var i = Swift.min(index, count), total = 0
        while i > 0 {
            total += sums[i]
            i -= i & -i
        }
        return total
    }
}
