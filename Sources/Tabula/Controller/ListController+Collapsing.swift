import Foundation

extension ListController {
    // MARK: - State

    /// Whether the section with key `key` is collapsed: published with its
    /// identity and model but no items. Answers for absent sections too: the
    /// state a section with that key would have if it appeared. O(1).
    ///
    /// - Parameter key: The section's key (`nil` for the "no section" bucket
    ///   or the one section of a flat list).
    @inlinable
    public func isSectionCollapsed(withKey key: SectionKey?) -> Bool {
        engine.isCollapsed(key)
    }

    /// Whether a present section is collapsed while it holds shown items
    /// (items its filter lets through). O(1), or O(*c*) for *c* collapsed keys.
    public var hasCollapsedItems: Bool { engine.visibleCount < engine.shownCount }

    /// The keys of the present sections that are expanded, in section order. O(*s*).
    public var expandedSectionKeys: [SectionKey?] {
        engine.sections.map(\.key).filter { !engine.isCollapsed($0) }
    }

    /// Whether at most one section is expanded at a time (an accordion):
    /// expanding a section collapses the one expanded before, and sections
    /// that appear later arrive collapsed. Change it with
    /// ``setExpandsOneSectionAtATime(_:)``.
    public var expandsOneSectionAtATime: Bool { engine.collapse.isExclusive }

    // MARK: - Collapsing and expanding

    /// Collapses the section with key `key` to its header: it stays, with the
    /// same identity and model, and is published with no items, animated as
    /// deletes of its items. Its items stay held; see <doc:TheListController#Collapsible-sections>
    /// for what lookups see.
    ///
    /// The state is kept by key: a section that is not there now, or that goes
    /// and comes back, is collapsed when it (re)appears. Collapsing a collapsed
    /// section does nothing.
    ///
    /// - Parameter key: The section's key (`nil` for the "no section" bucket
    ///   or the one section of a flat list).
    /// - Complexity: O(log *s* + *m*) for the *m* items of the section, and
    ///   O(*s*) to publish when the published section list is shared.
    @inlinable
    public func collapseSection(withKey key: SectionKey?) {
        var state = engine.collapse
        state.set(key, collapsed: true)
        applyCollapse(state, candidates: CollectionOfOne(key))
    }

    /// Expands the section with key `key`: its items are published again,
    /// animated as inserts. With ``expandsOneSectionAtATime``, the section
    /// expanded before collapses in the same transaction. Expanding an
    /// expanded section does nothing; the state of an absent section is kept
    /// for when it appears.
    ///
    /// - Parameter key: The section's key.
    /// - Complexity: O(log *s* + *m*) for the items of the sections that change.
    @inlinable
    public func expandSection(withKey key: SectionKey?) {
        var state = engine.collapse
        let previous = state.expanded
        state.set(key, collapsed: false)
        if state.isExclusive, let previous {
            applyCollapse(state, candidates: [key, previous])
        } else {
            applyCollapse(state, candidates: CollectionOfOne(key))
        }
    }

    /// Collapses the section with key `key` if it is expanded, and expands it
    /// otherwise; see ``collapseSection(withKey:)`` and ``expandSection(withKey:)``.
    ///
    /// - Parameter key: The section's key.
    /// - Returns: Whether the section is now collapsed.
    /// - Complexity: That of ``collapseSection(withKey:)`` or ``expandSection(withKey:)``.
    @inlinable
    @discardableResult
    public func toggleSection(withKey key: SectionKey?) -> Bool {
        if engine.isCollapsed(key) {
            expandSection(withKey: key)
            return false
        }
        collapseSection(withKey: key)
        return true
    }

    /// Collapses every present section, as one transaction. Sections that
    /// appear later arrive expanded, unless their keys were collapsed before
    /// or ``expandsOneSectionAtATime`` is on.
    ///
    /// - Complexity: O(*s* + the items of the sections that collapse).
    public func collapseAllSections() {
        var state = engine.collapse
        if state.isExclusive {
            state.expanded = nil
        } else {
            state.collapsed.formUnion(engine.sections.lazy.map(\.key))
        }
        applyCollapse(state, candidates: engine.sections.map(\.key))
    }

