import Foundation

extension SectionTree {
    /// Whether sections are expanded one at a time, and which one is.
    struct CollapseMode {
        var isExclusive = false
        /// When exclusive: the expanded section's node, or `nil` when every
        /// section is collapsed. Weak: a section that left the tree for good
        /// must not be kept alive by having been expanded.
        weak var expanded: CompositionNode?
    }

    // MARK: - State

    /// Whether the section at global index `section` is collapsed: shown as
    /// its header, with no items. `nil` when there is no such section. O(depth · log children).
    /// - Parameter section: A global section index in the tree as it is now.
    public func isSectionCollapsed(at section: Int) -> Bool? {
        root.compositionNode.locate(section: section)?.isCollapsed
    }

    /// Whether a shown section that the tree collapsed holds items. Sections
    /// a provider collapses itself (a list controller's) are not counted. O(*s*).
    public var hasCollapsedItems: Bool {
        shownSectionNodes().contains { $0.isCollapsed && !$0.items.isEmpty }
    }

    /// The global indexes of the shown sections that are expanded. O(*s*).
    public var expandedSections: IndexSet {
        var result = IndexSet()
        for (index, node) in shownSectionNodes().enumerated() where !node.isCollapsed { result.insert(index) }
        return result
    }

    /// Whether at most one section is expanded at a time (an accordion):
    /// expanding a section collapses the one expanded before, and sections
    /// that join the tree later arrive collapsed. Change it with
    /// ``setExpandsOneSectionAtATime(_:)``.
    public var expandsOneSectionAtATime: Bool { collapse.isExclusive }

    // MARK: - Collapsing and expanding

    /// Collapses the section at global index `section` to its header: it
    /// stays, with the same identity and model, and is published with no
    /// items, animated as deletes of its items. Its section keeps its items.
    ///
    /// The index addresses the section at the time of the call; the state
    /// belongs to the section itself (its node, the identifier of its
    /// flattened section), so it follows the section as other sections come
    /// and go, and survives every change of the section's items: items
    /// inserted into a collapsed section stay hidden, and the tree publishes
    /// nothing for them. Collapsing a collapsed section does nothing.
    ///
    /// - Parameter section: A global section index in the tree as it is now
    ///   (inside a batch, with the batch's changes so far).
    /// - Throws: ``CompositionError/sectionOutOfRange(section:count:)``; nothing changes then.
    /// - Complexity: O(depth · log children + *m*) for the section's *m* items.
    public func collapseSection(at section: Int) throws(CompositionError) {
        let node = try sectionNode(at: section)
        if collapse.isExclusive, collapse.expanded === node { collapse.expanded = nil }
        setCollapsed([(node, true)])
    }

    /// Expands the section at global index `section`: its items are
    /// published again, animated as inserts. With ``expandsOneSectionAtATime``,
    /// the section expanded before collapses in the same transaction.
    /// Expanding an expanded section does nothing.
    ///
    /// - Parameter section: A global section index in the tree as it is now.
    /// - Throws: ``CompositionError/sectionOutOfRange(section:count:)``; nothing changes then.
    /// - Complexity: O(depth · log children + the items of the sections that change).
    public func expandSection(at section: Int) throws(CompositionError) {
        let node = try sectionNode(at: section)
        guard collapse.isExclusive else { return setCollapsed([(node, false)]) }
        let previous = collapse.expanded
        collapse.expanded = node
        if let previous, previous !== node {
            setCollapsed([(previous, true), (node, false)])
        } else {
            setCollapsed([(node, false)])
        }
    }

    /// Collapses the section at global index `section` if it is expanded, and
    /// expands it otherwise; see ``collapseSection(at:)`` and ``expandSection(at:)``.
    ///
    /// - Parameter section: A global section index in the tree as it is now.
    /// - Returns: Whether the section is now collapsed.
    /// - Throws: ``CompositionError/sectionOutOfRange(section:count:)``; nothing changes then.
    @discardableResult
    public func toggleSection(at section: Int) throws(CompositionError) -> Bool {
        let node = try sectionNode(at: section)
        if node.isCollapsed {
            try expandSection(at: section)
            return false
        }
        try collapseSection(at: section)
        return true
    }

    /// Collapses every shown section, as one transaction. Sections shown
    /// later keep their own state — a new section is expanded, one a
    /// segmented provider hid shows as it was — unless
    /// ``expandsOneSectionAtATime`` is on, which collapses them.
    /// - Complexity: O(*s* + the items of the sections that collapse).
    public func collapseAllSections() {
        collapse.expanded = nil
        setCollapsed(shownSectionNodes().map { ($0, true) })
    }

