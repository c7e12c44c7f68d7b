extension ContiguousArray {
    /// A copy without the elements of `removed` and with `inserted` placed
    /// at `position` of the result, written in one pass.
    ///
    /// Removing from and inserting into an array that a published snapshot
    /// shares copies it first and then shifts its tail, once per edit; this
    /// copies each kept element once, into storage sized exactly.
    ///
    /// - Parameters:
    ///   - removed: Ranges of `self`, ascending and disjoint; parts outside
    ///     `self` are ignored.
    ///   - inserted: The elements to insert.
    ///   - position: Where `inserted` starts in the result, clamped to it.
    /// - Complexity: O(*n* + *m*) for *n* elements kept and *m* inserted.
    @inlinable
    func splicing(removing removed: [Range<Int>], inserting inserted: some Collection<Element>, at position: Int) -> ContiguousArray {
        var kept: [Range<Int>] = []
        kept.reserveCapacity(removed.count + 1)
        var cursor = 0
        for range in removed {
            let range = range.clamped(to: cursor..<count)
            kept.append(cursor..<range.lowerBound)
            cursor = Swift.max(cursor, range.upperBound)
        }
        kept.append(cursor..<count)
        var result = ContiguousArray()
        result.reserveCapacity(kept.reduce(inserted.count) { $0 + $1.count })
        var pending = inserted.isEmpty ? nil : Swift.max(position, 0)
        for range in kept {
            if let target = pending, result.count + range.count >= target {
                let split = range.lowerBound + (target - result.count)
                result.append(contentsOf: self[range.lowerBound..<split])
                result.append(contentsOf: inserted)
                result.append(contentsOf: self[split..<range.upperBound])
                pending = nil
            } else {
                result.append(contentsOf: self[range])
            }
        }
        if pending != nil { result.append(contentsOf: inserted) }
        return result
    }
}
