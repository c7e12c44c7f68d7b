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
/// - **The objects listed are held** (as NSFetchedResultsController holds its
///   fetched objects): a context holds its objects weakly, and reports the
///   changes merged into it only for the objects registered in it.
/// - **Temporary identifiers.** An object inserted and not yet saved has a
///   temporary identifier, which its first save replaces. At each call, a
///   listed object whose identifier changed leaves under the old identifier
///   and comes back under the new one (a removal and an insertion of one row).
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

    /// The objects the list shows, by identifier. Holding them keeps them
    /// registered in a context that holds its objects weakly, so that the
    /// changes merged into it are reported for them.
    private(set) var listed: [Item.ID: Object] = [:]
    /// The identifiers of `listed` that are temporary.
    private(set) var temporaryIDs: Set<Item.ID> = []

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
    /// - Throws: `ListControllerError.identifierChanged` for a copy whose
    ///   identifier is not its object's; the follower is then as it was.
    /// - Complexity: O(*n*) value copies.
    package func items(ofFetched objects: [Object]) throws -> [Item] {
        var listed: [Item.ID: Object] = [:]
        var temporaryIDs: Set<Item.ID> = []
        listed.reserveCapacity(objects.count)
        let items = try objects.map { object in
            let value = item(object), id = identifier(object)
            guard value.id == id else {
                throw ListControllerError.identifierChanged(from: String(reflecting: id), to: String(reflecting: value.id))
            }
            listed[id] = object
            if isTemporary(object) { temporaryIDs.insert(id) }
            return value
        }
        self.listed = listed
        self.temporaryIDs = temporaryIDs
        return items
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
        // What each object comes to, the last word winning: the object to
        // list, or nil to remove. Deletions come last, so that they win.
        var decisions: [Item.ID: Object?] = [:]
        var order: [Item.ID] = []
        func decide(_ id: Item.ID, _ object: Object?) {
            if decisions.updateValue(object, forKey: id) == nil { order.append(id) }
        }
        func consider(_ object: Object) {
            decide(identifier(object), includes(object) ? object : nil)
        }
        // Saved since the last call: the old identifier goes, the object is
        // considered again under its new one.
        for id in temporaryIDs {
            guard let object = listed[id], identifier(object) != id else { continue }
            decide(id, nil)
            consider(object)
        }
        for object in changes.inserted { consider(object) }
        for object in changes.updated { consider(object) }
        for object in changes.refreshed { consider(object) }
        for object in changes.deleted + changes.invalidated { decide(identifier(object), nil) }
        var removals: [Item.ID] = []
        var kept: [Item] = []
        for id in order {
            guard let decision = decisions[id] else { continue }
            guard let object = decision else {
                if controller.contains(id: id) { removals.append(id) }
                continue
            }
            let value = item(object)
            // A copy must carry its object's identifier: else two could share one.
            guard value.id == id else {
                throw ListControllerError.identifierChanged(from: String(reflecting: id), to: String(reflecting: value.id))
            }
            if let shown = controller.item(withID: id), isSameValue(shown, value) { continue }
            kept.append(value)
        }
        if !removals.isEmpty || !kept.isEmpty {
            try change(controller, removing: removals, upserting: kept)
        }
        // The list took the changes: hold what it lists now. In place, as
        // the dictionary is the size of the list.
        for id in order {
            guard let decision = decisions[id] else { continue }
            guard let object = decision else {
                listed[id] = nil
                temporaryIDs.remove(id)
                continue
            }
            listed[id] = object
            if isTemporary(object) { temporaryIDs.insert(id) } else { temporaryIDs.remove(id) }
        }
        return .applied
    }

    /// Removes and upserts in one transaction of `controller`, which changes
    /// nothing when it throws.
    ///
    /// The identifiers removed are listed and distinct, and so are those
    /// upserted (each its object's): nothing can throw but a
    /// ``ListMergeable`` merge that changes an identifier. Only then is the transaction atomic, as an atomic
    /// transaction's first change copies the whole list (O(*n*)).
    private func change(
        _ controller: ListController<Item, SectionKey>, removing removals: [Item.ID], upserting kept: [Item]
    ) throws {
        if Item.self is any ListMergeable.Type {
            try controller.performBatchUpdates {
                try controller.removeItems(withIDs: removals)
                try controller.upsert(contentsOf: kept)
            }
            return
        }
        var failure: (any Error)?
        controller.performBatchUpdates {
            do {
                try controller.removeItems(withIDs: removals)
                try controller.upsert(contentsOf: kept)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
