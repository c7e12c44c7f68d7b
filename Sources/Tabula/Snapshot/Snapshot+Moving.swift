import Foundation

// A user's drag moves a row in the view before any data changes: the adapter
// follows with these, instead of a diff, so that the view and the snapshot it
// shows agree again without a batch.

extension Snapshot {
    /// Whether an item can move from `source` to `destination`: `source` is
    /// an item, and `destination` a place in the snapshot once that item is
    /// taken out (one past the last item of a section included). O(1).
    func acceptsMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard source.count == 2, destination.count == 2,
              let from = section(at: source.section), from.items.indices.contains(source.item),
              let to = section(at: destination.section) else { return false }
        let room = to.items.count - (source.section == destination.section ? 1 : 0)
        return (0...room).contains(destination.item)
    }

    /// The snapshot with the item at `source` moved to `destination`, or
    /// `nil` when ``acceptsMove(from:to:)`` is `false`.
    /// - Complexity: O(*m* + *s*): the items of the sections concerned and
    ///   the number of sections.
    func movingItem(from source: IndexPath, to destination: IndexPath) -> Snapshot? {
        guard acceptsMove(from: source, to: destination) else { return nil }
        var sections = _sections
        let from = sections[source.section]
        var fromIDs = from.itemIDs
        var fromItems = from.items
        let id = fromIDs.remove(at: source.item)
        let item = fromItems.remove(at: source.item)
        if source.section == destination.section {
            fromIDs.insert(id, at: destination.item)
            fromItems.insert(item, at: destination.item)
            sections[source.section] = Section(id: from.id, model: from.model, itemIDs: fromIDs, items: fromItems)
        } else {
            let to = sections[destination.section]
            var toIDs = to.itemIDs
            var toItems = to.items
            toIDs.insert(id, at: destination.item)
            toItems.insert(item, at: destination.item)
            sections[source.section] = Section(id: from.id, model: from.model, itemIDs: fromIDs, items: fromItems)
            sections[destination.section] = Section(id: to.id, model: to.model, itemIDs: toIDs, items: toItems)
        }
        return Snapshot(_sections: sections, itemCount: _itemCount)
    }
}
