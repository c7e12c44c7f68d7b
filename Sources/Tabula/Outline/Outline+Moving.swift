extension Outline {
    /// Moves an item, with its descendants and their expansion, to just
    /// before `sibling`. Moving an item before itself does nothing.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``, or
    ///   ``OutlineError/insertionIntoOwnSubtree(_:)`` when `sibling` is one of
    ///   the item's descendants; nothing changes then.
    /// - Complexity: O(*m* + *d* × *f*) for the *m* items moved.
    @inlinable
    public mutating func move(_ id: ItemID, before sibling: ItemID) throws {
        guard id != sibling else { return }
        try moveSubtree(id, target: sibling) { outline in
            let (parent, index) = try outline.place(of: sibling)
            return (parent, index)
        }
    }

    /// Moves an item, with its descendants and their expansion, to just
    /// after `sibling`. Moving an item after itself does nothing.
    /// - Throws: As ``move(_:before:)``.
    /// - Complexity: O(*m* + *d* × *f*) for the *m* items moved.
    @inlinable
    public mutating func move(_ id: ItemID, after sibling: ItemID) throws {
        guard id != sibling else { return }
        try moveSubtree(id, target: sibling) { outline in
            let (parent, index) = try outline.place(of: sibling)
            return (parent, index + 1)
        }
    }

    /// Moves an item, with its descendants and their expansion, to the end
    /// of `parent`'s children (of the roots for `nil`).
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``, or
    ///   ``OutlineError/insertionIntoOwnSubtree(_:)`` when `parent` is the
    ///   item or one of its descendants; nothing changes then.
    /// - Complexity: O(*m* + *d* × *f*) for the *m* items moved.
    @inlinable
    public mutating func move(_ id: ItemID, to parent: ItemID?) throws {
        if parent == id { throw OutlineError.insertionIntoOwnSubtree(OutlineError.name(id)) }
        try moveSubtree(id, target: parent) { outline in (parent, outline.childIDs(of: parent).count) }
    }

    /// Checks the move, takes the subtree out and grafts it where
    /// `destination` says, once the subtree is gone.
    @inlinable
    mutating func moveSubtree(
        _ id: ItemID, target: ItemID?, destination: (Outline) throws -> (parent: ItemID?, index: Int)
    ) throws {
        try requireAll([id])
        if let target {
            try requireAll([target])
            // The target is inside the moved subtree when the item is among its ancestors.
            var ancestor: ItemID? = target
            while let current = ancestor {
                if current == id { throw OutlineError.insertionIntoOwnSubtree(OutlineError.name(id)) }
                ancestor = nodes[current]?.parent
            }
        }
        let part = try snapshot(of: id, includingParent: true)
        removeSubtree(id)
        let (parent, index) = try destination(self)
        try graft(part, into: parent, at: index)
    }
}
