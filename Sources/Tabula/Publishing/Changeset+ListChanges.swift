import Foundation

extension Changeset {
    /// The section changes, in NSFetchedResultsController's order: deletes,
    /// inserts, moves, updates.
    var listSectionChanges: [ListSectionChange] {
        sectionDeletes.map { ListSectionChange.delete(at: $0) }
            + sectionInserts.map { ListSectionChange.insert(at: $0) }
            + sectionMoves.map { ListSectionChange.move(from: $0.source, to: $0.destination) }
            + sectionUpdates.map { ListSectionChange.update(from: $0.old, to: $0.new) }
    }

    /// The item changes: deletes, inserts, moves (flagged when the content
    /// changed too), then updates of items that did not move.
    var listItemChanges: [ListItemChange] {
        let updatedSources = Set(itemUpdates.map(\.old))
        let movedSources = Set(itemMoves.map(\.source))
        return itemDeletes.map { ListItemChange.delete(at: $0) }
            + itemInserts.map { ListItemChange.insert(at: $0) }
            + itemMoves.map {
                ListItemChange.move(from: $0.source, to: $0.destination,
                                    isContentChanged: updatedSources.contains($0.source), isUserDriven: false)
            }
            + itemUpdates.filter { !movedSources.contains($0.old) }.map { ListItemChange.update(from: $0.old, to: $0.new) }
    }
}
