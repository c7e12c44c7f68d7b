// Core Data where it exists; its stand-in on Linux, where this module is
// compiled and tested against the declarations it copies.
#if canImport(CoreData)
import CoreData
#else
import CoreDataStandIn
#endif
import Foundation
import Tabula

extension LiveFetch {
    /// Fetches the request and shows the result, then follows the context's
    /// changes. The first fetch is delivered as an update flagged `isReload`
    /// (a view reloads rather than animating every row in); a later one
    /// animates the difference.
    ///
    /// To show other objects, change the request's predicate (or fetch
    /// limit) and call this again, as with NSFetchedResultsController, or
    /// give a new request to ``setFetchRequest(_:)``: changes are followed
    /// with the request as it was at the last fetch.
    ///
    /// - Throws: ``LiveFetchError/contextNotOnMainQueue``; what the context's
    ///   `fetch` throws; `ListControllerError.identifierChanged` for a copy
    ///   whose `id` is not its object's `objectID`. The list is then as it was, and the
    ///   error is also kept in ``error``.
    /// - Complexity: The fetch, plus O(*n*) value copies and the controller's
    ///   load (O(*n* log *n*)) or diff.
    public func performFetch() throws {
        guard context.concurrencyType == .mainQueueConcurrencyType else {
            throw report(LiveFetchError.contextNotOnMainQueue)
        }
        // The request as it is now: its predicate or limit may have been
        // changed in place since the last fetch, as with Core Data's controller.
        let previous = follower
        follower = Self.makeFollower(for: fetchRequest, item: item)
        do {
            let items = try follower.items(ofFetched: try context.fetch(fetchRequest))
            if hasLoaded {
                try controller.replace(with: items)
            } else {
                try controller.fetch(items)
            }
        } catch {
            follower = previous
            throw report(error)
        }
        hasLoaded = true
        self.error = nil
        if observers.isEmpty { observeContext() }
    }

    /// Shows what another request fetches (a new predicate, say): fetches it
    /// and animates the difference.
    ///
    /// - Parameter fetchRequest: The new request; same entity type.
    /// - Throws: What ``performFetch()`` throws; the request and the list are
    ///   then as they were.
    /// - Complexity: That of ``performFetch()``.
    public func setFetchRequest(_ fetchRequest: NSFetchRequest<Object>) throws {
        let old = self.fetchRequest
        self.fetchRequest = fetchRequest
        do {
            try performFetch()
        } catch {
            self.fetchRequest = old
            throw error
        }
    }

    /// Keeps `error` and hands it to ``onError``.
    func report(_ error: any Error) -> any Error {
        self.error = error
        onError?(error)
        return error
    }

    /// The follower of `request`'s objects.
    static func makeFollower(
        for request: NSFetchRequest<Object>, item: @escaping (Object) -> Item
    ) -> ObjectChangeFollower<Object, Item, SectionKey> {
        let entityName = request.entityName ?? request.entity?.name
        let subentities = request.includesSubentities
        let predicate = request.predicate
        return ObjectChangeFollower(
            identifier: { $0.objectID },
            isTemporary: { $0.objectID.isTemporaryID },
            includes: { object in
                // A deleted object, or one its context let go of, cannot be
                // read; reading an object whose row is gone from the store
                // (an inaccessible fault) deletes it, so ask again after.
                guard object.managedObjectContext != nil, !object.isDeleted,
                    isOfEntity(object.entity, named: entityName, subentities: subentities),
                    predicate?.evaluate(with: object) ?? true
                else { return false }
                return !object.isDeleted
            },
            item: item,
            isSameValue: { $0 == $1 },
            fetchesOnEveryChange: request.fetchLimit > 0 || request.fetchOffset > 0
        )
    }

    /// Whether `entity` is the request's entity, or one of its subentities
    /// when the request includes them. No name: every entity of the class.
    private static func isOfEntity(_ entity: NSEntityDescription, named name: String?, subentities: Bool) -> Bool {
        guard let name else { return true }
        var current: NSEntityDescription? = entity
        while let candidate = current {
            if candidate.name == name { return true }
            guard subentities else { return false }
            current = candidate.superentity
        }
        return false
    }
}
