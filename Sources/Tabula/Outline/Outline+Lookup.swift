extension Outline {
    /// Whether the outline holds an item with this identifier. O(1).
    @inlinable
    public func contains(_ id: ItemID) -> Bool { nodes[id] != nil }

    /// The item with this identifier, or `nil`. O(1).
    @inlinable
    public func item(for id: ItemID) -> Item? { nodes[id]?.item }

    /// The number of items, shown or not. O(1).
    @inlinable
    public var count: Int { nodes.count }

    /// Whether the outline has no items. O(1).
    @inlinable
    public var isEmpty: Bool { nodes.isEmpty }

    /// The identifiers of the root items, in order. O(1).
    @inlinable
    public var rootItems: [ItemID] { Array(roots) }

    /// The identifiers of every item, shown or not, depth first (parents
    /// before their children). O(*n*).
    @inlinable
    public var items: [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(nodes.count)
        var stack = Array(roots.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: (nodes[next]?.children ?? []).reversed())
        }
        return result
    }

    /// The identifiers of `parent`'s children, in order; `nil` for an unknown
    /// identifier. O(fanout).
    @inlinable
    public func children(of parent: ItemID) -> [ItemID]? {
        nodes[parent].map { Array($0.children) }
    }

    /// The identifier of the item's parent; `nil` for a root or an unknown
    /// identifier. O(1).
    @inlinable
    public func parent(of id: ItemID) -> ItemID? { nodes[id]?.parent }

    /// The depth of the item: 0 for a root; `nil` for an unknown identifier. O(depth).
    @inlinable
    public func level(of id: ItemID) -> Int? {
        guard var node = nodes[id] else { return nil }
        var level = 0
        while let parent = node.parent, let next = nodes[parent] {
            level += 1
            node = next
        }
        return level
    }

    /// Whether the item is expanded; `false` for an unknown identifier. O(1).
    @inlinable
    public func isExpanded(_ id: ItemID) -> Bool { nodes[id] != nil && expanded.contains(id) }

    /// Whether the item can show children: it has some, or has children not
    /// loaded yet. `false` for an unknown identifier. O(1).
    @inlinable
    public func hasChildren(_ id: ItemID) -> Bool {
        guard let node = nodes[id] else { return false }
        return node.state == .notLoaded || !node.children.isEmpty
    }

    /// Whether the item's children are waiting to be loaded. O(1).
    @inlinable
    public func hasChildrenNotLoaded(_ id: ItemID) -> Bool { nodes[id]?.state == .notLoaded }

    /// Whether the item is visible: every ancestor is expanded. `false` for
    /// an unknown identifier. O(depth).
    @inlinable
    public func isVisible(_ id: ItemID) -> Bool {
        guard var node = nodes[id] else { return false }
        while let parent = node.parent {
            guard expanded.contains(parent), let next = nodes[parent] else { return false }
            node = next
        }
        return true
    }

    /// The identifiers of the expanded items, in no particular order. O(1).
    @inlinable
    public var expandedItems: Set<ItemID> { expanded }

    /// The number of visible rows. O(1).
    @inlinable
    public var numberOfVisibleItems: Int { visibleCount }

    /// The position of the item among the visible rows; `nil` when it is
    /// hidden or unknown.
    ///
    /// - Complexity: O(*d* × log *f*) for depth *d* and fanout *f*: the rows
    ///   shown before the item are summed from its siblings' counts along its
    ///   path to the root, without listing any row.
    @inlinable
    public func visibleIndex(of id: ItemID) -> Int? {
        guard isVisible(id) else { return nil }
        var position = 0
        var current = id
        while let node = nodes[current] {
            position += rowsBefore(node)
            guard let parent = node.parent else { return position }
            position += 1
            current = parent
        }
        return nil
    }
}
