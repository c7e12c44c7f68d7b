import Foundation

/// Re-addressing a live source's transaction into a ``SectionTree``: the
/// source numbers its sections from 0, the tree from the provider's offset.
/// Shared by every provider that shows a live source (a list controller, an
/// outline), so that they cannot disagree on how a change reaches the tree.
enum SourceReaddressing {
    static func shift(_ path: IndexPath, by offset: Int) -> IndexPath {
        IndexPath(item: path.item, section: path.section + offset)
    }

    static func shift(_ changeset: Changeset, by offset: Int) -> Changeset {
        guard offset != 0 else { return changeset }
        var result = Changeset()
        result.sectionDeletes = changeset.sectionDeletes.map { $0 + offset }
        result.sectionInserts = changeset.sectionInserts.map { $0 + offset }
        result.sectionMoves = changeset.sectionMoves.map { .init(source: $0.source + offset, destination: $0.destination + offset) }
        result.sectionUpdates = changeset.sectionUpdates.map { .init(old: $0.old + offset, new: $0.new + offset) }
        result.itemDeletes = changeset.itemDeletes.map { shift($0, by: offset) }
        result.itemInserts = changeset.itemInserts.map { shift($0, by: offset) }
        result.itemMoves = changeset.itemMoves.map { .init(source: shift($0.source, by: offset), destination: shift($0.destination, by: offset)) }
        result.itemUpdates = changeset.itemUpdates.map { .init(old: shift($0.old, by: offset), new: shift($0.new, by: offset)) }
        result.diagnostics = changeset.diagnostics
        return result
    }

    static func shift(_ batch: BatchUpdate, by offset: Int) -> BatchUpdate {
        guard offset != 0 else { return batch }
        var result = BatchUpdate()
        result.sectionDeletes = batch.sectionDeletes.map { $0 + offset }
        result.sectionInserts = batch.sectionInserts.map { $0 + offset }
        result.sectionReloads = batch.sectionReloads.map { $0 + offset }
        result.sectionMoves = batch.sectionMoves.map { .init(source: $0.source + offset, destination: $0.destination + offset) }
        result.sectionReconfigures = batch.sectionReconfigures.map { $0 + offset }
        result.itemDeletes = batch.itemDeletes.map { shift($0, by: offset) }
        result.itemInserts = batch.itemInserts.map { shift($0, by: offset) }
        result.itemReloads = batch.itemReloads.map { shift($0, by: offset) }
        result.itemMoves = batch.itemMoves.map { .init(source: shift($0.source, by: offset), destination: shift($0.destination, by: offset)) }
        result.itemReconfigures = batch.itemReconfigures.map { shift($0, by: offset) }
        return result
    }

    /// A re-addressed changeset as tree changes: sections, then each section's
    /// items (an update by the section it is in after the change).
    static func changes(of changeset: Changeset) -> [SectionTreeChange] {
        var result: [SectionTreeChange] = []
        if !changeset.sectionDeletes.isEmpty { result.append(.sectionsDeleted(IndexSet(changeset.sectionDeletes))) }
        if !changeset.sectionInserts.isEmpty { result.append(.sectionsInserted(IndexSet(changeset.sectionInserts))) }
        if let change = singleSectionChange(of: changeset) {
            if !change.change.isEmpty { result.append(.items(section: change.section, change.change)) }
            return result
        }
        var perSection: [Int: SectionChange] = [:]
        for path in changeset.itemDeletes { perSection[path.section, default: SectionChange()].deleted.insert(path.item) }
        for path in changeset.itemInserts { perSection[path.section, default: SectionChange()].inserted.insert(path.item) }
        for move in changeset.itemMoves {
            if move.source.section == move.destination.section {
                perSection[move.source.section, default: SectionChange()].moved.append(.init(source: move.source.item, destination: move.destination.item))
            } else {
                perSection[move.source.section, default: SectionChange()].deleted.insert(move.source.item)
                perSection[move.destination.section, default: SectionChange()].inserted.insert(move.destination.item)
            }
        }
        for update in changeset.itemUpdates {
            perSection[update.new.section, default: SectionChange()].updated.append(.init(old: update.old.item, new: update.new.item))
        }
        for section in perSection.keys.sorted() {
            if let change = perSection[section], !change.isEmpty { result.append(.items(section: section, change)) }
        }
        return result
    }

    /// The item changes of `changeset` as one section's change, when they are
    /// all in one section (a single-item operation always is): what
    /// ``changes(of:)`` makes of them, without a dictionary of sections and
    /// its sorted keys. `nil` when they span sections or there are none.
    static func singleSectionChange(of changeset: Changeset) -> (section: Int, change: SectionChange)? {
        let section = changeset.itemDeletes.first?.section ?? changeset.itemInserts.first?.section
            ?? changeset.itemMoves.first?.source.section ?? changeset.itemUpdates.first?.new.section
        guard let section,
              changeset.itemDeletes.allSatisfy({ $0.section == section }),
              changeset.itemInserts.allSatisfy({ $0.section == section }),
              changeset.itemMoves.allSatisfy({ $0.source.section == section && $0.destination.section == section }),
              changeset.itemUpdates.allSatisfy({ $0.new.section == section })
        else { return nil }
        var change = SectionChange()
        if !changeset.itemDeletes.isEmpty { change.deleted = IndexSet(changeset.itemDeletes.map(\.item)) }
        if !changeset.itemInserts.isEmpty { change.inserted = IndexSet(changeset.itemInserts.map(\.item)) }
        change.moved = changeset.itemMoves.map { .init(source: $0.source.item, destination: $0.destination.item) }
        change.updated = changeset.itemUpdates.map { .init(old: $0.old.item, new: $0.new.item) }
        return (section, change)
    }
}
