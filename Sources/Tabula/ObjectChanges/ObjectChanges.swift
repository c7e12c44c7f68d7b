/// What one change notification of an object store reports, in the shape of
/// Core Data's `NSManagedObjectContext.didChangeObjectsNotification`: the
/// objects inserted, updated, refreshed (changes merged from elsewhere),
/// deleted and invalidated, or that every object was invalidated.
///
/// The core knows nothing of Core Data: `TabulaCoreData` reads a
/// notification into this value, and the tests write random ones.
package struct ObjectChanges<Object: AnyObject> {
    /// Objects new in the store or the context.
    package var inserted: [Object] = []
    /// Objects whose values changed in the context.
    package var updated: [Object] = []
    /// Objects whose values were refreshed: changes saved elsewhere and merged.
    package var refreshed: [Object] = []
    /// Objects deleted.
    package var deleted: [Object] = []
    /// Objects that are no longer valid (their store went away).
    package var invalidated: [Object] = []
    /// Whether every object was invalidated (a context reset): only a
    /// fetch can tell what the list holds now.
    package var invalidatedAll = false

    /// Creates a notification's worth of changes.
    package init(
        inserted: [Object] = [], updated: [Object] = [], refreshed: [Object] = [],
        deleted: [Object] = [], invalidated: [Object] = [], invalidatedAll: Bool = false
    ) {
        self.inserted = inserted
        self.updated = updated
        self.refreshed = refreshed
        self.deleted = deleted
        self.invalidated = invalidated
        self.invalidatedAll = invalidatedAll
    }

    /// Whether nothing changed.
    package var isEmpty: Bool {
        inserted.isEmpty && updated.isEmpty && refreshed.isEmpty && deleted.isEmpty
            && invalidated.isEmpty && !invalidatedAll
    }
}
