// The order statistics behind `visibleIndex(of:)`: every child list keeps its
// children's `shownBelow` in a Fenwick tree, and every node its index in its
// list. Every write of a count goes through here, so the sums never lag.

extension Outline {
    /// Sets an item's count and updates its list's sums. O(log fanout).
    @inlinable
    mutating func setShownBelow(_ id: ItemID, to value: Int) {
        guard let index = nodes.index(forKey: id) else { return }
        let delta = value - nodes.values[index].shownBelow
        guard delta != 0 else { return }
        nodes.values[index].shownBelow = value
        addToSums(of: nodes.values[index].parent, delta, at: nodes.values[index].position)
    }

    /// Adds `delta` to the sum of the child at `position` of `parent` (of
    /// the roots for `nil`). O(log fanout).
    @inlinable
    mutating func addToSums(of parent: ItemID?, _ delta: Int, at position: Int) {
        guard let parent else { return rootSums.add(delta, at: position) }
        guard let index = nodes.index(forKey: parent) else { return }
        nodes.values[index].childSums.add(delta, at: position)
    }

    /// Numbers `parent`'s children (the roots for `nil`) and rebuilds their
    /// sums, after the list changed. O(fanout).
    @inlinable
    mutating func reindexChildren(of parent: ItemID?) {
        let children = childIDs(of: parent)
        var counts = ContiguousArray<Int>()
        counts.reserveCapacity(children.count)
        for (position, child) in children.enumerated() {
            guard let index = nodes.index(forKey: child) else {
                counts.append(0)
                continue
            }
            nodes.values[index].position = position
            counts.append(nodes.values[index].shownBelow)
        }
        let sums = FenwickTree(counts)
        if let parent {
            if let index = nodes.index(forKey: parent) { nodes.values[index].childSums = sums }
        } else {
            rootSums = sums
        }
    }

    /// Numbers and sums every child list. O(*n*).
    @inlinable
    mutating func reindexAll() {
        reindexChildren(of: nil)
        var parents: [ItemID] = []
        for (id, node) in nodes where !node.children.isEmpty { parents.append(id) }
        for parent in parents { reindexChildren(of: parent) }
    }

    /// The rows shown before `node` among its siblings' rows: its earlier
    /// siblings and what they show. O(log fanout).
    @inlinable
    func rowsBefore(_ node: Node) -> Int {
        guard let parent = node.parent else { return node.position + rootSums.prefix(upTo: node.position) }
        return node.position + (nodes[parent]?.childSums.prefix(upTo: node.position) ?? 0)
    }
}
