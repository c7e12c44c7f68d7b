extension SequentialRowUpdate {
    /// The moves that put the rows that stay in their final order, each
    /// applied to the rows as the moves before it left them.
    ///
    /// The rows of one longest increasing run of final places stay put;
    /// every other row moves once, which is the fewest moves there are. The
    /// rows that move are placed in ascending final order, each just after
    /// the row that ends before it: that row is either one that stays or one
    /// already placed, so the rows in their final order only grow, and once
    /// the last is placed every row is.
    ///
    /// Complexity: O(*n* log *n*).
    /// - Parameter finalIndexes: The final index of each row that stays, in
    ///   its current order; distinct, with gaps where rows are inserted.
    static func moves(placing finalIndexes: [Int]) -> [Operation] {
        let count = finalIndexes.count
        guard count > 1 else { return [] }
        // Final indexes become ranks 0..<count, which keep their order.
        var upperBound = 0
        for index in finalIndexes { upperBound = Swift.max(upperBound, index + 1) }
        var rankOfFinal = [Int32](repeating: -1, count: upperBound)
        for index in finalIndexes { rankOfFinal[index] = 0 }
        var next: Int32 = 0
        for index in rankOfFinal.indices where rankOfFinal[index] == 0 {
            rankOfFinal[index] = next
            next += 1
        }
        // The rank at each current index, and the current index of each rank.
        let order = finalIndexes.map { rankOfFinal[$0] }
        var tails = [Int32](repeating: 0, count: count)
        var predecessors = [Int32](repeating: 0, count: count)
        let run: FixedBitSet?? = order.withUnsafeBufferPointer { values in
            tails.withUnsafeMutableBufferPointer { tails in
                predecessors.withUnsafeMutableBufferPointer { predecessors in
                    // Arrays of at least two elements always have storage.
                    guard let tails = tails.baseAddress, let predecessors = predecessors.baseAddress else { return .none }
                    assert(values.count == count, "one rank per row")
                    return .some(longestIncreasingSubsequence(values, tails: tails, predecessors: predecessors))
                }
            }
        }
        // `.some(nil)`: already in order.
        guard case .some(.some(let stays)) = run else { return [] }
        // Each move's indexes are counted, not simulated: every row has a
        // key in one static order of keys, its place before it moves and,
        // for a row that moves, its place after, and a row's index is the
        // number of keys present before its own. A row that moves goes just
        // after the row ranked before it, so the rows placed after a row
        // that stays are the ranks up to the next row that stays: their keys
        // follow that row's key, in rank order (those ranked before every
        // row that stays come first of all).
        var stayByRank = [Bool](repeating: false, count: count)
        var currentOfRank = [Int](repeating: 0, count: count)
        for (index, rank) in order.enumerated() {
            currentOfRank[Int(rank)] = index
            stayByRank[Int(rank)] = stays[index]
        }
        var keyBefore = [Int](repeating: 0, count: count)
        var keyAfter = [Int](repeating: 0, count: count)
        var key = 0
        var rank = 0
        while rank < count, !stayByRank[rank] {
            keyAfter[rank] = key
            key += 1
            rank += 1
        }
        for index in 0..<count {
            keyBefore[index] = key
            key += 1
            let stayRank = Int(order[index])
            guard stayByRank[stayRank] else { continue }
            var moved = stayRank + 1
            while moved < count, !stayByRank[moved] {
                keyAfter[moved] = key
                key += 1
                moved += 1
            }
        }
        var present = PresenceCounts(count: key, present: keyBefore)
        var operations: [Operation] = []
        for rank in 0..<count where !stayByRank[rank] {
            let before = keyBefore[currentOfRank[rank]], after = keyAfter[rank]
            let from = present.count(before: before)
            present.remove(before)
            let to = present.count(before: after)
            present.insert(after)
            if from != to { operations.append(.move(from: from, to: to)) }
        }
        return operations
    }
}

/// Which of a fixed range of keys are present, and how many are present
/// before a key: a Fenwick tree of counts.
private struct PresenceCounts {
    /// The tree, 1-based: entry *i* counts the keys in a range ending at *i* - 1.
    private var tree: [Int32]

    /// Keys `0..<count`, those in `present` present.
    ///
    /// Complexity: O(`count`).
    init(count: Int, present: [Int]) {
        tree = [Int32](repeating: 0, count: count + 1)
        for key in present where key >= 0 && key < count { tree[key + 1] += 1 }
        for index in 1..<tree.count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
        }
    }

    /// The number of keys present below `key`. O(log `count`).
    func count(before key: Int) -> Int {
        var index = key
        var total: Int32 = 0
        while index > 0 {
            total += tree[index]
            index -= index & -index
        }
        return Int(total)
    }

    /// Marks `key` present. O(log `count`).
    mutating func insert(_ key: Int) { add(1, at: key) }

    /// Marks `key` absent. O(log `count`).
    mutating func remove(_ key: Int) { add(-1, at: key) }

    private mutating func add(_ delta: Int32, at key: Int) {
        var index = key + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }
}
