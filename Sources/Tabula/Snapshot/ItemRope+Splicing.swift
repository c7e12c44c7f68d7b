// Cutting and joining ropes, after the join-based balanced trees of Blelloch,
// Ferizovic and Sun ("Just Join for Parallel Ordered Sets", 2016): every edit
// is a split at a position and a join of the pieces, and both rebuild only
// the nodes on one path, O(log n) of them. A node's chunk plays the part of
// the key between its subtrees.

extension ItemRope {
    /// The rope without the items of `removed` and with `ids` and `items`
    /// (parallel) placed at `position` of the result: the ranges are removed
    /// first, and `position` is a position of what remains.
    ///
    /// - Parameters:
    ///   - removed: Ranges of positions, ascending and disjoint; parts outside
    ///     the rope are ignored.
    ///   - ids: The identifiers of the items to insert.
    ///   - items: The items to insert; the shorter of the two sets the count.
    ///   - position: Where the inserted items start in the result, clamped to it.
    /// - Complexity: O(*m* + (*r* + 1) log *n*) for *m* items inserted and *r*
    ///   ranges removed; the removed items are not visited.
    @inlinable
    func splicing(
        removing removed: [Range<Int>], insertingIDs ids: some Collection<ItemID>, items: some Collection<Item>, at position: Int
    ) -> ItemRope {
        var root = self.root
        for range in removed.reversed() {
            let range = range.clamped(to: 0..<(root?.count ?? 0))
            guard !range.isEmpty else { continue }
            let (before, rest) = Self.split(root, at: range.lowerBound)
            let (_, after) = Self.split(rest, at: range.count)
            root = Self.concatenate(before, after)
        }
        let inserted = ItemRope(ids: ids, items: items).root
        if let inserted {
            let (before, after) = Self.split(root, at: Swift.min(Swift.max(position, 0), root?.count ?? 0))
            root = Self.concatenate(Self.concatenate(before, inserted), after)
        }
        return ItemRope(root: root)
    }

    /// The rope with the item at `index` replaced (its identifier kept), or
    /// the rope unchanged when `index` is out of range.
    /// - Complexity: O(log *n* + *c*) for a chunk of *c* items (at most 128).
    @inlinable
    func replacing(itemAt index: Int, with item: Item) -> ItemRope {
        guard index >= 0, index < count, let root else { return self }
        return ItemRope(root: Self.replacing(in: root, at: index, with: item))
    }

    @inlinable
    static func replacing(in node: ItemRopeNode<ItemID, Item>, at index: Int, with item: Item) -> ItemRopeNode<ItemID, Item> {
        let leftCount = node.left?.count ?? 0
        if index < leftCount, let left = node.left {
            return ItemRopeNode(left: replacing(in: left, at: index, with: item), ids: node.ids, items: node.items, right: node.right)
        }
        let offset = index - leftCount
        if offset < node.items.count {
            var items = node.items
            items[offset] = item
            return ItemRopeNode(left: node.left, ids: node.ids, items: items, right: node.right)
        }
        guard let right = node.right else { return node }
        return ItemRopeNode(
            left: node.left, ids: node.ids, items: node.items,
            right: replacing(in: right, at: offset - node.items.count, with: item)
        )
    }

    // MARK: - Split and join

    /// The items before `index` and the items from it on. O(log *n* + *c*).
    @inlinable
    static func split(_ node: ItemRopeNode<ItemID, Item>?, at index: Int) -> (ItemRopeNode<ItemID, Item>?, ItemRopeNode<ItemID, Item>?) {
        guard let node else { return (nil, nil) }
        let leftCount = node.left?.count ?? 0
        if index <= leftCount {
            let (before, after) = split(node.left, at: index)
            return (before, join(after, node.ids, node.items, node.right))
        }
        let end = leftCount + node.ids.count
        if index >= end {
            let (before, after) = split(node.right, at: index - end)
            return (join(node.left, node.ids, node.items, before), after)
        }
        // Inside the chunk: both halves are non-empty.
        let cut = index - leftCount
        return (
            join(node.left, ContiguousArray(node.ids[..<cut]), ContiguousArray(node.items[..<cut]), nil),
            join(nil, ContiguousArray(node.ids[cut...]), ContiguousArray(node.items[cut...]), node.right)
        )
    }

    /// The items of `left`, then of `right`. Where two small chunks meet at
    /// the seam they become one, so that repeated edits do not leave the rope
    /// in crumbs. O(log *n* + *c*).
    @inlinable
    static func concatenate(_ left: ItemRopeNode<ItemID, Item>?, _ right: ItemRopeNode<ItemID, Item>?) -> ItemRopeNode<ItemID, Item>? {
        guard let left else { return right }
        guard let right else { return left }
        let (rest, last) = removingLast(left)
        if last.ids.count + firstChunkCount(right) <= chunkCapacity {
            let (first, tail) = removingFirst(right)
            return join(rest, last.ids + first.ids, last.items + first.items, tail)
        }
        return join(rest, last.ids, last.items, right)
    }

    @inlinable
    static func firstChunkCount(_ node: ItemRopeNode<ItemID, Item>) -> Int {
        var node = node
        while let left = node.left { node = left }
        return node.ids.count
    }