    /// Expands every section, as one transaction, the ones a segmented
    /// provider hides now included. With ``expandsOneSectionAtATime``, only
    /// one may be expanded: the expanded one stays, or else the first shown
    /// section expands.
    /// - Complexity: O(nodes + the items of the sections that expand).
    public func expandAllSections() {
        let shown = shownSectionNodes()
        guard collapse.isExclusive else {
            let hidden = allNodes().filter { $0.kind == .section && $0.isCollapsed }
            setCollapsed(shown.map { ($0, false) })
            for node in hidden { node.isCollapsed = false }
            return
        }
        if let expanded = collapse.expanded, shown.contains(where: { $0 === expanded }) { return }
        guard let first = shown.first else { return }
        collapse.expanded = first
        setCollapsed([(first, false)])
    }

    /// Turns the one-expanded-section-at-a-time mode on or off, as one transaction.
    ///
    /// Turning it on keeps the first expanded section (in section order)
    /// expanded and collapses the others; turning it off keeps every shown
    /// section as it is, and expands the sections a segmented provider hides
    /// now (they show expanded when they show again), as a
    /// ``ListController`` forgets the state of absent sections. Setting the
    /// current value does nothing.
    ///
    /// - Parameter isOn: Whether at most one section is expanded.
    /// - Complexity: O(*s* + the items of the sections that collapse);
    ///   turning it off, O(nodes).
    public func setExpandsOneSectionAtATime(_ isOn: Bool) {
        guard isOn != collapse.isExclusive else { return }
        collapse.isExclusive = isOn
        guard isOn else {
            collapse.expanded = nil
            let shown = Set(shownSectionNodes().map(ObjectIdentifier.init))
            for node in allNodes() where node.kind == .section && !shown.contains(ObjectIdentifier(node)) {
                node.isCollapsed = false
            }
            return
        }
        let shown = shownSectionNodes()
        let kept = shown.first { !$0.isCollapsed }
        collapse.expanded = kept
        setCollapsed(shown.filter { $0 !== kept }.map { ($0, true) })
    }

    // MARK: - Publishing

    /// Sets the collapsed state of section nodes and records the items that
    /// show or hide as one operation, written down without diffing: each
    /// collapsing section's items deleted, each expanding section's items
    /// inserted. Sections not shown change state only; so does a change
    /// that shows nothing (an empty section), which publishes nothing.
    /// Sections in no tree, or in another, are left alone.
    func setCollapsed(_ targets: [(node: CompositionNode, collapsed: Bool)]) {
        var changes: [SectionTreeChange] = [], dirty: [CompositionNode] = []
        var changeset = Changeset()
        // A section that moved to another tree since (the one expanded
        // before, say) is that tree's to change, and to publish.
        for (node, collapsed) in targets where node.isCollapsed != collapsed && node.root.tree === self {
            // Its position first: the state must change whether it is shown or not.
            let position = node.visiblePosition()
            node.isCollapsed = collapsed
            guard let (tree, offset) = position, tree === self, !node.items.isEmpty else { continue }
            let indexes = IndexSet(integersIn: 0..<node.items.count)
            let paths = indexes.map { IndexPath(item: $0, section: offset) }
            if collapsed {
                changes.append(.items(section: offset, .deleted(indexes)))
                changeset.itemDeletes.append(contentsOf: paths)
            } else {
                changes.append(.items(section: offset, .inserted(indexes)))
                changeset.itemInserts.append(contentsOf: paths)
            }
            dirty.append(node)
        }
        guard !changes.isEmpty else { return }
        changeset.itemDeletes.sort()
        changeset.itemInserts.sort()
        var batch = BatchUpdate()
        batch.itemDeletes = changeset.itemDeletes
        batch.itemInserts = changeset.itemInserts
        record(changes, dirtyLeaves: dirty, structureChanged: false, direct: (changeset, batch))
    }

    /// Makes every shown section but the expanded one collapsed, without
    /// publishing: called when sections arrived, which were reported as
    /// sections, not as items. O(*s*).
    func enforceOneExpandedSection() {
        for node in shownSectionNodes() where node !== collapse.expanded { node.isCollapsed = true }
    }

    /// The section nodes shown, in global order. O(sections + providers shown).
    func shownSectionNodes() -> [CompositionNode] {
        var result: [CompositionNode] = []
        result.reserveCapacity(root.compositionNode.sectionCount)
        var stack = [root.compositionNode]
        while let node = stack.popLast() {
            switch node.kind {
            case .section: result.append(node)
            case .composed: stack.append(contentsOf: node.children.reversed())
            case .segmented: if let selected = node.selectedIndex { stack.append(node.children[selected]) }
            }
        }
        return result
    }

    private func sectionNode(at section: Int) throws(CompositionError) -> CompositionNode {
        guard let node = root.compositionNode.locate(section: section) else {
            throw .sectionOutOfRange(section: section, count: root.compositionNode.sectionCount)
        }
        return node
    }
}

extension SectionTree: SourceHints {
    package var updatesContentAs: ContentUpdateStyle? { contentUpdates }
    package var behaviorTree: SectionTree? { self }
}
