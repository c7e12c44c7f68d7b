extension ItemRope {
    /// Whether the rope's items were written into arrays: reading by position
    /// must not write them.
    package var isContiguousWritten: Bool { contents.isBuilt }

    /// Whether every node's subtrees differ in height by at most 1, and every
    /// node's count and height are right, and no chunk is empty.
    package var isBalanced: Bool {
        func check(_ node: ItemRopeNode<ItemID, Item>?) -> (ok: Bool, height: Int, count: Int) {
            guard let node else { return (true, 0, 0) }
            let l = check(node.left), r = check(node.right)
            let ok = l.ok && r.ok && abs(l.height - r.height) <= 1 && !node.ids.isEmpty
                && node.ids.count == node.items.count
                && node.height == 1 + max(l.height, r.height) && node.count == l.count + r.count + node.ids.count
            return (ok, node.height, node.count)
        }
        return check(root).ok
    }

    /// The number of chunks.
    package var chunkCount: Int {
        var chunks = 0
        root?.forEachChunk { _, _ in chunks += 1 }
        return chunks
    }
}
