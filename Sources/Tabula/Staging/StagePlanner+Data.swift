extension StagePlanner {
    /// The snapshot the data source holds during a stage: the stage's layout,
    /// with each updated section's or item's new content once its reload or
    /// reconfigure has been applied, and its old content before.
    @inlinable
    func data(for layout: Layout, contentApplied: Bool) -> Snapshot<SectionID, SectionModel, ItemID, Item> {
        switch layout {
        case .target:
            return contentApplied ? target : withSourceContent(targetSectionsInOldOrder: false)
        case .intermediate:
            return withSourceContent(targetSectionsInOldOrder: true, contentApplied: contentApplied)
        }
    }

    /// The target's items, section by section, either in the target's section
    /// order or in the source's (the intermediate layout of a split plan, where
    /// deleted sections are still there and inserted ones not yet).
    @inlinable
    func withSourceContent(targetSectionsInOldOrder: Bool, contentApplied: Bool = false) -> Snapshot<SectionID, SectionModel, ItemID, Item> {
        let m = matching
        var oldValues: [Int: [(item: Int, value: Item)]] = [:]
        if !contentApplied {
            for update in m.itemUpdates {
                oldValues[update.new.section, default: []]
                    .append((update.new.item, source._sections[update.old.section].items[update.old.item]))
            }
        }
        func section(new n: Int, old o: Int) -> Snapshot<SectionID, SectionModel, ItemID, Item>.Section {
            let newSection = target._sections[n]
            var items = newSection.items
            for (item, value) in oldValues[n] ?? [] { items[item] = value }
            let model = contentApplied ? newSection.model : source._sections[o].model
            return Snapshot<SectionID, SectionModel, ItemID, Item>.Section(id: newSection.id, model: model, itemIDs: newSection.itemIDs, items: items)
        }
        var sections = ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>()
        if targetSectionsInOldOrder {
            sections.reserveCapacity(source._sections.count)
            for o in source._sections.indices {
                let n = m.sectionOldToNew[o]
                sections.append(n < 0 ? source._sections[o] : section(new: n, old: o))
            }
        } else {
            sections.reserveCapacity(target._sections.count)
            for n in target._sections.indices {
                let o = m.sectionNewToOld[n]
                sections.append(o < 0 ? target._sections[n] : section(new: n, old: o))
            }
        }
        return Snapshot<SectionID, SectionModel, ItemID, Item>(sections: sections)
    }

    /// The source's layout with every updated section's and item's new content:
    /// the data during a batch that only reloads.
    @inlinable
    func contentAppliedSource() -> Snapshot<SectionID, SectionModel, ItemID, Item> {
        let m = matching
        // Same structure: the source's layout with the target's content is the target.
        if !m.hasStructuralChanges { return target }
        var sections = source._sections
        var newValues: [Int: [(item: Int, value: Item)]] = [:]
        for update in m.itemUpdates {
            newValues[update.old.section, default: []]
                .append((update.old.item, target._sections[update.new.section].items[update.new.item]))
        }
        var newModels: [Int: SectionModel] = [:]
        for update in m.sectionUpdates { newModels[update.old] = target._sections[update.new].model }
        for o in Set(newValues.keys).union(newModels.keys) {
            let old = sections[o]
            var items = old.items
            for (item, value) in newValues[o] ?? [] { items[item] = value }
            sections[o] = Snapshot<SectionID, SectionModel, ItemID, Item>.Section(id: old.id, model: newModels[o] ?? old.model, itemIDs: old.itemIDs, items: items)
        }
        return Snapshot<SectionID, SectionModel, ItemID, Item>(sections: sections)
    }
}
