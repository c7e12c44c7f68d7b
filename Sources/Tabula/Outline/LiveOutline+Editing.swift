extension LiveOutline {
    /// Changes the outline — append, insert, delete, replace children, update
    /// items, expand or collapse several — and publishes the difference as
    /// one transaction, diffed. All or nothing: when `change` throws, the
    /// outline stays as it was and nothing is published. A load of children
    /// in flight is cancelled when the change removes its item or gives the
    /// item children of its own (or makes it a leaf): the change wins.
    ///
    /// ```swift
    /// try files.update { outline in
    ///     try outline.append([.init(id: "test", item: "test.swift")], to: "src")
    /// }
    /// ```
    ///
    /// - Parameter change: Edits the outline.
    /// - Complexity: The edits' own costs plus a diff of the visible rows, O(*n*) expected.
    @inlinable
    public func update(_ change: (inout Outline<ItemID, Item>) throws -> Void) throws {
        var copy = _outline
        try change(&copy)
        _outline = copy
        cancelStaleLoads()
        publishByDiffing()
    }

    /// Replaces the data, keeping the expansion of identifiers that remain,
    /// and publishes the difference, diffed.
    /// - Parameter elements: The new root items with their children.
    /// - Throws: ``OutlineError/duplicateIdentifier(_:)``; nothing changes then.
    /// - Complexity: O(*n*) expected.
    @inlinable
    public func replaceItems(with elements: [OutlineElement<ItemID, Item>]) throws {
        try update { try $0.replaceItems(with: elements) }
    }
}
