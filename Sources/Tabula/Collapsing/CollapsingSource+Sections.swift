import Foundation

extension CollapsingSource {
    // MARK: - State

    /// Whether the section with identifier `id` is collapsed, present in the
    /// base or not: the state a section with that identifier has when it
    /// appears. O(1).
    /// - Parameter id: The section's identifier.
    public func isSectionCollapsed(withID id: SectionID) -> Bool {
        state.isCollapsed(id)
    }

    /// The identifiers of the base's sections that are collapsed, in
    /// section order (inside a transaction, the sections as they are now). O(*s*).
    public var collapsedSectionIDs: [SectionID] {
        state.collapsedIdentifiers(among: presentSectionIDs)
    }

    /// Whether a collapsed section holds items, here or in the base: the
    /// list is folded, not empty. O(1).
    public var hasCollapsedItems: Bool { hiddenItemCount > 0 || (base.hints?.hasCollapsedItems ?? false) }

    /// Whether at most one section is expanded at a time (an accordion):
    /// expanding a section collapses the one expanded before, and sections
    /// that appear later arrive collapsed. Change it with
    /// ``setExpandsOneSectionAtATime(_:)``.
    public var expandsOneSectionAtATime: Bool { state.isExclusive }

    // MARK: - Collapsing and expanding

    /// Collapses the section with identifier `id` to its header: it stays,
    /// with the same identity and model, and its items leave, animated as
    /// deletes. Collapsing a collapsed section does nothing; the state of an
    /// absent section is kept for when it appears.
    ///
    /// - Parameter id: The section's identifier.
    /// - Complexity: O(*s* + *k*) for *s* sections and the *k* items that
    ///   leave, written down without a diff.
    public func collapseSection(withID id: SectionID) {
        stateDidChange(affecting: state.collapse(id))
    }

    /// Expands the section with identifier `id`: its items come back,
    /// animated as inserts. With ``expandsOneSectionAtATime``, the section
    /// expanded before collapses in the same update. Expanding an expanded
    /// section does nothing.
    ///
    /// - Parameter id: The section's identifier.
    /// - Complexity: As ``collapseSection(withID:)``.
    public func expandSection(withID id: SectionID) {
        stateDidChange(affecting: state.expand(id))
    }

    /// Collapses the section with identifier `id` when it is expanded, and
    /// expands it when it is collapsed.
    ///
    /// - Parameter id: The section's identifier.
    /// - Returns: Whether the section is now collapsed.
    /// - Complexity: As ``collapseSection(withID:)``.
    @discardableResult
    public func toggleSection(withID id: SectionID) -> Bool {
        if state.isCollapsed(id) {
            expandSection(withID: id)
            return false
        }
        collapseSection(withID: id)
        return true
    }

    /// Collapses every section of the base, in one update. Sections that
    /// appear later arrive expanded, unless collapsed by identifier before
    /// or ``expandsOneSectionAtATime`` is on.
    ///
    /// - Complexity: O(*s* + the items of the sections that collapse).
    public func collapseAllSections() {
        stateDidChange(affecting: state.collapseAll(present: presentSectionIDs))
    }

    /// Expands every section, in one update, and forgets the state of absent
    /// ones. With ``expandsOneSectionAtATime``, where only one section may be
    /// expanded, the expanded one stays, or else the first section expands.
    ///
    /// - Complexity: O(*s* + the items of the sections that expand).
    public func expandAllSections() {
        stateDidChange(affecting: state.expandAll(present: presentSectionIDs))
    }

    /// Turns the one-expanded-section-at-a-time mode on or off, in one update.
    ///
    /// Turning it on keeps the first expanded section (in section order)
    /// expanded and collapses the others; turning it off keeps every present
    /// section as it is, and forgets the state of absent ones (they appear
    /// expanded). Setting the current value does nothing.
    ///
    /// - Parameter isOn: Whether at most one section is expanded.
    /// - Complexity: O(*s* + the items of the sections that change).
    public func setExpandsOneSectionAtATime(_ isOn: Bool) {
        guard let changed = state.setExclusive(isOn, present: presentSectionIDs) else { return }
        stateDidChange(affecting: changed)
    }
}
