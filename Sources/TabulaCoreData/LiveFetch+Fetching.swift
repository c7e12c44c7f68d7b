import Foundation
import Tabula

extension LiveFetch {
    /// Fetches the request and shows the result, then follows the context's
    /// changes. The first fetch is delivered as an update flagged `isReload`
    /// (a view reloads rather than animating every row in); a later one
    /// animates the difference.
    ///
    /// - Throws: ``LiveFetchError/contextNotOnMainQueue``; what the context's
    ///   `fetch` throws; `ListControllerError.duplicateIdentifier` when two
    ///   copies have one identifier. The list is then as it was, and the
    ///   error is also kept in ``error``.
    /// - Complexity: The fetch, plus O(*n*) value copies and the controller's
    ///   load (O(*n* log *n*)) or diff.
    public func performFetch() throws {
        guard context.concurrencyType == .mainQueueConcurrencyType else {
            throw report(LiveFetchError.contextNotOnMainQueue)
        }
        do {
            let items = follower.items(ofFetched: try context.fetch(fetchRequest))
            if hasFetched {
                try controller.replace(with: items)
            } else {
                try controller.fetch(items)
            }
        } catch {
            throw report(error)
        }
        hasFetched = true
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
        let old = (request: self.fetchRequest, follower: follower)
        self.fetchRequest = fetchRequest
        follower = Self.makeFollower(for: fetchRequest, item: item)
        do {
            try performFetch()
        } catch {
            self.fetchRequest = old.request
            follower = old.follower
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
                isOfEntity(object.entity, named: entityName, subentities: subentities)
                    && (predicate?.evaluate(with: object) ?? true)
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
