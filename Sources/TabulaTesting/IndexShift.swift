/// The index arithmetic of rule 5 and the fill rule (rule 6), on sorted arrays,
/// in O(log n) per query so that a batch costs O(n log n) however it is shaped.
enum IndexShift {
    /// How many elements of `sorted` (ascending) are less than `value`.
    static func countLess(in sorted: [Int], than value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of the `rank`-th (from 0) slot that is not in `taken`
    /// (ascending, distinct, non-negative).
    ///
    /// The answer is `rank + j`, where `j` is the number of taken slots before
    /// it: the first `j` with `taken[j] - j > rank`. Since `taken` is strictly
    /// increasing, `taken[j] - j` never decreases, so `j` is a binary search.
    static func slot(rank: Int, skipping taken: [Int]) -> Int {
        var low = 0, high = taken.count
        while low < high {
            let mid = (low + high) / 2
            if taken[mid] - mid > rank { high = mid } else { low = mid + 1 }
        }
        return rank + low
    }

    /// Where the element at `index` lands when only explicit removals (before
    /// the update) and insertions (after it) shift it: UIKit's computed position
    /// for a reload, which ignores moves.
    static func indexIgnoringMoves(of index: Int, removed: [Int], inserted: [Int]) -> Int {
        slot(rank: index - countLess(in: removed, than: index), skipping: inserted)
    }
}