    /// Expands every section, as one transaction, and forgets the state of
    /// absent ones too. With ``expandsOneSectionAtATime``, only one section
    /// may be expanded: the expanded one stays, or else the first section
    /// expands.
    ///
    /// - Complexity: O(*s* + the items of the sections that expand).
    public func expandAllSections() {
        var state = engine.collapse
        if state.isExclusive {
            let stays = state.expanded.map { engine.indexOfKey[$0] != nil } ?? false
            // `first.map` rather than `first?.key`: chaining would flatten the
            // "no section" key into "no section at all".
            guard !stays, let first = engine.sections.first.map(\.key) else { return }
            state.expanded = first
        } else {
            state.collapsed = []
        }
        applyCollapse(state, candidates: engine.sections.map(\.key))
    }

    /// Turns the one-expanded-section-at-a-time mode on or off, as one transaction.
    ///
    /// Turning it on keeps the first expanded section (in section order)
    /// expanded and collapses the others; turning it off keeps every present
    /// section as it is, and forgets the state of absent ones (they appear
    /// expanded). Setting the current value does nothing.
    ///
    /// - Parameter isOn: Whether at most one section is expanded.
    /// - Complexity: O(*s* + the items of the sections that collapse).
    public func setExpandsOneSectionAtATime(_ isOn: Bool) {
        guard isOn != engine.collapse.isExclusive else { return }
        var state = ListCollapseState<Key>()
        let keys = engine.sections.map(\.key)
        if isOn {
            state.isExclusive = true
            state.expanded = keys.first { !engine.isCollapsed($0) }
        } else {
            state.collapsed = Set(keys.filter { engine.isCollapsed($0) })
        }
        applyCollapse(state, candidates: keys)
    }

    // MARK: - Publishing

    /// Installs `state` and records the items it shows or hides as one
    /// transaction (or as part of the one being gathered).
    @inlinable
    func applyCollapse(_ state: ListCollapseState<Key>, candidates: some Sequence<Key>) {
        let (change, stateChanged) = engine.setCollapse(state, candidates: candidates)
        guard stateChanged else { return }
        record(change.isEmpty ? .hiddenOnly : .folding(change))
    }

    /// `change` without what collapsed sections hide: an item that leaves or
    /// enters a collapsed section is not seen to, while sections that come or
    /// go still are. O(1).
    @inlinable
    func hidingCollapsed(_ change: ListSingleChange<Item>, old: Content, new: Content) -> ListSingleChange<Item> {
        var visible = change
        if let removal = change.removal, !removal.sectionRemoved, old._sections.indices.contains(removal.section),
            engine.isCollapsed(old._sections[removal.section].id)
        {
            visible.removal = nil
        }
        if let insertion = change.insertion, !insertion.sectionCreated, new._sections.indices.contains(insertion.section),
            engine.isCollapsed(new._sections[insertion.section].id)
        {
            visible.insertion = nil
        }
        return visible
    }

    /// `change` without the items of collapsed sections. O(number of changes).
    @inlinable
    func hidingCollapsed(_ change: ListDirectChange, old: Content, new: Content) -> ListDirectChange {
        var visible = change
        visible.itemDeletes = change.itemDeletes.filter { path in
            !(old._sections.indices.contains(path.section) && engine.isCollapsed(old._sections[path.section].id))
        }
        visible.itemInserts = change.itemInserts.filter { path in
            !(new._sections.indices.contains(path.section) && engine.isCollapsed(new._sections[path.section].id))
        }
        return visible
    }
}

extension ListController: SourceHints {
    package var updatesContentAs: ContentUpdateStyle? { configuration.contentUpdates }
}
