import Foundation

extension Snapshot where SectionID: Sendable {
    /// This snapshot as a list that collapses sections by `state` shows it:
    /// each collapsed section keeps its identity and model and holds no
    /// items. The snapshot itself, sharing its storage, when nothing is
    /// hidden.
    ///
    /// - Returns: The folded snapshot and the number of items it hides.
    /// - Complexity: O(1) when no section can be collapsed; O(*s*) otherwise.
    func folded(by state: SectionCollapseState<SectionID>) -> (snapshot: Snapshot, hiddenItemCount: Int) {
        guard state.isActive else { return (self, 0) }
        var hidden = 0
        var sections = ContiguousArray<Section>()
        sections.reserveCapacity(_sections.count)
        for section in _sections {
            if section.count > 0 && state.isCollapsed(section.id) {
                hidden += section.count
                sections.append(Section(id: section.id, model: section.model, itemIDs: [], items: []))
            } else {
                sections.append(section)
            }
        }
        guard hidden > 0 else { return (self, 0) }
        return (Snapshot(_sections: sections, itemCount: _itemCount - hidden), hidden)
    }

    /// The indexes of the sections `state` collapses that hold items. O(*s*).
    func collapsedSectionIndexes(by state: SectionCollapseState<SectionID>) -> Set<Int> {
        guard state.isActive else { return [] }
        var result = Set<Int>()
        for index in _sections.indices where _sections[index].count > 0 && state.isCollapsed(_sections[index].id) {
            result.insert(index)
        }
        return result
    }
}

extension StagedChangeset where SectionID: Sendable {
    /// The batch that takes a view from `previous` to `target`, both folded,
    /// when only the sections `ids` collapsed or expanded: every item of a
    /// section that collapsed is deleted, every item of one that expanded
    /// inserted, with no diff. Sections never move, so both index spaces are
    /// the same.
    ///
    /// `nil` unless every section of `previous` has the identifier of
    /// `target`'s at its index and a model of the same content, and every
    /// other section is `target`'s own (the same storage): a row the user
    /// dragged, or a model that changed, needs a diff.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* items shown or
    ///   hidden, where a diff of what is shown is O(*n*).
    static func folding(
        from previous: Snapshot<SectionID, SectionModel, ItemID, Item>,
        to target: Snapshot<SectionID, SectionModel, ItemID, Item>,
        affecting ids: Set<SectionID>, sectionContentEqual: (SectionModel, SectionModel) -> Bool
    ) -> (changeset: Changeset, stages: StagedChangeset)? {
        let old = previous._sections, new = target._sections
        guard old.count == new.count else { return nil }
        var batch = BatchUpdate()
        for index in new.indices {
            let before = old[index], after = new[index]
            guard before.id == after.id, sectionContentEqual(before.model, after.model) else { return nil }
            if before.sharesStorage(with: after) { continue }
            guard ids.contains(after.id) else { return nil }
            if after.count == 0 {
                // Collapsed: whatever rows showed go.
                batch.itemDeletes.append(contentsOf: (0..<before.count).map { IndexPath(item: $0, section: index) })
            } else {
                // Expanded: nothing showed.
                guard before.count == 0 else { return nil }
                batch.itemInserts.append(contentsOf: (0..<after.count).map { IndexPath(item: $0, section: index) })
            }
        }
        var changeset = Changeset()
        changeset.itemDeletes = batch.itemDeletes
        changeset.itemInserts = batch.itemInserts
        return (changeset, StagedChangeset(stages: batch.isEmpty ? [] : [.init(batch: batch, data: target)]))
    }
}
