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
        guard isOn != collapse.isExclusive else { return }
        let ids = latestData.sections.map(\.id)
        var state = ListCollapseState<SectionID>()
        if isOn {
            state.isExclusive = true
            state.expanded = ids.first { !collapse.isCollapsed($0) }
        } else {
            state.collapsed = Set(ids.filter { collapse.isCollapsed($0) })
        }
        collapse = state
        collapsingDidChange(affecting: Set(ids))
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
    /// nothing. A source that collapses sections itself (``ListController``,
    /// ``SectionTree``) may be asked instead; the two compose, a section
    /// collapsed by either showing no items.
    ///
    /// - Parameter id: The section's identifier.
    /// - Complexity: O(*s* + *k*) for *s* sections and the *k* items that
    ///   leave, written down without a diff; O(1) when the section is absent
    ///   or holds no items. After a row the user dragged (which the view
    ///   shows where the data does not), a diff of what the view shows, O(*n*).
    public func collapseSection(withID id: SectionID) {
        guard !collapse.isCollapsed(id) else { return }
        collapse.set(id, collapsed: true)
        collapsingDidChange(affecting: [id])
    }

    /// Expands the section with identifier `id`: its items come back,
    /// animated as inserts. With ``expandsOneSectionAtATime``, the section
    /// expanded before collapses in the same batch. Expanding an expanded
    /// section does nothing.
    ///
    /// - Parameter id: The section's identifier.
    /// - Complexity: As ``collapseSection(withID:)``.
    public func expandSection(withID id: SectionID) {
        guard collapse.isCollapsed(id) else { return }
        let previous = collapse.isExclusive ? collapse.expanded : nil
        collapse.set(id, collapsed: false)
        collapsingDidChange(affecting: previous.map { [id, $0] } ?? [id])
    }

    /// Collapses the section with identifier `id` when it is expanded, and
    /// expands it when it is collapsed.
    ///
    /// - Parameter id: The section's identifier.
    public func toggleSection(withID id: SectionID) {
        if isSectionCollapsed(withID: id) { expandSection(withID: id) } else { collapseSection(withID: id) }
    }

    /// Collapses every section of the data, in one batch. Sections that
    /// appear later are expanded unless collapsed by identifier (or, with
    /// ``expandsOneSectionAtATime``, collapsed too).
    public func collapseAllSections() {
        if collapse.isExclusive {
            guard let expanded = collapse.expanded else { return }
            collapse.expanded = nil
            collapsingDidChange(affecting: [expanded])
            return
        }
        let ids = latestData.sections.map(\.id).filter { !collapse.collapsed.contains($0) }
        guard !ids.isEmpty else { return }
        collapse.collapsed.formUnion(ids)
        collapsingDidChange(affecting: Set(ids))
    }

    /// Expands every section the adapter collapses, in one batch, and
    /// forgets the identifiers of absent ones. With
    /// ``expandsOneSectionAtATime``, where at most one can be expanded, it
    /// expands the first section of the data instead.
    public func expandAllSections() {
        if collapse.isExclusive {
            guard let first = latestData.sections.first?.id else { return }
            expandSection(withID: first)
            return
        }
        guard !collapse.collapsed.isEmpty else { return }
        let ids = collapse.collapsed
        collapse.collapsed = []
        collapsingDidChange(affecting: ids)
    }

    // MARK: - What collapsing hides

    /// Shows the latest data again under the new collapsing, when a section
    /// it changed holds items: with the changes written down when the view
    /// shows the latest data, by a diff otherwise.
    func collapsingDidChange(affecting ids: Set<SectionID>) {
        guard latestData.sections.contains(where: { ids.contains($0.id) && !$0.items.isEmpty }) else { return }
        let previous = shown
        let target = visible(latestData)
        receive(target, staged: collapsingChanges(from: previous, to: target, affecting: ids), from: previous)
    }

    /// The batch that takes the view from `previous` to `target` when only
    /// the sections `ids` collapsed or expanded: every item of a section
    /// that collapsed is deleted, every item of one that expanded inserted.
    ///
    /// `nil` unless every section of `previous` has the identifier of
    /// `target`'s at its index and a model of the same content, and every
    /// other section is `target`'s own (the same storage): a row the user
    /// dragged, or a model that changed, goes through a diff.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* items shown or
    ///   hidden, where a diff of what is shown is O(*n*).
    func collapsingChanges(
        from previous: Content, to target: Content, affecting ids: Set<SectionID>
    ) -> StagedChangeset<SectionID, SectionModel, ItemID, Item>? {
        let old = previous._sections, new = target._sections
        guard old.count == new.count else { return nil }
        var batch = BatchUpdate()
        for index in new.indices {
            let before = old[index], after = new[index]
            guard before.id == after.id, sectionContentEqual(before.model, after.model) else { return nil }
            if before.sharesStorage(with: after) { continue }
            guard ids.contains(after.id) else { return nil }
            if after.items.isEmpty {
                // Collapsed: whatever rows showed go.
                batch.itemDeletes.append(contentsOf: before.items.indices.map { IndexPath(item: $0, section: index) })
            } else {
                // Expanded: nothing showed.
                guard before.items.isEmpty else { return nil }
                batch.itemInserts.append(contentsOf: after.items.indices.map { IndexPath(item: $0, section: index) })
            }
        }
        return StagedChangeset(stages: batch.isEmpty ? [] : [.init(batch: batch, data: target)])
    }

    /// Records `data` as the latest data given and returns what the view
    /// shows of it: each collapsed section with its identity and model but
    /// no items.
    ///
    /// - Complexity: O(1) when nothing is collapsed; O(*s*) otherwise.
    func visible(_ data: Content) -> Content {
        latestData = data
        hiddenItemCount = 0
        // A source's placeholder is not data: its section never folds.
        guard collapse.isActive, !sourceIsEmptyState(data) else { return data }
        var sections = ContiguousArray<Content.Section>()
        sections.reserveCapacity(data.numberOfSections)
        for section in data._sections {
            if !section.items.isEmpty && collapse.isCollapsed(section.id) {
                hiddenItemCount += section.items.count
                sections.append(Content.Section(id: section.id, model: section.model, itemIDs: [], items: []))
            } else {
                sections.append(section)
            }
        }
        guard hiddenItemCount > 0 else { return data }
        return Content(_sections: sections, itemCount: data.numberOfItems - hiddenItemCount)
    }
}