    /// The tree without its last chunk, and that chunk. O(log *n*).
    @inlinable
    static func removingLast(
        _ node: ItemRopeNode<ItemID, Item>
    ) -> (ItemRopeNode<ItemID, Item>?, (ids: ContiguousArray<ItemID>, items: ContiguousArray<Item>)) {
        guard let right = node.right else { return (node.left, (node.ids, node.items)) }
        let (rest, last) = removingLast(right)
        return (join(node.left, node.ids, node.items, rest), last)
    }

    /// The tree's first chunk, and the tree without it. O(log *n*).
    @inlinable
    static func removingFirst(
        _ node: ItemRopeNode<ItemID, Item>
    ) -> ((ids: ContiguousArray<ItemID>, items: ContiguousArray<Item>), ItemRopeNode<ItemID, Item>?) {
        guard let left = node.left else { return ((node.ids, node.items), node.right) }
        let (first, rest) = removingFirst(left)
        return (first, join(rest, node.ids, node.items, node.right))
    }

    /// `left`, the chunk, then `right`, balanced. O(|height(left) − height(right)| + 1).
    @inlinable
    static func join(
        _ left: ItemRopeNode<ItemID, Item>?, _ ids: ContiguousArray<ItemID>, _ items: ContiguousArray<Item>,
        _ right: ItemRopeNode<ItemID, Item>?
    ) -> ItemRopeNode<ItemID, Item> {
        let leftHeight = left?.height ?? 0, rightHeight = right?.height ?? 0
        if leftHeight > rightHeight + 1, let left { return joinRight(left, ids, items, right) }
        if rightHeight > leftHeight + 1, let right { return joinLeft(left, ids, items, right) }
        return ItemRopeNode(left: left, ids: ids, items: items, right: right)
    }

    /// `join` when `left` is the taller: the chunk and `right` go down
    /// `left`'s right spine to a subtree of about `right`'s height.
    @inlinable
    static func joinRight(
        _ left: ItemRopeNode<ItemID, Item>, _ ids: ContiguousArray<ItemID>, _ items: ContiguousArray<Item>,
        _ right: ItemRopeNode<ItemID, Item>?
    ) -> ItemRopeNode<ItemID, Item> {
        let rightHeight = right?.height ?? 0
        let outer = left.left
        if let inner = left.right, inner.height > rightHeight + 1 {
            let lower = joinRight(inner, ids, items, right)
            let joined = ItemRopeNode(left: outer, ids: left.ids, items: left.items, right: lower)
            return lower.height <= (outer?.height ?? 0) + 1 ? joined : rotateLeft(joined)
        }
        let lower = ItemRopeNode(left: left.right, ids: ids, items: items, right: right)
        if lower.height <= (outer?.height ?? 0) + 1 {
            return ItemRopeNode(left: outer, ids: left.ids, items: left.items, right: lower)
        }
        return rotateLeft(ItemRopeNode(left: outer, ids: left.ids, items: left.items, right: rotateRight(lower)))
    }

    /// `join` when `right` is the taller; the mirror image of `joinRight`.
    @inlinable
    static func joinLeft(
        _ left: ItemRopeNode<ItemID, Item>?, _ ids: ContiguousArray<ItemID>, _ items: ContiguousArray<Item>,
        _ right: ItemRopeNode<ItemID, Item>
    ) -> ItemRopeNode<ItemID, Item> {
        let leftHeight = left?.height ?? 0
        let outer = right.right
        if let inner = right.left, inner.height > leftHeight + 1 {
            let lower = joinLeft(left, ids, items, inner)
            let joined = ItemRopeNode(left: lower, ids: right.ids, items: right.items, right: outer)
            return lower.height <= (outer?.height ?? 0) + 1 ? joined : rotateRight(joined)
        }
        let lower = ItemRopeNode(left: left, ids: ids, items: items, right: right.left)
        if lower.height <= (outer?.height ?? 0) + 1 {
            return ItemRopeNode(left: lower, ids: right.ids, items: right.items, right: outer)
        }
        return rotateRight(ItemRopeNode(left: rotateLeft(lower), ids: right.ids, items: right.items, right: outer))
    }

    /// (a, x, (b, y, c)) becomes ((a, x, b), y, c); a node without a right
    /// subtree is returned as it is.
    @inlinable
    static func rotateLeft(_ node: ItemRopeNode<ItemID, Item>) -> ItemRopeNode<ItemID, Item> {
        guard let right = node.right else { return node }
        return ItemRopeNode(
            left: ItemRopeNode(left: node.left, ids: node.ids, items: node.items, right: right.left),
            ids: right.ids, items: right.items, right: right.right
        )
    }

    /// ((a, x, b), y, c) becomes (a, x, (b, y, c)); a node without a left
    /// subtree is returned as it is.
    @inlinable
    static func rotateRight(_ node: ItemRopeNode<ItemID, Item>) -> ItemRopeNode<ItemID, Item> {
        guard let left = node.left else { return node }
        return ItemRopeNode(
            left: left.left, ids: left.ids, items: left.items,
            right: ItemRopeNode(left: left.right, ids: node.ids, items: node.items, right: node.right)
        )
    }
}
