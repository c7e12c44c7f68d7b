extension Outline {
    /// Expands one item: its children (and theirs, where expanded) show below it.
    ///
    /// Expanding an item without children only records the state, which an
    /// item whose children arrive later will then honour.
    /// - Parameter id: The item to expand.
    /// - Returns: The rows that appeared, or `nil` when the item was already expanded.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*k* + *d* × log *f*) for *k* rows shown, depth *d*, fanout *f*.
    @inlinable
    @discardableResult
    public mutating func expand(_ id: ItemID) throws -> OutlineVisibleChange? {
        guard let node = nodes[id] else { throw OutlineError.unknownIdentifier(OutlineError.name(id)) }
        guard !expanded.contains(id) else { return nil }
        expanded.insert(id)
        let shown = shownBeneathIfExpanded(id)
        setShownBelow(id, to: shown)
        childrenShownChanged(of: node.parent, by: shown)
        guard let index = visibleIndex(of: id) else { return OutlineVisibleChange(index: nil, rows: 0..<0) }
        return OutlineVisibleChange(index: index, rows: index + 1 ..< index + 1 + shown)
    }

    /// Collapses one item: the rows below it go. Its descendants keep their
    /// own expansion, so expanding it again shows them as they were.
    /// - Parameter id: The item to collapse.
    /// - Returns: The rows that disappeared, or `nil` when the item was already collapsed.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*d* × log *f*): nothing is listed.
    @inlinable
    @discardableResult
    public mutating func collapse(_ id: ItemID) throws -> OutlineVisibleChange? {
        guard let node = nodes[id] else { throw OutlineError.unknownIdentifier(OutlineError.name(id)) }
        guard expanded.contains(id) else { return nil }
        // The position before the change, computed while the rows still show.
        let index = visibleIndex(of: id)
        let hidden = node.shownBelow
        expanded.remove(id)
        setShownBelow(id, to: 0)
        childrenShownChanged(of: node.parent, by: -hidden)
        guard let index else { return OutlineVisibleChange(index: nil, rows: 0..<0) }
        return OutlineVisibleChange(index: index, rows: index + 1 ..< index + 1 + hidden)
    }

    /// Expands the items, as `expand(_:)` of Apple's section snapshot takes several; all or nothing.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)`` naming the first
    ///   unknown identifier, before anything changes.
    /// - Complexity: The sum of the single expands.
    @inlinable
    public mutating func expand(_ ids: [ItemID]) throws {
        try requireAll(ids)
        for id in ids { _ = try expand(id) }
    }

    /// Collapses the items; all or nothing.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)`` before anything changes.
    /// - Complexity: The sum of the single collapses.
    @inlinable
    public mutating func collapse(_ ids: [ItemID]) throws {
        try requireAll(ids)
        for id in ids { _ = try collapse(id) }
    }

    /// Expands every item with children under `parent` (and `parent` itself),
    /// or in the whole outline for `nil`.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*m*) for the *m* items of the subtree, plus O(*d*).
    @inlinable
    public mutating func expandAll(under parent: ItemID? = nil) throws {
        try setAll(under: parent, expanded: true)
    }

    /// Collapses every item under `parent` (and `parent` itself), or in the
    /// whole outline for `nil`, so that expanding it later shows only its children.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*m*) for the *m* items of the subtree, plus O(*d*).
    @inlinable
    public mutating func collapseAll(under parent: ItemID? = nil) throws {
        try setAll(under: parent, expanded: false)
    }

    @inlinable
    mutating func setAll(under parent: ItemID?, expanded newState: Bool) throws {
        if let parent, nodes[parent] == nil { throw OutlineError.unknownIdentifier(OutlineError.name(parent)) }
        let subtree = self.subtree(of: parent)
        for id in subtree {
            if newState {
                if nodes[id]?.state != .leaf { expanded.insert(id) }
            } else {
                expanded.remove(id)
            }
        }
        // Children first, so each count sums its children's new counts.
        var total = 0
        for id in subtree.reversed() {
            let shown = expanded.contains(id) ? shownBeneathIfExpanded(id) : 0
            if id == parent { total = shown - (nodes[id]?.shownBelow ?? 0) }
            setShownBelow(id, to: shown)
        }
        if let parent {
            childrenShownChanged(of: nodes[parent]?.parent, by: total)
        } else {
            visibleCount = roots.reduce(0) { $0 + 1 + (nodes[$1]?.shownBelow ?? 0) }
        }
    }

    /// `root` and its descendants (every item for `nil`), parents before children.
    @inlinable
    func subtree(of root: ItemID?) -> [ItemID] {
        var result: [ItemID] = []
        var stack: [ItemID] = root.map { [$0] } ?? Array(roots)
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: nodes[next]?.children ?? [])
        }
        return result
    }

    /// Throws for the first identifier the outline does not hold.
    @inlinable
    func requireAll(_ ids: some Sequence<ItemID>) throws {
        for id in ids where nodes[id] == nil { throw OutlineError.unknownIdentifier(OutlineError.name(id)) }
    }
}
