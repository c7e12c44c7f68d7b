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
    /// Complexity: O(*n* log *n* + *d*), *d* being the total distance moved.
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
        var order = finalIndexes.map { rankOfFinal[$0] }
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
        var moves = [Bool](repeating: false, count: count)
        var position = [Int](repeating: 0, count: count)
        for (index, rank) in order.enumerated() {
            position[Int(rank)] = index
            if !stays[index] { moves[Int(rank)] = true }
        }
        var operations: [Operation] = []
        for rank in 0..<count where moves[rank] {
            let from = position[rank]
            let to: Int
            if rank == 0 {
                to = 0
            } else {
                // Just after the row ranked before it; taking this row out
                // first shifts that row down when this one was above it.
                let before = position[rank - 1]
                to = from > before ? before + 1 : before
            }
            guard from != to else { continue }
            if from < to {
                for index in from..<to {
                    order[index] = order[index + 1]
                    position[Int(order[index])] = index
                }
            } else {
                for index in stride(from: from, to: to, by: -1) {
                    order[index] = order[index - 1]
                    position[Int(order[index])] = index
                }
            }
            order[to] = Int32(rank)
            position[rank] = to
            operations.append(.move(from: from, to: to))
        }
        return operations
    }
}
