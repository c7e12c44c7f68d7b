extension Outline {
    /// Whether every node's position and every list's sums agree with the
    /// children and counts: the invariant `visibleIndex(of:)` relies on.
    package var isPositionIndexValid: Bool {
        func valid(_ children: ContiguousArray<ItemID>, _ sums: FenwickTree) -> Bool {
            guard sums.count == children.count else { return false }
            var total = 0
            for (position, child) in children.enumerated() {
                guard let node = nodes[child], node.position == position, sums.prefix(upTo: position) == total else { return false }
                total += node.shownBelow
            }
            return sums.prefix(upTo: children.count) == total
        }
        return valid(roots, rootSums) && nodes.values.allSatisfy { valid($0.children, $0.childSums) }
    }
}
