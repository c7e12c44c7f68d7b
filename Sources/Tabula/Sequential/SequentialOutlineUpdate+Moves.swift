extension SequentialOutlineUpdate.Builder {
    /// Step 3: puts the items that stay in their final place, parent by
    /// parent in the new outline's order.
    ///
    /// In each parent, the children that stay there and keep their order in
    /// one longest increasing run stay put; every other child it is to have
    /// (one that stays there out of order, or one arriving from another
    /// parent) moves once, in final order, to just after the child that ends
    /// before it, which is in place by then. Children leaving for a parent
    /// processed later sit among them meanwhile and are skipped. A parent is
    /// only processed after its own ancestors were, so it already hangs where
    /// it ends, and an item is never moved inside itself.
    ///
    /// Complexity: O(*f* log *f*) a parent, plus O(*f*) for each move.
    mutating func moveWhatStays() {
        for parent in openParents {
            let final = new.childList(ofParent: parent).filter { stays.contains($0) }
            guard !final.isEmpty else { continue }
            var rank: [ItemID: Int] = [:]
            rank.reserveCapacity(final.count)
            for (index, id) in final.enumerated() { rank[id] = index }
            let present = (state.children[parent] ?? []).compactMap { rank[$0] }
            let keep = Self.longestIncreasingRun(present)
            for (index, id) in final.enumerated() where !keep.contains(index) {
                place(id, in: parent, after: index == 0 ? nil : final[index - 1])
            }
        }
    }

    /// Moves `id` to just after `previous` among `parent`'s children, or
    /// first; then sets again the expansion of what it shows, if expanded.
    mutating func place(_ id: ItemID, in parent: ItemID?, after previous: ItemID?) {
        guard case .some(let source) = state.parent(of: id),
              let from = state.children[source]?.firstIndex(of: id)
        else { return }
        var to = 0
        if let previous, let before = state.children[parent]?.firstIndex(of: previous) {
            // Taking the item out first shifts `previous` down when it was below it.
            to = source == parent && from < before ? before : before + 1
        }
        guard source != parent || from != to else { return }
        emit(.move(from: from, fromParent: source, to: to, toParent: parent))
        restateExpansion(under: id)
    }

    /// Sets again, top down, the expansion of a moved item and of every item
    /// it shows: AppKit does not document that a move keeps them. Each call
    /// is one the view ignores when nothing changed. O(*s*) for *s* items shown.
    mutating func restateExpansion(under id: ItemID) {
        guard state.expansion[id] == true else { return }
        var stack = [id]
        while let next = stack.popLast() {
            if state.expansion[next] == true {
                emit(.expand(next))
                stack += (state.children[next] ?? []).reversed()
            } else if new.hasChildren(next) {
                emit(.collapse(next))
            }
        }
    }

    /// The positions of one longest strictly increasing run of `values`, by
    /// value. O(*n* log *n*).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        // tails[k]: the position of the smallest last value of a run of k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(values[position])
            position = previous[position]
        }
        return run
    }
}
