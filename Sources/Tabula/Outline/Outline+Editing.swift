extension Outline {
    /// Appends items (with their children) after the last child of `parent`,
    /// or after the last root for `nil`. A leaf parent becomes a parent.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)`` for an unknown parent,
    ///   ``OutlineError/duplicateIdentifier(_:)`` or
    ///   ``OutlineError/itemAlreadyExists(_:)`` for a clashing identifier.
    /// - Complexity: O(*m* + *d*) for *m* new items.
    @inlinable
    public mutating func append(_ elements: [Element], to parent: ItemID? = nil) throws {
        try append(Outline(elements), to: parent)
    }

    /// Appends the root items of another outline, with their descendants and
    /// expansion, after the last child of `parent` (the last root for `nil`).
    /// - Throws: As ``append(_:to:)-([Outline<ItemID,Item>.Element],_)``.
    /// - Complexity: O(*m* + *d*) for *m* new items.
    @inlinable
    public mutating func append(_ outline: Outline, to parent: ItemID? = nil) throws {
        if let parent, nodes[parent] == nil { throw OutlineError.unknownIdentifier(OutlineError.name(parent)) }
        try graft(outline, into: parent, at: childIDs(of: parent).count)
    }

    /// Inserts items (with their children) as siblings just before `sibling`.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)`` or a clash, as ``append(_:to:)-([Outline<ItemID,Item>.Element],_)``.
    /// - Complexity: O(*m* + *d* + *f*).
    @inlinable
    public mutating func insert(_ elements: [Element], before sibling: ItemID) throws {
        try insert(Outline(elements), before: sibling)
    }

    /// Inserts items (with their children) as siblings just after `sibling`.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)`` or a clash.
    /// - Complexity: O(*m* + *d* + *f*).
    @inlinable
    public mutating func insert(_ elements: [Element], after sibling: ItemID) throws {
        try insert(Outline(elements), after: sibling)
    }

    /// Inserts another outline's roots, with their descendants and
    /// expansion, just before `sibling`.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)`` or a clash.
    /// - Complexity: O(*m* + *d* + *f*).
    @inlinable
    public mutating func insert(_ outline: Outline, before sibling: ItemID) throws {
        let (parent, index) = try place(of: sibling)
        try graft(outline, into: parent, at: index)
    }

    /// Inserts another outline's roots just after `sibling`.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)`` or a clash.
    /// - Complexity: O(*m* + *d* + *f*).
    @inlinable
    public mutating func insert(_ outline: Outline, after sibling: ItemID) throws {
        let (parent, index) = try place(of: sibling)
        try graft(outline, into: parent, at: index + 1)
    }

    /// Deletes the items and all their descendants. Identifiers the outline
    /// does not hold (including descendants of items deleted before them)
    /// are ignored: deleting what is already gone is a no-op, not an error.
    /// - Complexity: O(*m* + *d* + *f*) for each deleted subtree of *m* items.
    @inlinable
    public mutating func delete(_ ids: [ItemID]) {
        for id in ids { removeSubtree(id) }
    }

    /// Deletes every item. Expansion goes with them. O(*n*).
    @inlinable
    public mutating func deleteAll() {
        self = Outline()
    }

    /// Replaces the children of `parent` with another outline's roots (and
    /// their descendants and expansion). Identifiers may repeat those of the
    /// children being replaced.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)`` for an unknown parent,
    ///   ``OutlineError/itemAlreadyExists(_:)`` for an identifier held
    ///   elsewhere in the outline (nothing changes then).
    /// - Complexity: O(*m* + *m′* + *d*) for the old and new children's subtrees.
    @inlinable
    public mutating func replace(childrenOf parent: ItemID, using outline: Outline) throws {
        guard let node = nodes[parent] else { throw OutlineError.unknownIdentifier(OutlineError.name(parent)) }
        var replaced = Set<ItemID>()
        for child in node.children { replaced.formUnion(subtree(of: child)) }
        for id in outline.nodes.keys where nodes[id] != nil && !replaced.contains(id) {
            throw OutlineError.itemAlreadyExists(OutlineError.name(id))
        }
        for child in node.children { removeSubtree(child) }
        try graft(outline, into: parent, at: 0)
    }

    /// An outline of one item's descendants: its children become the roots,
    /// or the item itself is the root when `includingParent` is `true`.
    /// Expansion comes along.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*m*) expected for the *m* items of the subtree.
    @inlinable
    public func snapshot(of parent: ItemID, includingParent: Bool = false) throws -> Outline {
        guard let node = nodes[parent] else { throw OutlineError.unknownIdentifier(OutlineError.name(parent)) }
        var result = Outline()
        result.roots = includingParent ? [parent] : node.children
        for id in subtree(of: parent) where includingParent || id != parent {
            guard var copy = nodes[id] else { continue }
            // A root of the result is the parent itself, or one of its
            // children: known by its own parent link, in O(1).
            if includingParent ? id == parent : copy.parent == parent {
                copy.parent = nil
            }
            result.nodes[id] = copy
            if expanded.contains(id) { result.expanded.insert(id) }
        }
        result.visibleCount = result.roots.reduce(0) { $0 + 1 + (result.nodes[$1]?.shownBelow ?? 0) }
        result.reindexChildren(of: nil)
        return result
    }

    /// Replaces every item with `elements`, keeping the expansion of the
    /// identifiers that remain (those that vanished are dropped).
    /// - Throws: ``OutlineError/duplicateIdentifier(_:)``; nothing changes then.
    /// - Complexity: O(*n*).
    @inlinable
    public mutating func replaceItems(with elements: [Element]) throws {
        self = try Outline(elements, expanded: expanded)
    }

    /// Replaces every item with another outline's, keeping the expansion of
    /// the identifiers that remain; the other outline's expansion is ignored. O(*n*).
    @inlinable
    public mutating func replaceItems(with outline: Outline) {
        var copy = outline
        copy.expanded = expanded.filter { copy.nodes[$0] != nil }
        copy.recountAll(children: copy.subtree(of: nil))
        self = copy
    }

    /// Replaces the item with an identifier; its place, children and
    /// expansion stay. O(1).
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    @inlinable
    public mutating func updateItem(_ item: Item, for id: ItemID) throws {
        guard nodes[id] != nil else { throw OutlineError.unknownIdentifier(OutlineError.name(id)) }
        nodes[id]?.item = item
    }

    /// Marks an item's children as not loaded yet, dropping any it has: the
    /// item becomes expandable, for children a provider loads on demand.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*m* + *d*) for the *m* descendants dropped.
    @inlinable
    public mutating func setChildrenNotLoaded(_ id: ItemID) throws {
        guard let node = nodes[id] else { throw OutlineError.unknownIdentifier(OutlineError.name(id)) }
        for child in node.children { removeSubtree(child) }
        nodes[id]?.state = .notLoaded
    }

    // MARK: - Internals

    /// The parent of `sibling` and its index among the parent's children.
    @inlinable
    func place(of sibling: ItemID) throws -> (parent: ItemID?, index: Int) {
        guard let node = nodes[sibling] else { throw OutlineError.unknownIdentifier(OutlineError.name(sibling)) }
        return (node.parent, node.position)
    }

    /// Moves another outline's nodes in, its roots becoming children of
    /// `parent` at `index`; all or nothing. Counts stay valid because a
    /// node's count depends only on its own subtree.
    @inlinable
    mutating func graft(_ other: Outline, into parent: ItemID?, at index: Int) throws {
        for id in other.nodes.keys where nodes[id] != nil {
            throw OutlineError.itemAlreadyExists(OutlineError.name(id))
        }
        for (id, node) in other.nodes {
            var copy = node
            if copy.parent == nil { copy.parent = parent }
            nodes[id] = copy
        }
        expanded.formUnion(other.expanded)
        if let parent {
            let end = nodes[parent]?.children.count ?? 0
            nodes[parent]?.children.insert(contentsOf: other.roots, at: min(max(index, 0), end))
            if !other.roots.isEmpty || nodes[parent]?.state == .leaf { nodes[parent]?.state = .loaded }
        } else {
            roots.insert(contentsOf: other.roots, at: min(max(index, 0), roots.count))
        }
        reindexChildren(of: parent)
        childrenShownChanged(of: parent, by: other.visibleCount)
    }

    /// Removes an item and its descendants; nothing for an unknown identifier.
    @inlinable
    mutating func removeSubtree(_ id: ItemID) {
        guard let node = nodes[id] else { return }
        childrenShownChanged(of: node.parent, by: -(1 + node.shownBelow))
        let siblings = childIDs(of: node.parent)
        let index = siblings.indices.contains(node.position) && siblings[node.position] == id ? node.position : siblings.firstIndex(of: id)
        if let index {
            if let parent = node.parent { nodes[parent]?.children.remove(at: index) } else { roots.remove(at: index) }
        }
        reindexChildren(of: node.parent)
        for gone in subtree(of: id) {
            nodes[gone] = nil
            expanded.remove(gone)
        }
    }
}
