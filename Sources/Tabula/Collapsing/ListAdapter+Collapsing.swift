import Foundation

extension ListAdapter {
    // MARK: - State

    /// Whether the adapter collapses the section with identifier `id`,
    /// present in the data or not. O(1).
    public func isSectionCollapsed(withID id: SectionID) -> Bool {
        collapse.isCollapsed(id)
    }

    /// Whether at most one section is expanded at a time (an accordion):
    /// expanding a section collapses the one expanded before, and sections
    /// that appear later arrive collapsed. Change it with
    /// ``setExpandsOneSectionAtATime(_:)``.
    public var expandsOneSectionAtATime: Bool { collapse.isExclusive }

    /// Turns the one-expanded-section-at-a-time mode on or off, in one batch.
    ///
    /// Turning it on keeps the first expanded section of the latest data (in
    /// section order) expanded and collapses the others; turning it off
    /// keeps every present section as it is, and forgets the state of absent
    /// ones (they appear expanded). Setting the current value does nothing.
    ///
    /// - Parameter isOn: Whether at most one section is expanded.
    /// - Complexity: O(*s* + the items of the sections that change).
    public func setExpandsOneSectionAtATime(_ isOn: Bool) {
        guard let changed = collapse.setExclusive(isOn, present: latestData.sections.map(\.id)) else { return }
        collapsingDidChange(affecting: changed)
    }

    // MARK: - Collapsing and expanding

    /// Collapses the section with identifier `id` to its header: it stays on
    /// screen, with the same identity and model, and its items leave, animated
    /// as deletes. The adapter keeps the data whole: ``shown`` lacks the
    /// items, which come back with ``expandSection(withID:)``.
    ///
    /// The state is kept by identifier, whatever is shown: a section that is
    /// not there now, or that goes and comes back, is collapsed when it
    /// (re)appears, with the snapshots of ``apply(_:animated:)`` and the
    /// updates of a live source alike. Collapsing a collapsed section does
    /// nothing. A ``CollapsingSource`` under the adapter collapses the same
    /// way; the two compose, a section collapsed by either showing no items.
    ///
    /// - Parameter id: The section's identifier.
    /// - Complexity: O(*s* + *k*) for *s* sections and the *k* items that
    ///   leave, written down without a diff; O(1) when the section is absent
    ///   or holds no items. After a row the user dragged (which the view
    ///   shows where the data does not), a diff of what the view shows, O(*n*).
    public func collapseSection(withID id: SectionID) {
        collapsingDidChange(affecting: collapse.collapse(id))
    }

    /// Expands the section with identifier `id`: its items come back,
    /// animated as inserts. With ``expandsOneSectionAtATime``, the section
    /// expanded before collapses in the same batch. Expanding an expanded
    /// section does nothing.
    ///
    /// - Parameter id: The section's identifier.
    /// - Complexity: As ``collapseSection(withID:)``.
    public func expandSection(withID id: SectionID) {
        collapsingDidChange(affecting: collapse.expand(id))
    }

    /// Collapses the section with identifier `id` when it is expanded, and
    /// expands it when it is collapsed.
    ///
    /// - Parameter id: The section's identifier.
    /// - Returns: Whether the section is now collapsed.
    /// - Complexity: As ``collapseSection(withID:)``.
    @discardableResult
    public func toggleSection(withID id: SectionID) -> Bool {
        if isSectionCollapsed(withID: id) {
            expandSection(withID: id)
            return false
        }
        collapseSection(withID: id)
        return true
    }

    /// Collapses every section of the data, in one batch. Sections that
    /// appear later are expanded unless collapsed by identifier (or, with
    /// ``expandsOneSectionAtATime``, collapsed too).
    ///
    /// - Complexity: O(*s* + the items of the sections that collapse).
    public func collapseAllSections() {
        collapsingDidChange(affecting: collapse.collapseAll(present: latestData.sections.lazy.map(\.id)))
    }

    /// Expands every section the adapter collapses, in one batch, and
    /// forgets the identifiers of absent ones. With
    /// ``expandsOneSectionAtATime``, where at most one can be expanded, the
    /// expanded section stays, or else the first section of the data expands.
    ///
    /// - Complexity: O(*s* + the items of the sections that expand).
    public func expandAllSections() {
        collapsingDidChange(affecting: collapse.expandAll(present: latestData.sections.map(\.id)))
    }

    // MARK: - What collapsing hides

    /// Shows the latest data again under the new collapsing, when a section
    /// it changed holds items: with the changes written down when the view
    /// shows the latest data, by a diff otherwise.
    func collapsingDidChange(affecting ids: Set<SectionID>) {
        guard latestData.sections.contains(where: { ids.contains($0.id) && $0.count > 0 }) else { return }
        let previous = shown
        let target = visible(latestData)
        let folding = StagedChangeset.folding(from: previous, to: target, affecting: ids, sectionContentEqual: sectionContentEqual)
        receive(target, staged: folding?.stages, from: previous)
    }

    /// Records `data` as the latest data given and returns what the view
    /// shows of it: each collapsed section with its identity and model but
    /// no items.
    ///
    /// - Complexity: O(1) when nothing is collapsed; O(*s*) otherwise.
    func visible(_ data: Content) -> Content {
        latestData = data
        // A selected item that left while hidden must not come back selected.
        if !hiddenSelection.isEmpty { hiddenSelection = hiddenSelection.filter(dataContains) }
        // A source's empty state is not data: its section never folds.
        guard !sourceIsEmptyState(data) else {
            hiddenItemCount = 0
            return data
        }
        let (folded, hidden) = data.folded(by: collapse)
        hiddenItemCount = hidden
        return folded
    }
}
