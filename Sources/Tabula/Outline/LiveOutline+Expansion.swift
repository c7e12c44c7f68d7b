extension LiveOutline {
    /// Expands one item and publishes the rows it shows, as one batch that
    /// inserts them and updates the item's row. Asks ``shouldExpand`` first
    /// and calls ``willExpand`` and ``didExpand`` around it.
    ///
    /// With ``expandsOneSiblingAtATime``, its expanded siblings collapse in
    /// the same batch, each asked ``shouldCollapse`` (a sibling that vetoes
    /// stays expanded) and told ``willCollapse`` and ``didCollapse``, as if
    /// collapsed by ``collapse(_:)``; their ``didCollapse`` comes before the
    /// item's ``didExpand``.
    ///
    /// - Parameter id: The item to expand.
    /// - Returns: Whether the item expanded (`false` when it already was, or was vetoed).
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*k* + *d* × log *f*) for the outline, plus O(*k* + log *n*)
    ///   to publish *k* rows among *n* visible (see "Costs" in ``LiveOutline``).
    @inlinable @discardableResult
    public func expand(_ id: ItemID) throws -> Bool {
        try _outline.requireAll([id])
        guard !_outline.isExpanded(id), shouldExpand?(id) ?? true else { return false }
        willExpand?(id)
        var removed: [Range<Int>] = []
        let oldIndex = _outline.visibleIndex(of: id)
        var touched: [(id: ItemID, oldIndex: Int?)] = []
        var collapsedSiblings: [ItemID] = []
        if expandsOneSiblingAtATime {
            let siblings = _outline.childIDs(of: _outline.parent(of: id)).filter {
                $0 != id && _outline.isExpanded($0) && (shouldCollapse?($0) ?? true)
            }
            // Last first, so that each range is still a range of the old rows.
            let ordered = siblings.map { ($0, _outline.visibleIndex(of: $0)) }.sorted { ($0.1 ?? -1) > ($1.1 ?? -1) }
            for (sibling, index) in ordered {
                willCollapse?(sibling)
                if let change = try collapseInOutline(sibling) {
                    if change.index != nil, !change.rows.isEmpty { removed.append(change.rows) }
                }
                touched.append((sibling, index))
                collapsedSiblings.append(sibling)
            }
        }
        touched.append((id, oldIndex))
        // After the siblings collapse, whose policy may cancel loads.
        startLoadIfNeeded(id)
        let change = try _outline.expand(id)
        if oldIndex != nil || !removed.isEmpty {
            let inserted = change.flatMap { $0.index == nil ? nil : $0.rows }
            publishExpansion(removed: removed, inserted: inserted, insertedBeneath: id, touched: touched)
        }
        for sibling in collapsedSiblings { didCollapse?(sibling) }
        didExpand?(id)
        return true
    }

    /// Collapses one item and publishes the rows it hides, as one batch that
    /// deletes them and updates the item's row. Asks ``shouldCollapse`` first
    /// and calls ``willCollapse`` and ``didCollapse`` around it; the
    /// ``collapsePolicy`` decides whether descendants stay expanded.
    ///
    /// - Parameter id: The item to collapse.
    /// - Returns: Whether the item collapsed (`false` when it already was, or was vetoed).
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*d* × log *f*) for the outline (O(*m*) for *m*
    ///   descendants when they collapse too), plus O(*k* + log *n*) to
    ///   publish *k* rows hidden among *n* visible.
    @inlinable @discardableResult
    public func collapse(_ id: ItemID) throws -> Bool {
        try _outline.requireAll([id])
        guard _outline.isExpanded(id), shouldCollapse?(id) ?? true else { return false }
        willCollapse?(id)
        let oldIndex = _outline.visibleIndex(of: id)
        let change = try collapseInOutline(id)
        if let oldIndex, let change {
            publishExpansion(removed: change.rows.isEmpty ? [] : [change.rows], inserted: nil, insertedBeneath: nil, touched: [(id, oldIndex)])
        }
        didCollapse?(id)
        return true
    }

    /// Expands a collapsed item, collapses an expanded one.
    /// - Returns: Whether the item changed.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    @inlinable @discardableResult
    public func toggle(_ id: ItemID) throws -> Bool {
        _outline.isExpanded(id) ? try collapse(id) : try expand(id)
    }

    /// Expands every item with children under `parent` (the whole outline for
    /// `nil`) and publishes the difference, diffed. No handlers are called.
    ///
    /// With a ``childrenProvider``, each item it expands whose children are
    /// not loaded starts loading them, with its loading row, as ``expand(_:)``
    /// does; the children that arrive show collapsed (expanding all does not
    /// cascade into them).
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*n*) expected.
    public func expandAll(under parent: ItemID? = nil) throws {
        try _outline.expandAll(under: parent)
        startLoadsOfShownItems(_outline.expandedItems)
        publishByDiffing()
    }

    /// Collapses every item under `parent` (the whole outline for `nil`) and
    /// publishes the difference, diffed. No handlers are called.
    /// - Throws: ``OutlineError/unknownIdentifier(_:)``.
    /// - Complexity: O(*n*) expected.
    public func collapseAll(under parent: ItemID? = nil) throws {
        try _outline.collapseAll(under: parent)
        publishByDiffing()
        // The loading rows are hidden now, so taking them out changes no row.
        cancelLoadsOfCollapsedItems()
    }

    /// Expands exactly the items of `ids` and collapses every other, then
    /// publishes the difference, diffed: how a list's saved expansion
    /// (``ListState/expandedItemIDs``) is given back. Identifiers the
    /// outline lacks are passed over. No handlers are called.
    ///
    /// The outline's rules hold: ``shouldExpand`` and ``shouldCollapse``
    /// are asked (an item they veto keeps its state), and with
    /// ``expandsOneSiblingAtATime`` only the first of several siblings named
    /// expands, in the outline's order.
    ///
    /// An item without children keeps the state, as an ``Outline``
    /// records it, for children that arrive later. With a
    /// ``childrenProvider``, each item it expands that shows and whose
    /// children are not loaded starts loading them, as ``expand(_:)`` does;
    /// the items of `ids` among the children that arrive expand then, and
    /// load theirs, level after level.
    /// - Parameter ids: The items to show expanded.
    /// - Complexity: O(*e* + *x*) expands and collapses, for *e* items of
    ///   `ids` and *x* items expanded now, plus O(*n*) expected to publish
    ///   (O(*m*) more for the *m* items of the outline with
    ///   ``expandsOneSiblingAtATime``).
    public func setExpandedItems(_ ids: Set<ItemID>) {
        pendingExpansion = childrenProvider == nil ? [] : ids.filter { !_outline.contains($0) }
        let current = _outline.expandedItems
        var wanted = ids.filter { _outline.contains($0) && (current.contains($0) || (shouldExpand?($0) ?? true)) }
        if expandsOneSiblingAtATime {
            // One a parent: the first its children name, in order.
            var kept: Set<ItemID> = []
            var parents: Set<ItemID?> = []
            for id in _outline.items where wanted.contains(id) && parents.insert(_outline.parent(of: id)).inserted {
                kept.insert(id)
            }
            wanted = kept
        }
        let toCollapse = current.subtracting(wanted).filter { shouldCollapse?($0) ?? true }
        let toExpand = wanted.filter { !current.contains($0) }
        guard !toCollapse.isEmpty || !toExpand.isEmpty else { return }
        for id in toCollapse { _ = try? _outline.collapse(id) }
        for id in toExpand { _ = try? _outline.expand(id) }
        startLoadsOfShownItems(toExpand)
        publishByDiffing()
        cancelLoadsOfCollapsedItems()
    }

    /// Collapses in the outline, applying the collapse policy. Descendants
    /// are hidden by then, so collapsing them (and cancelling their loads,
    /// which takes out their loading rows) changes no row.
    @inlinable
    func collapseInOutline(_ id: ItemID) throws -> OutlineVisibleChange? {
        let change = try _outline.collapse(id)
        cancelLoad(id)
        if collapsePolicy == .collapsesDescendants {
            for child in _outline.childIDs(of: id) { try _outline.collapseAll(under: child) }
            cancelLoadsOfCollapsedItems(under: id)
        }
        return change
    }
}
