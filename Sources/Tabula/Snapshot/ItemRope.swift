/// A section's items and their identifiers in a persistent tree of chunks:
/// the storage a live outline publishes, so that showing or hiding rows
/// does not copy the rows that stay.
///
/// A snapshot is a value, and an update carries the previous snapshot with
/// the new one, so the new rows can never be written into the old rows'
/// storage. In one contiguous array, inserting 999 rows into 100,000 copies
/// all 100,000. In a rope the new version shares every chunk the edit does
/// not touch with the old one: the chunks sit at the nodes of an AVL tree,
/// each node knowing how many items its subtree holds, so a position is found
/// in O(log *n*), and cutting or joining trees rebuilds only the nodes on
/// the paths to the cut (see `ItemRope+Splicing.swift`).
///
/// Readers that want the items as one array (the diff, equality, the
/// identifier index) get them from `contiguous`: written once per rope
/// on first use, then shared by every copy, as the snapshot's lookup index is
/// (both in a `BuiltOnce`).
@usableFromInline
struct ItemRope<ItemID, Item> {
    @usableFromInline let root: ItemRopeNode<ItemID, Item>?
    /// The identifiers and items as arrays, written on first use.
    @usableFromInline let contents: BuiltOnce<(ids: ContiguousArray<ItemID>, items: ContiguousArray<Item>)>

    @inlinable
    init(root: ItemRopeNode<ItemID, Item>?) {
        self.root = root
        self.contents = BuiltOnce()
    }

    /// The most items a chunk holds when the rope is built; edits may leave
    /// smaller chunks, which joins merge where they meet.
    @inlinable static var chunkCapacity: Int { 128 }

    /// A rope of `ids` and `items` (parallel; the shorter sets the count), in
    /// full chunks. O(*n*).
    @inlinable
    init(ids: some Collection<ItemID>, items: some Collection<Item>) {
        var chunks: [(ContiguousArray<ItemID>, ContiguousArray<Item>)] = []
        var idIndex = ids.startIndex, itemIndex = items.startIndex
        let total = Swift.min(ids.count, items.count)
        var left = total
        chunks.reserveCapacity((total + Self.chunkCapacity - 1) / Self.chunkCapacity)
        while left > 0 {
            let size = Swift.min(left, Self.chunkCapacity)
            let idEnd = ids.index(idIndex, offsetBy: size), itemEnd = items.index(itemIndex, offsetBy: size)
            chunks.append((ContiguousArray(ids[idIndex..<idEnd]), ContiguousArray(items[itemIndex..<itemEnd])))
            idIndex = idEnd
            itemIndex = itemEnd
            left -= size
        }
        self.init(root: Self.balancedTree(chunks[...]))
    }

    /// A balanced tree of `chunks`, in order: the middle chunk at the root.
    @inlinable
    static func balancedTree(_ chunks: ArraySlice<(ContiguousArray<ItemID>, ContiguousArray<Item>)>) -> ItemRopeNode<ItemID, Item>? {
        guard !chunks.isEmpty else { return nil }
        let middle = chunks.startIndex + chunks.count / 2
        return ItemRopeNode(
            left: balancedTree(chunks[chunks.startIndex..<middle]),
            ids: chunks[middle].0, items: chunks[middle].1,
            right: balancedTree(chunks[(middle + 1)...])
        )
    }

    /// The number of items. O(1).
    @inlinable var count: Int { root?.count ?? 0 }

    /// The chunk holding position `index` and the position within it, or
    /// `nil` when `index` is out of range. O(log *n*).
    @inlinable
    func chunk(containing index: Int) -> (node: ItemRopeNode<ItemID, Item>, offset: Int)? {
        guard index >= 0 else { return nil }
        var node = root, index = index
        while let current = node {
            let leftCount = current.left?.count ?? 0
            if index < leftCount {
                node = current.left
            } else if index < leftCount + current.ids.count {
                return (current, index - leftCount)
            } else {
                index -= leftCount + current.ids.count
                node = current.right
            }
        }
        return nil
    }

    /// The identifier at `index`, or `nil` when out of range. O(log *n*).
    @inlinable
    func id(at index: Int) -> ItemID? {
        chunk(containing: index).map { $0.node.ids[$0.offset] }
    }

    /// The item at `index`, or `nil` when out of range. O(log *n*).
    @inlinable
    func item(at index: Int) -> Item? {
        chunk(containing: index).map { $0.node.items[$0.offset] }
    }

    /// The identifiers and items as arrays: written on the first call, O(*n*),
    /// and kept for every later call on this rope or its copies.
    @inlinable
    var contiguous: (ids: ContiguousArray<ItemID>, items: ContiguousArray<Item>) {
        contents.value {
            var ids = ContiguousArray<ItemID>(), items = ContiguousArray<Item>()
            ids.reserveCapacity(count)
            items.reserveCapacity(count)
            root?.forEachChunk { chunkIDs, chunkItems in
                ids.append(contentsOf: chunkIDs)
                items.append(contentsOf: chunkItems)
            }
            return (ids, items)
        }
    }
}

extension ItemRope: Sendable where ItemID: Sendable, Item: Sendable {}

/// One node of an `ItemRope`: a chunk of items, never empty, between the
/// subtrees of the items before and after it. Immutable, so versions share it.
@usableFromInline
final class ItemRopeNode<ItemID, Item> {
    @usableFromInline let left: ItemRopeNode?
    @usableFromInline let right: ItemRopeNode?
    @usableFromInline let ids: ContiguousArray<ItemID>
    @usableFromInline let items: ContiguousArray<Item>
    /// The items of the whole subtree.
    @usableFromInline let count: Int
    /// 1 for a node without children; an AVL tree keeps its subtrees' heights
    /// within 1 of each other.
    @usableFromInline let height: Int

    @inlinable
    init(left: ItemRopeNode?, ids: ContiguousArray<ItemID>, items: ContiguousArray<Item>, right: ItemRopeNode?) {
        self.left = left
        self.right = right
        self.ids = ids
        self.items = items
        self.count = (left?.count ?? 0) + ids.count + (right?.count ?? 0)
        self.height = 1 + Swift.max(left?.height ?? 0, right?.height ?? 0)
    }

    /// Calls `body` with each chunk, in order. The recursion is as deep as
    /// the tree: O(log *n*).
    @inlinable
    func forEachChunk(_ body: (ContiguousArray<ItemID>, ContiguousArray<Item>) -> Void) {
        left?.forEachChunk(body)
        body(ids, items)
        right?.forEachChunk(body)
    }
}

// Every stored property is a `let` of Sendable values when the identifiers
// and items are Sendable, so a node can be read from any thread.
extension ItemRopeNode: Sendable where ItemID: Sendable, Item: Sendable {}
