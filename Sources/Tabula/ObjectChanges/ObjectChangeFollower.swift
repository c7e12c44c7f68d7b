/// Keeps a ``ListController`` in step with an object store, one
/// ``ObjectChanges`` at a time: what NSFetchedResultsController does, with
/// Tabula's controller computing every batch from its own snapshots.
///
/// - **Identity** is the object's identifier; **content** is a value copy
///   taken when the object changes. An edit is an update of the item
///   (nothing at all when the copy is the same value), and a
///   changed sort or section key is a move *and* an update.
/// - An object inserted, updated or refreshed is kept when the request
///   includes it (its entity and predicate), and removed when it no longer
///   does; a deleted or invalidated object is removed.
/// - **Temporary identifiers.** An object inserted and not yet saved has a
///   temporary identifier, which its first save replaces. The follower keeps
///   such objects; at each call, one whose identifier changed leaves under the
///   old identifier and comes back under the new one (a removal and an
///   insertion of one row).
/// - Everything one call changes is one transaction of the controller: inside
///   a pause (`pauseUpdates()`) it is held with the rest and nothing is lost.
///   A transaction that throws changes nothing.
///
/// The follower runs on the main actor, where the list lives; the closures
/// read objects there (a main-queue context's objects).
@MainActor
package final class ObjectChangeFollower<Object: AnyObject, Item, SectionKey>
where Item: Identifiable & Sendable, Item.ID: Sendable, SectionKey: Hashable & Sendable {
    /// What the follower does with one call's changes.
    package enum Outcome: Equatable {
        /// The changes were applied (possibly as no change at all).
        case applied
        /// Only a fetch can tell what the list holds now (every object was
        /// invalidated, or the request is one a change cannot be applied to).
        case needsFetch
    }

    /// An object's identifier as it is now.
    let identifier: (Object) -> Item.ID
    /// Whether an object's identifier is temporary (replaced at its first save).
    let isTemporary: (Object) -> Bool
    /// Whether the request includes the object (entity and predicate).
    let includes: (Object) -> Bool
    /// The value copy shown for the object.
    let item: (Object) -> Item
    /// Whether two copies of an object are the same value: a change that
    /// leaves the copy as it was changes nothing in the list.
    let isSameValue: (Item, Item) -> Bool
    /// Whether every change must be answered by a fetch (a request with a
    /// fetch limit or offset: which objects are in depends on the others).
    let fetchesOnEveryChange: Bool

    /// Objects listed under a temporary identifier, by that identifier.
    private(set) var temporaries: [Item.ID: Object] = [:]

    /// Creates a follower.
    ///
    /// - Parameters:
    ///   - identifier: An object's identifier as it is now.
    ///   - isTemporary: Whether an object's identifier is temporary.
    ///   - includes: Whether the request includes the object.
    ///   - item: The value copy shown for the object.
    ///   - isSameValue: Whether two copies are the same value.
    ///   - fetchesOnEveryChange: Whether each change needs a fetch.
    package init(
        identifier: @escaping (Object) -> Item.ID,
        isTemporary: @escaping (Object) -> Bool,
        includes: @escaping (Object) -> Bool,
        item: @escaping (Object) -> Item,
        isSameValue: @escaping (Item, Item) -> Bool,
        fetchesOnEveryChange: Bool = false
    ) {
        self.identifier = identifier
        self.isTemporary = isTemporary
        self.includes = includes
        self.item = item
        self.isSameValue = isSameValue
        self.fetchesOnEveryChange = fetchesOnEveryChange
    }

    /// The items of a fetch's objects, noting those with temporary identifiers.
    ///
    /// - Parameter objects: What the request fetched, in its order.
    /// - Returns: Their value copies, for the controller's `fetch` or `replace`.
    /// - Complexity: O(*n*) value copies.
    package func items(ofFetched objects: [Object]) -> [Item] {
        temporaries.removeAll(keepingCapacity: true)
        return objects.map { object in
            let value = item(object)
            if isTemporary(object) { temporaries[value.id] = object }
            return value
        }
    }

    /// Applies one notification's changes to `controller`, as one transaction.
    ///
    /// - Parameters:
    ///   - changes: What the notification reports; empty to only look for
    ///     objects whose temporary identifiers a save replaced.
    ///   - controller: The list.
    /// - Returns: Whether the changes were applied or a fetch is needed.
    /// - Throws: What the controller throws; the controller and the
    ///   follower are then as they were.
    /// - Complexity: O(*k*) value copies and lookups for *k* changed objects,
    ///   plus the controller's cost of inserting, moving and removing them.
    package func apply(
        _ changes: ObjectChanges<Object>, to controller: ListController<Item, SectionKey>
    ) throws -> Outcome {
        if changes.invalidatedAll { return .needsFetch }
        if fetchesOnEveryChange && !changes.isEmpty { return .needsFetch }
        // What each object comes to, the last word winning: a value to keep,
        // or nil to remove. Deletions come last, so that they win.
        var decisions: [Item.ID: Item?] = [:]
        var order: [Item.ID] = []
        var temporaries = self.temporaries
        func decide(_ id: Item.ID, _ value: Item?) {
            if decisions.updateValue(value, forKey: id) == nil { order.append(id) }
        }
        func consider(_ object: Object) {
            let id = identifier(object)
            guard includes(object) else {
                temporaries[id] = nil
                return decide(id, nil)
            }
            decide(id, item(object))
            temporaries[id] = isTemporary(object) ? object : nil
        }
        // Saved since the last call: the old identifier goes, the object is
        // considered again under its new one.
        for (id, object) in self.temporaries where identifier(object) != id {
            temporaries[id] = nil
            decide(id, nil)
            consider(object)
        }
        for object in changes.inserted { consider(object) }
        for object in changes.updated { consider(object) }
        for object in changes.refreshed { consider(object) }
        for object in changes.deleted + changes.invalidated {
            let id = identifier(object)
            temporaries[id] = nil
            decide(id, nil)
        }
        var removals: [Item.ID] = []
        var kept: [Item] = []
        for id in order {
            switch decisions[id] {
            case .some(.some(let value)):
                if let shown = controller.item(withID: id), isSameValue(shown, value) { continue }
                kept.append(value)
            case .some(.none): if controller.contains(id: id) { removals.append(id) }
            case .none: break
            }
        }
        if !removals.isEmpty || !kept.isEmpty {
            try controller.performBatchUpdates {
                try controller.removeItems(withIDs: removals)
                try controller.upsert(contentsOf: kept)
            }
        }
        self.temporaries = temporaries
        return .applied
    }
}
